/**
 * One random case: a template over the whole language (every instruction; formatters and
 * predicates of every family, fed the data and arguments the fixtures show them, or anything;
 * expressions mixing types; injects of every JSON type; partials; macros; nesting up to eight
 * deep) and the JSON, partials, injects, locale and "now" it renders with. Paths mostly name what
 * the data holds at that point of the template, so sections open, loops loop and formatters get
 * real input.
 */
import { DEFAULT_FORMATTERS, DEFAULT_PREDICATES } from '../../../src/engine';
import type { Corpus, Use } from './corpus';
import { KEYS, asParsedJson, mutate, randomJson, randomObject } from './json';
import type { Random } from './random';
import type { FormatterCall, OrBranch, Template, TemplateNode } from './template';

export interface FuzzCase {
  readonly template: Template;
  readonly partials: Readonly<Record<string, Template>>;
  readonly json: Readonly<Record<string, unknown>>;
  readonly injects: Readonly<Record<string, unknown>>;
  /** `undefined`: no locale data. */
  readonly locale: string | undefined;
  readonly now: number;
}

/** Locales whose data both engines have: ours bundles en, de, fr and ja (other languages format with English data). */
const LOCALES = ['en', 'en', 'en', 'en-US', 'de-DE', 'fr-FR', 'ja', undefined] as const;
const BUNDLED_LANGUAGE = /^(en|de|fr|ja)(-|$)/;
const NOWS = [0, 1_700_000_000_000, 1_300_000_000_000, 86_400_000];
const TIME_ZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Tokyo', 'UTC', 'Australia/Lord_Howe', 'Mars/Olympus'];
const LOCALS = ['@v', '@w', '@c', '@x'] as const;
const PARTIAL_NAMES = ['p', 'q', 'm'] as const;
const MACRO_NAMES = ['m', 'n', 'p'] as const;
const INJECT_PATHS = ['i1', 'i2', 'i3.json', 'missing'] as const;
const FORMATTER_NAMES = Object.keys(DEFAULT_FORMATTERS);
const PREDICATE_NAMES = Object.keys(DEFAULT_PREDICATES);
const REFERENCE = /^(?:[a-zA-Z$][a-zA-Z0-9_$-]*|\d+)$/;

const words = (text: string) => text.trim().split(/\s+/);

const TEXTS = [
  ...['x', ' ', '\n', 'ab', '-', ',', '<p>', '</p>', '&amp;', 'é', '😀', '\t', '  \n  '],
  ...['{', '}', '{ a }', '{a |html}', '{}', '{{a}}', '{.section}', '{.end x}', '{.if a b}', '{s||n}', '{s|}', '{-1}'],
  ...['{#c}', '{# {a} }', '{## c ##}', '{## x', '{.meta-left}', '{.meta-right}', '{.newline}', '{.space}', '{.tab}'],
  ...['{.eof}', '{.end}', '{.or}', '{.alternates with}', '{^a}', '{^.section a}', '{.SECTION a}', '{a.}', '{a,}', '{o.__proto__}'],
  ...['{2147483648}', '{0}', '{.var @v}', '{.ctx @c}', '{.inject}', '{.macro}', '{.include}', '{.newline }', '{a|nosuch}'],
];

const GENERIC_ARGS = words(`1 2 3 0 -1 12 100 1.5 a b x n abc s items k=v k=a=b private %Y %B true null "a" -- ... output`);

const STRFTIME = words('%A %B %C %D %F %G %H %I %M %N %P %R %S %T %U %V %W %X %Y %Z %a %b %c %d %e %g %h %i %j %k %l %m %n %p');
const STRFTIME_MORE = words('%q %r %s %t %u %v %w %x %y %z %% %Q at , -');
const I18N_OPTIONS = words(`group no-group round:ceil round:floor round:truncate round:half-even minint:3 maxfrac:2 minfrac:4 maxsig:3
  minsig:2 style:percent style:short style:long style:code style:name style:accounting symbol:narrow date:short time:full
  datetime:long date:medium short full date time yMMMd skeleton:Hm wrap:short context:begin-sentence calendar:buddhist
  format:short unit:day units:year,month,day in:inch out:centimeter sequence:meter,centimeter compact:length`);

