// Property tests replay one fixed seed on every run, everywhere, so `npm test` passes or fails the
// same way on any clone and any machine: a test result is never luck. Exploring new random cases
// is a separate, deliberate act: `FAST_CHECK_SEED=random npx vitest run …` draws a fresh seed (and
// fast-check prints it with any counterexample), `FAST_CHECK_SEED=<n>` replays one, and
// `npm run fuzz:engine` explores the template engine against the reference.
import fc from 'fast-check';

const FIXED_SEED = 20261121;

function seedFromEnvironment(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return FIXED_SEED;
  if (value === 'random') return undefined;
  const seed = Number(value);
  if (!Number.isSafeInteger(seed)) throw new Error(`FAST_CHECK_SEED must be an integer or "random", not ${JSON.stringify(value)}`);
  return seed;
}

const seed = seedFromEnvironment(process.env['FAST_CHECK_SEED']);
if (seed !== undefined) fc.configureGlobal({ seed });
