import { STRINGS, installmentsLimitMessage, installmentsOfferMessage, installmentsRangeMessage } from '../i18n';
import { compareMoney, formatMoney, parseMoney } from './money';
import type { CurrencyCode, Money } from './money';
import { PRODUCT_TYPE, getProductType } from './product-data';
import type { ProductItem, ProductType } from './product-data';
import { getFromPrice } from './prices';

/** The pay-in-installments provider, and its sister brand used in Great Britain. */
export type InstallmentsProvider = 'afterpay' | 'clearpay';

/** Payments an order is split into unless the offer says otherwise. */
export const DEFAULT_INSTALLMENT_COUNT = 4;

/**
 * Provider per supported shopper locale (language_COUNTRY). This table is also the list of
 * supported country and language pairs: US en; CA en, fr; AU en; NZ en; GB en.
 */
const PROVIDER_BY_LOCALE: Readonly<Record<string, InstallmentsProvider>> = {
  en_US: 'afterpay',
  en_CA: 'afterpay',
  fr_CA: 'afterpay',
  en_AU: 'afterpay',
  en_NZ: 'afterpay',
  en_GB: 'clearpay',
};

/**
 * The provider for a shopper language and store country (`"en"`, `"GB"`), or undefined when the
 * pair is not supported. Case-insensitive.
 */
export function getInstallmentsProvider(language: string, country: string): InstallmentsProvider | undefined {
  return PROVIDER_BY_LOCALE[`${language.toLowerCase()}_${country.toUpperCase()}`];
}

/** Whether installments are offered for this shopper language in this country. */
export function isInstallmentsSupported(language: string, country: string): boolean {
  return getInstallmentsProvider(language, country) !== undefined;
}

/** Only orders made entirely of physical products qualify; an empty order does not. */
export function isInstallmentsEligible(productTypes: readonly (ProductType | undefined)[]): boolean {
  return productTypes.length > 0 && productTypes.every((type) => type === PRODUCT_TYPE.PHYSICAL);
}

/**
 * In range when the price is greater than the minimum and not greater than the maximum: exactly
 * the minimum is out, exactly the maximum is in. Amounts in different currencies are never in range.
 */
export function isInstallmentsInRange(price: Money, min: Money, max: Money): boolean {
  if (price.currency !== min.currency || price.currency !== max.currency) return false;
  return compareMoney(price, min) > 0 && compareMoney(price, max) <= 0;
}

/**
 * The out-of-range note: "available for orders up to {max}" when the price exceeds the maximum,
 * else "available for orders over {min}", amounts formatted for `locale`.
 */
export function installmentsRangeText(price: Money, min: Money, max: Money, locale?: string): string {
  return compareMoney(price, max) > 0
    ? installmentsRangeMessage('up-to', formatMoney(max, locale))
    : installmentsRangeMessage('over', formatMoney(min, locale));
}

function checkSplit(total: Money, count: number, caller: string): void {
  if (!Number.isSafeInteger(count) || count < 1) {
    throw new RangeError(`${caller}: count must be a whole number ≥ 1, got ${String(count)}`);
  }
  if (total.minorUnits < 0n) throw new RangeError(`${caller}: total must not be negative`);
}

/**
 * Splits a total into `count` payments in whole minor units that add up to exactly the total: each
 * is the total divided by the count, rounded down, and the leftover minor units go one each to the
 * first payments. $100.01 in 4 is [$25.01, $25.00, $25.00, $25.00].
 * @throws {RangeError} when `count` is not a whole number ≥ 1 or the total is negative.
 */
export function splitIntoInstallments(total: Money, count: number = DEFAULT_INSTALLMENT_COUNT): Money[] {
  checkSplit(total, count, 'splitIntoInstallments');
  const parts = BigInt(count);
  const base = total.minorUnits / parts;
  const leftover = total.minorUnits % parts;
  return Array.from({ length: count }, (_, index) => ({
    minorUnits: BigInt(index) < leftover ? base + 1n : base,
    currency: total.currency,
  }));
}

/**
 * The per-payment amount to advertise: the largest payment of `splitIntoInstallments`, i.e. the
 * total divided by the count rounded up to a whole minor unit, so the shopper never pays more
 * than it says.
 * @throws {RangeError} like `splitIntoInstallments`.
 */
export function getInstallmentAmount(total: Money, count: number = DEFAULT_INSTALLMENT_COUNT): Money {
  checkSplit(total, count, 'getInstallmentAmount');
  const parts = BigInt(count);
  const minorUnits = (total.minorUnits + parts - 1n) / parts;
  return { minorUnits, currency: total.currency };
}

/**
 * What the platform says about installments for an item (spec 000 §3 *Installment context per
 * item*): whether the store offers them, the provider's order limits in the store currency, and
 * the country of the store's payment account.
 */
export interface InstallmentsContext {
  /** `afterPayAvailable`. */
  readonly available: boolean;
  /** `afterPayMin`: an order must cost more than this. */
  readonly min: Money;
  /** `afterPayMax`: an order may cost up to this. */
  readonly max: Money;
  /** `shopperLanguage`, e.g. "en"; absent when the platform sent none. */
  readonly shopperLanguage?: string;
  /** `stripeAccountCountry`, e.g. "US". */
  readonly country: string;
}

