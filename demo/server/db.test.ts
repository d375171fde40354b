import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-kit-db-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates the file and its folder, in WAL mode with full syncs', () => {
    const db = openDatabase(join(dir, 'nested', 'storefront.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    db.close();
  });

  it('asks for full syncs again when it reopens an existing WAL database, which would otherwise get NORMAL', () => {
    const file = join(dir, 'storefront.sqlite');
    openDatabase(file).close();
    const db = openDatabase(file);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    db.close();
  });

  it('creates the schema once and leaves existing rows alone on reopen', () => {
    const file = join(dir, 'storefront.sqlite');
    const db = openDatabase(file);
    db.prepare("INSERT INTO carts (id, token, created) VALUES ('c1', 't1', 1)").run();
    db.close();
    const again = openDatabase(file);
    expect(again.prepare('SELECT id FROM carts').all()).toEqual([{ id: 'c1' }]);
    again.close();
  });

  it('refuses a database written by a newer server', () => {
    const file = join(dir, 'storefront.sqlite');
    const newer = new Database(file);
    newer.pragma('user_version = 99');
    newer.close();
    expect(() => openDatabase(file)).toThrow(RangeError);
    expect(() => openDatabase(file)).toThrow(/schema version 99/);
  });

  it('enforces the catalogue rules in the schema: stock and quantities are never negative', () => {
    const db = openDatabase(':memory:');
    db.prepare("INSERT INTO carts (id, token, created) VALUES ('c1', 't1', 1)").run();
    expect(() =>
      db
        .prepare("INSERT INTO cart_entries (id, cart_id, item_id, sku, quantity, purchase_price_cents) VALUES ('e1', 'c1', 'p', 's', 0, 1)")
        .run(),
    ).toThrow(/CHECK constraint failed/);
    db.close();
  });
});
