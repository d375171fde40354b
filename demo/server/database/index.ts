/**
 * The database's door: openDatabase (pragmas, numbered migrations in migrations/) and ids.
 */
export { openDatabase } from './db';
export type { DemoDatabase } from './db';
export { isSecretShaped, newId, newSecret } from './ids';