/** A case from `random`: everything it renders with, drawn in one fixed order. */
export function generateCase(random: Random, corpus: Corpus): FuzzCase {
  const json: Record<string, unknown> = randomObject(random, 3, 7);
  if (random.chance(0.4))
    json['website'] = { timeZone: random.pick(TIME_ZONES), ...(random.chance(0.3) ? randomObject(random, 1, 2) : {}) };
  if (random.chance(0.3)) json['items'] = random.times(0, 4, () => randomJson(random, 2));
  const injects: Record<string, unknown> = {};
  for (const path of INJECT_PATHS.slice(0, 3)) if (random.chance(0.6)) injects[path] = randomJson(random, 2);
  const generator = new TemplateGenerator(random, corpus, json, random.int(1, 8));
  const template = generator.body([json], random.int(1, 7));
  const partials: Record<string, Template> = {};
  for (const name of PARTIAL_NAMES) {
    if (random.chance(0.35)) partials[name] = generator.body([json], random.int(0, 4));
  }
  return {
    template,
    partials,
    json: asParsedJson(json),
    injects: asParsedJson(injects),
    locale: generator.locale ?? random.pick(LOCALES),
    now: random.pick(NOWS),
  };
}

class TemplateGenerator {
  /** Set by the first locale-sensitive fixture use, whose data is written for that locale. */
  locale: string | undefined | null = null;
  private budget = 60;
  private domainKeys = 0;

  constructor(
    private readonly random: Random,
    private readonly corpus: Corpus,
    private readonly root: Record<string, unknown>,
    private readonly maxDepth: number,
  ) {}

  body(frames: readonly unknown[], length: number, depth = 0): TemplateNode[] {
    const nodes: TemplateNode[] = [];
    for (let i = 0; i < length && this.budget > 0; i++) {
      this.budget--;
      nodes.push(this.node(frames, depth));
    }
    return nodes;
  }

  private node(frames: readonly unknown[], depth: number): TemplateNode {
    const random = this.random;
    const nested = depth < this.maxDepth ? 1 : 0;
    return random.weighted<() => TemplateNode>([
      [5, () => ({ kind: 'text', text: random.pick(TEXTS) })],
      [8, () => this.variable(frames)],
      [6, () => this.domainVariable(frames)],
      [2, () => ({ kind: 'bind', name: random.pick(LOCALS), paths: this.paths(frames), formatters: this.formatters(frames, 1) })],
      [
        1,
        () => ({
          kind: 'ctx',
          name: random.pick(LOCALS),
          bindings: random.times(1, 3, () => [random.pick(KEYS), this.path(frames)] as const),
        }),
      ],
      [3, () => ({ kind: 'eval', expression: this.expression(frames), debug: random.chance(0.1) })],
      [1, () => ({ kind: 'inject', name: random.pick(LOCALS), path: random.pick(INJECT_PATHS), args: random.chance(0.2) ? 'x y' : '' })],
      [
        1,
        () => ({
          kind: 'include',
          name: random.pick([...PARTIAL_NAMES, 'nosuch']),
          extra: random.pick(['', ' output', ' output', ' OUTPUT']),
        }),
      ],
      [2 * nested, () => ({ kind: 'macro', name: random.pick(MACRO_NAMES), body: this.body(frames, random.int(0, 3), depth + 1) })],
      [5 * nested, () => this.section(frames, depth)],
      [5 * nested, () => this.repeated(frames, depth)],
      [4 * nested, () => this.predicateBlock(frames, depth)],
      [3 * nested, () => this.ifBlock(frames, depth)],
      [2 * nested, () => this.domainPredicate(frames, depth)],
    ])();
  }

  private section(frames: readonly unknown[], depth: number): TemplateNode {
    const [path, value] = this.pathAndValue(frames, (v) => typeof v === 'object' && v !== null);
    const inner = [...frames, value];
    return this.block(`.section ${path}`, inner, frames, depth, false);
  }

  private repeated(frames: readonly unknown[], depth: number): TemplateNode {
    const [path, value] = this.pathAndValue(frames, Array.isArray);
    const item = Array.isArray(value) && value.length > 0 ? this.random.pick(value) : undefined;
    return this.block(`.repeated section ${path}`, [...frames, item], frames, depth, true);
  }

  private predicateBlock(frames: readonly unknown[], depth: number): TemplateNode {
    return this.block(`.${this.predicateCall(frames)}`, frames, frames, depth, false);
  }

  private ifBlock(frames: readonly unknown[], depth: number): TemplateNode {
    const random = this.random;
    const condition = random.chance(0.2)
      ? this.predicateCall(frames)
      : random
          .times(1, 4, () => this.path(frames))
          .map((path, i) => (i === 0 ? path : `${random.pick([' && ', ' || ', '&&', '||'])}${path}`))
          .join('');
    return this.block(`.if ${condition}`, frames, frames, depth, false);
  }

