-- Offers: a subscription's own cart, which its checkout page opens by token (one variant, its
-- quantity and answers; the shopper's cart is left alone). Times are epoch milliseconds.

  CREATE TABLE subscription_carts (
    token TEXT PRIMARY KEY,
    item_id TEXT NOT NULL REFERENCES products(id),
    sku TEXT NOT NULL REFERENCES variants(sku),
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    additional_fields TEXT,
    visitor TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  