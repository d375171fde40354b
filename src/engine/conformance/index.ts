/** Conformance fixtures: parsing, running and reporting. Node only; not part of the browser engine. */
export { parseFixture, parseManifest, FixtureFormatError } from './fixture';
export type { FixtureSections, ManifestEntry, ManifestKind } from './fixture';
export { runFixture, loadManifest, defaultFixtureRoot } from './run';
export type { FixtureResult, FixtureStatus } from './run';
export { familyOf } from './families';
export type { PluginFamily } from './families';
