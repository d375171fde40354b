/** Conformance fixtures: parsing, running and reporting. Node only; not part of the browser engine. */
export { parseFixture, parseManifest, fixtureParams, FixtureFormatError } from './fixture';
export type { FixtureParams, FixtureSections, ManifestEntry, ManifestKind } from './fixture';
export { runFixture, readFixture, loadManifest, defaultFixtureRoot, requireFixtureRoot } from './run';
export type { FixtureCase, FixtureResult, FixtureStatus } from './run';
export { KNOWN_DIFFERENCES } from './known-differences';
export { DELIBERATE_DIFFERENCES } from './deliberate-differences';
