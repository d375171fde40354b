// Property tests draw fresh random cases on every local run, to keep finding new counterexamples.
// In CI they replay one fixed seed, so a pass or a failure there is reproducible, never luck.
import fc from 'fast-check';

if (process.env['CI']) fc.configureGlobal({ seed: 20261121 });
