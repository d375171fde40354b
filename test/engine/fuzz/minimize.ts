/**
 * Shrinks a case that shows a difference to a smallest one that still shows it: greedy, one edit
 * at a time (largest cuts first: partials, injects, whole JSON members, template nodes; then
 * nested edits, simpler values, the default locale and "now"), restarting after each edit kept,
 * until no edit keeps the difference or the budget of tries runs out.
 */
import type { FuzzCase } from './generate';
import type { Template } from './template';
import { smallerTemplates } from './template';

export interface MinimizeBudget {
  /** Candidate cases rendered at most. */
  readonly tries: number;
  /** Wall-clock milliseconds at most. */
  readonly milliseconds: number;
}

export function minimize(start: FuzzCase, interesting: (candidate: FuzzCase) => boolean, budget: MinimizeBudget): FuzzCase {
  let current = start;
  let tries = 0;
  const deadline = Date.now() + budget.milliseconds;
  for (;;) {
    let improved = false;
    for (const candidate of smallerCases(current)) {
      if (tries >= budget.tries || Date.now() > deadline) return current;
      tries++;
      if (interesting(candidate)) {
        current = candidate;
        improved = true;
        break;
      }
    }
    if (!improved) return current;
  }
}

function* smallerCases(fuzzCase: FuzzCase): Generator<FuzzCase> {
  for (const name of Object.keys(fuzzCase.partials)) yield { ...fuzzCase, partials: without(fuzzCase.partials, name) };
  for (const path of Object.keys(fuzzCase.injects)) yield { ...fuzzCase, injects: without(fuzzCase.injects, path) };
  for (const key of Object.keys(fuzzCase.json)) yield { ...fuzzCase, json: without(fuzzCase.json, key) };
  for (const template of smallerTemplates(fuzzCase.template)) yield { ...fuzzCase, template };
  for (const [name, partial] of Object.entries(fuzzCase.partials)) {
    for (const smaller of smallerTemplates(partial)) yield { ...fuzzCase, partials: { ...fuzzCase.partials, [name]: smaller as Template } };
  }
  for (const json of smallerJson(fuzzCase.json)) yield { ...fuzzCase, json: json as Record<string, unknown> };
  for (const [path, value] of Object.entries(fuzzCase.injects)) {
    for (const smaller of smallerJson(value)) yield { ...fuzzCase, injects: { ...fuzzCase.injects, [path]: smaller } };
  }
  if (fuzzCase.locale !== 'en') yield { ...fuzzCase, locale: 'en' };
  if (fuzzCase.now !== 0) yield { ...fuzzCase, now: 0 };
}

function without<T>(table: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const copy = { ...table };
  delete copy[key];
  return copy;
}

/** Smaller versions of a JSON value: members or elements dropped, values simplified, at any depth. */
export function* smallerJson(value: unknown): Generator<unknown> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) yield value.filter((_, j) => j !== i);
    for (let i = 0; i < value.length; i++) {
      for (const smaller of smallerJson(value[i])) yield value.map((element, j) => (j === i ? smaller : element));
    }
    return;
  }
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) yield without(record, key);
    for (const [key, member] of Object.entries(record)) {
      for (const smaller of smallerJson(member)) yield { ...record, [key]: smaller };
    }
    return;
  }
  if (typeof value === 'string' && value.length > 0) {
    yield '';
    if (value.length > 1) yield value.slice(0, Math.ceil(value.length / 2));
  }
  if (typeof value === 'number' && value !== 0 && value !== 1) {
    yield 0;
    yield 1;
    if (!Number.isInteger(value)) yield Math.trunc(value);
  }
}
