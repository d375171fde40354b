import { TEMPLATE_ENGINE_RULES, getVariantDescriptor } from '../../../commerce';
import type { ProductVariant } from '../../../commerce';
import { isObject } from '../../values';
import type { Formatter, FormatterTable, PluginContext } from '../types';
import { addToCartButtonMarkup } from './add-to-cart-button';
import { CART_PATH, CART_SUBTOTAL_TEXT, cartQuantityMarkup } from './cart';
import { fromPriceCents, normalPriceCents, salePriceCents } from './legacy-prices';
import { bookkeeperMoneyText, percentageText } from './number-formats';
import { productPriceMarkup, subscriptionPriceMarkup } from './price-markup';
import { productStatusMarkup } from './product-status';
import { quantityInputMarkup } from './quantity-input';
import { quickViewMarkup } from './quick-view';
import { restockNotificationMarkup } from './restock-notification';
import { scarcityMarkup } from './scarcity';
import { summaryFormFieldMarkup } from './summary-form-field';
import { variantsSelectMarkup } from './variants-select';

/** A formatter's text for the node it formats. */
type Markup = (node: unknown, args: readonly string[], ctx: PluginContext) => string;

/** A formatter that sets the tag's first variable to its text. */
const formatter =
  (markup: Markup): Formatter =>
  (args, vars, ctx) => {
    const first = vars[0];
    if (first) first.set(markup(first.value, args, ctx));
  };

const productCheckout: Markup = (item, _args, ctx) =>
  variantsSelectMarkup(item, ctx) + quantityInputMarkup(item, ctx) + addToCartButtonMarkup(item, ctx);

/** The 20 commerce formatters. Each sets the value of the tag's first variable to its text. */
export const COMMERCE_FORMATTERS: FormatterTable = {
  'add-to-cart-btn': formatter((item, _args, ctx) => addToCartButtonMarkup(item, ctx)),
  'bookkeeper-money-format': formatter((value, _args, ctx) => bookkeeperMoneyText(value, ctx)),
  'cart-quantity': formatter((cart) => cartQuantityMarkup(cart)),
  'cart-subtotal': formatter(() => CART_SUBTOTAL_TEXT),
  'cart-url': formatter(() => CART_PATH),
  'from-price': formatter((item) => fromPriceCents(item)),
  'normal-price': formatter((item) => normalPriceCents(item)),
  'percentage-format': formatter((value, args, ctx) => percentageText(value, args, ctx)),
  'product-checkout': formatter(productCheckout),
  'product-price': formatter((item, args, ctx) => productPriceMarkup(item, args, ctx)),
  'product-quick-view': formatter((item, args, ctx) => quickViewMarkup(item, args, ctx)),
  'product-restock-notification': formatter((item, _args, ctx) => restockNotificationMarkup(item, ctx)),
  'product-scarcity': formatter((item, _args, ctx) => scarcityMarkup(item, ctx)),
  'product-status': formatter((item, _args, ctx) => productStatusMarkup(item, ctx)),
  'quantity-input': formatter((item, _args, ctx) => quantityInputMarkup(item, ctx)),
  'sale-price': formatter((item) => salePriceCents(item)),
  'subscription-price': formatter((item, args, ctx) => subscriptionPriceMarkup(item, args, ctx)),
  'summary-form-field': formatter((field, _args, ctx) => summaryFormFieldMarkup(field, ctx)),
  'variant-descriptor': formatter((variant) =>
    isObject(variant) ? getVariantDescriptor(variant as ProductVariant, TEMPLATE_ENGINE_RULES) : '',
  ),
  'variants-select': formatter((item, _args, ctx) => variantsSelectMarkup(item, ctx)),
};
