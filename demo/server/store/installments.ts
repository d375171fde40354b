import { DEMO_SITE } from '../site';

/**
 * The demo store's pay-in-installments settings: what the platform would read from the store's
 * payment account. Orders over $24.00 and up to $240.00 qualify, so the Canvas Tote ($24.00) shows
 * both edges on its own page: one is exactly the minimum (out of range), ten exactly the maximum (in).
 */
export const DEMO_INSTALLMENTS = {
  currency: 'USD',
  min: '24.00',
  max: '240.00',
  /** `stripeAccountCountry`: the country of the store's payment account. */
  accountCountry: DEMO_SITE.country,
  /** `{provider}` and `{locale}` (en_US) are filled in by the installments widget. */
  infoUrl: '/installments-stand-in/{provider}/{locale}.html',
} as const;

/** Spec 000 §3 *Installment context per item*, as the demo writes it into the page. */
export interface InstallmentContext {
  afterPayAvailable: boolean;
  afterPayMin: { value: string; currency: string };
  afterPayMax: { value: string; currency: string };
  shopperLanguage: string;
  stripeAccountCountry: string;
}

/**
 * The installment context of an item priced in `currency`: available only in the store currency
 * (the provider's limits are in it). Which items qualify (physical ones) is the storefront's rule.
 */
export function installmentContextFor(currency: string, locale: string): InstallmentContext {
  return {
    afterPayAvailable: currency === DEMO_INSTALLMENTS.currency,
    afterPayMin: { value: DEMO_INSTALLMENTS.min, currency: DEMO_INSTALLMENTS.currency },
    afterPayMax: { value: DEMO_INSTALLMENTS.max, currency: DEMO_INSTALLMENTS.currency },
    shopperLanguage: locale.split('-')[0] ?? locale,
    stripeAccountCountry: DEMO_INSTALLMENTS.accountCountry,
  };
}
