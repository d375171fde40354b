/**
 * Which deliberate difference (src/engine/conformance/deliberate-differences.ts) explains a
 * disagreement, if any. Each explanation is checked on the case itself, never guessed from its
 * text alone: the case is rendered again with that behaviour switched to the reference's (a
 * formatter replaced by the reference's stub, the reference popping a failed tag's scope, data
 * without the characters we escape) and the engines must then agree exactly. A real divergence
 * beside a deliberate one therefore still counts as unexplained.
 */
import { createEngine } from '../../../src/engine';
import type { Engine, EngineOptions, Formatter, FormatterTable, Predicate, PredicateTable } from '../../../src/engine';
import type { Comparison } from './compare';
import { agrees, renderOurs, renderTheirs, sourcesOf } from './compare';
import type { ReferenceChange } from '../reference';
import type { FuzzCase } from './generate';
import type { Template, TemplateNode } from './template';

/** The formatters the reference registers as no-ops and the platform's other engine implements. */
export const JAVA_ONLY_FORMATTERS = ['datetimefield', 'i18n-money-format', 'money-format', 'money-string', 'moneyFormat', 'unit'] as const;

const passThrough: Formatter = () => undefined;

/** The reference's stubs for what only the platform's other engine implements. */
const REFERENCE_STUBS = {
  formatters: Object.fromEntries(JAVA_ONLY_FORMATTERS.map((name) => [name, passThrough])),
  predicates: {
    'units-metric?': ((_args, ctx) => {
      ctx.error('"units-metric?" formatter is not yet implemented');
      return false;
    }) satisfies Predicate,
  },
};

/** Markup whose page values (and arguments) we escape where the reference prints them raw. */
const ESCAPED_MARKUP = new Set([
  'add-to-cart-btn',
  'product-checkout',
  'quantity-input',
  'variants-select',
  'product-quick-view',
  'product-status',
  'product-restock-notification',
  'summary-form-field',
]);
const ESCAPED_CHARACTERS = /[&<>"]/g;

/** A copy of a JSON value with `change` applied to each of its strings (not its keys). */
function mapStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((element) => mapStrings(element, change));
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) copy[key] = mapStrings(member, change);
    return copy;
  }
  return value;
}

/** A copy of a JSON value with `& < > "` in its strings (not its keys) replaced by `_`. */
const withoutEscapedCharacters = (value: unknown) => mapStrings(value, (text) => text.replace(ESCAPED_CHARACTERS, '_'));

/** The template with the same characters removed from the arguments of the escaped markup formatters. */
function withPlainMarkupArguments(nodes: Template): Template {
  return nodes.map((node): TemplateNode => {
    switch (node.kind) {
      case 'variable':
      case 'bind':
        return {
          ...node,
          formatters: node.formatters.map((call) =>
            ESCAPED_MARKUP.has(call.name) ? { ...call, args: call.args.map((arg) => arg.replace(ESCAPED_CHARACTERS, '_')) } : call,
          ),
        };
      case 'macro':
        return { ...node, body: withPlainMarkupArguments(node.body) };
      case 'block':
        return {
          ...node,
          body: withPlainMarkupArguments(node.body),
          alternates: node.alternates === null ? null : withPlainMarkupArguments(node.alternates),
          ors: node.ors.map((branch) => ({ ...branch, body: withPlainMarkupArguments(branch.body) })),
        };
      default:
        return node;
    }
  });
}

function usesEscapedMarkup(fuzzCase: FuzzCase): boolean {
  const { template, partials } = sourcesOf(fuzzCase);
  return [template, ...Object.values(partials)].some((source) => [...ESCAPED_MARKUP].some((name) => source.includes(`|${name}`)));
}

/** A case as the reference would see it with ours escaping nothing: no `& < > "` in data or markup arguments. */
function withoutMarkupEscaping(fuzzCase: FuzzCase): FuzzCase {
  const partials: Record<string, Template> = {};
  for (const [name, partial] of Object.entries(fuzzCase.partials)) partials[name] = withPlainMarkupArguments(partial);
  return {
    ...fuzzCase,
    template: withPlainMarkupArguments(fuzzCase.template),
    partials,
    json: withoutEscapedCharacters(fuzzCase.json) as Record<string, unknown>,
    injects: withoutEscapedCharacters(fuzzCase.injects) as Record<string, unknown>,
  };
}

