#!/usr/bin/env node
// Runs every test layer: types, lint and formatting, unit and engine (vitest), the build and its size
// budgets, the packed package in an empty project, and end to end (Playwright in Chromium). Ends with
// one line `N passed, N flaky, N failed` that totals them all, and exits non-zero if anything failed.
// A flaky test (failed, then passed on CI's retry) is its own count, named in the last lines: it is a
// defect to fix, never a pass. Installs
// the locked dependencies first when they are missing or stale, so a fresh clone needs nothing else.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { installIfMissing } from './install-if-missing.mjs';

const root = new URL('..', import.meta.url).pathname;
if (!installIfMissing(root)) process.exit(1);

// The browser tests run in Debian's Chromium (test/e2e/playwright.config.ts); say up front when it is missing.
const CHROMIUM = '/usr/bin/chromium';
const MISSING_CHROMIUM = `Chromium is missing at ${CHROMIUM}: install it with \`apt-get install chromium\` (the browser tests need it).`;
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.error(MISSING_CHROMIUM);
const reports = join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, flaky: 0, failed: 0, skipped: 0 };
const layers = [];
// Names of what failed or was flaky, repeated just above the totals: a CI log is often read from its tail.
const failures = [];
const flakes = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function summary({ passed, flaky = 0, failed, skipped = 0 }) {
  return `${passed} passed, ${flaky} flaky, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

function record(name, passed, failed, skipped = 0, flaky = 0) {
  totals.passed += passed;
  totals.flaky += flaky;
  totals.failed += failed;
  totals.skipped += skipped;
  layers.push(`${name}: ${summary({ passed, flaky, failed, skipped })}`);
}

// Layer 1: the type checker over the whole tree counts as one test.
const typesOk = run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
record('types', typesOk ? 1 : 0, typesOk ? 0 : 1);

// Layer 2: the linter and the formatter's check, one test each. The linter is eslint and the import
// rules (dependency-cruiser, .dependency-cruiser.cjs: the folders stack, no import circles), as in
// `npm run lint`; both run, so one run shows the problems of each.
const eslintOk = run('npx', ['eslint', '--max-warnings', '0', '.']);
const importsOk = run('npm', ['run', '--silent', 'lint:imports']);
if (!importsOk) failures.push('lint: the import rules (npm run lint:imports)');
const lintOk = eslintOk && importsOk;
record('lint', lintOk ? 1 : 0, lintOk ? 0 : 1);
const formatOk = run('npx', ['prettier', '--check', '--log-level', 'warn', '.']);
record('format', formatOk ? 1 : 0, formatOk ? 0 : 1);

// Layer 3: unit, engine conformance and differential tests.
const vitestReport = join(reports, 'vitest.json');
const vitestOk = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport);
if (vitest) {
  const failed = vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1);
  record('unit', vitest.numPassedTests, failed, vitest.numPendingTests + vitest.numTodoTests);
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failures.push(`unit: ${file.name.replace(root, '')} › ${test.fullName}`);
    }
  }
} else {
  record('unit', 0, 1);
}

// Layer 4: a production build and its size budgets (bench/size-budgets.json), one test.
const buildOk = run('npm', ['run', 'build', '--silent']);
const sizeOk = buildOk && run('node', ['bench/size.mjs']);
record('build and size', sizeOk ? 1 : 0, sizeOk ? 0 : 1);

// Layer 5: the package as template authors install it (test/package), on that build: Node's own test
// runner, since it drives npm and the built files rather than our sources.
if (buildOk) {
  const packageReport = join(reports, 'package.tap');
  const packageOk = run('node', [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${packageReport}`,
    'test/package/',
  ]);
  const tap = existsSync(packageReport) ? readFileSync(packageReport, 'utf8') : '';
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  record('package', passed, failed + (packageOk || failed > 0 ? 0 : 1));
  for (const match of tap.matchAll(/^ {4,}not ok \d+ - (.*)$/gm)) failures.push(`package: ${match[1]}`);
} else {
  record('package', 0, 1);
}

// Layer 6: end to end in Chromium against demo servers, on that build.
const e2eConfig = join(root, 'test', 'e2e', 'playwright.config.ts');
if (!hasChromium) {
  record('e2e', 0, 1);
  failures.push(`e2e: ${MISSING_CHROMIUM}`);
} else if (buildOk && existsSync(e2eConfig)) {
  const e2eReport = join(reports, 'e2e.json');
  const e2eOk = run('npx', ['playwright', 'test', '-c', e2eConfig, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  });
  const e2e = readJson(e2eReport);
  if (e2e?.stats) {
    const { expected, unexpected, flaky, skipped } = e2e.stats;
    record('e2e', expected, unexpected + (e2eOk || unexpected > 0 ? 0 : 1), skipped, flaky);
    const walk = (suite, path) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          const name = `e2e: ${[...path, spec.title].join(' › ')} [${test.projectName}]`;
          if (test.status === 'unexpected') failures.push(name);
          if (test.status === 'flaky') flakes.push(name);
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
    };
    for (const suite of e2e.suites ?? []) walk(suite, [suite.title]);
  } else {
    record('e2e', 0, 1);
  }
} else if (!buildOk) {
  record('e2e', 0, 1);
}

console.log('');
for (const line of flakes) console.log(`  flaky ${line}`);
for (const line of failures) console.log(`  failed ${line}`);
for (const line of layers) console.log(`  ${line}`);
console.log(summary(totals));
process.exit(totals.failed === 0 ? 0 : 1);
