import { STRINGS } from '../../../src/i18n';
import {
  findProduct,
  hasUnlimitedStock,
  PRODUCT_TYPE,
  unitPriceCents,
  type Product,
  type ProductTypeCode,
  type Variant,
} from './catalogue';
import { type DemoDatabase, newId, newSecret } from '../database';
import { storedAdditionalFields } from './additional-fields';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { DEMO_SITE } from '../site';

/** A cart entry as the API answers it (spec 000 §3). */
export interface CartEntryJson {
  id: string;
  itemId: string;
  quantity: number;
  chosenVariant: { sku: string; attributes: Readonly<Record<string, string>> };
  title: string;
  /** quantity × purchasePriceCents, in minor units. */
  subTotal: number;
  purchasePriceCents: number;
  productType: ProductTypeCode;
  /** The shopper's answers to the product's additional-fields form, as a JSON string. */
  additionalFields: string | null;
}

/** The shopping cart as the API answers it (spec 000 §3). */
export interface CartJson {
  id: string;
  websiteId: string;
  orderId: string;
  /** Epoch milliseconds; 0 for the empty cart of a visitor who has none. */
  created: number;
  isPurchased: boolean;
  entries: CartEntryJson[];
  shippingOptions: never[];
  selectedShippingOption: null;
  shippingLocation: Record<string, never>;
  applicableTaxRules: never[];
  coupons: never[];
  validCoupons: never[];
  invalidCoupons: never[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
}

export interface AddEntryInput {
  itemId: string;
  sku: string;
  /** A whole number ≥ 1, already validated. */
  quantity: number;
  /** The answers as parsed from the JSON text sent, or null when none were sent. */
  additionalFields: unknown;
}

export interface UpdateAdditionalFieldsInput {
  entryId: string;
  /** Must be the entry's own item and SKU. */
  itemId: string;
  sku: string;
  /** The new answers as parsed from the JSON text sent, or null. */
  additionalFields: unknown;
}

export interface UpdateAdditionalFieldsResult {
  shoppingCart: CartJson;
  updatedEntry: CartEntryJson;
}

export interface AddEntryResult {
  shoppingCart: CartJson;
  newlyAdded: CartEntryJson;
  /** The token of the cart the add went to. */
  token: string;
  /**
   * Whether the visitor must be given the cart (`VisitorCarts.adopt`: the CART cookie, or the
   * account): the add made it, or went to the visitor's cart while the request named none (an add
   * that left before the first add's answer arrived).
   */
  adopt: boolean;
}

interface CartRow {
  id: string;
  token: string;
  created: number;
  is_purchased: 0 | 1;
  /** The visitor whose first add made it (`visitorOf`); null for carts older than the column. */
  visitor: string | null;
}

/** A cart entry as stored, with what its product and variant add to it. */
export interface EntryRow {
  id: string;
  item_id: string;
  sku: string;
  quantity: number;
  purchase_price_cents: number;
  additional_fields: string | null;
  title: string;
  product_type: ProductTypeCode;
  currency: string;
  attributes: string;
}

/** A cart holds one currency: an item priced in another is refused. */
function assertOneCurrency(entries: readonly EntryRow[], product: Product): void {
  const cartCurrency = entries[0]?.currency;
  if (cartCurrency !== undefined && cartCurrency !== product.currency) {
    throw new ConflictError(
      `This cart is priced in ${cartCurrency}, and "${product.name}" is priced in ${product.currency}. A cart holds one currency.`,
    );
  }
}

/** Refuses `quantity` more of a variant than its stock allows beside what `entries` already hold of it. */
function assertInStock(entries: readonly EntryRow[], product: Product, variant: Variant, quantity: number): void {
  if (hasUnlimitedStock(product, variant)) return;
  const alreadyInCart = entries.filter((entry) => entry.sku === variant.sku).reduce((sum, entry) => sum + entry.quantity, 0);
  if (alreadyInCart + quantity > variant.qtyInStock) throw new ConflictError(STRINGS.addToCart.notEnoughStock);
}

/** What a visitor without a cart sees: nothing in it, every number 0 (foundation contract). */
function emptyCart(): CartJson {
  return buildCart({ id: '', created: 0, isPurchased: false }, []);
}

function findCartByToken(db: DemoDatabase, token: string): CartRow | undefined {
  return db.prepare('SELECT * FROM carts WHERE token = ?').get(token) as CartRow | undefined;
}

/**
 * The cart an add goes to: the one `token` names (the account's, or the CART cookie's), else the
 * open guest cart the visitor's own earlier add made. A new visitor's first adds often leave
 * together (two presses, two tabs, a merchant's script), all before the first answer brings the
 * cookie: they must share one cart, or the browser keeps whichever cookie came last and loses what
 * the others added. A signed-in account has no `visitor`: its one cart is kept by its own index.
 */
function findCartForAdd(db: DemoDatabase, token: string | undefined, visitor: string | undefined): CartRow | undefined {
  const named = token === undefined ? undefined : findCartByToken(db, token);
  if (named !== undefined || visitor === undefined) return named;
  return db.prepare('SELECT * FROM carts WHERE visitor = ? AND is_purchased = 0 AND site_user_id IS NULL').get(visitor) as
    CartRow | undefined;
}

/** Makes the visitor's cart. The unique index on open guest carts per visitor refuses a second one. */
function createVisitorCart(db: DemoDatabase, visitor: string | undefined): CartRow {
  const cart: CartRow = { id: newId(), token: newSecret(), created: Date.now(), is_purchased: 0, visitor: visitor ?? null };
  db.prepare('INSERT INTO carts (id, token, created, is_purchased, visitor) VALUES (@id, @token, @created, @is_purchased, @visitor)').run(
    cart,
  );
  return cart;
}

/** A cart's entries, in the order they were added. */
export function readEntries(db: DemoDatabase, cartId: string): EntryRow[] {
  return db
    .prepare(
      `SELECT e.id, e.item_id, e.sku, e.quantity, e.purchase_price_cents, e.additional_fields,
              p.name AS title, p.product_type, p.currency, v.attributes
         FROM cart_entries e
         JOIN products p ON p.id = e.item_id
         JOIN variants v ON v.sku = e.sku
        WHERE e.cart_id = ?
        ORDER BY e.rowid`,
    )
    .all(cartId) as EntryRow[];
}

function toEntryJson(row: EntryRow): CartEntryJson {
  return {
    id: row.id,
    itemId: row.item_id,
    quantity: row.quantity,
    chosenVariant: { sku: row.sku, attributes: JSON.parse(row.attributes) as Record<string, string> },
    title: row.title,
    subTotal: row.quantity * row.purchase_price_cents,
    purchasePriceCents: row.purchase_price_cents,
    productType: row.product_type,
    additionalFields: row.additional_fields,
  };
}

// Gift cards are delivered by email like digital products; services are neither shipped nor digital.
function isDelivered(entry: CartEntryJson): boolean {
  return entry.productType === PRODUCT_TYPE.digital || entry.productType === PRODUCT_TYPE.giftCard;
}

function buildCart(head: { id: string; created: number; isPurchased: boolean }, entries: CartEntryJson[]): CartJson {
  const subtotalCents = entries.reduce((sum, entry) => sum + entry.subTotal, 0);
  return {
    id: head.id,
    websiteId: DEMO_SITE.websiteId,
    orderId: '',
    created: head.created,
    isPurchased: head.isPurchased,
    entries,
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: {},
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents,
    // The demo charges no tax or shipping and has no coupons, so the grand total is the subtotal.
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: subtotalCents,
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    hasDigital: entries.some(isDelivered),
    purelyDigital: entries.length > 0 && entries.every(isDelivered),
    requiresShipping: entries.some((entry) => entry.productType === PRODUCT_TYPE.physical),
  };
}

export interface CartView {
  cart: CartJson;
  /** The currency every entry is priced in; null while the cart is empty. */
  currency: string | null;
}

/** The cart behind a CART cookie value, or the empty cart when there is none. */
export function readCart(db: DemoDatabase, token: string | undefined): CartView {
  const row = token === undefined ? undefined : findCartByToken(db, token);
  if (row === undefined) return { cart: emptyCart(), currency: null };
  const entries = readEntries(db, row.id);
  return {
    cart: buildCart({ id: row.id, created: row.created, isPurchased: row.is_purchased === 1 }, entries.map(toEntryJson)),
    currency: entries[0]?.currency ?? null,
  };
}

/**
 * Adds `quantity` of a variant to the visitor's cart, making the cart on the visitor's first add
 * (`visitor` is who asks, `VisitorCarts.guestOf`: adds arriving together share that one cart). An entry with
 * the same SKU and the same additional fields grows instead of a second entry appearing. Stock is
 * checked against everything of that SKU already in the cart, but not reserved: two carts may each
 * hold the last one, and checkout (not in the demo) decides. One transaction: all or nothing.
 */
export function addEntry(db: DemoDatabase, token: string | undefined, input: AddEntryInput, visitor: string | undefined): AddEntryResult {
  return db
    .transaction((): AddEntryResult => {
      const product = findProduct(db, input.itemId);
      if (product === undefined) throw new NotFoundError(`Unknown item "${input.itemId}"`);
      const variant = product.variants.find((candidate) => candidate.sku === input.sku);
      if (variant === undefined) throw new NotFoundError(`Unknown SKU "${input.sku}" for item "${input.itemId}"`);

      const additionalFields = storedAdditionalFields(product, input.additionalFields);
      const found = findCartForAdd(db, token, visitor);
      const entries = found === undefined ? [] : readEntries(db, found.id);

      assertOneCurrency(entries, product);
      assertInStock(entries, product, variant, input.quantity);

      const cart = found ?? createVisitorCart(db, visitor);

      const same = entries.find((entry) => entry.sku === variant.sku && entry.additional_fields === additionalFields);
      let entryId: string;
      if (same === undefined) {
        entryId = newId();
        db.prepare(
          `INSERT INTO cart_entries (id, cart_id, item_id, sku, quantity, purchase_price_cents, additional_fields)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        ).run(entryId, cart.id, product.id, variant.sku, input.quantity, unitPriceCents(variant), additionalFields);
      } else {
        entryId = same.id;
        // The entry is charged at today's price for every unit, as a fresh add would be.
        db.prepare('UPDATE cart_entries SET quantity = quantity + ?, purchase_price_cents = ? WHERE id = ?').run(
          input.quantity,
          unitPriceCents(variant),
          entryId,
        );
      }

      const { cart: shoppingCart } = readCart(db, cart.token);
      const newlyAdded = shoppingCart.entries.find((entry) => entry.id === entryId);
      if (newlyAdded === undefined) throw new Error(`Entry ${entryId} vanished inside its own transaction`);
      return { shoppingCart, newlyAdded, token: cart.token, adopt: cart.token !== token };
    })
    .immediate();
}

/**
 * Replaces the additional-fields answers of one entry of the visitor's cart, checked against the
 * product's form like an add. The entry stays where it is, even if another entry now has the same
 * answers. One transaction.
 */
export function updateAdditionalFields(
  db: DemoDatabase,
  token: string | undefined,
  input: UpdateAdditionalFieldsInput,
): UpdateAdditionalFieldsResult {
  return db
    .transaction((): UpdateAdditionalFieldsResult => {
      const { cart, entry } = findEntryInCart(db, token, input.entryId);
      if (entry.item_id !== input.itemId || entry.sku !== input.sku) {
        throw new BadRequestError(`itemId and sku must be those of entry "${input.entryId}"`);
      }
      const product = findProduct(db, entry.item_id);
      if (product === undefined) throw new Error(`Entry ${entry.id} names a product that is gone`);
      const additionalFields = storedAdditionalFields(product, input.additionalFields);
      db.prepare('UPDATE cart_entries SET additional_fields = ? WHERE id = ?').run(additionalFields, entry.id);
      const { cart: shoppingCart } = readCart(db, cart.token);
      const updatedEntry = shoppingCart.entries.find((candidate) => candidate.id === entry.id);
      if (updatedEntry === undefined) throw new Error(`Entry ${entry.id} vanished inside its own transaction`);
      return { shoppingCart, updatedEntry };
    })
    .immediate();
}

/** The message for an entry id the visitor's cart does not hold (another visitor's, or one removed meanwhile). */
const NOT_IN_CART = 'This item is no longer in your cart.';

/**
 * The visitor's cart and its entry `entryId`; a 404 when the cart does not hold it, which is what
 * another visitor's entry id gets too: nothing tells one from the other.
 */
function findEntryInCart(db: DemoDatabase, token: string | undefined, entryId: string): { cart: CartRow; entry: EntryRow } {
  const cart = token === undefined ? undefined : findCartByToken(db, token);
  const entry = cart === undefined ? undefined : readEntries(db, cart.id).find((candidate) => candidate.id === entryId);
  if (cart === undefined || entry === undefined) throw new NotFoundError(NOT_IN_CART);
  return { cart, entry };
}

/** The entry's product and variant, which a stored entry always names. */
function productOfEntry(db: DemoDatabase, entry: { id: string; item_id: string; sku: string }): { product: Product; variant: Variant } {
  const product = findProduct(db, entry.item_id);
  const variant = product?.variants.find((candidate) => candidate.sku === entry.sku);
  if (product === undefined || variant === undefined) throw new Error(`Entry ${entry.id} names a product or variant that is gone`);
  return { product, variant };
}

/** The whole cart and one of its entries, as the API answers them, inside the transaction that changed them. */
function cartWithEntry(db: DemoDatabase, cart: CartRow, entryId: string): { shoppingCart: CartJson; entry: CartEntryJson } {
  const { cart: shoppingCart } = readCart(db, cart.token);
  const entry = shoppingCart.entries.find((candidate) => candidate.id === entryId);
  if (entry === undefined) throw new Error(`Entry ${entryId} vanished inside its own transaction`);
  return { shoppingCart, entry };
}

export interface UpdateQuantityInput {
  entryId: string;
  /** A whole number from 1 to 9999, already validated. */
  quantity: number;
}

export interface UpdateQuantityResult {
  shoppingCart: CartJson;
  updatedEntry: CartEntryJson;
}

/**
 * Sets the quantity of one entry of the visitor's cart, checked against the variant's stock beside
 * what the cart's other entries hold of it (not reserved, as on add). The entry is charged at
 * today's price for every unit, as an add charges it. One transaction: all or nothing.
 */
export function updateEntryQuantity(db: DemoDatabase, token: string | undefined, input: UpdateQuantityInput): UpdateQuantityResult {
  return db
    .transaction((): UpdateQuantityResult => {
      const { cart, entry } = findEntryInCart(db, token, input.entryId);
      const { product, variant } = productOfEntry(db, entry);
      const others = readEntries(db, cart.id).filter((candidate) => candidate.id !== entry.id);
      assertInStock(others, product, variant, input.quantity);
      db.prepare('UPDATE cart_entries SET quantity = ?, purchase_price_cents = ? WHERE id = ?').run(
        input.quantity,
        unitPriceCents(variant),
        entry.id,
      );
      const { shoppingCart, entry: updatedEntry } = cartWithEntry(db, cart, entry.id);
      return { shoppingCart, updatedEntry };
    })
    .immediate();
}

/**
 * How long a removed entry can be put back. The cart page offers its undo for a few seconds; the
 * server keeps the entry longer, so an undo sent late (a slow phone, a page without script) still
 * finds it.
 */
export const RESTORABLE_FOR_MS = 10 * 60 * 1000;

export interface RemoveEntryResult {
  shoppingCart: CartJson;
  /** The entry as it was in the cart. */
  removedEntry: CartEntryJson;
}

interface RemovedEntryRow {
  id: string;
  cart_id: string;
  position: number;
  item_id: string;
  sku: string;
  quantity: number;
  purchase_price_cents: number;
  additional_fields: string | null;
  removed: number;
}

/**
 * Takes one entry out of the visitor's cart and keeps it for `RESTORABLE_FOR_MS`, with its place in
 * the cart, so `restoreEntry` can put it back; entries of the cart removed longer ago are dropped.
 * One transaction.
 */
export function removeEntry(db: DemoDatabase, token: string | undefined, entryId: string, now: number): RemoveEntryResult {
  return db
    .transaction((): RemoveEntryResult => {
      const { cart, entry } = findEntryInCart(db, token, entryId);
      const removedEntry = cartWithEntry(db, cart, entry.id).entry;
      db.prepare(
        `INSERT INTO removed_cart_entries (id, cart_id, position, item_id, sku, quantity, purchase_price_cents, additional_fields, removed)
         SELECT id, cart_id, rowid, item_id, sku, quantity, purchase_price_cents, additional_fields, ? FROM cart_entries WHERE id = ?`,
      ).run(now, entry.id);
      db.prepare('DELETE FROM cart_entries WHERE id = ?').run(entry.id);
      db.prepare('DELETE FROM removed_cart_entries WHERE cart_id = ? AND removed < ?').run(cart.id, now - RESTORABLE_FOR_MS);
      const { cart: shoppingCart } = readCart(db, cart.token);
      return { shoppingCart, removedEntry };
    })
    .immediate();
}

/** A removed entry of the visitor's cart that can still be put back, or undefined. */
function findRestorable(db: DemoDatabase, cart: CartRow, entryId: string, now: number): RemovedEntryRow | undefined {
  return db
    .prepare('SELECT * FROM removed_cart_entries WHERE id = ? AND cart_id = ? AND removed >= ?')
    .get(entryId, cart.id, now - RESTORABLE_FOR_MS) as RemovedEntryRow | undefined;
}

export interface RemovedEntryView {
  /** The entry as it was in the cart, priced as it was. */
  entry: CartEntryJson;
  /** Where it stood: how many of the cart's entries now come before its place. */
  index: number;
}

/** An entry the visitor removed from their cart and can still put back, with its place; undefined otherwise. */
export function findRemovedEntry(db: DemoDatabase, token: string | undefined, entryId: string, now: number): RemovedEntryView | undefined {
  const cart = token === undefined ? undefined : findCartByToken(db, token);
  const removed = cart === undefined ? undefined : findRestorable(db, cart, entryId, now);
  if (cart === undefined || removed === undefined) return undefined;
  const product = findProduct(db, removed.item_id);
  const variant = product?.variants.find((candidate) => candidate.sku === removed.sku);
  if (product === undefined || variant === undefined) return undefined;
  const { before } = db
    .prepare('SELECT count(*) AS before FROM cart_entries WHERE cart_id = ? AND rowid < ?')
    .get(cart.id, removed.position) as { before: number };
  const entry = toEntryJson({
    ...removed,
    title: product.name,
    product_type: product.productType,
    currency: product.currency,
    attributes: JSON.stringify(variant.attributes),
  });
  return { entry, index: before };
}

export interface RestoreEntryResult {
  shoppingCart: CartJson;
  /** The entry as it is back in the cart (merged into an entry of the same variant and answers added meanwhile). */
  restoredEntry: CartEntryJson;
}

/**
 * Puts a removed entry back in the visitor's cart, where it was, checked like an add (the cart's
 * currency, stock beside what the cart holds now) and charged at today's price. An entry of the
 * same variant and answers added meanwhile takes its quantity instead. A 404 when the cart has no
 * such removed entry, or it was removed longer than `RESTORABLE_FOR_MS` ago. One transaction.
 */
export function restoreEntry(db: DemoDatabase, token: string | undefined, entryId: string, now: number): RestoreEntryResult {
  return db
    .transaction((): RestoreEntryResult => {
      const cart = token === undefined ? undefined : findCartByToken(db, token);
      const removed = cart === undefined ? undefined : findRestorable(db, cart, entryId, now);
      if (cart === undefined || removed === undefined) throw new NotFoundError('This item can no longer be put back in your cart.');
      const product = findProduct(db, removed.item_id);
      const variant = product?.variants.find((candidate) => candidate.sku === removed.sku);
      if (product === undefined || variant === undefined) throw new NotFoundError(`Unknown item "${removed.item_id}"`);
      const entries = readEntries(db, cart.id);
      assertOneCurrency(entries, product);
      assertInStock(entries, product, variant, removed.quantity);

      const same = entries.find((entry) => entry.sku === removed.sku && entry.additional_fields === removed.additional_fields);
      let restoredId = removed.id;
      if (same === undefined) {
        // Its old rowid puts it back in its place, unless another entry has taken that rowid since.
        const taken = db.prepare('SELECT 1 FROM cart_entries WHERE rowid = ?').get(removed.position) !== undefined;
        db.prepare(
          `INSERT INTO cart_entries (rowid, id, cart_id, item_id, sku, quantity, purchase_price_cents, additional_fields)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          taken ? null : removed.position,
          removed.id,
          cart.id,
          removed.item_id,
          removed.sku,
          removed.quantity,
          unitPriceCents(variant),
          removed.additional_fields,
        );
      } else {
        restoredId = same.id;
        db.prepare('UPDATE cart_entries SET quantity = quantity + ?, purchase_price_cents = ? WHERE id = ?').run(
          removed.quantity,
          unitPriceCents(variant),
          same.id,
        );
      }
      db.prepare('DELETE FROM removed_cart_entries WHERE id = ?').run(removed.id);
      const { shoppingCart, entry: restoredEntry } = cartWithEntry(db, cart, restoredId);
      return { shoppingCart, restoredEntry };
    })
    .immediate();
}
