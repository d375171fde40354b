/**
 * The shared conformance fixtures as vitest cases. Every fixture listed in
 * `conformance-passing.txt` must keep passing; every known difference (with its reason, in
 * `src/engine/conformance/known-differences.ts`) must still differ; any other fixture fails the
 * suite. Regenerate the list with `npm run conformance -- --list-passing`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine';
import { KNOWN_DIFFERENCES, loadManifest, requireFixtureRoot, runFixture } from '../../src/engine/conformance';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const root = requireFixtureRoot(repositoryRoot);
const passing = new Set(
  readFileSync(new URL('conformance-passing.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== ''),
);

describe('conformance fixtures', () => {
  const engine = createEngine();
  const entries = loadManifest(root);

  for (const entry of entries) {
    if (entry.kind === 'json-cases' || entry.kind === 'units-input') continue;
    const reason = KNOWN_DIFFERENCES[entry.path];
    if (passing.has(entry.path)) {
      it(entry.path, () => {
        const { status, expected, actual } = runFixture(engine, root, entry);
        expect(actual).toBe(expected);
        expect(status).toBe('pass');
      });
    } else if (reason !== undefined) {
      it(`${entry.path} differs on purpose: ${reason}`, () => {
        const { status } = runFixture(engine, root, entry);
        expect(status, 'it passes now: drop it from KNOWN_DIFFERENCES and refresh conformance-passing.txt').toBe('fail');
      });
    } else {
      it(`${entry.path} (neither in the passing list nor a known difference)`, () => {
        const result = runFixture(engine, root, entry);
        expect(result.actual).toBe(result.expected);
      });
    }
  }

  it('lists only fixtures that exist, none both passing and a known difference', () => {
    const known = new Set(entries.map((entry) => entry.path));
    expect([...passing].filter((path) => !known.has(path))).toEqual([]);
    expect(Object.keys(KNOWN_DIFFERENCES).filter((path) => !known.has(path) || passing.has(path))).toEqual([]);
  });
});
