import { getVariantDescriptor } from '../../../commerce';
import type { ProductVariant } from '../../../commerce';
import type { Formatter, FormatterTable, PluginContext } from '../types';
import { addToCartButtonMarkup } from './add-to-cart-button';
import { CART_PATH, CART_SUBTOTAL_TEXT, cartQuantityMarkup } from './cart';
import { createCldrLocaleFormats, loadInstalledPack } from './cldr-locale-format';
import { fromPriceCents, normalPriceCents, salePriceCents } from './legacy-prices';
import type { LocaleFormat, LocaleFormats } from './locale-format';
import { bookkeeperMoneyText, percentageText } from './number-formats';
import { productPriceMarkup, subscriptionPriceMarkup } from './price-markup';
import { productStatusMarkup } from './product-status';
import { quantityInputMarkup } from './quantity-input';
import { quickViewMarkup } from './quick-view';
import { ENGINE_RULES } from './render';
import type { CommerceRender } from './render';
import { restockNotificationMarkup } from './restock-notification';
import { scarcityMarkup } from './scarcity';
import { summaryFormFieldMarkup } from './summary-form-field';
import { isRecord } from './template-values';
import { variantsSelectMarkup } from './variants-select';

export interface CommerceFormatterOptions {
  /**
   * Where the render locale's formatting comes from.
   * @default CLDR packs of the installed @phensley/cldr, read from disk (Node only)
   */
  readonly localeFormats?: LocaleFormats;
}

/** A formatter's text for the node it formats. */
type Markup = (node: unknown, args: readonly string[], render: CommerceRender) => string;

/**
 * The commerce formatters and their table. Each sets the value of the tag's first variable to
 * its text.
 */
export function createCommerceFormatters(options: CommerceFormatterOptions = {}): FormatterTable {
  const localeFormats = options.localeFormats ?? createCldrLocaleFormats(loadInstalledPack);
  // Looked up on first use, so formatters without locale text never load locale data.
  const renderOf = (ctx: PluginContext): CommerceRender => {
    let locale: LocaleFormat | undefined;
    let looked = false;
    return {
      ctx,
      get locale() {
        if (!looked) {
          looked = true;
          locale = ctx.locale === undefined ? undefined : localeFormats(ctx.locale);
        }
        return locale;
      },
    };
  };
  const formatter =
    (markup: Markup): Formatter =>
    (args, vars, ctx) => {
      const first = vars[0];
      if (first) first.set(markup(first.value, args, renderOf(ctx)));
    };
  const productCheckout: Markup = (item, _args, render) =>
    variantsSelectMarkup(item, render) + quantityInputMarkup(item, render) + addToCartButtonMarkup(item, render);

  return {
    'add-to-cart-btn': formatter((item, _args, render) => addToCartButtonMarkup(item, render)),
    'bookkeeper-money-format': formatter((value, _args, render) => bookkeeperMoneyText(value, render)),
    'cart-quantity': formatter((cart) => cartQuantityMarkup(cart)),
    'cart-subtotal': formatter(() => CART_SUBTOTAL_TEXT),
    'cart-url': formatter(() => CART_PATH),
    'from-price': formatter((item) => fromPriceCents(item)),
    'normal-price': formatter((item) => normalPriceCents(item)),
    'percentage-format': formatter((value, args, render) => percentageText(value, args, render)),
    'product-checkout': formatter(productCheckout),
    'product-price': formatter((item, args, render) => productPriceMarkup(item, args, render)),
    'product-quick-view': formatter((item, args, render) => quickViewMarkup(item, args, render)),
    'product-restock-notification': formatter((item, _args, render) => restockNotificationMarkup(item, render)),
    'product-scarcity': formatter((item, _args, render) => scarcityMarkup(item, render)),
    'product-status': formatter((item, _args, render) => productStatusMarkup(item, render)),
    'quantity-input': formatter((item, _args, render) => quantityInputMarkup(item, render)),
    'sale-price': formatter((item) => salePriceCents(item)),
    'subscription-price': formatter((item, args, render) => subscriptionPriceMarkup(item, args, render)),
    'summary-form-field': formatter((field, _args, render) => summaryFormFieldMarkup(field, render)),
    'variant-descriptor': formatter((variant) => (isRecord(variant) ? getVariantDescriptor(variant as ProductVariant, ENGINE_RULES) : '')),
    'variants-select': formatter((item, _args, render) => variantsSelectMarkup(item, render)),
  };
}

/** The 20 commerce formatters, formatting for the render's locale with the installed CLDR data. */
export const COMMERCE_FORMATTERS: FormatterTable = createCommerceFormatters();
