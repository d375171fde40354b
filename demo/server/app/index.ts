/**
 * The app's door: buildApp (every domain's plugin behind the guard) and the whole site's seed.
 */
export { buildApp, DEFAULT_SITE_DIR } from './app';
export type { AppOptions } from './app';
export { reseed, seedIfEmpty } from './seed';
export type { SeedOptions } from './seed';
