/**
 * `npm run bench:engine`: compiles and renders the same templates with this engine and with the
 * reference engine (`@squarespace/template-engine`) in one run, checks they print the same thing,
 * and reports median times and the ratio. Both engines get pre-compiled partials, so a render
 * measures rendering only, and English locale data (ours renders in `en` by default).
 * The templates are in `engine-cases.ts`.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler } from '@squarespace/template-engine';
import type { RootCode } from '@squarespace/template-engine';
import { createEngine } from '../src/engine';
import type { Template } from '../src/engine';
import { CASES } from './engine-cases';

interface Timing {
  readonly median: number;
  /** The fastest sample: closest to the cost without garbage collection or a busy machine. */
  readonly best: number;
}

/**
 * Milliseconds per call of each function, over samples of `batch` calls. Samples of the two
 * alternate, so a machine that gets busier or quieter during the run affects both alike.
 */
function measure(first: () => void, second: () => void, batch: number, samples = 21): [Timing, Timing] {
  for (let i = 0; i < batch * 3; i++) {
    first();
    second();
  }
  const times: [number[], number[]] = [[], []];
  const time = (fn: () => void) => {
    const start = performance.now();
    for (let i = 0; i < batch; i++) fn();
    return (performance.now() - start) / batch;
  };
  for (let s = 0; s < samples; s++) {
    times[0].push(time(first));
    times[1].push(time(second));
  }
  const timing = (list: number[]): Timing => {
    list.sort((a, b) => a - b);
    return { median: list[list.length >> 1] as number, best: list[0] as number };
  };
  return [timing(times[0]), timing(times[1])];
}

const format = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(1)} µs`);

const reference = new Compiler();
const engine = createEngine();
const renderOptions = { enableExpr: true, enableInclude: true, now: 0 } as const;
const require = createRequire(import.meta.url);
const cldr = new CLDRFramework({
  loader: (language: string): unknown => JSON.parse(readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8')),
}).get('en');
const referenceOptions = { ...renderOptions, cldr };

console.log(`engine benchmark — Node ${process.version}, medians of 21 interleaved samples\n`);
const rows: string[][] = [['template', 'step', 'reference', 'ours', 'speed-up', 'best samples: reference', 'ours', 'speed-up']];
let renderOk = true;
let compileOk = true;

for (const test of CASES) {
  const referenceCode = reference.parse(test.source).code;
  const referencePartials = Object.fromEntries(
    Object.entries(test.partials).map(([name, source]) => [name, reference.parse(source).code as RootCode]),
  );
  const template = engine.compile(test.source).template;
  const partials: Record<string, Template> = Object.fromEntries(
    Object.entries(test.partials).map(([name, source]) => [name, engine.compile(source).template]),
  );

  const referenceOutput = reference
    .execute({ code: referenceCode, json: test.json, partials: referencePartials, ...referenceOptions })
    .ctx.render();
  const ours = template.render(test.json, { partials, ...renderOptions });
  if (ours.output !== referenceOutput || ours.errors.length > 0) {
    console.error(`${test.name}: outputs differ or errors were reported; the comparison would be meaningless`);
    process.exitCode = 1;
    continue;
  }
  const missing = test.expects.filter((markup) => !ours.output.includes(markup));
  if (missing.length > 0) {
    console.error(`${test.name}: the output lacks ${missing.map((markup) => JSON.stringify(markup)).join(', ')}`);
    process.exitCode = 1;
    continue;
  }

  const [compileReference, compileOurs] = measure(
    () => reference.parse(test.source),
    () => engine.compile(test.source),
    200,
  );
  const [renderReference, renderOurs] = measure(
    () => reference.execute({ code: referenceCode, json: test.json, partials: referencePartials, ...referenceOptions }).ctx.render(),
    () => template.render(test.json, { partials, ...renderOptions }),
    20,
  );

  const row = (name: string, step: string, theirs: Timing, ours: Timing) => [
    name,
    step,
    format(theirs.median),
    format(ours.median),
    `${(theirs.median / ours.median).toFixed(1)}×`,
    format(theirs.best),
    format(ours.best),
    `${(theirs.best / ours.best).toFixed(1)}×`,
  ];
  rows.push(row(test.name, 'compile', compileReference, compileOurs));
  rows.push(row('', 'render', renderReference, renderOurs));
  compileOk &&= compileOurs.median <= compileReference.median;
  renderOk &&= renderReference.median / renderOurs.median >= 3;
}

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
console.log(
  `\ntargets (on medians): render at least 3× faster ${renderOk ? 'met' : 'NOT met'}; compile no slower ${compileOk ? 'met' : 'NOT met'}`,
);
