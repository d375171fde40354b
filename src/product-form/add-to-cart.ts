import type { AddEntryResult, CartStore } from '../cart';
import {
  findVariant,
  tracksStock,
  validateAddToCart,
  variantsOf,
  type AddToCartProblem,
  type ProductVariant,
  type StockAnswer,
  type VariantSelection,
} from '../commerce';
import { STRINGS } from '../i18n';
import { shopperMessageOf, type PlatformClient } from '../platform';
import type { ProductForm, ProductFormState } from './form';

/** Spec 000 §7: `GET commerce/inventory/stock/` under the API root, query `itemId`. */
export const STOCK_PATH = 'api/commerce/inventory/stock/';

/** One result of the stock call; the platform may name the variant's SKU. */
export interface StockResult extends StockAnswer {
  readonly sku?: string;
}

/** What a button fixes in its markup instead of reading the product block. */
export interface PurchaseOptions {
  /** The variant to add, for a button written for one SKU. */
  readonly sku?: string;
  /** The quantity to add, for a button without a quantity input. */
  readonly quantity?: number;
}

export interface AddChoiceOptions extends PurchaseOptions {
  readonly client: PlatformClient;
  readonly cart: CartStore;
  /** The additional-fields answers as a JSON string, when the product asks for them. */
  readonly additionalFields?: string;
}

export type ChoiceCheck = { readonly ok: true } | { readonly ok: false; readonly problem: AddToCartProblem; readonly message: string };

export type AddChoiceOutcome =
  /** `sku` and `quantity`: what this add asked for (the entry may have held some already). */
  | { readonly ok: true; readonly result: AddEntryResult; readonly sku: string; readonly quantity: number }
  /** `platform`: a call failed; `message` is the spec 000 §8 wording for it. */
  | { readonly ok: false; readonly problem: AddToCartProblem | 'platform'; readonly message: string };

type ChoiceState = Pick<ProductFormState, 'itemId' | 'item' | 'selection' | 'quantity'>;

const unavailable = { ok: false, problem: 'variant-unavailable', message: STRINGS.addToCart.variantUnavailable } as const;

/**
 * The selection to check: the shopper's, or for a button fixed to one SKU, that variant's own
 * values. `undefined` when the fixed SKU is not among the variants the page describes.
 */
function selectionFor(state: ChoiceState, sku: string | undefined): VariantSelection | undefined {
  if (sku === undefined) return state.selection;
  const variants = variantsOf(state.item);
  if (variants.length === 0) return {};
  const variant = variants.find((candidate) => candidate.sku === sku);
  if (variant === undefined) return undefined;
  return Object.fromEntries(Object.entries(variant.attributes ?? {}).map(([name, value]) => [name, String(value)]));
}

const quantityFor = (state: ChoiceState, options: PurchaseOptions): number | string => options.quantity ?? state.quantity;

// The one check that needs the platform's stock answer is left for `addChoiceToCart`.
const STOCK_NOT_CHECKED: StockAnswer = { unlimited: true };

/**
 * The add-to-cart checks that need no request (spec 000 §5), in the order the shopper meets the
 * form: every option chosen (or the gift card's denomination), a variant for that choice, a whole
 * quantity. Stock is checked by `addChoiceToCart`, against a fresh answer from the platform.
 */
export function checkChoice(state: ChoiceState, options: PurchaseOptions = {}): ChoiceCheck {
  const selection = selectionFor(state, options.sku);
  if (selection === undefined) return unavailable;
  const check = validateAddToCart({ item: state.item, selection, quantity: quantityFor(state, options), stock: STOCK_NOT_CHECKED });
  return check.ok ? { ok: true } : { ok: false, problem: check.problem, message: check.message };
}