  /** A predicate block over data a fixture asked the same predicate about. */
  private domainPredicate(frames: readonly unknown[], depth: number): TemplateNode {
    const random = this.random;
    const names = [...this.corpus.predicates.keys()];
    if (names.length === 0) return this.predicateBlock(frames, depth);
    const name = random.pick(names);
    const use = random.pick(this.corpus.predicates.get(name) ?? []);
    const key = this.placeDomainValue(use);
    const value = this.root[key];
    const args = use.args.length === 0 ? '' : ` ${use.args.join(use.delimiter === '' ? ' ' : use.delimiter)}`;
    const inner = this.block(`.${name}${args}`, [...frames, value], [...frames, value], depth + 1, false);
    return { kind: 'block', open: `.section ${key}`, body: [inner], alternates: null, ors: [] };
  }

  private block(open: string, inner: readonly unknown[], outer: readonly unknown[], depth: number, repeated: boolean): TemplateNode {
    const random = this.random;
    const body = this.body(inner, random.int(0, 4), depth + 1);
    const alternates = repeated && random.chance(0.3) ? this.body(inner, random.int(0, 2), depth + 1) : null;
    const ors: OrBranch[] = [];
    while (random.chance(0.35)) {
      const condition = random.chance(0.5) ? this.predicateCall(outer) : null;
      ors.push({ condition, body: this.body(outer, random.int(0, 3), depth + 1) });
      if (condition === null && !random.chance(0.1)) break;
    }
    const misplaced = !repeated && random.chance(0.03) ? this.body(inner, 1, depth + 1) : null;
    return { kind: 'block', open, body, alternates: alternates ?? misplaced, ors, ...(random.chance(0.02) ? { unclosed: true } : {}) };
  }

  private variable(frames: readonly unknown[]): TemplateNode {
    return { kind: 'variable', paths: this.paths(frames), formatters: this.formatters(frames, 3) };
  }

  /** `{dN|formatter args}` over data a fixture gave the same formatter, then maybe more formatters. */
  private domainVariable(frames: readonly unknown[]): TemplateNode {
    const random = this.random;
    const names = [...this.corpus.formatters.keys()];
    if (names.length === 0) return this.variable(frames);
    const name = random.pick(names);
    const uses = (this.corpus.formatters.get(name) ?? []).filter((use) => use.value !== undefined);
    if (uses.length === 0) return this.variable(frames);
    const use = random.pick(uses);
    const key = this.placeDomainValue(use);
    const call: FormatterCall = { name, args: use.args, delimiter: use.delimiter };
    const more = random.chance(0.2) ? this.formatters(frames, 1) : [];
    const paths = random.chance(0.1) ? [key, this.path(frames)] : [key];
    return { kind: 'variable', paths, formatters: [call, ...more] };
  }

  /** Puts a fixture's value (sometimes mutated) and the page around it into the case's JSON. */
  private placeDomainValue(use: Use): string {
    const random = this.random;
    const key = `d${this.domainKeys++}`;
    this.root[key] = random.chance(0.35) ? mutate(random, use.value, random.int(1, 3)) : structuredClone(use.value);
    for (const [name, value] of Object.entries(use.page)) {
      if (!Object.hasOwn(this.root, name)) this.root[name] = random.chance(0.15) ? mutate(random, value, 1) : structuredClone(value);
    }
    if (this.locale === null && use.locale !== 'en' && BUNDLED_LANGUAGE.test(use.locale ?? 'en') && random.chance(0.5))
      this.locale = use.locale;
    return key;
  }

  private formatters(frames: readonly unknown[], max: number): FormatterCall[] {
    return this.random.times(0, max, () => this.formatter(frames));
  }

  private formatter(frames: readonly unknown[]): FormatterCall {
    const random = this.random;
    const name = random.chance(0.02) ? 'nosuch' : random.pick(FORMATTER_NAMES);
    const uses = this.corpus.formatters.get(name) ?? [];
    if (uses.length > 0 && random.chance(0.6)) {
      const use = random.pick(uses);
      return { name, args: use.args, delimiter: use.delimiter };
    }
    const delimiter = random.weighted([
      [12, ' '],
      [1, ','],
      [1, ':'],
    ]);
    return { name, args: random.times(0, 3, () => this.argument(name, frames)), delimiter };
  }

  private argument(formatter: string, frames: readonly unknown[]): string {
    const random = this.random;
    if (formatter === 'date' && random.chance(0.8)) return random.pick(random.chance(0.8) ? STRFTIME : STRFTIME_MORE);
    if (formatter === 'apply' && random.chance(0.7)) return random.pick([...MACRO_NAMES, ...PARTIAL_NAMES, 'private', 'k=1', 'nosuch']);
    if (
      /^(datetime|decimal|money|relative-time|message|plural|unit|percentage|bookkeeper|product-price|timesince)/.test(formatter) &&
      random.chance(0.6)
    ) {
      return random.pick(I18N_OPTIONS);
    }
    return random.chance(0.3) ? this.path(frames) : random.pick(GENERIC_ARGS);
  }

