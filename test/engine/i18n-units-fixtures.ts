import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { I18N_FORMATTERS, I18N_PREDICATES } from '../../src/engine/plugins/i18n/index';
import { runFormatter, runPredicate, type FormatterRun } from './i18n-plugin-context';

/*
 * Renders the engine conformance material for units (MANIFEST.tsv: `i18n-units`, `f:unit-*`,
 * `f:message-units`) through the i18n formatters and predicates, in place of the executor, which
 * lives elsewhere. The templates use only text, `{path|formatter args}` tags, `{.section path}`,
 * `{.name? args}` predicates, `{.or}` and `{.end}`, which is all this renders.
 */

export const I18N_RESOURCES = '/work/shared/engine-conformance/plugins/resources/i18n';
const UNITS = join(I18N_RESOURCES, 'units');
export const fixturesPresent = existsSync(UNITS);

type Node =
  | { readonly text: string }
  | { readonly path: string; readonly formatter: string | undefined; readonly args: string }
  | { readonly block: string; readonly args: string; readonly then: Node[]; readonly otherwise: Node[] };

/** Template source as a tree; block tags own what follows them up to their `{.or}` and `{.end}`. */
function parse(source: string): Node[] {
  const root: Node[] = [];
  const open: { then: Node[]; otherwise: Node[]; inOr: boolean }[] = [];
  const target = () => {
    const top = open[open.length - 1];
    return top === undefined ? root : top.inOr ? top.otherwise : top.then;
  };
  let last = 0;
  for (const match of source.matchAll(/\{([^{}]*)\}/g)) {
    const tag = match[1] ?? '';
    if (match.index > last) target().push({ text: source.slice(last, match.index) });
    last = match.index + match[0].length;
    if (tag === '.end') open.pop();
    else if (tag === '.or') {
      const top = open[open.length - 1];
      if (top !== undefined) top.inOr = true;
    } else if (tag.startsWith('.')) {
      const [block = '', ...args] = tag.slice(1).split(' ');
      const node = { block, args: args.join(' '), then: [], otherwise: [] };
      target().push(node);
      open.push({ then: node.then, otherwise: node.otherwise, inOr: false });
    } else {
      const [path = '', call] = tag.split('|', 2);
      const space = call?.indexOf(' ') ?? -1;
      target().push(
        call === undefined
          ? { path, formatter: undefined, args: '' }
          : { path, formatter: space === -1 ? call : call.slice(0, space), args: space === -1 ? '' : call.slice(space + 1) },
      );
    }
  }
  if (last < source.length) target().push({ text: source.slice(last) });
  return root;
}

function lookup(scopes: readonly unknown[], path: string): unknown {
  const [head = '', ...rest] = path.split('.');
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  let node = head === '@' ? scopes[0] : scopes.find((scope) => isRecord(scope) && Object.hasOwn(scope, head));
  if (head !== '@') node = isRecord(node) ? node[head] : undefined;
  for (const key of rest) node = isRecord(node) ? node[key] : undefined;
  return node;
}

function evaluate(nodes: readonly Node[], scopes: readonly unknown[], locale: string): string {
  return nodes
    .map((node) => {
      if ('text' in node) return node.text;
      const run: FormatterRun = { locale, scopes };
      if ('path' in node) {
        const value = lookup(scopes, node.path);
        return node.formatter === undefined
          ? String(value ?? '')
          : runFormatter(I18N_FORMATTERS, node.formatter, node.args, [value], run).output;
      }
      if (node.block === 'section') {
        const value = lookup(scopes, node.args);
        return value ? evaluate(node.then, [value, ...scopes], locale) : evaluate(node.otherwise, scopes, locale);
      }
      const { result } = runPredicate(I18N_PREDICATES, node.block, node.args, run);
      return evaluate(result ? node.then : node.otherwise, scopes, locale);
    })
    .join('');
}

