import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILLING_UNITS,
  PRODUCT_TYPE,
  getSubscriptionDuration,
  getSubscriptionPriceMessage,
  isSubscriptionAllowed,
  parseSubscriptionPlan,
  priceUnavailableText,
  subscriptionPriceText,
} from './index';
import type { BillingUnit, SubscriptionPlan } from './index';

const plan = (value: number, unit: BillingUnit, numBillingCycles = 0): SubscriptionPlan => ({
  billingPeriod: { value, unit },
  numBillingCycles,
});

describe('parseSubscriptionPlan', () => {
  it('reads a billing period and a cycle count', () => {
    expect(parseSubscriptionPlan({ billingPeriod: { value: 2, unit: 'WEEK' }, numBillingCycles: 6, planVersionId: 'x' })).toEqual(
      plan(2, 'WEEK', 6),
    );
  });

  it('treats a missing cycle count as until cancelled', () => {
    expect(parseSubscriptionPlan({ billingPeriod: { value: 1, unit: 'MONTH' } })).toEqual(plan(1, 'MONTH', 0));
  });

  it('refuses plans it cannot describe', () => {
    const bad = [
      undefined,
      'WEEK',
      {},
      { billingPeriod: { value: 1 } },
      { billingPeriod: { value: 1, unit: 'DAY' } },
      { billingPeriod: { value: 1, unit: 'week' } },
      { billingPeriod: { value: 0, unit: 'WEEK' } },
      { billingPeriod: { value: 1.5, unit: 'WEEK' } },
      { billingPeriod: { value: '2', unit: 'WEEK' } },
      { billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: -1 },
      { billingPeriod: { value: 1, unit: 'WEEK' }, numBillingCycles: 2.5 },
    ];
    for (const input of bad) expect(parseSubscriptionPlan(input), JSON.stringify(input)).toBeUndefined();
  });
});

describe('getSubscriptionDuration', () => {
  it('is absent for a plan that runs until cancelled', () => {
    expect(getSubscriptionDuration(plan(2, 'WEEK', 0))).toBeUndefined();
  });

  it('converts to years when the total divides evenly', () => {
    expect(getSubscriptionDuration(plan(2, 'WEEK', 26))).toEqual({ value: 1, unit: 'YEAR' });
    expect(getSubscriptionDuration(plan(1, 'WEEK', 104))).toEqual({ value: 2, unit: 'YEAR' });
    expect(getSubscriptionDuration(plan(3, 'MONTH', 4))).toEqual({ value: 1, unit: 'YEAR' });
    expect(getSubscriptionDuration(plan(1, 'MONTH', 36))).toEqual({ value: 3, unit: 'YEAR' });
    expect(getSubscriptionDuration(plan(2, 'YEAR', 3))).toEqual({ value: 6, unit: 'YEAR' });
  });

  it('keeps the billing unit otherwise', () => {
    expect(getSubscriptionDuration(plan(3, 'WEEK', 26))).toEqual({ value: 78, unit: 'WEEK' });
    expect(getSubscriptionDuration(plan(3, 'MONTH', 6))).toEqual({ value: 18, unit: 'MONTH' });
  });

  it('always covers exactly the billed time, in the billing unit or in years', () => {
    // Weeks for weekly plans, months for the others: a year is 52 of the one and 12 of the other.
    const inBaseUnits = (count: number, unit: BillingUnit, weekly: boolean): number =>
      unit === 'YEAR' ? count * (weekly ? 52 : 12) : count;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom(...BILLING_UNITS),
        fc.integer({ min: 1, max: 500 }),
        (value, unit, cycles) => {
          const duration = getSubscriptionDuration(plan(value, unit, cycles));
          const weekly = unit === 'WEEK';
          expect([unit, 'YEAR']).toContain(duration?.unit);
          expect(inBaseUnits(duration?.value ?? 0, duration?.unit ?? unit, weekly)).toBe(inBaseUnits(value * cycles, unit, weekly));
        },
      ),
    );
  });
});

