/**
 * `npm run bench:engine`: compiles and renders the same templates with this engine and with the
 * reference engine (`@squarespace/template-engine`) in one run, checks they print the same thing,
 * and reports median times and the ratio. The templates are in `engine-cases.ts`; a word after the
 * command (`npm run bench:engine -- listing`) runs only the cases whose name holds it.
 *
 * Each engine runs in a process of its own (`engine-runner.ts`), so each collects only its own
 * garbage, as in a server; their samples alternate, so a machine that gets busier or quieter during
 * the run affects both alike. Every timed render gets its own JSON, freshly parsed from text before
 * its sample, as a server parses a request's JSON: rendering one hot object again and again would
 * flatter whichever engine gains most from a warm cache. The parse is timed apart and reported on
 * its own line. Both engines get pre-compiled partials, so a render measures rendering only, the
 * site's formatters (`image-tag`, `script-json`) and English locale data (ours renders in `en`).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { CASES } from './engine-cases';
import type { RunnerKind, RunnerReply, RunnerRequest, SampleTimes } from './engine-runner';

interface Timing {
  readonly median: number;
  /** The fastest sample: closest to the cost without garbage collection or a busy machine. */
  readonly best: number;
  /** The median of the engine's process's CPU time per call, which other processes on a busy machine disturb far less. */
  readonly cpu: number;
}

const SAMPLES = 31;
/**
 * Samples dropped before measuring. A process's first few hundred renders run while V8 still
 * optimizes on background threads, whose work the process's CPU time counts: with three warm-up
 * samples, the first half of each engine's samples measured its compiler more than its renders.
 */
const WARM_UP_SAMPLES = 10;

/** One engine's process for one case. */
class Runner {
  private readonly child: ChildProcess;

  constructor(engine: RunnerKind, index: number) {
    // Started as this process was (through tsx), so it runs the TypeScript too.
    this.child = fork(new URL('./engine-runner.ts', import.meta.url), [engine, String(index)]);
  }

  ask(request: RunnerRequest): Promise<RunnerReply> {
    return new Promise((resolve, reject) => {
      this.child.once('message', (reply: RunnerReply) => ('error' in reply ? reject(new Error(reply.error)) : resolve(reply)));
      this.child.send(request);
    });
  }

  async output(): Promise<string> {
    const reply = await this.ask({ step: 'output' });
    if (!('output' in reply)) throw new Error('the runner answered without its output');
    return reply.output;
  }

  async sample(step: 'compile' | 'render' | 'parse', batch: number): Promise<SampleTimes> {
    const reply = await this.ask({ step, batch });
    if (!('wall' in reply)) throw new Error('the runner answered without times');
    return reply;
  }

  stop(): void {
    this.child.kill();
  }
}

function timing(samples: readonly SampleTimes[]): Timing {
  const wall = samples.map((sample) => sample.wall).sort((a, b) => a - b);
  const cpu = samples.map((sample) => sample.cpu).sort((a, b) => a - b);
  return { median: wall[wall.length >> 1] as number, best: wall[0] as number, cpu: cpu[cpu.length >> 1] as number };
}

/** Samples of one step, alternating between the runners. */
async function measure(runners: readonly Runner[], step: 'compile' | 'render' | 'parse', batch: number): Promise<Timing[]> {
  for (let i = 0; i < WARM_UP_SAMPLES; i++) for (const runner of runners) await runner.sample(step, batch);
  const samples: SampleTimes[][] = runners.map(() => []);
  for (let s = 0; s < SAMPLES; s++) {
    for (const [index, runner] of runners.entries()) samples[index]?.push(await runner.sample(step, batch));
  }
  return samples.map(timing);
}

const format = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(1)} µs`);

console.log(`engine benchmark — Node ${process.version}, medians of ${SAMPLES} alternating samples, each render on freshly parsed JSON\n`);
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

const row = (name: string, step: string, reference: Timing, ours: Timing) => [
  name,
  step,
  format(reference.median),
  format(ours.median),
  `${(reference.median / ours.median).toFixed(1)}×`,
  format(reference.best),
  format(ours.best),
  `${(reference.best / ours.best).toFixed(1)}×`,
  format(reference.cpu),
  format(ours.cpu),
  `${(reference.cpu / ours.cpu).toFixed(1)}×`,
];

// `npm run bench:engine -- listing` runs the cases whose name holds the word.
const only = process.argv[2];
for (const [index, test] of CASES.entries()) {
  if (only !== undefined && !test.name.includes(only)) continue;
  const reference = new Runner('reference', index);
  const ours = new Runner('ours', index);
  const byHand = test.byHand === undefined ? undefined : new Runner('by-hand', index);
  try {
    const expected = await reference.output();
    let output: string;
    try {
      output = await ours.output();
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

    if (byHand !== undefined && (await byHand.output()) !== expected) {
      console.error(`${test.name}: the page written by hand differs from the engines' output`);
      process.exitCode = 1;
      continue;
    }

    const [compileReference, compileOurs] = (await measure([reference, ours], 'compile', 200)) as [Timing, Timing];
    // Samples of about 20 ms of reference rendering, 2 to 20 renders.
    const once = await reference.sample('render', 1);
    const batch = Math.max(2, Math.min(20, Math.round(20 / once.wall)));
    const [renderReference, renderOurs, renderByHand] = (await measure(
      byHand === undefined ? [reference, ours] : [reference, ours, byHand],
      'render',
      batch,
    )) as [Timing, Timing, Timing?];
    const [parse] = (await measure([ours], 'parse', batch)) as [Timing];

    rows.push(row(test.name, 'compile', compileReference, compileOurs));
    rows.push(row('', 'render', renderReference, renderOurs));
    if (renderByHand !== undefined) rows.push(row('', 'render, by hand', renderReference, renderByHand));
    rows.push(['', 'JSON.parse, apart', format(parse.median), '', '', format(parse.best), '', '', format(parse.cpu), '', '']);
    // Both medians must meet a target: on a busy machine wall-clock time measures the scheduler as
    // much as the engines, and CPU time is the cost of the work itself.
    if (TARGET_CASES.has(test.name)) {
      compileOk &&= compileOurs.median <= compileReference.median && compileOurs.cpu <= compileReference.cpu;
      renderOk &&= renderReference.median / renderOurs.median >= TARGET && renderReference.cpu / renderOurs.cpu >= TARGET;
    }
  } finally {
    reference.stop();
    ours.stop();
    byHand?.stop();
  }
}

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((cells) => (cells[column] ?? '').length))) ?? [];
for (const cells of rows) console.log(cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
if (![...TARGET_CASES].every((name) => rows.some((cells) => cells[0] === name))) renderOk = compileOk = false;
console.log(
  `\ntargets (on wall-clock and CPU-time medians, ${[...TARGET_CASES].join(' and ')}): render at least ${TARGET}× faster ${renderOk ? 'met' : 'NOT met'}; compile no slower ${compileOk ? 'met' : 'NOT met'}`,
);