function readResults(answer: unknown): readonly StockResult[] {
  const results: unknown = (answer as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return [];
  return results.filter((result): result is StockResult => typeof result === 'object' && result !== null);
}

/** The stock result of `variant`: by SKU when the platform names it, else by the variant's place in the list. */
function resultFor(
  results: readonly StockResult[],
  variants: readonly ProductVariant[],
  variant: ProductVariant | undefined,
  sku: string | undefined,
): StockResult | undefined {
  if (sku !== undefined) {
    const bySku = results.find((result) => result.sku === sku);
    if (bySku !== undefined) return bySku;
  }
  if (results.length === 1) return results[0];
  if (variant !== undefined && results.length === variants.length) return results[variants.indexOf(variant)];
  return undefined;
}

/**
 * The variants with the stock the platform just reported, so the product's state (sold out or
 * not) is as fresh as the answer: by SKU, else by place in the list. A page that did not describe
 * the variants learns them from the answer.
 */
function withFreshStock(variants: readonly ProductVariant[], results: readonly StockResult[]): ProductVariant[] {
  if (variants.length === 0) return results.map(({ sku, unlimited, qtyInStock }) => ({ sku, unlimited, qtyInStock }) as ProductVariant);
  return variants.map((variant, index) => {
    const result =
      results.find((candidate) => candidate.sku !== undefined && candidate.sku === variant.sku) ??
      (results.length === variants.length ? results[index] : undefined);
    return result === undefined ? variant : ({ ...variant, unlimited: result.unlimited, qtyInStock: result.qtyInStock } as ProductVariant);
  });
}

function unitsInCart(cart: CartStore, itemId: string, sku: string): number {
  const entries = cart.getState().cart?.entries ?? [];
  return entries
    .filter((entry) => entry.itemId === itemId && entry.chosenVariant.sku === sku)
    .reduce((sum, entry) => sum + entry.quantity, 0);
}

/** The choice checked against a fresh stock answer: the variant to buy and how many. */
export type ReadyChoice = { readonly ok: true; readonly sku: string; readonly quantity: number } | Extract<AddChoiceOutcome, { ok: false }>;

/**
 * Every check before a purchase: those of `checkChoice`, then `GET stock` and the stock check
 * against it (counting what the cart already holds of that variant). The stock answer is kept in
 * the form, so a variant found sold out shows as sold out from then on.
 */
export async function readyChoice(form: ProductForm, options: AddChoiceOptions): Promise<ReadyChoice> {
  const state = form.getState();
  const first = checkChoice(state, options);
  if (!first.ok) return first;
  const selection = selectionFor(state, options.sku) ?? {};
  const quantity = quantityFor(state, options);
  const variants = variantsOf(state.item);
  // A fixed SKU's selection is that variant's own values, so it resolves to that variant too.
  const chosen = findVariant(state.item, selection);
  let sku = chosen?.sku ?? options.sku;

  let stock: StockAnswer = STOCK_NOT_CHECKED;
  if (tracksStock(state.item) || sku === undefined) {
    const results = readResults(await options.client.get<unknown>(STOCK_PATH, { searchParams: { itemId: state.itemId } }));
    if (results.length > 0) form.getState().describe({ variants: withFreshStock(variants, results) });
    const result = resultFor(results, variants, chosen, sku);
    sku ??= result?.sku;
    // No result for this variant: the platform will check stock itself when it adds.
    if (result !== undefined && tracksStock(state.item)) stock = result;
  }
  if (sku === undefined) return unavailable;

  const check = validateAddToCart({
    item: state.item,
    selection,
    quantity,
    stock,
    quantityInCart: unitsInCart(options.cart, state.itemId, sku),
  });
  return check.ok ? { ok: true, sku, quantity: check.quantity } : { ok: false, problem: check.problem, message: check.message };
}

/**
 * Adds the shopper's choice to the cart through the cart store, once `readyChoice`'s checks pass.
 * Never rejects: every failure is an outcome with the shopper's message.
 */
export async function addChoiceToCart(form: ProductForm, options: AddChoiceOptions): Promise<AddChoiceOutcome> {
  try {
    const ready = await readyChoice(form, options);
    if (!ready.ok) return ready;
    const { sku, quantity } = ready;
    const result = await options.cart.getState().addEntry({
      itemId: form.getState().itemId,
      sku,
      quantity,
      ...(options.additionalFields === undefined ? {} : { additionalFields: options.additionalFields }),
    });
    return { ok: true, result, sku, quantity };
  } catch (error) {
    return { ok: false, problem: 'platform', message: shopperMessageOf(error) };
  }
}
