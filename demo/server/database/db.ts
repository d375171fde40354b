import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

export type DemoDatabase = Database.Database;

/** The schema's steps: `migrations/` beside this module, found from any working directory. */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A step's file name: its number (three digits, from 001, no gaps), a dash, what it does. */
const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

/**
 * Schema steps, `migrations/NNN-what.sql`, applied in number order; `PRAGMA user_version` records
 * how many ran, so step N is file N. Add a file with the next number to change the schema — never
 * edit, rename or renumber one that has shipped, or existing demo databases drift.
 */
export function readMigrations(dir: string = MIGRATIONS_DIR): string[] {
  const names = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  return names.map((name, index) => {
    const number = MIGRATION_FILE.exec(name)?.[1];
    if (number === undefined || Number(number) !== index + 1) {
      throw new Error(`Migration files are named NNN-what.sql and numbered 001, 002, … without gaps: ${join(dir, name)}`);
    }
    return readFileSync(join(dir, name), 'utf8');
  });
}

const MIGRATIONS: readonly string[] = readMigrations();

/**
 * A navigation link's "open in a new window" choice, beside its address in the items' JSON: every
 * item stored before it gets `newWindow: false`, so every stored item carries it (step 15).
 */
export const NAVIGATION_NEW_WINDOW = readFileSync(join(MIGRATIONS_DIR, '015-navigation-new-window.sql'), 'utf8');

/**
 * Opens (creating when missing) the demo database and brings its schema up to date.
 * `:memory:` gives a throwaway database for tests.
 */
export function openDatabase(file: string): DemoDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // Both pragmas on every open: a connection that switches to WAL keeps FULL, but one that opens
  // an existing WAL database gets NORMAL — and the demo must not lose a write it acknowledged.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

function migrate(db: DemoDatabase): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied > MIGRATIONS.length) {
    throw new RangeError(
      `The demo database has schema version ${applied}, newer than this server knows (${MIGRATIONS.length}); update the server or delete the demo data directory`,
    );
  }
  db.transaction(() => {
    for (let step = applied; step < MIGRATIONS.length; step += 1) {
      db.exec(MIGRATIONS[step] ?? '');
    }
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
}
