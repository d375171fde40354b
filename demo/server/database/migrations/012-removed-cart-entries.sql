-- Entries the shopper removed from a cart, kept a while so an undo can put each back where it
-- was: `position` is the rowid it had in cart_entries (the cart's order), `removed` epoch ms.
-- Apart from cart_entries, so nothing that reads a cart can count them by mistake.

  CREATE TABLE removed_cart_entries (
    id TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    item_id TEXT NOT NULL,
    sku TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    purchase_price_cents INTEGER NOT NULL CHECK (purchase_price_cents >= 0),
    additional_fields TEXT,
    removed INTEGER NOT NULL
  );
  CREATE INDEX removed_cart_entries_by_cart ON removed_cart_entries (cart_id, removed);
  