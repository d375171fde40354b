/**
 * `npm run conformance -- [--root DIR] [--verbose] [--list-passing]`: runs every fixture under DIR
 * (default: the shared suite beside the repository) and prints a line per category, the known
 * differences with their reasons, the other failures with what differed, then `N passed, N failed`.
 * Exits 1 when a fixture fails that is not a known difference. `--list-passing` prints only the
 * passing fixtures' paths, the format of `test/engine/conformance-passing.txt`.
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
    const count = (test: (result: FixtureResult) => boolean) => list.filter(test).length;
    const known = count((r) => r.knownDifference !== undefined);
    const note = known > 0 ? `  (${known} known)` : '';
    console.log(
      `${category.padEnd(48)} ${count((r) => r.status === 'pass')} passed, ${count((r) => r.status === 'fail')} failed, ` +
        `${count((r) => r.status === 'skip')} skipped${note}`,
    );
  }

  const failures = results.filter((r) => r.status === 'fail');
  const known = failures.filter((r) => r.knownDifference !== undefined);
  const unexplained = failures.filter((r) => r.knownDifference === undefined);
  if (known.length > 0) console.log('\nKnown differences:');
  for (const failure of known) {
    console.log(`  ${failure.entry.path}: ${failure.knownDifference ?? ''}`);
    if (verbose) printDifference(failure);
  }
  if (unexplained.length > 0) console.log('\nFailures:');
  for (const failure of unexplained) {
    console.log(`  ${failure.entry.path}: ${failure.detail ?? 'failed'}`);
    printDifference(failure);
  }
  const passed = results.filter((r) => r.status === 'pass').length;
  const skipped = results.filter((r) => r.status === 'skip').length;
  console.log(`\n${skipped} skipped (helper data); ${known.length} failures are known differences, ${unexplained.length} are not.`);
  console.log(`${passed} passed, ${failures.length} failed`);
  return unexplained.length > 0 ? 1 : 0;
}

function printDifference(failure: FixtureResult): void {
  console.log(`    expected: ${JSON.stringify(failure.expected)}`);
  console.log(`    actual:   ${JSON.stringify(failure.actual)}`);
}

process.exitCode = main(process.argv.slice(2));
