import { STRINGS } from '../../src/i18n';
import { findProduct, hasUnlimitedStock, PRODUCT_TYPE, unitPriceCents, type ProductTypeCode } from './catalogue';
import type { DemoDatabase } from './db';
import { storedAdditionalFields } from './additional-fields';
import { BadRequestError, ConflictError, NotFoundError } from './errors';
import { newId, newSecret } from './ids';
import { DEMO_SITE } from './site';

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
  /** The cart token to keep in the CART cookie. */
  token: string;
  /**
   * Whether the CART cookie must be set: the add made the cart, or went to the visitor's cart
   * while the cookie named none (an add that left before the first add's answer arrived).
   */
  setCookie: boolean;
}

interface CartRow {
  id: string;
  token: string;
  created: number;
  is_purchased: 0 | 1;
  /** The visitor whose first add made it (`visitorOf`); null for carts older than the column. */
  visitor: string | null;
}

interface EntryRow {
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

/** What a visitor without a cart sees: nothing in it, every number 0 (foundation contract). */
function emptyCart(): CartJson {
  return buildCart({ id: '', created: 0, isPurchased: false }, []);
}

function findCartByToken(db: DemoDatabase, token: string): CartRow | undefined {
  return db.prepare('SELECT * FROM carts WHERE token = ?').get(token) as CartRow | undefined;
}

/**
 * The cart an add goes to: the one the CART cookie names, else the open cart the visitor's own
 * earlier add made. A new visitor's first adds often leave together (two presses, two tabs, a
 * merchant's script), all before the first answer brings the cookie: they must share one cart, or
 * the browser keeps whichever cookie came last and loses what the others added.
 */
function findCartForAdd(db: DemoDatabase, token: string | undefined, visitor: string): CartRow | undefined {
  const named = token === undefined ? undefined : findCartByToken(db, token);
  return named ?? (db.prepare('SELECT * FROM carts WHERE visitor = ? AND is_purchased = 0').get(visitor) as CartRow | undefined);
}

/** Makes the visitor's cart. The unique index on open carts per visitor refuses a second one. */
function createVisitorCart(db: DemoDatabase, visitor: string): CartRow {
  const cart: CartRow = { id: newId(), token: newSecret(), created: Date.now(), is_purchased: 0, visitor };
  db.prepare('INSERT INTO carts (id, token, created, is_purchased, visitor) VALUES (@id, @token, @created, @is_purchased, @visitor)').run(
    cart,
  );
  return cart;
}

function readEntries(db: DemoDatabase, cartId: string): EntryRow[] {
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
 * (`visitor` is who asks, `visitorOf`: adds arriving together share that one cart). An entry with
 * the same SKU and the same additional fields grows instead of a second entry appearing. Stock is
 * checked against everything of that SKU already in the cart, but not reserved: two carts may each
 * hold the last one, and checkout (not in the demo) decides. One transaction: all or nothing.
 */
export function addEntry(db: DemoDatabase, token: string | undefined, input: AddEntryInput, visitor: string): AddEntryResult {
  return db
    .transaction((): AddEntryResult => {
      const product = findProduct(db, input.itemId);
      if (product === undefined) throw new NotFoundError(`Unknown item "${input.itemId}"`);
      const variant = product.variants.find((candidate) => candidate.sku === input.sku);
      if (variant === undefined) throw new NotFoundError(`Unknown SKU "${input.sku}" for item "${input.itemId}"`);

      const additionalFields = storedAdditionalFields(product, input.additionalFields);
      const found = findCartForAdd(db, token, visitor);
      const entries = found === undefined ? [] : readEntries(db, found.id);

      const cartCurrency = entries[0]?.currency;
      if (cartCurrency !== undefined && cartCurrency !== product.currency) {
        throw new ConflictError(
          `This cart is priced in ${cartCurrency}, and "${product.name}" is priced in ${product.currency}. A cart holds one currency.`,
        );
      }

      if (!hasUnlimitedStock(product, variant)) {
        const alreadyInCart = entries.filter((entry) => entry.sku === variant.sku).reduce((sum, entry) => sum + entry.quantity, 0);
        if (alreadyInCart + input.quantity > variant.qtyInStock) throw new ConflictError(STRINGS.addToCart.notEnoughStock);
      }

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
      return { shoppingCart, newlyAdded, token: cart.token, setCookie: cart.token !== token };
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
      const cart = token === undefined ? undefined : findCartByToken(db, token);
      const entry = cart === undefined ? undefined : readEntries(db, cart.id).find((candidate) => candidate.id === input.entryId);
      if (cart === undefined || entry === undefined) throw new NotFoundError(`Unknown cart entry "${input.entryId}"`);
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
