import { STRINGS, localizedText, subscriptionPricePattern } from '../i18n';
import type { LocalizedStrings } from '../i18n';

export const BILLING_UNITS = ['WEEK', 'MONTH', 'YEAR'] as const;
export type BillingUnit = (typeof BILLING_UNITS)[number];

export interface BillingPeriod {
  /** Units between two charges, a whole number ≥ 1. */
  readonly value: number;
  readonly unit: BillingUnit;
}

export interface SubscriptionPlan {
  readonly billingPeriod: BillingPeriod;
  /** How many times the shopper is charged; 0 means until cancelled. */
  readonly numBillingCycles: number;
}

/** How long a limited subscription runs, in the largest unit that divides it evenly. */
export interface SubscriptionDuration {
  readonly value: number;
  readonly unit: BillingUnit;
}

const UNITS_PER_YEAR: Readonly<Record<BillingUnit, number>> = { WEEK: 52, MONTH: 12, YEAR: 1 };

const UNIT_KEY_WORD: Readonly<Record<BillingUnit, string>> = { WEEK: 'Week', MONTH: 'Month', YEAR: 'Year' };

function isBillingUnit(unit: unknown): unit is BillingUnit {
  return (BILLING_UNITS as readonly unknown[]).includes(unit);
}

function isWholeAtLeast(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

/**
 * A subscription plan from page data, or undefined when it has no billing period of a whole
 * number (≥ 1) of WEEK, MONTH or YEAR units. Missing numBillingCycles means until cancelled; a
 * negative or fractional count makes the plan unreadable.
 */
export function parseSubscriptionPlan(input: unknown): SubscriptionPlan | undefined {
  if (typeof input !== 'object' || input === null) return undefined;
  const { billingPeriod, numBillingCycles = 0 } = input as { billingPeriod?: unknown; numBillingCycles?: unknown };
  if (typeof billingPeriod !== 'object' || billingPeriod === null) return undefined;
  const { value, unit } = billingPeriod as { value?: unknown; unit?: unknown };
  if (!isWholeAtLeast(value, 1) || !isBillingUnit(unit) || !isWholeAtLeast(numBillingCycles, 0)) return undefined;
  return { billingPeriod: { value, unit }, numBillingCycles };
}

/**
 * The total time a limited plan runs, converted to years when it divides evenly (52 weeks,
 * 12 months): 26 cycles of 2 weeks is 1 year, 6 cycles of 3 months is 18 months. Undefined for a
 * plan that runs until cancelled.
 */
export function getSubscriptionDuration(plan: SubscriptionPlan): SubscriptionDuration | undefined {
  if (plan.numBillingCycles === 0) return undefined;
  const { value, unit } = plan.billingPeriod;
  const total = value * plan.numBillingCycles;
  const perYear = UNITS_PER_YEAR[unit];
  return total % perYear === 0 ? { value: total / perYear, unit: 'YEAR' } : { value: total, unit };
}

/** A subscription price sentence: which `localizedStrings` key overrides it, its pattern, and its numbers. */
export interface SubscriptionPriceMessage {
  /** e.g. `productPrice__multiplePrices__nWeekly__limited__1Years`. */
  readonly key: string;
  /** The merchant's override under `key`, else the English pattern; placeholders `{price}`, `{billingPeriodValue}`, `{duration}`. */
  readonly pattern: string;
  readonly billingPeriodValue: number;
  /** The duration in its (possibly converted) unit; 0 for a plan that runs until cancelled. */
  readonly duration: number;
}

/**
 * The sentence describing a subscription price. `multiplePrices` is true when variants cost
 * different amounts, so the sentence starts "from". The key follows the platform's naming:
 * `productPrice__{singlePrice|multiplePrices}__{1|n}{Week|Month|Year}ly__{indefinite|limited__{1|n}{Weeks|Months|Years}}`.
 */
export function getSubscriptionPriceMessage(
  plan: SubscriptionPlan,
  multiplePrices: boolean,
  localizedStrings?: LocalizedStrings,
): SubscriptionPriceMessage {
  const { value, unit } = plan.billingPeriod;
  const duration = getSubscriptionDuration(plan);
  const billing = `${value === 1 ? '1' : 'n'}${UNIT_KEY_WORD[unit]}ly`;
  const length = duration ? `limited__${duration.value === 1 ? '1' : 'n'}${UNIT_KEY_WORD[duration.unit]}s` : 'indefinite';
  const key = `productPrice__${multiplePrices ? 'multiplePrices' : 'singlePrice'}__${billing}__${length}`;
  const english = subscriptionPricePattern({
    multiplePrices,
    billingUnit: unit,
    everySingleUnit: value === 1,
    ...(duration ? { duration: { unit: duration.unit, single: duration.value === 1 } } : {}),
  });
  return { key, pattern: localizedText(localizedStrings, key, english), billingPeriodValue: value, duration: duration?.value ?? 0 };
}

/**
 * The subscription price sentence with `price` (already formatted, possibly markup) filled in:
 * "$100.00 every 2 weeks for 12 weeks", "from $5.00 every month".
 */
export function subscriptionPriceText(
  plan: SubscriptionPlan,
  price: string,
  options: { readonly multiplePrices?: boolean; readonly localizedStrings?: LocalizedStrings } = {},
): string {
  const message = getSubscriptionPriceMessage(plan, options.multiplePrices ?? false, options.localizedStrings);
  const values: Readonly<Record<string, string>> = {
    price,
    billingPeriodValue: String(message.billingPeriodValue),
    duration: String(message.duration),
  };
  return message.pattern.replace(/\{(price|billingPeriodValue|duration)\}/g, (_, name: string) => values[name] ?? '');
}

/** What a subscribable product without a usable plan shows instead of a price. */
export function priceUnavailableText(localizedStrings?: LocalizedStrings): string {
  return localizedText(localizedStrings, 'productPriceUnavailable', STRINGS.subscriptions.unavailable);
}
