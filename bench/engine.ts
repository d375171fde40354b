/**
 * `npm run bench:engine`: compiles and renders the same templates with this engine and with the
 * reference engine (`@squarespace/template-engine`) in one run, checks they print the same thing,
 * and reports median times and the ratio. The templates are in `engine-cases.ts`; a word after the
 * command (`npm run bench:engine -- listing`) runs only the cases whose name holds it.
 *
 * Every timed render gets its own JSON, freshly parsed from text before the timed batch, as a server
 * parses a request's JSON: rendering one hot object again and again would flatter whichever engine
 * gains most from a warm cache. The parse is timed apart and reported on its own line. Both engines
 * get pre-compiled partials, so a render measures rendering only, the site's formatters
 * (`image-tag`, `script-json`) and English locale data (ours renders in `en` by default).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler, Formatter as ReferenceFormatter, Formatters, Predicates } from '@squarespace/template-engine';
import type { Context, RootCode, Variable } from '@squarespace/template-engine';
import type { Formatter, PluginContext } from '../src/engine';
import { SITE_FORMATTERS } from '../src/site-templates';
import { CASES, ourRenderer, prepare, RENDER_OPTIONS, type BenchCase, type Input } from './engine-cases';

interface Timing {
  readonly median: number;
  /** The fastest sample: closest to the cost without garbage collection or a busy machine. */
  readonly best: number;
  /** The median of the process's CPU time per call, which other processes on a busy machine disturb far less. */
  readonly cpu: number;
}

const SAMPLES = 21;

function timing(list: number[], cpu: number[]): Timing {
  list.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { median: list[list.length >> 1] as number, best: list[0] as number, cpu: cpu[cpu.length >> 1] as number };
}

/**
 * Milliseconds of wall-clock and of CPU time per call of `fn`, over `batch` calls each on its own
 * input. The inputs are made before the sample starts (a server parses a request's JSON, then
 * renders it); batches stay small, so the parsed copies waiting their turn are few.
 */
function sample<T>(prepare: () => T, fn: (input: T) => void, batch: number): [number, number] {
  const inputs = Array.from({ length: batch }, prepare);
  const startCpu = process.cpuUsage();
  const start = performance.now();
  for (const input of inputs) fn(input);
  const wall = performance.now() - start;
  const used = process.cpuUsage(startCpu);
  return [wall / batch, (used.user + used.system) / 1000 / batch];
}

/**
 * Times two renderers, `batch` calls a sample. Samples of the two alternate, so a machine that gets
 * busier or quieter during the run affects both alike.
 */
function measure<T>(prepare: () => T, first: (input: T) => void, second: (input: T) => void, batch: number): [Timing, Timing] {
  for (let i = 0; i < 3; i++) {
    sample(prepare, first, batch);
    sample(prepare, second, batch);
  }
  const wall: [number[], number[]] = [[], []];
  const cpu: [number[], number[]] = [[], []];
  for (let s = 0; s < SAMPLES; s++) {
    for (const [index, fn] of [first, second].entries()) {
      const [w, c] = sample(prepare, fn, batch);
      wall[index]?.push(w);
      cpu[index]?.push(c);
    }
  }
  return [timing(wall[0], cpu[0]), timing(wall[1], cpu[1])];
}

/** Milliseconds per call of `fn` alone. */
function measureOne(fn: () => void, batch: number): Timing {
  const none = () => undefined;
  for (let i = 0; i < 3; i++) sample(none, fn, batch);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let s = 0; s < SAMPLES; s++) {
    const [w, c] = sample(none, fn, batch);
    wall.push(w);
    cpu.push(c);
  }
  return timing(wall, cpu);
}

