/**
 * The differential fuzzer: `npm run fuzz:engine -- --runs N [--seed S] [--out DIR] [--minimize N]`.
 *
 * Renders N random cases (see generate.ts) with our engine and the reference engine and reports
 * how many agree, how many differ in a way listed as deliberate (with the reason), and how many
 * differ otherwise; our engine throwing, or rendering slower than 1 s, is a finding too. Case i of
 * a run is generated from seed S + i alone, so `--seed <S + i> --runs 1` replays it. The first
 * unexplained differences (`--minimize`, default 20) are shrunk to a smallest case that still
 * differs and written as fixtures in DIR (default `.cache/fuzz`), with the reference's output as
 * OUTPUT and ours in COMMENTS: once fixed, a fixture moves to test/engine/fixtures/differential/.
 * Exits with 1 when anything unexplained was found.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createEngine } from '../../../src/engine';
import { DELIBERATE_DIFFERENCES } from '../../../src/engine/conformance';
import { formatEngineFixture } from '../engine-fixtures';
import type { Comparison } from './compare';
import { SLOW_RENDER_MS, compareCase, sourcesOf } from './compare';
import { loadCorpus } from './corpus';
import { explain } from './explain';
import { generateCase } from './generate';
import type { FuzzCase } from './generate';
import { minimize } from './minimize';
import { Random } from './random';
import { templateSize } from './template';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    out: { type: 'string', default: '.cache/fuzz' },
    minimize: { type: 'string', default: '20' },
    quiet: { type: 'boolean', default: false },
  },
});

const runs = positiveInteger('--runs', values.runs);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : integer('--seed', values.seed);
const maxMinimized = integer('--minimize', values.minimize);
const outDirectory = resolve(values.out);

function integer(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) usage(`${name} must be an integer, not ${JSON.stringify(text)}`);
  return value;
}

function positiveInteger(name: string, text: string): number {
  const value = integer(name, text);
  if (value < 1) usage(`${name} must be at least 1`);
  return value;
}

function usage(message: string): never {
  console.error(`${message}\nusage: npm run fuzz:engine -- --runs N [--seed S] [--out DIR] [--minimize N] [--quiet]`);
  process.exit(2);
}

const engine = createEngine();
const corpus = loadCorpus();
const caseSeed = (index: number) => (seed + index) | 0;

interface Finding {
  readonly seed: number;
  readonly kind: 'differs' | 'throws' | 'slow';
  readonly comparison: Comparison;
}

const explained = new Map<string, number>();
const findings: Finding[] = [];
let agreed = 0;
let referenceThrew = 0;
let slowestOurs = 0;
let slowestReference = 0;
let oursTotal = 0;
let referenceTotal = 0;
const started = Date.now();

console.log(
  `fuzzing ${runs} cases from seed ${seed}${corpus.formatters.size === 0 ? ' (no conformance fixtures found: own pools only)' : ''}`,
);

for (let i = 0; i < runs; i++) {
  const fuzzCase = generateCase(new Random(caseSeed(i)), corpus);
  const comparison = compareCase(engine, fuzzCase);
  oursTotal += comparison.ours.milliseconds;
  referenceTotal += comparison.reference.milliseconds;
  slowestOurs = Math.max(slowestOurs, comparison.ours.milliseconds);
  slowestReference = Math.max(slowestReference, comparison.reference.milliseconds);
  if (comparison.reference.thrown !== undefined) referenceThrew++;
  if (comparison.agree) agreed++;
  else {
    const kind = comparison.ours.thrown !== undefined ? 'throws' : comparison.ours.milliseconds > SLOW_RENDER_MS ? 'slow' : 'differs';
    const reason = kind === 'differs' ? explain(fuzzCase, comparison) : undefined;
    if (reason !== undefined) explained.set(reason, (explained.get(reason) ?? 0) + 1);
    else {
      findings.push({ seed: caseSeed(i), kind, comparison });
      if (!values.quiet) console.log(`  case ${i} (seed ${caseSeed(i)}): ${kind}`);
    }
  }
  if (!values.quiet && (i + 1) % 5000 === 0) {
    console.log(`  ${i + 1} cases, ${findings.length} unexplained, ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

const unexplained = (fuzzCase: FuzzCase) => {
  const comparison = compareCase(engine, fuzzCase);
  return !comparison.agree && explain(fuzzCase, comparison) === undefined;
};

const written: string[] = [];
if (findings.length > 0 && maxMinimized > 0) mkdirSync(outDirectory, { recursive: true });
for (const finding of findings.slice(0, maxMinimized)) {
  const original = generateCase(new Random(finding.seed), corpus);
  const smallest = minimize(original, unexplained, { tries: 4000, milliseconds: 60_000 });
  const comparison = compareCase(engine, smallest);
  const { template, partials } = sourcesOf(smallest);
  const fixture = formatEngineFixture({
    comments:
      `Found by npm run fuzz:engine -- --seed ${finding.seed} --runs 1 (${finding.kind}), minimized from ` +
      `${templateSize(original.template)} to ${templateSize(smallest.template)} nodes.\n` +
      `Ours printed: ${JSON.stringify(comparison.ours.output)}\n` +
      `Our errors: ${JSON.stringify(comparison.ours.errors)}\n` +
      `Reference errors: ${JSON.stringify(comparison.reference.errors)}` +
      (comparison.ours.thrown === undefined ? '' : `\nOurs threw: ${comparison.ours.thrown.split('\n').join('\n  ')}`) +
      (comparison.reference.thrown === undefined ? '' : `\nThe reference threw: ${comparison.reference.thrown}`),
    template,
    json: smallest.json,
    partials,
    injects: smallest.injects,
    locale: smallest.locale,
    now: smallest.now,
    output: comparison.reference.output,
  });
  const file = join(outDirectory, `fuzz-${finding.seed}.html`);
  writeFileSync(file, fixture);
  written.push(file);
}

const seconds = (Date.now() - started) / 1000;
console.log('');
console.log(`${runs} cases from seed ${seed} in ${seconds.toFixed(0)} s`);
console.log(`  agree: ${agreed}`);
console.log(`  explained (deliberate differences): ${[...explained.values()].reduce((a, b) => a + b, 0)}`);
for (const [name, count] of [...explained].sort((a, b) => b[1] - a[1])) console.log(`    ${count} ${name}`);
for (const name of new Set([...explained.keys()].flatMap((label) => label.split(' + ')))) {
  console.log(`      ${name}: ${DELIBERATE_DIFFERENCES[name] ?? '(no reason listed)'}`);
}
console.log(`  unexplained differences: ${findings.filter((finding) => finding.kind === 'differs').length}`);
console.log(`  our engine threw: ${findings.filter((finding) => finding.kind === 'throws').length}`);
console.log(`  our renders over ${SLOW_RENDER_MS} ms: ${findings.filter((finding) => finding.kind === 'slow').length}`);
console.log(`  the reference threw: ${referenceThrew}`);
console.log(
  `  render time: ours ${(oursTotal / runs).toFixed(2)} ms average, ${slowestOurs.toFixed(0)} ms slowest; ` +
    `reference ${(referenceTotal / runs).toFixed(2)} ms average, ${slowestReference.toFixed(0)} ms slowest`,
);
for (const file of written) console.log(`  minimized: ${file}`);
process.exit(findings.length === 0 ? 0 : 1);
