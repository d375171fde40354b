import { asNumber, asText, isTruthy, lookupIn, sizeOf } from '../../values';
import { formatMessageTag } from '../i18n';
import { applyFormatter } from '../markup-tags';
import type { Formatter, PluginContext } from '../types';
import {
  PRODUCT,
  at,
  fromPriceMoney,
  hasVariedPrices,
  isOnSale,
  isSubscribable,
  normalPriceMoney,
  pricingOptionsOfLowestVariant,
  productType,
  salePriceMoney,
} from './product-reading';
import { moneyText } from './render';

/** What a price block shows: its texts are ICU messages, the amounts their arguments. */
interface PriceWords {
  fromText?: unknown;
  formattedFromPrice?: string;
  formattedSalePriceText?: string;
  formattedSalePrice?: string;
  formattedNormalPriceText?: string;
  formattedNormalPrice?: string;
  billingPeriodValue?: number;
  duration?: number;
}

const PRICE = '{price}';
const WEEK = 'WEEK';
const MONTH = 'MONTH';
const YEAR = 'YEAR';
const PER_YEAR: Readonly<Record<string, number>> = { [WEEK]: 52, [MONTH]: 12 };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

interface Plan {
  readonly periodValue: number;
  readonly periodUnit: string;
  readonly cycles: number;
  /** The whole term, in years when it is a whole number of them, else in the billing unit. */
  readonly durationValue: number;
  readonly durationUnit: string;
}

function planOf(item: unknown, billingPeriod: unknown): Plan {
  const periodValue = asNumber(at(billingPeriod, 'value'));
  const periodUnit = asText(at(billingPeriod, 'unit'));
  const cycles = asNumber(at(item, 'structuredContent', 'subscriptionPlan', 'numBillingCycles'));
  let durationValue = periodValue * cycles;
  let durationUnit = periodUnit;
  const perYear = Object.hasOwn(PER_YEAR, durationUnit) ? PER_YEAR[durationUnit] : undefined;
  if (durationValue > 0 && perYear !== undefined && durationValue % perYear === 0) {
    durationValue /= perYear;
    durationUnit = YEAR;
  }
  return { periodValue, periodUnit, cycles, durationValue, durationUnit };
}

/** The English sentence of a plan, when the page has no translation for it. */
function planSentence(plan: Plan, multiplePrices: boolean): string {
  const plural = plan.periodValue > 1;
  let sentence = `${multiplePrices ? 'from ' : ''}{price} every ${plural ? '{billingPeriodValue} ' : ''}${plan.periodUnit.toLowerCase()}${plural ? 's' : ''}`;
  if (plan.cycles > 0) sentence += ` for {duration} ${plan.durationUnit.toLowerCase()}${plan.durationValue === 1 ? '' : 's'}`;
  return sentence;
}

function subscriptionWords(item: unknown, args: readonly string[], ctx: PluginContext, words: PriceWords): void {
  const billingPeriod = at(item, 'structuredContent', 'subscriptionPlan', 'billingPeriod');
  if (billingPeriod === undefined) {
    const unavailable = ctx.resolve(['localizedStrings', 'productPriceUnavailable']);
    words.fromText = unavailable === undefined ? 'Unavailable' : asText(unavailable);
    words.formattedFromPrice = 'true';
    return;
  }
  const multiplePrices = hasVariedPrices(item);
  const plan = planOf(item, billingPeriod);
  words.billingPeriodValue = plan.periodValue;
  words.duration = plan.durationValue;
  let key = `productPrice__${multiplePrices ? 'multiplePrices' : 'singlePrice'}__${plan.periodValue === 1 ? '1' : 'n'}${capitalized(plan.periodUnit)}ly__`;
  key += plan.durationValue === 0 ? 'indefinite' : `limited__${plan.durationValue === 1 ? '1' : 'n'}${capitalized(plan.durationUnit)}s`;
  const translation = ctx.resolve(['localizedStrings', key]);
  const pattern = translation === undefined ? planSentence(plan, multiplePrices) : asText(translation);
  amountWords(item, args, ctx, words, multiplePrices ? pattern : undefined, pattern);
}

function oneTimeWords(item: unknown, args: readonly string[], ctx: PluginContext, words: PriceWords): void {
  let fromText: string | undefined;
  if (hasVariedPrices(item)) {
    const translated = ctx.resolve(['localizedStrings', 'productPriceFromText']);
    fromText = translated === undefined ? 'from {fromPrice}' : asText(translated);
  }
  amountWords(item, args, ctx, words, fromText, PRICE);
}

/**
 * The amounts a price block may show, each with the message that words it: the from-price when
 * there is a `fromText` (prices vary), the sale price when on sale, and the regular price.
 */
