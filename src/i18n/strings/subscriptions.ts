/** Subscription prices (spec 001 §4). */

export const subscriptions = {
  unavailable: 'Unavailable',
} as const;

/** The English words of one subscription billing unit, singular and plural. */
const BILLING_UNIT_WORDS = {
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
  YEAR: ['year', 'years'],
} as const;

/** What a subscription price sentence says, before the numbers are filled in. */
export interface SubscriptionPriceWording {
  /** True when variants cost different amounts, so the price is the lowest one: "from {price} …". */
  readonly multiplePrices: boolean;
  readonly billingUnit: keyof typeof BILLING_UNIT_WORDS;
  /** True when billed every single unit ("every week"), false for "every {billingPeriodValue} weeks". */
  readonly everySingleUnit: boolean;
  /** Absent for a subscription that renews until cancelled. */
  readonly duration?: { readonly unit: keyof typeof BILLING_UNIT_WORDS; readonly single: boolean };
}

/**
 * The English pattern of a subscription price, with the placeholders `{price}`,
 * `{billingPeriodValue}` and `{duration}`: "{price} every {billingPeriodValue} weeks for {duration} months",
 * "from {price} every month for 1 year".
 */
export function subscriptionPricePattern(wording: SubscriptionPriceWording): string {
  const [unit, units] = BILLING_UNIT_WORDS[wording.billingUnit];
  const every = wording.everySingleUnit ? `every ${unit}` : `every {billingPeriodValue} ${units}`;
  let pattern = `${wording.multiplePrices ? 'from ' : ''}{price} ${every}`;
  if (wording.duration) {
    const [durationUnit, durationUnits] = BILLING_UNIT_WORDS[wording.duration.unit];
    pattern += wording.duration.single ? ` for 1 ${durationUnit}` : ` for {duration} ${durationUnits}`;
  }
  return pattern;
}
