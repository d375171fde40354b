import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NAVIGATION_NEW_WINDOW, openDatabase } from './db';

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

  it('gives every navigation item stored before the new-window choice `newWindow: false`, keeping a choice made', () => {
    const db = openDatabase(':memory:');
    const before = [
      { title: 'Maps', collectionId: null, externalLink: 'https://maps.example.com', memberAreaId: null, items: [] },
      {
        title: 'More',
        collectionId: null,
        externalLink: null,
        memberAreaId: null,
        items: [{ title: 'Press', collectionId: null, externalLink: '/press', memberAreaId: null, items: [], newWindow: true }],
      },
    ];
    const insert = db.prepare('INSERT INTO site_navigations (identifier, position, items) VALUES (?, ?, ?)');
    insert.run('main', 0, JSON.stringify(before));
    insert.run('empty', 1, '[]');
    db.exec(NAVIGATION_NEW_WINDOW);
    const rows = db.prepare('SELECT identifier, items FROM site_navigations ORDER BY position').all() as {
      identifier: string;
      items: string;
    }[];
    const [main] = rows.map((row) => JSON.parse(row.items) as { newWindow: boolean; items: { newWindow: boolean }[] }[]);
    expect(main?.map((item) => item.newWindow)).toEqual([false, false]);
    expect(main?.[1]?.items.map((item) => item.newWindow)).toEqual([true]);
    expect(rows.at(-1)).toEqual({ identifier: 'empty', items: '[]' });
    db.close();
  });
});
