-- One guest cart per visitor: the visitor (the session crumb) whose first add made the cart.
-- Adds that arrive together before the browser holds the CART cookie find the cart the first one
-- made instead of each making its own; the index keeps a second open guest cart from ever
-- appearing. An account's cart is bound to the account instead (site_user_id).

  ALTER TABLE carts ADD COLUMN visitor TEXT;
  CREATE UNIQUE INDEX carts_by_visitor ON carts (visitor) WHERE visitor IS NOT NULL AND is_purchased = 0 AND site_user_id IS NULL;
  