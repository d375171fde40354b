-- The shop: products and their variants (prices in minor units, stock), carts and their entries.

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
  