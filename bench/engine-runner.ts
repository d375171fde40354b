/**
 * One engine of the benchmark in a process of its own (`engine.ts` starts one for each engine and
 * case): each engine's garbage is collected on its own heap, as in a server that runs one engine,
 * rather than the faster engine paying for marking the slower one's. Told what to do by messages,
 * it answers each with its output or a sample's times.
 *
 *   argv: `reference` | `ours` | `by-hand` (the case's page written by hand), then the case's index
 *   in `CASES`.
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

/** What the benchmark asks a runner: its output once, or a sample of `batch` calls of one step. */
export type RunnerRequest = { readonly step: 'output' } | { readonly step: 'compile' | 'render' | 'parse'; readonly batch: number };
/** A sample's milliseconds per call: wall-clock, and this process's CPU time. */
export interface SampleTimes {
  readonly wall: number;
  readonly cpu: number;
}
export type RunnerReply = { readonly output: string } | { readonly error: string } | SampleTimes;

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

/** The reference engine with the site formatters and English CLDR data (ours renders in `en`). */
function referenceRenderer(test: BenchCase): { render: (input: Input) => string; compile: (source: string) => void } {
  const reference = new Compiler({
    formatters: {
      ...Formatters,
      ...Object.fromEntries(Object.entries(SITE_FORMATTERS).map(([name, fn]) => [name, new SiteFormatter(fn)])),
    },
    predicates: Predicates,
  });
  const require = createRequire(import.meta.url);
  const cldr = new CLDRFramework({
    loader: (language: string): unknown => JSON.parse(readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8')),
  }).get('en');
  const options = { ...RENDER_OPTIONS, cldr };
  const code = reference.parse(test.source).code;
  const regionCode = test.region === undefined ? undefined : reference.parse(test.region.source).code;
  const partials = Object.fromEntries(
    Object.entries(test.partials).map(([name, source]) => [name, reference.parse(source).code as RootCode]),
  );
  const render = ({ json, region }: Input) => {
    const output = reference.execute({ code, json, partials, ...options }).ctx.render();
    if (regionCode === undefined || region === undefined) return output;
    region['mainContent'] = output;
    return reference.execute({ code: regionCode, json: region, partials, ...options }).ctx.render();
  };
  return { render, compile: (source) => void reference.parse(source) };
}

/**
 * Milliseconds per call of `fn` over `batch` calls, each on its own input. The inputs are made before
 * the sample starts (a server parses a request's JSON, then renders it); batches stay small, so the
 * parsed copies waiting their turn are few.
 */
function sample<T>(prepare: () => T, fn: (input: T) => void, batch: number): SampleTimes {
  const inputs = Array.from({ length: batch }, prepare);
  const startCpu = process.cpuUsage();
  const start = performance.now();
  for (const input of inputs) fn(input);
  const wall = performance.now() - start;
  const used = process.cpuUsage(startCpu);
  return { wall: wall / batch, cpu: (used.user + used.system) / 1000 / batch };
}

/** The case's page written by hand; it compiles nothing. */
function byHandRenderer(test: BenchCase): { render: (input: Input) => string; compile: (source: string) => void } {
  const { byHand } = test;
  if (byHand === undefined) throw new RangeError(`${test.name} is not written by hand`);
  return { render: ({ json }) => byHand(json), compile: () => undefined };
}

export type RunnerKind = 'reference' | 'ours' | 'by-hand';
const RENDERERS = { reference: referenceRenderer, ours: ourRenderer, 'by-hand': byHandRenderer } as const;

const [engine, index] = process.argv.slice(2);
const test = CASES[Number(index)];
if (test === undefined || !(engine === 'reference' || engine === 'ours' || engine === 'by-hand'))
  throw new RangeError('usage: engine-runner.ts reference|ours|by-hand <case index>');
const { render, compile } = RENDERERS[engine](test);
const fresh = prepare(test);
const sources = test.region === undefined ? [test.source] : [test.source, test.region.source];

process.on('message', (request: RunnerRequest) => {
  let reply: RunnerReply;
  try {
    if (request.step === 'output') reply = { output: render(fresh()) };
    else if (request.step === 'compile')
      reply = sample(
        () => sources,
        (list) => list.forEach(compile),
        request.batch,
      );
    else if (request.step === 'render') reply = sample(fresh, render, request.batch);
    else reply = sample(() => undefined, fresh, request.batch);
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  process.send?.(reply);
});