  private predicateCall(frames: readonly unknown[]): string {
    const random = this.random;
    const name = random.chance(0.02) ? 'nosuch?' : random.pick(PREDICATE_NAMES);
    const uses = this.corpus.predicates.get(name) ?? [];
    if (uses.length > 0 && random.chance(0.5)) {
      const use = random.pick(uses);
      return use.args.length === 0 ? name : `${name}${use.delimiter}${use.args.join(use.delimiter)}`;
    }
    const args = random.times(0, 2, () =>
      random.chance(0.5) ? this.path(frames) : random.pick(words(`1 2 3 0 -1 "a" "abc" true false null [1] "1" 1.5 {"a":1} "x y"`)),
    );
    return args.length === 0 ? name : `${name}${random.chance(0.9) ? ' ' : '|'}${args.join(' ')}`;
  }

  private expression(frames: readonly unknown[]): string {
    const random = this.random;
    if (this.corpus.expressions.length > 0 && random.chance(0.15)) return random.pick(this.corpus.expressions);
    const parts = random.times(1, 3, () => this.expressionTerm(frames, 2));
    const assignment = random.chance(0.2) ? `${random.pick(LOCALS)} = ` : '';
    return assignment + parts.join(random.pick(['; ', ', ', ';', ' ']));
  }

  private expressionTerm(frames: readonly unknown[], depth: number): string {
    const random = this.random;
    const atom = (): string =>
      random.weighted<() => string>([
        [4, () => random.pick(words(`1 2 0 -1 2.5 0x1f 1e3 5. 017 .5 1e 0x "a" 'b' "" null true false NaN Infinity PI E "12" "0x10"`))],
        [1, () => random.pick(['" 7 "', '"a\\nb"', "'\\x41'", '"\\u00e9"', '"\\u{1F600}"', '"unterminated', '"\\q"'])],
        [4, () => this.path(frames)],
        [
          2,
          () =>
            `${random.pick(['max', 'min', 'abs', 'num', 'str', 'bool', 'nosuch'])}(${random.times(0, 3, () => this.expressionTerm(frames, 0)).join(', ')})`,
        ],
        [depth > 0 ? 2 : 0, () => `(${this.expressionTerm(frames, depth - 1)})`],
      ])();
    const operators = words('+ - * / % ** << >> < > <= >= == != === !== & ^ | && || =');
    let text = `${random.chance(0.15) ? random.pick(['-', '!', '~', '+']) : ''}${atom()}`;
    for (let i = random.int(0, 3); i > 0; i--) {
      text += ` ${random.pick(operators)} ${random.chance(0.1) ? random.pick(['-', '!', '~']) : ''}${depth > 0 ? this.expressionTerm(frames, depth - 1) : atom()}`;
    }
    return text;
  }

  private paths(frames: readonly unknown[]): string[] {
    return this.random.times(1, this.random.chance(0.15) ? 3 : 1, () => this.path(frames));
  }

  private path(frames: readonly unknown[]): string {
    return this.pathAndValue(frames)[0];
  }

  /** A path into what the scopes hold (mostly), or a random one, and the value it names. */
  private pathAndValue(frames: readonly unknown[], wanted?: (value: unknown) => boolean): [string, unknown] {
    const random = this.random;
    if (random.chance(0.75)) {
      const frame = frames[random.int(Math.max(0, frames.length - 3), frames.length - 1)];
      const candidates = pathsIn(frame, 3).filter(([, value]) => wanted === undefined || wanted(value));
      if (candidates.length > 0) return random.pick(candidates);
    }
    const path = random.weighted<() => string>([
      [3, () => random.pick(KEYS)],
      [
        2,
        () =>
          random.pick([
            '@',
            '@index',
            '@index0',
            ...LOCALS,
            '@args',
            '@v.a',
            '@.a',
            '0',
            '1',
            'a.0',
            'a.b.c',
            'nosuch',
            'items.1',
            'length',
            'items.length',
          ]),
      ],
      [1, () => `${random.pick(KEYS)}.${random.pick(KEYS)}`],
    ])();
    return [path, undefined];
  }
}

/** The paths (up to `depth` segments) that name something inside `value`, with what they name. */
function pathsIn(value: unknown, depth: number): [string, unknown][] {
  const found: [string, unknown][] = [['@', value]];
  const visit = (node: unknown, prefix: string, level: number) => {
    if (level >= depth || typeof node !== 'object' || node === null) return;
    for (const [key, child] of Object.entries(node).slice(0, 12)) {
      if (!REFERENCE.test(key)) continue;
      const path = prefix === '' ? key : `${prefix}.${key}`;
      found.push([path, child]);
      visit(child, path, level + 1);
    }
  };
  visit(value, '', 0);
  return found;
}
