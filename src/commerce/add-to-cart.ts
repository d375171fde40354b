import { STRINGS, selectOptionsMessage } from '../i18n';
import { PRODUCT_TYPE, getProductType, isFlagSet, readNumber, variantsOf } from './product-data';
import type { ProductItem, ProductVariant } from './product-data';
import { checkQuantity } from './quantity';
import { findVariant, getMissingOptions } from './variants';
import type { VariantSelection } from './variants';

/** One result of the platform's stock call for a variant. */
export interface StockAnswer {
  readonly unlimited?: boolean;
  readonly qtyInStock?: number;
}

export interface AddToCartRequest {
  readonly item: ProductItem;
  /** Chosen option values. @default {} */
  readonly selection?: VariantSelection;
  /** As the shopper typed it: a number, or the text of the quantity input. */
  readonly quantity: number | string;
  /**
   * A fresh stock answer for the resolved variant. Without one, the variant's own `unlimited` and
   * `qtyInStock` from the product data are used.
   */
  readonly stock?: StockAnswer;
  /** Units of the same variant already in the cart. @default 0 */
  readonly quantityInCart?: number;
}

export type AddToCartProblem =
  | 'options-missing'
  | 'gift-card-denomination'
  | 'variant-unavailable'
  | 'quantity-not-whole'
  | 'quantity-out-of-range'
  | 'not-enough-stock';

export type AddToCartCheck =
  | {
      readonly ok: true;
      /** The variant to add; undefined only for a product without variants (a digital product). */
      readonly variant: ProductVariant | undefined;
      readonly quantity: number;
    }
  | { readonly ok: false; readonly problem: AddToCartProblem; readonly message: string };

function refuse(problem: AddToCartProblem, message: string): AddToCartCheck {
  return { ok: false, problem, message };
}

/** Digital products and gift cards never run out (spec 001 §4); everything else is checked against stock. */
export function tracksStock(item: ProductItem): boolean {
  const type = getProductType(item);
  return type !== PRODUCT_TYPE.DIGITAL && type !== PRODUCT_TYPE.GIFT_CARD;
}

/**
 * Checks an add-to-cart request the way the shopper meets the form, top to bottom, and returns
 * the first problem with its exact message, or the variant and quantity to add:
 * 1. every option chosen ("Please select the Size option."); a gift card without its amount gets
 *    "Select a denomination for the Gift Card." instead;
 * 2. the chosen combination exists ("Sorry, that item variant is unavailable. …");
 * 3. the quantity is a whole number ("Quantity must be a whole number") from 1 to 9999;
 * 4. enough stock for this quantity plus what the cart already holds ("Sorry, we do not have
 *    enough of that item available.").
 * @throws {RangeError} when `quantityInCart` is not a whole number ≥ 0.
 */
export function validateAddToCart(request: AddToCartRequest): AddToCartCheck {
  const { item, selection = {}, quantityInCart = 0 } = request;
  if (!Number.isSafeInteger(quantityInCart) || quantityInCart < 0) {
    throw new RangeError(`validateAddToCart: quantityInCart must be a whole number ≥ 0, got ${String(quantityInCart)}`);
  }
  const giftCard = getProductType(item) === PRODUCT_TYPE.GIFT_CARD;

  const missing = getMissingOptions(item, selection);
  if (missing.length > 0) {
    return giftCard
      ? refuse('gift-card-denomination', STRINGS.addToCart.giftCardDenomination)
      : refuse('options-missing', selectOptionsMessage(missing));
  }

  const hasVariantData = variantsOf(item).length > 0;
  const variant = findVariant(item, selection);
  if (hasVariantData && !variant) return refuse('variant-unavailable', STRINGS.addToCart.variantUnavailable);

  const checked = checkQuantity(request.quantity);
  if (!checked.ok) return refuse(checked.problem, checked.message);
  const { quantity } = checked;

  if (tracksStock(item)) {
    const stock: StockAnswer | ProductVariant = request.stock ?? variant ?? {};
    const available = readNumber(stock.qtyInStock);
    const enough = isFlagSet(stock.unlimited) || available >= quantity + quantityInCart;
    if (!enough) return refuse('not-enough-stock', STRINGS.addToCart.notEnoughStock);
  }

  return { ok: true, variant, quantity };
}
