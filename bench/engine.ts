/**
 * `npm run bench:engine`: compiles and renders the same templates with this engine and with the
 * reference engine (`@squarespace/template-engine`) in one run, checks they print the same thing,
 * and reports median times and the ratio. Both engines get pre-compiled partials, so a render
 * measures rendering only.
 * The templates are in `engine-cases.ts`.
 */
import { performance } from 'node:perf_hooks';
import { Compiler } from '@squarespace/template-engine';
import type { RootCode } from '@squarespace/template-engine';
import { createEngine } from '../src/engine';
import type { Template } from '../src/engine';
import { CASES } from './engine-cases';

/**
 * Median milliseconds per call of each function, over samples of `batch` calls. Samples of the two
 * alternate, so a machine that gets busier or quieter during the run affects both alike.
 */
function medians(first: () => void, second: () => void, batch: number, samples = 21): [number, number] {
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
  const middle = (list: number[]) => list.sort((a, b) => a - b)[list.length >> 1] as number;
  return [middle(times[0]), middle(times[1])];
}

const format = (ms: number) => (ms >= 1 ? `${ms.toFixed(2)} ms` : `${(ms * 1000).toFixed(1)} µs`);

const reference = new Compiler();
const engine = createEngine();
const renderOptions = { enableExpr: true, enableInclude: true, now: 0 } as const;

console.log(`engine benchmark — Node ${process.version}, medians of 21 interleaved samples\n`);
const rows: string[][] = [['template', 'step', 'reference', 'ours', 'speed-up']];
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

  const referenceOutput = reference.execute({ code: referenceCode, json: test.json, partials: referencePartials, ...renderOptions }).ctx.render();
  const ours = template.render(test.json, { partials, ...renderOptions });
  if (ours.output !== referenceOutput || ours.errors.length > 0) {
    console.error(`${test.name}: outputs differ or errors were reported; the comparison would be meaningless`);
    process.exitCode = 1;
    continue;
  }

  const [compileReference, compileOurs] = medians(
    () => reference.parse(test.source),
    () => engine.compile(test.source),
    200,
  );
  const [renderReference, renderOurs] = medians(
    () => reference.execute({ code: referenceCode, json: test.json, partials: referencePartials, ...renderOptions }).ctx.render(),
    () => template.render(test.json, { partials, ...renderOptions }),
    20,
  );

  rows.push([test.name, 'compile', format(compileReference), format(compileOurs), `${(compileReference / compileOurs).toFixed(1)}×`]);
  rows.push(['', 'render', format(renderReference), format(renderOurs), `${(renderReference / renderOurs).toFixed(1)}×`]);
  compileOk &&= compileOurs <= compileReference;
  renderOk &&= renderReference / renderOurs >= 3;
}

const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
console.log(`\ntargets: render at least 3× faster ${renderOk ? 'met' : 'NOT met'}; compile no slower ${compileOk ? 'met' : 'NOT met'}`);
