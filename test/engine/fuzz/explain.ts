/**
 * Which deliberate difference (src/engine/conformance/deliberate-differences.ts) explains a
 * disagreement, if any. Each explanation is checked on the case itself, never guessed from its
 * text: our engine renders the case again with that one behaviour switched to the reference's
 * (a formatter replaced by the reference's stub, say) and must then agree with the reference
 * exactly. A real divergence beside a deliberate one therefore still counts as unexplained.
 */
import { createEngine } from '../../../src/engine';
import type { Engine, Formatter } from '../../../src/engine';
import type { Comparison } from './compare';
import { agrees, renderOurs } from './compare';
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

/** Whether `engine` renders the case as the reference did. */
const agreesUsing = (engine: Engine) => (fuzzCase: FuzzCase, comparison: Comparison) =>
  agrees(renderOurs(engine, fuzzCase), comparison.reference);

/** By the deliberate difference's name. */
export const EXPLANATIONS: Readonly<Record<string, Explanation>> = {
  'java-only-formatters': agreesUsing(withReferenceStubs),
};

export function explain(fuzzCase: FuzzCase, comparison: Comparison): string | undefined {
  for (const [name, explanation] of Object.entries(EXPLANATIONS)) if (explanation(fuzzCase, comparison)) return name;
  return undefined;
}
