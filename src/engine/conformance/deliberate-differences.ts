/**
 * Where this engine prints something other than the reference engine on purpose, by the name of the
 * fixture that shows it (`test/engine/fixtures/deliberate/<name>.html`, which holds both outputs).
 * The fixture test renders each one with both engines, so no entry outlives its difference, and
 * the differential fuzzer (`npm run fuzz:engine`) counts a difference as explained only when it
 * is one of these.
 */
export const DELIBERATE_DIFFERENCES: Readonly<Record<string, string>> = {};
