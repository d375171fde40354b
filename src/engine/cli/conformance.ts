/**
 * `npm run conformance -- [--root DIR] [--verbose] [--list-passing]`: runs every fixture under DIR
 * (default: the shared suite beside the repository), prints a line per category, then each failure,
 * then `N passed, N failed`. Exits 1 when a fixture fails for a reason other than a plugin family
 * this engine does not provide yet. `--list-passing` prints only the passing fixtures' paths, the
 * format of `test/engine/conformance-passing.txt`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { createEngine } from '../engine';
import type { FixtureResult } from '../conformance';
import { defaultFixtureRoot, loadManifest, runFixture } from '../conformance';

const repositoryRoot = fileURLToPath(new URL('../../..', import.meta.url));

function main(argv: readonly string[]): number {
  const rootIndex = argv.indexOf('--root');
  const root = rootIndex >= 0 ? argv[rootIndex + 1] : defaultFixtureRoot(repositoryRoot);
  const verbose = argv.includes('--verbose');
  if (root === undefined || !existsSync(join(root, 'MANIFEST.tsv'))) {
    console.error(`conformance: no MANIFEST.tsv under ${root ?? '(missing --root value)'}`);
    return 2;
  }
  const engine = createEngine();
  const results = loadManifest(root).map((entry) => runFixture(engine, root, entry));
  if (argv.includes('--list-passing')) {
    for (const result of results) if (result.status === 'pass') console.log(result.entry.path);
    return 0;
  }

  const byCategory = new Map<string, FixtureResult[]>();
  for (const result of results) {
    const list = byCategory.get(result.entry.category) ?? [];
    list.push(result);
    byCategory.set(result.entry.category, list);
  }
  for (const [category, list] of [...byCategory].sort(([a], [b]) => a.localeCompare(b))) {
    const count = (status: string) => list.filter((r) => r.status === status).length;
    const needs = [...new Set(list.flatMap((r) => r.missingFamilies))];
    const note = needs.length > 0 ? `  (needs ${needs.join(', ')})` : '';
    console.log(`${category.padEnd(48)} ${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped${note}`);
  }

  const failures = results.filter((r) => r.status === 'fail');
  const unexplained = failures.filter((r) => r.missingFamilies.length === 0);
  if (failures.length > 0) console.log('\nFailures:');
  for (const failure of failures) {
    const needs = failure.missingFamilies.length > 0 ? ` — needs ${failure.missingFamilies.join(', ')}` : '';
    console.log(`  ${failure.entry.path}: ${failure.detail ?? 'failed'}${needs}`);
    if (verbose || failure.missingFamilies.length === 0) {
      console.log(`    expected: ${JSON.stringify(failure.expected)}`);
      console.log(`    actual:   ${JSON.stringify(failure.actual)}`);
    }
  }
  const passed = results.filter((r) => r.status === 'pass').length;
  const skipped = results.filter((r) => r.status === 'skip').length;
  console.log(`\n${skipped} skipped (helper data); ${failures.length - unexplained.length} failures wait for a plugin family.`);
  console.log(`${passed} passed, ${failures.length} failed`);
  return unexplained.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
