/**
 * Renders one benchmark case with this engine only, in a loop, for a profiler:
 * `node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/engine-profile.ts [case-index] [renders]`.
 * Each render gets freshly parsed JSON, as in the benchmark. Prints the median and best of batches
 * of 20 renders (short enough to often run unpreempted on a busy machine), so a change can be
 * checked without the reference engine. Through tsx a profile puts every function on line 1; for
 * line-level ticks, bundle first and profile the bundle:
 * `npx esbuild bench/engine-profile.ts --bundle --platform=node --format=esm --packages=external
 * --outfile=dist/engine-profile.mjs`, then `node --cpu-prof dist/engine-profile.mjs 1 30000`.
 */
import { performance } from 'node:perf_hooks';
import { CASES, ourRenderer, prepare } from './engine-cases';

const test = CASES[Number(process.argv[2] ?? 1)];
if (test === undefined) throw new RangeError(`case index must be below ${CASES.length}`);
const renders = Number(process.argv[3] ?? 5000);
const { render } = ourRenderer(test);
const fresh = prepare(test);

const batch = 20;
for (let i = 0; i < batch * 10; i++) render(fresh());
// Wall-clock time, and the process's CPU time, which a busy machine disturbs far less.
const samples: number[] = [];
const cpuSamples: number[] = [];
for (let s = 0; s < renders / batch; s++) {
  const inputs = Array.from({ length: batch }, fresh);
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (const input of inputs) render(input);
  samples.push(((performance.now() - start) / batch) * 1000);
  const used = process.cpuUsage(cpu);
  cpuSamples.push((used.user + used.system) / batch);
}
samples.sort((a, b) => a - b);
cpuSamples.sort((a, b) => a - b);
const µs = (n: number | undefined) => `${(n ?? 0).toFixed(1)} µs`;
const median = (list: number[]) => list[list.length >> 1];
console.log(
  `${test.name}: median ${µs(median(samples))}, best ${µs(samples[0])} per render; CPU time median ${µs(median(cpuSamples))}, best ${µs(cpuSamples[0])}`,
);
