/**
 * What the cart page shows, worked out from the cart: one pure function that the platform's page
 * (through the engine's template, demo/site/pages/cart.page) and the widget both render, so the
 * page the server wrote and the widget that takes it over show the same words and numbers.
 */
import type { CartEntry, ShoppingCart } from '../../src/cart';
import { QUANTITY_MAX, QUANTITY_MIN, formatMoney, moneyFromMinorUnits, type CurrencyCode } from '../../src/commerce';
import { cartEntryLabels, cartEntryRemovedMessage, cartItemCountLabel } from '../../src/i18n';
import { SITE_PATH } from '../../src/site';

/** What the cart page's plain forms do to one entry without script: set its quantity, remove it, put it back. */
export type CartEntryAction = 'quantity' | 'remove' | 'restore';

/**
 * Where the cart page's plain form for an entry posts: `/cart/entries/{entryId}/quantity`, `…/remove`,
 * `…/restore`. The platform answers with a redirect back to the cart page (our paths: the spec has
 * no page without script).
 */
export function cartEntryActionPath(entryId: string, action: CartEntryAction): string {
  return `${SITE_PATH.cart}/entries/${encodeURIComponent(entryId)}/${action}`;
}

/** What the page knows of a product in the cart that the cart itself does not carry. */
export interface CartProductInfo {
  /** Its product page. */
  readonly url: string;
  /** Its option names in the order its pickers show them, for the variant's description. */
  readonly options: readonly string[];
}

/** An alert on the cart page: titled ("Unable to update quantity"), with what went wrong. */
export interface CartNotice {
  readonly title: string;
  readonly message: string;
}

/** An entry just removed, which can still be put back, and how many of the cart's entries stand before its place. */
export interface RemovedEntry {
  readonly entry: CartEntry;
  readonly index: number;
}

export interface CartViewOptions {
  /** The currency the cart's amounts are in. */
  readonly currency: string;
  readonly locale: string;
  /** By item id; an item the page does not know (added in another tab since) shows without a link. */
  readonly products: Readonly<Record<string, CartProductInfo>>;
  /** The entry just removed, shown in its place with an undo; none by default. */
  readonly removed?: RemovedEntry | undefined;
  /** Alerts by entry id (a removed entry's under its id too). */
  readonly notices?: Readonly<Record<string, CartNotice>>;
}

/** The stepper around an entry's quantity: the numbers its buttons ask for and whether each can. */
export interface Stepper {
  readonly decreaseTo: number;
  readonly increaseTo: number;
  readonly canDecrease: boolean;
  readonly canIncrease: boolean;
}

export interface CartEntryView {
  readonly id: string;
  readonly itemId: string;
  readonly title: string;
  /** Its product page; null for an item the page does not know. */
  readonly url: string | null;
  /** "M / Indigo"; empty for a product without options. */
  readonly descriptor: string;
  readonly quantity: number;
  readonly stepper: Stepper;
  readonly lineTotal: string;
  readonly labels: ReturnType<typeof cartEntryLabels>;
  /** Where its forms post without script. */
  readonly actions: { readonly quantity: string; readonly remove: string };
  /** Ids tying the quantity's label and the stepper's buttons to their controls and forms. */
  readonly ids: { readonly input: string; readonly decrease: string; readonly increase: string };
  readonly notice: CartNotice | null;
}

export interface RemovedEntryView {
  readonly id: string;
  readonly message: string;
  /** Where its undo posts without script. */
  readonly action: string;
  readonly notice: CartNotice | null;
}

/** One place in the list: an entry, or the entry just removed. */
export type CartRowView = { readonly entry: CartEntryView } | { readonly removed: RemovedEntryView };

export interface CartView {
  /** The cart holds nothing (the cart root's `empty` class, spec 001 §4). */
  readonly empty: boolean;
  /** An alert for an entry the list no longer shows (gone meanwhile, or never this cart's), above the list. */
  readonly notice: CartNotice | null;
  /** "3 items" (spec 001 §9: one and other forms). */
  readonly countLabel: string;
  readonly subtotal: string;
  readonly rows: readonly CartRowView[];
}

/** The stepper for an entry showing `quantity`: one less and one more, within 1–9999. */
export function stepperOf(quantity: number): Stepper {
  return {
    decreaseTo: Math.max(quantity - 1, QUANTITY_MIN),
    increaseTo: Math.min(quantity + 1, QUANTITY_MAX),
    canDecrease: quantity > QUANTITY_MIN,
    canIncrease: quantity < QUANTITY_MAX,
  };
}

/** The ids of an entry's quantity field and of the forms its stepper's buttons belong to. */
export function entryControlIds(entryId: string): CartEntryView['ids'] {
  return { input: `sf-cart-quantity-${entryId}`, decrease: `sf-cart-decrease-${entryId}`, increase: `sf-cart-increase-${entryId}` };
}

/** The variant as the shopper chose it, its values in the product's option order: "M / Indigo". */
function descriptorOf(entry: CartEntry, product: CartProductInfo | undefined): string {
  const { attributes } = entry.chosenVariant;
  const names = product?.options.filter((name) => Object.hasOwn(attributes, name)) ?? Object.keys(attributes);
  return names.map((name) => attributes[name]).join(' / ');
}

function entryView(entry: CartEntry, options: CartViewOptions, money: (cents: number) => string): CartEntryView {
  const product = options.products[entry.itemId];
  return {
    id: entry.id,
    itemId: entry.itemId,
    title: entry.title,
    url: product?.url ?? null,
    descriptor: descriptorOf(entry, product),
    quantity: entry.quantity,
    stepper: stepperOf(entry.quantity),
    lineTotal: money(entry.subTotal),
    labels: cartEntryLabels(entry.title),
    actions: { quantity: cartEntryActionPath(entry.id, 'quantity'), remove: cartEntryActionPath(entry.id, 'remove') },
    ids: entryControlIds(entry.id),
    notice: options.notices?.[entry.id] ?? null,
  };
}

function removedView({ entry }: RemovedEntry, options: CartViewOptions): RemovedEntryView {
  return {
    id: entry.id,
    message: cartEntryRemovedMessage(entry.title),
    action: cartEntryActionPath(entry.id, 'restore'),
    notice: options.notices?.[entry.id] ?? null,
  };
}

/** The cart page's view of `cart`: its count, subtotal and rows, the entry just removed in its place. */
export function cartView(cart: ShoppingCart, options: CartViewOptions): CartView {
  const money = (cents: number) => formatMoney(moneyFromMinorUnits(cents, options.currency as CurrencyCode), options.locale);
  const { removed } = options;
  // An entry added back meanwhile (another tab) is no longer removed.
  const stillRemoved = removed !== undefined && !cart.entries.some((entry) => entry.id === removed.entry.id) ? removed : undefined;
  const rows: CartRowView[] = cart.entries.map((entry) => ({ entry: entryView(entry, options, money) }));
  if (stillRemoved !== undefined) {
    rows.splice(Math.min(Math.max(stillRemoved.index, 0), rows.length), 0, { removed: removedView(stillRemoved, options) });
  }
  const shown = new Set(rows.map((row) => ('entry' in row ? row.entry.id : row.removed.id)));
  const orphan = Object.entries(options.notices ?? {}).find(([id]) => !shown.has(id));
  return {
    empty: cart.totalQuantity === 0,
    notice: orphan?.[1] ?? null,
    countLabel: cartItemCountLabel(cart.totalQuantity),
    subtotal: money(cart.subtotalCents),
    rows,
  };
}
