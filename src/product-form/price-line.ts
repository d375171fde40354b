import {
  formatMoney,
  getPriceDisplay,
  priceUnavailableText,
  subscriptionPriceText,
  type Money,
  type PriceDisplay,
  type ProductItem,
  type SubscriptionPlan,
} from '../commerce';
import { fromPriceMessage, type LocalizedStrings } from '../i18n';

/**
 * A product's price as the shopper reads it (JSON-T §8 *Price markup*): one line of text, or a
 * sale price followed by the original price, each already worded ("from $48.00",
 * "$18.00 every month"). Markup is the caller's: the engine, the demo pages and the variant picker
 * each write it from this.
 */
export type PriceLine =
  | { readonly kind: 'none' }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'sale'; readonly salePrice: string; readonly originalPrice: string };

export interface PriceLineOptions {
  /** @default 'en-US' */
  readonly locale?: string;
  readonly localizedStrings?: LocalizedStrings;
}

function amount(money: Money, plan: SubscriptionPlan | undefined, multiplePrices: boolean, options: PriceLineOptions): string {
  const text = formatMoney(money, options.locale);
  if (plan === undefined) return multiplePrices ? fromPriceMessage(text) : text;
  return subscriptionPriceText(plan, text, {
    multiplePrices,
    ...(options.localizedStrings === undefined ? {} : { localizedStrings: options.localizedStrings }),
  });
}

/** The price line of a price display (`getPriceDisplay`). */
export function priceLineOf(display: PriceDisplay, options: PriceLineOptions = {}): PriceLine {
  switch (display.kind) {
    case 'none':
      return { kind: 'none' };
    case 'unavailable':
      return { kind: 'text', text: priceUnavailableText(options.localizedStrings) };
    case 'from':
      return { kind: 'text', text: amount(display.price, display.plan, true, options) };
    case 'sale':
      return {
        kind: 'sale',
        salePrice: amount(display.price, display.plan, false, options),
        originalPrice: amount(display.originalPrice, display.plan, false, options),
      };
    case 'single':
      return { kind: 'text', text: amount(display.price, display.plan, false, options) };
  }
}

/** The price line of a product (or of one variant: see `itemWithVariant`). */
export function getPriceLine(item: ProductItem, options: PriceLineOptions = {}): PriceLine {
  return priceLineOf(getPriceDisplay(item), options);
}
