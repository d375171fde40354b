/**
 * The fuzzer's explanations recognise exactly the deliberate differences: each deliberate fixture
 * differs between the engines and is explained by its own name, and each fixed difference now agrees.
 */
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../src/engine';
import type { EngineFixture } from '../engine-fixtures';
import { loadEngineFixtures } from '../engine-fixtures';
import { compareCase } from './compare';
import { explain } from './explain';
import type { FuzzCase } from './generate';

const engine = createEngine();

/** A fixture as a fuzz case: its template as one verbatim piece of text. */
function caseOf(fixture: EngineFixture): FuzzCase {
  const partials: Record<string, FuzzCase['template']> = {};
  for (const [name, source] of Object.entries(fixture.partials ?? {})) partials[name] = [{ kind: 'text', text: source }];
  return {
    template: [{ kind: 'text', text: fixture.template }],
    partials,
    json: fixture.json as Record<string, unknown>,
    injects: fixture.injects ?? {},
    locale: fixture.locale,
    now: fixture.now,
  };
}

describe('fuzzer explanations', () => {
  it.each(loadEngineFixtures('deliberate'))('explain $name by its name', ({ name, fixture }) => {
    const fuzzCase = caseOf(fixture);
    const comparison = compareCase(engine, fuzzCase);
    expect(comparison.agree).toBe(false);
    expect(explain(fuzzCase, comparison)).toBe(name);
  });

  it.each(loadEngineFixtures('differential'))('find nothing to explain in $name', ({ fixture }) => {
    expect(compareCase(engine, caseOf(fixture)).agree).toBe(true);
  });
});
