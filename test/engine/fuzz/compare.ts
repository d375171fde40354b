/**
 * Renders one case with both engines and says whether they agree: the same output, and both or
 * neither reporting an error. Our engine throwing is never agreement; neither is a render of ours
 * slower than the fuzzer's limit.
 */
import { performance } from 'node:perf_hooks';
import type { Engine, TemplateError } from '../../../src/engine';
import { renderReference } from '../reference';
import type { ReferenceChange } from '../reference';
import type { FuzzCase } from './generate';
import { printTemplate } from './template';

export interface Outcome {
  readonly output: string;
  readonly errors: readonly string[];
  /** Our error codes (`PLUGIN_ERROR` …); empty for the reference. */
  readonly codes: readonly string[];
  readonly thrown?: string;
  readonly milliseconds: number;
}

export interface Comparison {
  readonly ours: Outcome;
  readonly reference: Outcome;
  readonly agree: boolean;
}

/** A render of ours slower than this is a finding of its own. */
export const SLOW_RENDER_MS = 1000;

export function sourcesOf(fuzzCase: FuzzCase): { template: string; partials: Record<string, string> } {
  const partials: Record<string, string> = {};
  for (const [name, partial] of Object.entries(fuzzCase.partials)) partials[name] = printTemplate(partial);
  return { template: printTemplate(fuzzCase.template), partials };
}

export function renderOurs(engine: Engine, fuzzCase: FuzzCase): Outcome {
  const { template, partials } = sourcesOf(fuzzCase);
  const start = performance.now();
  try {
    const compiled = engine.compile(template);
    const result = compiled.template.render(fuzzCase.json, {
      partials,
      injects: fuzzCase.injects,
      locale: fuzzCase.locale,
      now: fuzzCase.now,
      enableExpr: true,
      enableInclude: true,
    });
    const errors: TemplateError[] = [...compiled.errors, ...result.errors];
    return {
      output: result.output,
      errors: errors.map((error) => error.message),
      codes: errors.map((error) => error.code),
      milliseconds: performance.now() - start,
    };
  } catch (error) {
    const thrown = error instanceof Error ? `${error.name}: ${error.message}\n${error.stack ?? ''}` : String(error);
    return { output: '', errors: [], codes: [], thrown, milliseconds: performance.now() - start };
  }
}

export function renderTheirs(fuzzCase: FuzzCase, changes: readonly ReferenceChange[] = []): Outcome {
  const { template, partials } = sourcesOf(fuzzCase);
  const start = performance.now();
  const options = { changes, partials, injects: fuzzCase.injects, locale: fuzzCase.locale, now: fuzzCase.now };
  const result = renderReference(template, fuzzCase.json, options);
  return { ...result, codes: [], milliseconds: performance.now() - start };
}

/**
 * Our render of the case; one that seems slow is timed twice more and keeps its fastest time, so
 * a moment when the machine was busy elsewhere is not taken for a slow render.
 */
function timedOurs(engine: Engine, fuzzCase: FuzzCase): Outcome {
  let ours = renderOurs(engine, fuzzCase);
  for (let retry = 0; retry < 2 && ours.milliseconds > SLOW_RENDER_MS; retry++) {
    const again = renderOurs(engine, fuzzCase);
    if (again.milliseconds < ours.milliseconds) ours = again;
  }
  return ours;
}

export function compareCase(engine: Engine, fuzzCase: FuzzCase): Comparison {
  const ours = timedOurs(engine, fuzzCase);
  const reference = renderTheirs(fuzzCase);
  return { ours, reference, agree: agrees(ours, reference) };
}

/** The same output, both or neither reporting an error, no throw, no slow render. */
export function agrees(ours: Outcome, reference: Outcome): boolean {
  return (
    ours.thrown === undefined &&
    ours.milliseconds <= SLOW_RENDER_MS &&
    reference.thrown === undefined &&
    ours.output === reference.output &&
    ours.errors.length > 0 === reference.errors.length > 0
  );
}