const format = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(1)} µs`);

/** One of our site formatters in the reference engine's plugin shape, so both engines render the same site templates. */
class SiteFormatter extends ReferenceFormatter {
  constructor(private readonly fn: Formatter) {
    super();
  }

  apply(args: string[], vars: Variable[], ctx: Context): void {
    const ours = vars.map((variable) => ({
      get value(): unknown {
        return variable.get() as unknown;
      },
      set: (value: unknown) => variable.set(value),
    }));
    const context = {
      resolve: (path: readonly (string | number)[]) => ctx.resolve([...path]).value as unknown,
      error: (message: string) => {
        throw new Error(message);
      },
    } as unknown as PluginContext;
    this.fn(args, ours, context);
  }
}

const reference = new Compiler({
  formatters: { ...Formatters, ...Object.fromEntries(Object.entries(SITE_FORMATTERS).map(([name, fn]) => [name, new SiteFormatter(fn)])) },
  predicates: Predicates,
});
const require = createRequire(import.meta.url);
const cldr = new CLDRFramework({
  loader: (language: string): unknown => JSON.parse(readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8')),
}).get('en');
const referenceOptions = { ...RENDER_OPTIONS, cldr };

/** Renders a case with the reference engine: its template, then its region around the output. */
function referenceRenderer(test: BenchCase): (input: Input) => string {
  const code = reference.parse(test.source).code;
  const regionCode = test.region === undefined ? undefined : reference.parse(test.region.source).code;
  const partials = Object.fromEntries(
    Object.entries(test.partials).map(([name, source]) => [name, reference.parse(source).code as RootCode]),
  );
  return ({ json, region }) => {
    const output = reference.execute({ code, json, partials, ...referenceOptions }).ctx.render();
    if (regionCode === undefined || region === undefined) return output;
    region['mainContent'] = output;
    return reference.execute({ code: regionCode, json: region, partials, ...referenceOptions }).ctx.render();
  };
}

console.log(`engine benchmark — Node ${process.version}, medians of ${SAMPLES} interleaved samples, each render on freshly parsed JSON\n`);
const rows: string[][] = [
  [
    'template',
    'step',
    'reference',
    'ours',
    'speed-up',
    'best samples: reference',
    'ours',
    'speed-up',
    'CPU time: reference',
    'ours',
    'speed-up',
  ],
];
/** The cases the targets are set on; the others show how the cost grows and a real page. */
const TARGET_CASES = new Set(['product listing (200 items)', 'site page with partials']);
const TARGET = 5;
let renderOk = true;
let compileOk = true;

// `npm run bench:engine -- listing` runs the cases whose name holds the word.
const only = process.argv[2];
for (const test of CASES.filter((candidate) => only === undefined || candidate.name.includes(only))) {
  const theirs = referenceRenderer(test);
  const { render: ours, compile } = ourRenderer(test);
  const fresh = prepare(test);
  const expected = theirs(fresh());
  let output: string;
  try {
    output = ours(fresh());
  } catch (error) {
    console.error(`${(error as Error).message}: errors were reported; the comparison would be meaningless`);
    process.exitCode = 1;
    continue;
  }
  if (output !== expected) {
    console.error(`${test.name}: the outputs differ; the comparison would be meaningless`);
    process.exitCode = 1;
    continue;
  }
  const missing = test.expects.filter((markup) => !output.includes(markup));
  if (missing.length > 0) {
    console.error(`${test.name}: the output lacks ${missing.map((markup) => JSON.stringify(markup)).join(', ')}`);
    process.exitCode = 1;
    continue;
  }

  const sources = test.region === undefined ? [test.source] : [test.source, test.region.source];
  const [compileReference, compileOurs] = measure(
    () => sources,
    (list) => list.forEach((source) => reference.parse(source)),
    (list) => list.forEach(compile),
    200,
  );
  // Samples of about 20 ms of reference rendering, 2 to 20 renders.
  const once = performance.now();
  theirs(fresh());
  const batch = Math.max(2, Math.min(20, Math.round(20 / (performance.now() - once))));
  const [renderReference, renderOurs] = measure(fresh, theirs, ours, batch);
  const parse = measureOne(fresh, batch);

  const row = (name: string, step: string, reference: Timing, ourTiming: Timing) => [
    name,
    step,
    format(reference.median),
    format(ourTiming.median),
    `${(reference.median / ourTiming.median).toFixed(1)}×`,
    format(reference.best),
    format(ourTiming.best),
    `${(reference.best / ourTiming.best).toFixed(1)}×`,
    format(reference.cpu),
    format(ourTiming.cpu),
    `${(reference.cpu / ourTiming.cpu).toFixed(1)}×`,
  ];
  rows.push(row(test.name, 'compile', compileReference, compileOurs));
  rows.push(row('', 'render', renderReference, renderOurs));
  rows.push(['', 'JSON.parse, apart', format(parse.median), '', '', format(parse.best), '', '', format(parse.cpu), '', '']);
  if (TARGET_CASES.has(test.name)) {
    compileOk &&= compileOurs.median <= compileReference.median;
    renderOk &&= renderReference.median / renderOurs.median >= TARGET;
  }
}

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
if (![...TARGET_CASES].every((name) => rows.some((row) => row[0] === name))) renderOk = compileOk = false;
console.log(
  `\ntargets (on medians, ${[...TARGET_CASES].join(' and ')}): render at least ${TARGET}× faster ${renderOk ? 'met' : 'NOT met'}; compile no slower ${compileOk ? 'met' : 'NOT met'}`,
);
