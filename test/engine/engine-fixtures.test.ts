/**
 * The engine's own fixtures (see engine-fixtures.ts): differences the fuzzer found and we fixed, the
 * deliberate differences with both engines' outputs, and the preprocessor's two passes.
 */
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine';
import type { RenderOptions } from '../../src/engine';
import { DELIBERATE_DIFFERENCES } from '../../src/engine/conformance';
import type { EngineFixture } from './engine-fixtures';
import { loadEngineFixtures } from './engine-fixtures';
import { renderReference } from './reference';

const engine = createEngine();

const renderOptions = (fixture: EngineFixture): RenderOptions => ({
  partials: fixture.partials ?? {},
  injects: fixture.injects ?? {},
  locale: fixture.locale,
  now: fixture.now,
  enableExpr: true,
  enableInclude: true,
});

const renderOurs = (fixture: EngineFixture) =>
  engine.compile(fixture.template).template.render(fixture.json, renderOptions(fixture)).output;
const renderTheirs = (fixture: EngineFixture) => renderReference(fixture.template, fixture.json, fixture);

describe('differences found and fixed: both engines print OUTPUT', () => {
  it.each(loadEngineFixtures('differential'))('$name', ({ fixture }) => {
    expect(renderOurs(fixture)).toBe(fixture.output);
    expect(renderTheirs(fixture).output).toBe(fixture.output);
  });
});

describe('deliberate differences: ours prints OUTPUT, the reference REFERENCE', () => {
  const fixtures = loadEngineFixtures('deliberate');

  it.each(fixtures)('$name', ({ name, fixture }) => {
    expect(DELIBERATE_DIFFERENCES[name], `${name} needs its reason in deliberate-differences.ts`).toBeDefined();
    expect(fixture.reference, `${name} needs a REFERENCE section`).toBeDefined();
    expect(fixture.reference).not.toBe(fixture.output);
    expect(renderOurs(fixture)).toBe(fixture.output);
    expect(renderTheirs(fixture).output).toBe(fixture.reference);
  });

  it('lists a fixture for every reason', () => {
    const names = new Set(fixtures.map(({ name }) => name));
    expect(Object.keys(DELIBERATE_DIFFERENCES).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('preprocessor: the first pass prints PREPROCESSED, the second pass over it prints OUTPUT', () => {
  it.each(loadEngineFixtures('preprocessor'))('$name', ({ fixture }) => {
    const first = engine.preprocess(fixture.template, fixture.json, renderOptions(fixture));
    expect(first.errors).toEqual([]);
    expect(first.output).toBe(fixture.preprocessed);
    const second = engine.compile(first.output);
    expect(second.template.render(fixture.json, renderOptions(fixture)).output).toBe(fixture.output);
  });
});