function amountWords(
  item: unknown,
  args: readonly string[],
  ctx: PluginContext,
  words: PriceWords,
  fromText: string | undefined,
  priceText: string,
): void {
  if (fromText !== undefined) {
    words.fromText = fromText;
    words.formattedFromPrice = moneyText(fromPriceMoney(item), args, ctx);
  }
  if (isOnSale(item)) {
    words.formattedSalePriceText = priceText;
    words.formattedSalePrice = moneyText(salePriceMoney(item), args, ctx);
  }
  words.formattedNormalPriceText = priceText;
  words.formattedNormalPrice = moneyText(normalPriceMoney(item), args, ctx);
}

const HIDDEN_SALE_LABEL = '<span class="visually-hidden v6-visually-hidden">Sale Price:</span>';
const HIDDEN_ORIGINAL_LABEL = '<span class="visually-hidden v6-visually-hidden">Original Price:</span>';

/**
 * The price block. Its words render in a scope of their own that page data cannot reach, so the
 * hidden labels are always "Sale Price:" and "Original Price:", as the platform renders them.
 */
function priceBlock(
  className: string,
  words: Readonly<Record<string, unknown>>,
  names: { from: string; sale: string; saleText: string; normal: string; normalText: string },
  extraArgs: readonly string[],
  ctx: PluginContext,
): string {
  return ctx.withScope(
    words,
    () => {
      const message = (textKey: string, args: readonly string[]) =>
        asText(applyFormatter(ctx, formatMessageTag, ctx.resolve([textKey]), args));
      let body = '';
      if (isTruthy(ctx.resolve([names.from]))) {
        body = `${message('fromText', [`fromPrice:${names.from}`, ...(extraArgs.length > 0 ? [`price:${names.from}`] : []), ...extraArgs])}\n`;
      } else if (isTruthy(ctx.resolve([names.sale]))) {
        body =
          `${HIDDEN_SALE_LABEL}${message(names.saleText, [`price:${names.sale}`, ...extraArgs])} ` +
          `${HIDDEN_ORIGINAL_LABEL}<span class="original-price">${message(names.normalText, [`price:${names.normal}`, ...extraArgs])}</span>\n`;
      } else if (isTruthy(ctx.resolve([names.normal]))) {
        body = message(names.normalText, [`price:${names.normal}`, ...extraArgs]);
      }
      return `\n\n\n<div class="${className}">\n${body}\n</div>`;
    },
    { private: true },
  );
}

/** `product-price`: the product's price, sale or from-price, with its subscription terms. */
export const productPrice: Formatter = (args, [first], ctx) => {
  if (first === undefined) return;
  const item = first.value;
  const words: PriceWords = {};
  if (isSubscribable(item)) subscriptionWords(item, args, ctx, words);
  else if (productType(item) !== PRODUCT.UNDEFINED) oneTimeWords(item, args, ctx, words);
  first.set(
    priceBlock(
      'product-price',
      { ...words },
      {
        from: 'formattedFromPrice',
        sale: 'formattedSalePrice',
        saleText: 'formattedSalePriceText',
        normal: 'formattedNormalPrice',
        normalText: 'formattedNormalPriceText',
      },
      ['billingPeriodValue:billingPeriodValue', 'duration:duration'],
      ctx,
    ),
  );
};

/** `subscription-price`: the price of the first subscription option of the product's cheapest variant. */
export const subscriptionPrice: Formatter = (args, [first], ctx) => {
  if (first === undefined) return;
  const item = first.value;
  const words: Record<string, unknown> = {};
  const options = pricingOptionsOfLowestVariant(item);
  if (sizeOf(options) > 0) {
    const firstOption = lookupIn(options, 0);
    if (hasVariedPrices(item)) {
      const fromText = ctx.resolve(['localizedStrings', 'productPriceFromText']);
      words['fromText'] = fromText === undefined ? 'from {fromPrice}' : asText(fromText);
      const fromMoney = isTruthy(at(firstOption, 'onSale')) ? at(firstOption, 'salePriceMoney') : at(firstOption, 'priceMoney');
      words['formattedFromPrice'] = moneyText(fromMoney, args, ctx);
    }
    if (isTruthy(at(firstOption, 'onSale'))) {
      words['formattedSubscriptionSalePriceText'] = PRICE;
      words['formattedSubscriptionSalePrice'] = moneyText(at(firstOption, 'salePriceMoney'), args, ctx);
    }
    words['formattedNormalSubscriptionPriceText'] = PRICE;
    words['formattedNormalSubscriptionPrice'] = moneyText(at(firstOption, 'priceMoney'), args, ctx);
  }
  first.set(
    priceBlock(
      'subscription-price',
      words,
      {
        from: 'formattedFromPrice',
        sale: 'formattedSubscriptionSalePrice',
        saleText: 'formattedSubscriptionSalePriceText',
        normal: 'formattedNormalSubscriptionPrice',
        normalText: 'formattedNormalSubscriptionPriceText',
      },
      [],
      ctx,
    ),
  );
};
