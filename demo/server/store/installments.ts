import type { FastifyRequest } from 'fastify';
import { DEMO_SITE } from '../site/site';

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

/** The query parameter that lets QA view a page in another shopper locale: `/products/canvas-tote?locale=en-GB`. */
export const LOCALE_PARAMETER = 'locale';

/**
 * The shopper locale a page was asked for (`?locale=fr-CA`), canonical (`fr_ca` → `fr-CA`), or
 * the site's own when absent or not a language tag.
 */
export function pageLocaleOf(request: FastifyRequest): string {
  const asked = (request.query as Record<string, unknown> | undefined)?.[LOCALE_PARAMETER];
  if (typeof asked !== 'string' || asked.trim() === '') return DEMO_SITE.locale;
  try {
    return Intl.getCanonicalLocales(asked.trim().replace(/_/g, '-'))[0] ?? DEMO_SITE.locale;
  } catch {
    return DEMO_SITE.locale;
  }
}
