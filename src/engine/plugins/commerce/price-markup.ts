import {
  TEMPLATE_ENGINE_RULES,
  getPriceDisplay,
  getSubscriptionOptionPriceDisplay,
  getSubscriptionPriceMessage,
  priceUnavailableText,
} from '../../../commerce';
import type { Money, PriceDisplay, ProductItem, SubscriptionPlan } from '../../../commerce';
import { STRINGS, localizedText } from '../../../i18n';
import type { LocalizedStrings } from '../../../i18n';
import { escapeAttribute } from '../html';
import type { PluginContext } from '../types';
import { hasMoneyText, moneyText } from './money-text';
import { formatMessage, localizedStringsFor } from './render';

/** A price on its own, as a message so it follows the same locale rules as the worded prices. */
const PRICE_PATTERN = '{price}';

interface PriceWords {
  readonly args: readonly string[];
  readonly ctx: PluginContext;
  readonly localizedStrings: LocalizedStrings | undefined;
}

function planText(plan: SubscriptionPlan, price: string, multiplePrices: boolean, words: PriceWords): string {
  const message = getSubscriptionPriceMessage(plan, multiplePrices, words.localizedStrings);
  return formatMessage(words.ctx, message.pattern, {
    price,
    billingPeriodValue: message.billingPeriodValue,
    duration: message.duration,
  });
}

/** One amount's text: the money alone, or its subscription sentence. */
function amountText(amount: Money, plan: SubscriptionPlan | undefined, words: PriceWords): string {
  const money = moneyText(amount, words.args, words.ctx);
  return plan ? planText(plan, money, false, words) : formatMessage(words.ctx, PRICE_PATTERN, { price: money });
}

function fromText(amount: Money, plan: SubscriptionPlan | undefined, words: PriceWords): string {
  const money = moneyText(amount, words.args, words.ctx);
  if (plan) return planText(plan, money, true, words);
  const pattern = localizedText(words.localizedStrings, 'productPriceFromText', STRINGS.product.fromPricePattern);
  // A translated from-text may name the amount either way.
  return formatMessage(words.ctx, pattern, { fromPrice: money, price: money });
}

function visuallyHidden(text: string): string {
  return `<span class="visually-hidden v6-visually-hidden">${escapeAttribute(text)}</span>`;
}

/**
 * The inside of the price block, with the line breaks the platform's markup has around it. In
 * the CLDR money mode without locale data there is no money text, and so no price at all.
 */
function priceBody(display: PriceDisplay, words: PriceWords): string {
  const plan = 'plan' in display ? display.plan : undefined;
  if ('price' in display && !hasMoneyText(words.ctx)) return '\n\n';
  switch (display.kind) {
    case 'none':
      return '\n\n';
    case 'unavailable':
      return `\n${formatMessage(words.ctx, priceUnavailableText(words.localizedStrings), {})}\n\n`;
    case 'from':
      return `\n${fromText(display.price, plan, words)}\n\n`;
    case 'sale': {
      const saleLabel = localizedText(words.localizedStrings, 'salePriceText', STRINGS.product.salePriceLabel);
      const originalLabel = localizedText(words.localizedStrings, 'originalPriceText', STRINGS.product.originalPriceLabel);
      return (
        `\n${visuallyHidden(saleLabel)}${amountText(display.price, plan, words)} ` +
        `${visuallyHidden(originalLabel)}<span class="original-price">${amountText(display.originalPrice, plan, words)}</span>\n\n`
      );
    }
    case 'single':
      return `\n${amountText(display.price, plan, words)}\n`;
  }
}

function priceBlock(className: string, display: PriceDisplay, args: readonly string[], ctx: PluginContext): string {
  const words = { args, ctx, localizedStrings: localizedStringsFor(ctx) };
  return `\n\n\n<div class="${className}">${priceBody(display, words)}</div>`;
}

/** `product-price`: the product's price, sale or from-price, with its subscription terms. */
export function productPriceMarkup(item: unknown, args: readonly string[], ctx: PluginContext): string {
  return priceBlock('product-price', getPriceDisplay(item as ProductItem, TEMPLATE_ENGINE_RULES), args, ctx);
}

/** `subscription-price`: the price of the product's first subscription option, on its cheapest variant. */
export function subscriptionPriceMarkup(item: unknown, args: readonly string[], ctx: PluginContext): string {
  return priceBlock('subscription-price', getSubscriptionOptionPriceDisplay(item as ProductItem, TEMPLATE_ENGINE_RULES), args, ctx);
}
