/**
 * The site JSON the demo's templates render against, built per request from what SQLite holds:
 * the shape the platform gives its templates (spec 001 §3) — `website`, `websiteSettings`,
 * `collection`, `items` or `item`, `localizedStrings`, `featureFlags`,
 * `productMerchandisingContext`. Here what every page shares; the parts for products, content, the
 * pop-up and the home page sit with their owners (store/product-site-json.ts, content/content-json.ts,
 * forms/promo-popup-json.ts, storefront/home-json.ts).
 */
import { DEMO_SITE } from './site';

export type SiteJson = Readonly<Record<string, unknown>>;

/** What every template sees, whatever the page. */
export function baseSiteJson(): SiteJson {
  return {
    website: {
      id: DEMO_SITE.websiteId,
      siteTitle: DEMO_SITE.title,
      language: DEMO_SITE.locale,
      timeZone: DEMO_SITE.timeZone,
      captchaSettings: { siteKey: DEMO_SITE.captchaSiteKey },
    },
    websiteSettings: {
      country: DEMO_SITE.country,
      commentsEnabled: true,
      storeSettings: { multipleQuantityAllowedForServices: true },
    },
    // The demo's words are the catalogue's own (src/i18n); a translated site would override them here.
    localizedStrings: {},
    // Prices in the locale's currency format ("$48.00"), not the legacy bare amount.
    featureFlags: { useCLDRMoneyFormat: true },
    // Keyed by product id; a product page gives its product's (productMerchandisingJson).
    productMerchandisingContext: {},
  };
}
