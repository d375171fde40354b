import { installmentsRangeMessage } from '../i18n';
import { compareMoney, formatMoney } from './money';
import type { Money } from './money';
import { PRODUCT_TYPE } from './product-data';
import type { ProductType } from './product-data';

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
