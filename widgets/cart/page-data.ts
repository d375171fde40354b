import type { CartEntry, ShoppingCart } from '../../src/cart';
import type { FormDefinition } from '../../src/forms';
import { WidgetAttributeError } from '../ui';
import type { CartNotice, CartProductInfo, RemovedEntry } from './view';

/** Marks the JSON the page writes inside the cart root: `<script type="application/json" data-cart-page>`. */
export const CART_PAGE_DATA_ATTRIBUTE = 'data-cart-page';

/** A product in the cart as the page describes it, with its additional-fields form (null: none). */
export interface CartPageProduct extends CartProductInfo {
  readonly form: FormDefinition | null;
}

/** What the page tells the cart widget beside the cart, as it rendered it. */
export interface CartPageData {
  /** The cart the page was rendered from, shown until the store knows the cart. */
  readonly cart: ShoppingCart;
  /** The currency of the cart's amounts. */
  readonly currency: string;
  /** Where "Continue shopping" leads. */
  readonly shopUrl: string;
  readonly products: Readonly<Record<string, CartPageProduct>>;
  /** The entry the page shows as just removed, with its undo. */
  readonly removed?: RemovedEntry;
  /** Alerts the page shows, by entry id (a form sent without script was refused). */
  readonly notices?: Readonly<Record<string, CartNotice>>;
  /** Each entry's additional-fields answers as the page listed them, by entry id, until their widget arrives. */
  readonly fields?: Readonly<Record<string, readonly { readonly title: string; readonly value: string }[]>>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isEntry(value: unknown): value is CartEntry {
  return isObject(value) && typeof value['id'] === 'string' && typeof value['itemId'] === 'string' && typeof value['quantity'] === 'number';
}

/**
 * Reads the page's JSON from the cart root.
 * @throws {WidgetAttributeError} naming the JSON block when it is missing or not what the widget needs.
 */
export function readCartPageData(element: HTMLElement): CartPageData {
  const block = element.querySelector(`script[type="application/json"][${CART_PAGE_DATA_ATTRIBUTE}]`);
  const fail = (problem: string) => new WidgetAttributeError(CART_PAGE_DATA_ATTRIBUTE, problem);
  if (block === null) throw fail('is required: a <script type="application/json" data-cart-page> child with the cart the page shows');
  let data: unknown;
  try {
    data = JSON.parse(block.textContent ?? '');
  } catch (error) {
    throw fail(`is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!isObject(data)) throw fail('must hold a JSON object');
  const { cart, currency, shopUrl, products, removed, notices, fields } = data;
  if (!isObject(cart) || !Array.isArray(cart['entries']) || !cart['entries'].every(isEntry))
    throw fail('must hold the cart, with its entries');
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw fail('must name the cart’s currency (an ISO 4217 code)');
  if (typeof shopUrl !== 'string') throw fail('must name the shop’s address (shopUrl)');
  if (!isObject(products)) throw fail('must describe the cart’s products (products)');
  if (removed !== undefined && !(isObject(removed) && isEntry(removed['entry']) && typeof removed['index'] === 'number'))
    throw fail('removed must be an entry and its index');
  if (notices !== undefined && !isObject(notices)) throw fail('notices must be an object of alerts by entry id');
  if (fields !== undefined && !isObject(fields)) throw fail('fields must be an object of answers by entry id');
  return data as unknown as CartPageData;
}
