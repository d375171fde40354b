import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CartMergeLeftOut } from '../../../src/accounts';
import { readEntries, type EntryRow } from './carts';
import { findProduct, hasUnlimitedStock, unitPriceCents } from './catalogue';
import { cartToken, setCartCookie, visitorOf } from '../cookies';
import { type DemoDatabase, newId, newSecret } from '../database';
import type { SessionStore } from '../accounts';

/**
 * The cart follows the account: a signed-in visitor's cart is the account's (`carts.site_user_id`),
 * on every device they sign in on; a visitor's is the one the CART cookie names. At sign-in a cart
 * made before merges into the account's; at sign-out the shopper chooses whether a copy stays on
 * the device. These functions own those rules; carts.ts keeps the cart itself.
 */

interface CartRow {
  id: string;
  token: string;
}

function accountCart(db: DemoDatabase, userId: string): CartRow | undefined {
  return db.prepare('SELECT id, token FROM carts WHERE site_user_id = ?').get(userId) as CartRow | undefined;
}

type StoredEntry = Pick<EntryRow, 'item_id' | 'sku' | 'quantity' | 'purchase_price_cents' | 'additional_fields'>;

function insertEntry(db: DemoDatabase, cartId: string, entry: StoredEntry): void {
  db.prepare(
    `INSERT INTO cart_entries (id, cart_id, item_id, sku, quantity, purchase_price_cents, additional_fields)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(newId(), cartId, entry.item_id, entry.sku, entry.quantity, entry.purchase_price_cents, entry.additional_fields);
}

/** The token of the account's cart, if it has one. */
export function accountCartToken(db: DemoDatabase, userId: string): string | undefined {
  return accountCart(db, userId)?.token;
}

/**
 * Merges the visitor's cart from before signing in (`guestToken`) into the account's, and returns
 * what stayed out. The rule:
 * - no guest cart, or an empty one: the account's cart stays as it was;
 * - the account has no cart, or an empty one: the guest cart becomes the account's, as it is;
 * - otherwise each guest entry joins the account's cart: the same SKU with the same
 *   additional-field answers adds its quantity to that entry, anything else becomes an entry of its
 *   own, at today's price. Stock limits hold: of a SKU with limited stock the merged cart holds at
 *   most what is in stock, the account's entries keeping theirs first, so the guest's quantity is
 *   cut (to nothing, if need be). An entry in another currency than the account's cart stays out
 *   (a cart holds one currency). The guest cart is then gone.
 * Whatever stayed out is answered, so the shopper is told. The caller owns the transaction.
 */
export function mergeGuestCart(db: DemoDatabase, guestToken: string | undefined, userId: string): CartMergeLeftOut[] {
  const guest =
    guestToken === undefined
      ? undefined
      : (db.prepare('SELECT id, token FROM carts WHERE token = ? AND site_user_id IS NULL').get(guestToken) as CartRow | undefined);
  if (guest === undefined) return [];
  const guestEntries = readEntries(db, guest.id);
  const account = accountCart(db, userId);
  const accountEntries = account === undefined ? [] : readEntries(db, account.id);
  if (guestEntries.length === 0) {
    db.prepare('DELETE FROM carts WHERE id = ?').run(guest.id);
    return [];
  }
  if (account === undefined || accountEntries.length === 0) {
    if (account !== undefined) db.prepare('DELETE FROM carts WHERE id = ?').run(account.id);
    // A new token: the guest's CART cookie value (left on a shared device, or copied) must not reach the account's cart.
    db.prepare('UPDATE carts SET site_user_id = ?, visitor = NULL, token = ? WHERE id = ?').run(userId, newSecret(), guest.id);
    return [];
  }

  const currency = accountEntries[0]?.currency;
  const held = new Map<string, number>();
  for (const entry of accountEntries) held.set(entry.sku, (held.get(entry.sku) ?? 0) + entry.quantity);
  const leftOut: CartMergeLeftOut[] = [];
  for (const entry of guestEntries) {
    if (entry.currency !== currency) {
      leftOut.push({ title: entry.title, quantity: entry.quantity, reason: 'currency' });
      continue;
    }
    const product = findProduct(db, entry.item_id);
    const variant = product?.variants.find((candidate) => candidate.sku === entry.sku);
    if (product === undefined || variant === undefined) continue;
    const room = hasUnlimitedStock(product, variant) ? entry.quantity : Math.max(0, variant.qtyInStock - (held.get(entry.sku) ?? 0));
    const quantity = Math.min(entry.quantity, room);
    if (quantity < entry.quantity) leftOut.push({ title: entry.title, quantity: entry.quantity - quantity, reason: 'stock' });
    if (quantity === 0) continue;
    held.set(entry.sku, (held.get(entry.sku) ?? 0) + quantity);
    const same = accountEntries.find((candidate) => candidate.sku === entry.sku && candidate.additional_fields === entry.additional_fields);
    if (same === undefined) {
      insertEntry(db, account.id, { ...entry, quantity, purchase_price_cents: unitPriceCents(variant) });
    } else {
      db.prepare('UPDATE cart_entries SET quantity = quantity + ?, purchase_price_cents = ? WHERE id = ?').run(
        quantity,
        unitPriceCents(variant),
        same.id,
      );
    }
  }
  db.prepare('DELETE FROM carts WHERE id = ?').run(guest.id);
  return leftOut;
}

/**
 * A copy of the account's cart for the device that signs out keeping its cart: a new visitor's cart
 * with the same entries. Returns its token, or undefined when the account's cart is empty or
 * missing. The caller owns the transaction.
 */
export function copyAccountCart(db: DemoDatabase, userId: string, now: number): string | undefined {
  const account = accountCart(db, userId);
  const entries = account === undefined ? [] : readEntries(db, account.id);
  if (entries.length === 0) return undefined;
  const copy = { id: newId(), token: newSecret() };
  db.prepare('INSERT INTO carts (id, token, created, is_purchased) VALUES (?, ?, ?, 0)').run(copy.id, copy.token, now);
  for (const entry of entries) insertEntry(db, copy.id, entry);
  return copy.token;
}

/** Which cart a request's visitor has, and how a cart an add just made becomes theirs. */
export interface VisitorCarts {
  /** The signed-in account's cart, else the one the CART cookie names. */
  tokenOf(request: FastifyRequest): string | undefined;
  /**
   * Who a cart made for this request is bound to, so that adds arriving together share it: the
   * visitor (`visitorOf`) when signed out; nobody when signed in, the account keeping its one cart.
   */
  guestOf(request: FastifyRequest): string | undefined;
  /** A cart just made for this request: the account's from now on when signed in, else named by the CART cookie. */
  adopt(request: FastifyRequest, reply: FastifyReply, token: string): void;
}

export function createVisitorCarts(db: DemoDatabase, sessions: SessionStore): VisitorCarts {
  const namesAccountCart = db.prepare('SELECT 1 FROM carts WHERE token = ? AND site_user_id IS NOT NULL');
  return {
    // A CART cookie names a visitor's cart only: an account's cart is reached by signing in, never by its token.
    tokenOf(request) {
      const session = sessions.sessionOf(request);
      if (session !== undefined) return accountCartToken(db, session.user.id);
      const token = cartToken(request);
      return token !== undefined && namesAccountCart.get(token) !== undefined ? undefined : token;
    },
    guestOf(request) {
      return sessions.sessionOf(request) === undefined ? visitorOf(request) : undefined;
    },
    adopt(request, reply, token) {
      const session = sessions.sessionOf(request);
      if (session === undefined) return setCartCookie(reply, token);
      db.prepare('UPDATE carts SET site_user_id = ?, visitor = NULL WHERE token = ?').run(session.user.id, token);
    },
  };
}
