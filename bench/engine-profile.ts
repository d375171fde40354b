/**
 * Renders one benchmark case with this engine only, in a loop, for a profiler:
 * `node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/engine-profile.ts [case-index] [renders]`.
 * Prints the median and best of batches of 20 renders (short enough to often run unpreempted on a
 * busy machine), so a change can be checked without the reference engine. Through tsx a profile
 * puts every function on line 1; for line-level ticks, bundle first and profile the bundle:
 * `npx esbuild bench/engine-profile.ts --bundle --platform=node --format=esm --packages=external
 * --outfile=dist/engine-profile.mjs`, then `node --cpu-prof dist/engine-profile.mjs 1 30000`.
 */
import { performance } from 'node:perf_hooks';
import { createEngine } from '../src/engine';
import type { Template } from '../src/engine';
import { CASES } from './engine-cases';

const test = CASES[Number(process.argv[2] ?? 1)];
if (test === undefined) throw new RangeError(`case index must be below ${CASES.length}`);
const renders = Number(process.argv[3] ?? 5000);
const engine = createEngine();
const template = engine.compile(test.source).template;
const partials: Record<string, Template> = Object.fromEntries(
  Object.entries(test.partials).map(([name, source]) => [name, engine.compile(source).template]),
);
const options = { partials, enableExpr: true, enableInclude: true, now: 0 } as const;

const batch = 20;
for (let i = 0; i < batch * 10; i++) template.render(test.json, options);
const samples: number[] = [];
for (let s = 0; s < renders / batch; s++) {
  const start = performance.now();
  for (let i = 0; i < batch; i++) template.render(test.json, options);
  samples.push(((performance.now() - start) / batch) * 1000);
}
samples.sort((a, b) => a - b);
const µs = (n: number | undefined) => `${(n ?? 0).toFixed(1)} µs`;
console.log(`${test.name}: median ${µs(samples[samples.length >> 1])}, best ${µs(samples[0])} per render`);
