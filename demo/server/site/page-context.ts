import { COLLECTION_TYPE_PRODUCTS, DEMO_SITE, type PageTypeCode } from './site';

/**
 * A product as the page context carries it (store/product-json.ts `PageContextProduct`): the page
 * context only needs its id, so the store's shape stays in the store.
 */
export interface PageContextProductRef {
  readonly id: string;
}

/** A product's merchandising context (store/merchandising.ts `MerchandisingContext`), carried as the store built it. */
export type PageContextMerchandising = object;

/** The JSON every page carries in `<script type="application/json" id="page-context">` (spec 000 §3). */
export interface PageContext {
  pageType: PageTypeCode;
  product?: PageContextProductRef;
  /** The page's collection: the shop on listing and product pages, the journal, events or gallery on theirs, the page itself on plain pages (no type). */
  collection?: { id: string; type?: number };
  website: { id: string; captchaSettings: { siteKey: string } };
  betaFeatureFlags: string[];
  tzData: Record<string, never>;
  websiteSettings: { country: string };
  bundleEligible: boolean;
  pagePermissionTypeValue: number;
  /** On a product page with restock sign-ups or scarcity messages: its merchandising context, by product id. */
  productMerchandisingContext?: Record<string, PageContextMerchandising>;
}

export interface PageContextOptions {
  product?: PageContextProductRef;
  /** The product's merchandising context (restock sign-ups, scarcity). */
  merchandising?: PageContextMerchandising;
  /** The page belongs to the shop collection (listing and product pages). */
  inShop?: boolean;
  /** The id of a plain page, which is a collection of its own (form submissions name it), or of a content collection. */
  pageId?: string;
}

export function pageContext(
  pageType: PageTypeCode,
  { product, inShop = false, pageId, merchandising }: PageContextOptions = {},
): PageContext {
  return {
    pageType,
    ...(product === undefined ? {} : { product }),
    ...(inShop ? { collection: { id: DEMO_SITE.shopCollection.id, type: COLLECTION_TYPE_PRODUCTS } } : {}),
    ...(pageId === undefined ? {} : { collection: { id: pageId } }),
    // The demo's captcha provider is the local stand-in, which knows this key.
    website: { id: DEMO_SITE.websiteId, captchaSettings: { siteKey: DEMO_SITE.captchaSiteKey } },
    betaFeatureFlags: [...DEMO_SITE.betaFeatureFlags],
    tzData: {},
    websiteSettings: { country: DEMO_SITE.country },
    bundleEligible: false,
    pagePermissionTypeValue: DEMO_SITE.pagePermissionTypeValue,
    ...(product === undefined || merchandising === undefined ? {} : { productMerchandisingContext: { [product.id]: merchandising } }),
  };
}
