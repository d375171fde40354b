/**
 * The shared conformance fixtures as vitest cases. Every fixture listed in
 * `conformance-passing.txt` must keep passing; any other fixture that fails without waiting for a
 * plugin family fails the suite too. Fixtures waiting for a family are listed as todo with the
 * family's name. Regenerate the list with `npm run conformance -- --list-passing`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine';
import { defaultFixtureRoot, loadManifest, runFixture } from '../../src/engine/conformance';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const root = defaultFixtureRoot(repositoryRoot);
const passing = new Set(
  readFileSync(new URL('conformance-passing.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== ''),
);

describe.skipIf(root === undefined)('conformance fixtures', () => {
  const fixtureRoot = root as string;
  const engine = createEngine();
  const entries = root === undefined ? [] : loadManifest(fixtureRoot);

  for (const entry of entries) {
    if (entry.kind === 'json-cases' || entry.kind === 'units-input') continue;
    const result = runFixture(engine, fixtureRoot, entry);
    if (passing.has(entry.path)) {
      it(entry.path, () => {
        const { status, expected, actual } = runFixture(engine, fixtureRoot, entry);
        expect(actual).toBe(expected);
        expect(status).toBe('pass');
      });
    } else if (result.status === 'pass') {
      it.todo(`${entry.path} passes now: add it to conformance-passing.txt`);
    } else if (result.missingFamilies.length > 0) {
      it.todo(`${entry.path} — needs the ${result.missingFamilies.join(', ')} plugins`);
    } else {
      it(`${entry.path} (not in the passing list, and no plugin family missing)`, () => {
        expect(result.actual).toBe(result.expected);
      });
    }
  }

  it('lists only fixtures that exist', () => {
    const known = new Set(entries.map((entry) => entry.path));
    expect([...passing].filter((path) => !known.has(path))).toEqual([]);
  });
});
