/**
 * Which deliberate difference (src/engine/conformance/deliberate-differences.ts) explains a
 * disagreement, if any. Each explanation is checked on the case itself, never guessed from its
 * text alone: the case is rendered again with that one behaviour switched to the other engine's
 * (a formatter replaced by the reference's stub, the reference popping a failed tag's scope, data
 * without the characters we escape) and the engines must then agree exactly. A real divergence
 * beside a deliberate one therefore still counts as unexplained.
 */
import { createEngine } from '../../../src/engine';
import type { Engine, Formatter } from '../../../src/engine';
import type { Comparison } from './compare';
import { agrees, compareCase, renderOurs, renderTheirs, sourcesOf } from './compare';
import type { FuzzCase } from './generate';

export type Explanation = (fuzzCase: FuzzCase, comparison: Comparison) => boolean;

/** The formatters the reference registers as no-ops and the platform's other engine implements. */
export const JAVA_ONLY_FORMATTERS = ['datetimefield', 'i18n-money-format', 'money-format', 'money-string', 'moneyFormat', 'unit'] as const;

const passThrough: Formatter = () => undefined;

/** Our engine with the reference's stubs for what only the platform's other engine implements. */
const withReferenceStubs = createEngine({
  formatters: Object.fromEntries(JAVA_ONLY_FORMATTERS.map((name) => [name, passThrough])),
  predicates: {
    'units-metric?': (_args, ctx) => {
      ctx.error('"units-metric?" formatter is not yet implemented');
      return false;
    },
  },
});
const engine = createEngine();

/** Whether `variant` renders the case as the reference did. */
const agreesUsing = (variant: Engine) => (fuzzCase: FuzzCase, comparison: Comparison) =>
  agrees(renderOurs(variant, fuzzCase), comparison.reference);

/** Markup whose page values we escape where the reference prints them raw. */
const ESCAPED_MARKUP =
  /\|(?:add-to-cart-btn|product-checkout|quantity-input|variants-select|product-quick-view|product-status|product-restock-notification|summary-form-field)\b/;

/** A copy of a JSON value with `& < > "` in its strings (not its keys) replaced by `_`. */
function withoutEscapedCharacters(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/[&<>"]/g, '_');
  if (Array.isArray(value)) return value.map(withoutEscapedCharacters);
  if (typeof value === 'object' && value !== null) {
    const copy: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(value)) copy[key] = withoutEscapedCharacters(member);
    return copy;
  }
  return value;
}

function usesEscapedMarkup(fuzzCase: FuzzCase): boolean {
  const { template, partials } = sourcesOf(fuzzCase);
  return [template, ...Object.values(partials)].some((source) => ESCAPED_MARKUP.test(source));
}

/** By the deliberate difference's name. */
export const EXPLANATIONS: Readonly<Record<string, Explanation>> = {
  'java-only-formatters': agreesUsing(withReferenceStubs),
  'failed-tag-scope': (fuzzCase, comparison) =>
    comparison.ours.errors.length > 0 && agrees(comparison.ours, renderTheirs(fuzzCase, { popScopeOfFailedTag: true })),
  'markup-escaping': (fuzzCase) =>
    usesEscapedMarkup(fuzzCase) &&
    compareCase(engine, {
      ...fuzzCase,
      json: withoutEscapedCharacters(fuzzCase.json) as Record<string, unknown>,
      injects: withoutEscapedCharacters(fuzzCase.injects) as Record<string, unknown>,
    }).agree,
};

export function explain(fuzzCase: FuzzCase, comparison: Comparison): string | undefined {
  for (const [name, explanation] of Object.entries(EXPLANATIONS)) if (explanation(fuzzCase, comparison)) return name;
  return undefined;
}