const field = (input: object, name: string): unknown => (input as Record<string, unknown>)[name];
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * Reads the installment context of page data. Undefined when it is not an object, or its limits
 * or account country cannot be read: no offer can be worked out from it.
 */
export function parseInstallmentsContext(input: unknown, storeCurrency?: CurrencyCode): InstallmentsContext | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const min = parseMoney(field(input, 'afterPayMin'), storeCurrency);
  const max = parseMoney(field(input, 'afterPayMax'), storeCurrency);
  const country = text(field(input, 'stripeAccountCountry'));
  if (min === undefined || max === undefined || country === undefined) return undefined;
  const shopperLanguage = text(field(input, 'shopperLanguage'));
  return {
    available: field(input, 'afterPayAvailable') === true,
    min,
    max,
    country,
    ...(shopperLanguage === undefined ? {} : { shopperLanguage }),
  };
}

/** `en-US`, `en_US`, `fr-Latn-CA` → language and region; the region is absent from `en`. */
function splitLocale(locale: string): { language: string; region?: string } | undefined {
  const match = /^([a-z]{2,3})(?:[-_][a-z]{4})?(?:[-_]([a-z]{2}))?(?:[-_]|$)/i.exec(locale.trim());
  if (match === null) return undefined;
  const [, language = '', region] = match;
  return region === undefined ? { language } : { language, region };
}

/**
 * The provider for the shopper's locale (`en-GB`, `fr_CA`): its language and region, the
 * context's account country standing in for a locale without a region. Undefined for an
 * unsupported pair.
 */
export function getInstallmentsProviderForLocale(
  locale: string,
  context: Pick<InstallmentsContext, 'country'>,
): InstallmentsProvider | undefined {
  const parts = splitLocale(locale);
  return parts === undefined ? undefined : getInstallmentsProvider(parts.language, parts.region ?? context.country);
}

/** The pill to show: within the range, the payment to advertise; outside it, the limit passed. */
export type InstallmentsOffer =
  | { readonly kind: 'in-range'; readonly provider: InstallmentsProvider; readonly count: number; readonly installment: Money }
  | {
      readonly kind: 'out-of-range';
      readonly provider: InstallmentsProvider;
      readonly total: Money;
      readonly min: Money;
      readonly max: Money;
    };

export interface InstallmentsOfferRequest {
  /** What the order (or the chosen variant times its quantity) costs. */
  readonly total: Money;
  /** The type of every item in the order. */
  readonly productTypes: readonly (ProductType | undefined)[];
  readonly context: InstallmentsContext;
  /** The shopper's locale, e.g. the loader's `data-locale`. */
  readonly locale: string;
  /** @default DEFAULT_INSTALLMENT_COUNT */
  readonly count?: number;
}

/**
 * The installments offer for an order, or undefined when there is none to show: the store does
 * not offer installments, an item is not physical, the locale is not a supported pair, or the
 * order is priced in another currency than the provider's limits.
 * @throws {RangeError} when `count` is not a whole number ≥ 1.
 */
export function getInstallmentsOffer({
  total,
  productTypes,
  context,
  locale,
  count = DEFAULT_INSTALLMENT_COUNT,
}: InstallmentsOfferRequest): InstallmentsOffer | undefined {
  if (!Number.isSafeInteger(count) || count < 1)
    throw new RangeError(`getInstallmentsOffer: count must be a whole number ≥ 1, got ${String(count)}`);
  if (!context.available || !isInstallmentsEligible(productTypes)) return undefined;
  const provider = getInstallmentsProviderForLocale(locale, context);
  if (provider === undefined || total.currency !== context.min.currency || total.currency !== context.max.currency) return undefined;
  if (isInstallmentsInRange(total, context.min, context.max)) {
    return { kind: 'in-range', provider, count, installment: getInstallmentAmount(total, count) };
  }
  return { kind: 'out-of-range', provider, total, min: context.min, max: context.max };
}

/**
 * The pill's sentence, amounts formatted for `locale`: "or 4 interest-free payments of $12.00 with
 * Afterpay", "Afterpay available for orders over $24.00", "Afterpay available for orders up to $240.00".
 */
export function installmentsOfferText(offer: InstallmentsOffer, locale?: string): string {
  const provider = STRINGS.installments.providers[offer.provider];
  return offer.kind === 'in-range'
    ? installmentsOfferMessage(offer.count, formatMoney(offer.installment, locale), provider)
    : installmentsLimitMessage(provider, installmentsRangeText(offer.total, offer.min, offer.max, locale));
}

/**
 * The offer for `quantity` of a product: its payable price (the lowest while no variant is chosen;
 * narrow the item to the chosen variant first) times the quantity.
 * @throws {RangeError} when `quantity` is not a whole number ≥ 1.
 */
export function getProductInstallmentsOffer(
  item: ProductItem,
  quantity: number,
  context: InstallmentsContext,
  locale: string,
): InstallmentsOffer | undefined {
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError(`getProductInstallmentsOffer: quantity must be a whole number ≥ 1, got ${String(quantity)}`);
  const price = getFromPrice(item, { storeCurrency: context.min.currency });
  const total = { minorUnits: price.minorUnits * BigInt(quantity), currency: price.currency };
  return getInstallmentsOffer({ total, productTypes: [getProductType(item)], context, locale });
}
