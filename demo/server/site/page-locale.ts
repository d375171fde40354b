import type { FastifyRequest } from 'fastify';
import { DEMO_SITE } from './site';

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