describe('subscription price text', () => {
  const cases: [SubscriptionPlan, boolean, string][] = [
    [plan(1, 'WEEK'), false, '$10.00 every week'],
    [plan(2, 'WEEK'), false, '$10.00 every 2 weeks'],
    [plan(1, 'MONTH'), false, '$10.00 every month'],
    [plan(3, 'MONTH'), true, 'from $10.00 every 3 months'],
    [plan(1, 'YEAR'), false, '$10.00 every year'],
    [plan(2, 'YEAR'), true, 'from $10.00 every 2 years'],
    [plan(1, 'WEEK', 1), false, '$10.00 every week for 1 week'],
    [plan(1, 'WEEK', 6), false, '$10.00 every week for 6 weeks'],
    [plan(2, 'WEEK', 6), false, '$10.00 every 2 weeks for 12 weeks'],
    [plan(2, 'WEEK', 26), false, '$10.00 every 2 weeks for 1 year'],
    [plan(1, 'WEEK', 104), true, 'from $10.00 every week for 2 years'],
    [plan(3, 'WEEK', 26), false, '$10.00 every 3 weeks for 78 weeks'],
    [plan(1, 'MONTH', 1), false, '$10.00 every month for 1 month'],
    [plan(2, 'MONTH', 4), false, '$10.00 every 2 months for 8 months'],
    [plan(1, 'MONTH', 12), true, 'from $10.00 every month for 1 year'],
    [plan(1, 'MONTH', 36), false, '$10.00 every month for 3 years'],
    [plan(1, 'YEAR', 1), false, '$10.00 every year for 1 year'],
    [plan(3, 'YEAR', 4), false, '$10.00 every 3 years for 12 years'],
  ];
  for (const [subscription, multiplePrices, text] of cases) {
    it(`reads "${text}"`, () => {
      expect(subscriptionPriceText(subscription, '$10.00', { multiplePrices })).toBe(text);
    });
  }

  it('names the localizedStrings key after the price count, billing period and duration', () => {
    expect(getSubscriptionPriceMessage(plan(1, 'WEEK'), false).key).toBe('productPrice__singlePrice__1Weekly__indefinite');
    expect(getSubscriptionPriceMessage(plan(5, 'WEEK', 3), false).key).toBe('productPrice__singlePrice__nWeekly__limited__nWeeks');
    expect(getSubscriptionPriceMessage(plan(2, 'WEEK', 26), true).key).toBe('productPrice__multiplePrices__nWeekly__limited__1Years');
    expect(getSubscriptionPriceMessage(plan(1, 'MONTH', 1), false).key).toBe('productPrice__singlePrice__1Monthly__limited__1Months');
    expect(getSubscriptionPriceMessage(plan(2, 'YEAR'), true).key).toBe('productPrice__multiplePrices__nYearly__indefinite');
  });

  it('gives the numbers a translated pattern needs', () => {
    expect(getSubscriptionPriceMessage(plan(5, 'WEEK', 3), false)).toEqual({
      key: 'productPrice__singlePrice__nWeekly__limited__nWeeks',
      pattern: '{price} every {billingPeriodValue} weeks for {duration} weeks',
      billingPeriodValue: 5,
      duration: 15,
    });
  });

  it('uses the merchant pattern stored under the key', () => {
    const localizedStrings = {
      productPrice__singlePrice__nWeekly__limited__nWeeks: '{price} toutes les {billingPeriodValue} semaines pendant {duration} semaines',
      productPrice__singlePrice__1Weekly__indefinite: '',
    };
    expect(subscriptionPriceText(plan(5, 'WEEK', 3), '10 €', { localizedStrings })).toBe('10 € toutes les 5 semaines pendant 15 semaines');
    // An empty override falls back to English.
    expect(subscriptionPriceText(plan(1, 'WEEK'), '10 €', { localizedStrings })).toBe('10 € every week');
  });

  it('inserts the price as given, even when it holds markup or dollar signs', () => {
    expect(subscriptionPriceText(plan(1, 'WEEK'), '<span>$&1</span>')).toBe('<span>$&1</span> every week');
  });

  it('falls back to Unavailable, or the merchant text, without a plan', () => {
    expect(priceUnavailableText()).toBe('Unavailable');
    expect(priceUnavailableText({ productPriceUnavailable: 'Nicht verfügbar' })).toBe('Nicht verfügbar');
  });
});

describe('isSubscriptionAllowed', () => {
  it('allows only physical and service products', () => {
    expect(isSubscriptionAllowed(PRODUCT_TYPE.PHYSICAL)).toBe(true);
    expect(isSubscriptionAllowed(PRODUCT_TYPE.SERVICE)).toBe(true);
    expect(isSubscriptionAllowed(PRODUCT_TYPE.DIGITAL)).toBe(false);
    expect(isSubscriptionAllowed(PRODUCT_TYPE.GIFT_CARD)).toBe(false);
    expect(isSubscriptionAllowed(PRODUCT_TYPE.PAYWALL)).toBe(false);
    expect(isSubscriptionAllowed(undefined)).toBe(false);
  });
});
