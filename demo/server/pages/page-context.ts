import type { PageContextProduct } from '../product-json';
import { COLLECTION_TYPE_PRODUCTS, DEMO_SITE, type PageTypeCode } from '../site';

/** The JSON every page carries in `<script type="application/json" id="page-context">` (spec 000 §3). */
export interface PageContext {
  pageType: PageTypeCode;
  product?: PageContextProduct;
  collection?: { id: string; type: number };
  website: { id: string; captchaSettings: { siteKey: string } };
  betaFeatureFlags: string[];
  tzData: Record<string, never>;
  websiteSettings: { country: string };
  bundleEligible: boolean;
}

export interface PageContextOptions {
  product?: PageContextProduct;
  /** The page belongs to the shop collection (listing and product pages). */
  inShop?: boolean;
}

export function pageContext(pageType: PageTypeCode, { product, inShop = false }: PageContextOptions = {}): PageContext {
  return {
    pageType,
    ...(product === undefined ? {} : { product }),
    ...(inShop ? { collection: { id: DEMO_SITE.shopCollection.id, type: COLLECTION_TYPE_PRODUCTS } } : {}),
    // No captcha provider is configured in the demo: an empty site key.
    website: { id: DEMO_SITE.websiteId, captchaSettings: { siteKey: '' } },
    betaFeatureFlags: [...DEMO_SITE.betaFeatureFlags],
    tzData: {},
    websiteSettings: { country: DEMO_SITE.country },
    bundleEligible: false,
  };
}