/**
 * A unit placeholder in an ICU message (`{0 unit in:byte}`), which only the platform's other engine
 * formats; renamed to a type neither engine knows, both print it as written.
 */
const UNIT_PLACEHOLDER = /(\{\s*[\w.-]+(?:\s*;\s*[\w.-]+)*\s+)unit\b/g;

const withoutUnitPlaceholders = (value: unknown) => mapStrings(value, (text) => text.replace(UNIT_PLACEHOLDER, '$1nosuch'));

/**
 * How to switch one deliberate difference to the reference's behaviour: our engine with other
 * plugins, the case changed, the reference with some of its behaviours changed to ours. `applies`
 * says whether the switch can matter for a case at all.
 */
interface Switch {
  readonly applies?: (fuzzCase: FuzzCase, comparison: Comparison) => boolean;
  readonly plugins?: Pick<EngineOptions, 'formatters' | 'predicates'>;
  readonly transform?: (fuzzCase: FuzzCase) => FuzzCase;
  readonly reference?: ReferenceChange;
}

const withoutJavaOnlyPlaceholders = (fuzzCase: FuzzCase): FuzzCase => ({
  ...fuzzCase,
  json: withoutUnitPlaceholders(fuzzCase.json) as Record<string, unknown>,
  injects: withoutUnitPlaceholders(fuzzCase.injects) as Record<string, unknown>,
});

/** By the deliberate difference's name. */
export const SWITCHES: Readonly<Record<string, Switch>> = {
  'java-only-formatters': { plugins: REFERENCE_STUBS, transform: withoutJavaOnlyPlaceholders },
  'failed-tag-scope': { applies: (_case, comparison) => comparison.reference.errors.length > 0, reference: 'failed-tag-pops-scope' },
  'markup-escaping': { applies: usesEscapedMarkup, transform: withoutMarkupEscaping },
  'cycle-without-entry': { reference: 'cycle-leaves-missing' },
};

const engines = new Map<string, Engine>();

/** Whether the engines agree on the case with the named differences switched to the reference's behaviour. */
function agreeWith(names: readonly string[], fuzzCase: FuzzCase): boolean {
  const switches = names.map((name) => SWITCHES[name] as Switch);
  const key = names.filter((name) => SWITCHES[name]?.plugins !== undefined).join(' ');
  let engine = engines.get(key);
  if (engine === undefined) {
    const plugins = switches.map((change) => change.plugins ?? {});
    engine = createEngine({
      formatters: Object.assign({}, ...plugins.map((set) => set.formatters)) as FormatterTable,
      predicates: Object.assign({}, ...plugins.map((set) => set.predicates)) as PredicateTable,
    });
    engines.set(key, engine);
  }
  const changed = switches.reduce((current, change) => change.transform?.(current) ?? current, fuzzCase);
  const reference = switches.flatMap((change) => (change.reference === undefined ? [] : [change.reference]));
  return agrees(renderOurs(engine, changed), renderTheirs(changed, reference));
}

/**
 * The deliberate difference that explains the disagreement: the one whose switch alone makes the
 * engines agree, else the smallest set that does together (named `a + b`); `undefined` when none does.
 */
export function explain(fuzzCase: FuzzCase, comparison: Comparison): string | undefined {
  const applicable = Object.keys(SWITCHES).filter((name) => SWITCHES[name]?.applies?.(fuzzCase, comparison) ?? true);
  for (let size = 1; size <= applicable.length; size++) {
    for (const names of subsets(applicable, size)) if (agreeWith(names, fuzzCase)) return names.join(' + ');
  }
  return undefined;
}

/** The subsets of `items` with `size` members, in order. */
function* subsets<T>(items: readonly T[], size: number, from = 0): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - size; i++) {
    for (const rest of subsets(items, size - 1, i + 1)) yield [items[i] as T, ...rest];
  }
}
