-- Restock notifications: what the merchant switched on per product (restock sign-ups, scarcity
-- messages, their words; JSON), one sign-up per email, product and variant (variant '' for the
-- product as a whole; `notified` set when a restock email went to it), every send, and the demo
-- merchant's sessions. Times are epoch milliseconds.

  ALTER TABLE products ADD COLUMN merchandising TEXT;
  CREATE TABLE restock_sign_ups (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL,
    product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    variant_id TEXT NOT NULL,
    is_join_mailing_list INTEGER NOT NULL CHECK (is_join_mailing_list IN (0, 1)),
    language TEXT,
    visitor TEXT NOT NULL,
    created INTEGER NOT NULL,
    notified INTEGER,
    UNIQUE (email, product_id, variant_id)
  );
  CREATE INDEX restock_sign_ups_by_group ON restock_sign_ups (product_id, variant_id, id);
  CREATE TABLE restock_sends (
    id INTEGER PRIMARY KEY,
    product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    variant_id TEXT NOT NULL,
    sign_ups INTEGER NOT NULL CHECK (sign_ups >= 0),
    sent INTEGER NOT NULL
  );
  CREATE TABLE merchant_sessions (
    token TEXT PRIMARY KEY,
    created INTEGER NOT NULL
  );
  