import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type DemoDatabase = Database.Database;

/**
 * Schema steps, applied in order; `PRAGMA user_version` records how many ran. Append a step to
 * change the schema — never edit one that has shipped, or existing demo databases drift.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE products (
    id TEXT PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    collection_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    product_type INTEGER NOT NULL CHECK (product_type BETWEEN 1 AND 4),
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    variant_option_ordering TEXT NOT NULL,
    subscription_plan TEXT
  );
  CREATE TABLE variants (
    id TEXT PRIMARY KEY,
    sku TEXT NOT NULL UNIQUE,
    product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    attributes TEXT NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    sale_price_cents INTEGER NOT NULL CHECK (sale_price_cents >= 0),
    on_sale INTEGER NOT NULL CHECK (on_sale IN (0, 1)),
    unlimited INTEGER NOT NULL CHECK (unlimited IN (0, 1)),
    qty_in_stock INTEGER NOT NULL CHECK (qty_in_stock >= 0)
  );
  CREATE INDEX variants_by_product ON variants (product_id, position);
  CREATE TABLE carts (
    id TEXT PRIMARY KEY,
    token TEXT NOT NULL UNIQUE,
    created INTEGER NOT NULL,
    is_purchased INTEGER NOT NULL DEFAULT 0 CHECK (is_purchased IN (0, 1))
  );
  CREATE TABLE cart_entries (
    id TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    item_id TEXT NOT NULL REFERENCES products(id),
    sku TEXT NOT NULL REFERENCES variants(sku),
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    purchase_price_cents INTEGER NOT NULL CHECK (purchase_price_cents >= 0),
    additional_fields TEXT
  );
  CREATE INDEX cart_entries_by_cart ON cart_entries (cart_id);
  `,
  // The add-to-cart issue: additional-fields forms, custom button labels, product images with a
  // main image per variant.
  `
  ALTER TABLE products ADD COLUMN additional_fields_form TEXT;
  ALTER TABLE products ADD COLUMN custom_add_button_text TEXT;
  ALTER TABLE products ADD COLUMN images TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE variants ADD COLUMN main_image_id TEXT;
  `,
];

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