/** What a fixture prints and what it should print. */
export interface Rendered {
  readonly file: string;
  readonly actual: string;
  readonly expected: string;
}

/** `:NAME` lines start sections; the text up to the next one is the section's body. */
function sections(text: string): Map<string, string> {
  const result = new Map<string, string>();
  let name: string | undefined;
  let body: string[] = [];
  for (const line of text.split('\n')) {
    const header = /^:([A-Z]+)\s*$/.exec(line);
    if (header?.[1] !== undefined) {
      if (name !== undefined) result.set(name, body.join('\n'));
      name = header[1];
      body = [];
    } else {
      body.push(line);
    }
  }
  if (name !== undefined) result.set(name, body.join('\n'));
  return result;
}

/**
 * The locale of a fixture: `:PARAMS` JSON, or `:PROPERTIES` lines `locale: fr-FR` /
 * `locale=fr-FR`; `en` when neither says.
 */
function localeOf(parts: Map<string, string>): string {
  const params = parts.get('PARAMS');
  if (params !== undefined) return (JSON.parse(params) as { locale?: string }).locale ?? 'en';
  return /^locale\s*[:=]\s*(\S+)/m.exec(parts.get('PROPERTIES') ?? '')?.[1] ?? 'en';
}

/** A whole-file fixture (`f-unit-*.html`, `f-message-units-*.html`): template, JSON and output. */
export function renderTemplateFixture(name: string): Rendered {
  const parts = sections(readFileSync(join(I18N_RESOURCES, name), 'utf8'));
  const data: unknown = JSON.parse(parts.get('JSON') ?? '{}');
  return {
    file: name,
    actual: evaluate(parse(parts.get('TEMPLATE') ?? ''), [data], localeOf(parts)),
    expected: parts.get('OUTPUT') ?? '',
  };
}

/** The `units/<unit>-in.html` templates and the locales of their `-out-<locale>.html` files. */
export function unitsFixtures(): { readonly unit: string; readonly locale: string }[] {
  return readdirSync(UNITS)
    .map((file) => /^(.+)-out-(.+)\.html$/.exec(file))
    .filter((match) => match !== null)
    .map(([, unit = '', locale = '']) => ({ unit, locale }))
    .sort((a, b) => `${a.unit} ${a.locale}`.localeCompare(`${b.unit} ${b.locale}`));
}

/**
 * A `units/` fixture: `<unit>-in.html` rendered over `_numbers.json` in `locale`. The expected
 * files hold one line per tag line, none for the lines that only hold a block tag, so those lose
 * their line break before rendering.
 */
export function renderUnitsFixture(unit: string, locale: string): Rendered {
  const numbers: unknown = JSON.parse(readFileSync(join(UNITS, '_numbers.json'), 'utf8'));
  const template = readFileSync(join(UNITS, `${unit}-in.html`), 'utf8').replace(/^(\{\.[^{}]*\})\n/gm, '$1');
  return {
    file: `units/${unit}-out-${locale}.html`,
    actual: evaluate(parse(template), [numbers], locale),
    expected: readFileSync(join(UNITS, `${unit}-out-${locale}.html`), 'utf8'),
  };
}

/** One output line against the fixture's line at the same position. */
export interface LineResult {
  readonly line: number;
  readonly expected: string;
  readonly actual: string;
}

/**
 * Pairs the non-blank lines of both texts, each trimmed. The fixtures' expected files differ from
 * their templates in blank lines and indentation (a blank line between groups sits one line
 * off, an expected line carries a leading space), which their own runner ignores too.
 */
export function pairLines({ actual, expected }: Rendered): LineResult[] {
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  const ours = lines(actual);
  const theirs = lines(expected);
  return Array.from({ length: Math.max(ours.length, theirs.length) }, (_, index) => ({
    line: index + 1,
    expected: theirs[index] ?? '',
    actual: ours[index] ?? '',
  }));
}
