import { COOKIE, readCookie } from '../site';

/**
 * The page context the platform writes into every page (spec 000 §3 *Page context*), as telemetry
 * reads it. It arrives as page JSON, so every field is optional and read defensively.
 */
export interface PageContext {
  /** Page-type code (spec 000 §2). */
  pageType?: number;
  /** Present on a product detail page. */
  product?: { id?: string; name?: string; productType?: number };
  /** The content item of an item page that is not a product (blog post, event …). */
  item?: { id?: string; recordType?: number };
  collection?: { id?: string; type?: number };
  website?: { id?: string; locale?: string; captchaSettings?: { siteKey?: string } };
  templateId?: string;
  betaFeatureFlags?: readonly string[];
  tzData?: unknown;
  websiteSettings?: { country?: string };
  /** Contributor roles (spec 000 §3) of the account signed in to the site; absent for visitors. */
  websiteRoles?: readonly number[];
  bundleEligible?: boolean;
}

/** Page-type codes telemetry decides on (spec 000 §2). */
export const PAGE_TYPE = {
  contentItem: 50,
  notFound: 100,
  lockScreen: 103,
  memberAreaAccessDenied: 106,
} as const;

const COLLECTION_TYPE_PRODUCTS = 13;
const RECORD_TYPE_STORE_ITEM = 11;
const ROLE_VIEWER = 10;

/** A content-item page that has a product. */
export function isProductDetailPage(context: PageContext): boolean {
  return context.pageType === PAGE_TYPE.contentItem && context.product?.id !== undefined;
}

/** A products collection page that is not a product detail page and not inside the site editor. */
export function isProductListingPage(context: PageContext): boolean {
  return context.collection?.type === COLLECTION_TYPE_PRODUCTS && !isProductDetailPage(context) && !isEditingArea();
}

/** The site editor: a path containing /config/, here or in the editor frame around the page. */
export function isEditingArea(): boolean {
  const inConfig = (path: string | undefined): boolean => path?.includes('/config/') ?? false;
  if (inConfig(globalThis.location?.pathname)) return true;
  try {
    return window.top !== window && inConfig(window.top?.location.pathname);
  } catch {
    // A cross-origin parent is not our editor.
    return false;
  }
}

/**
 * Census tracking is skipped on not-found, lock-screen and member-area-denied pages, and for a
 * signed-in contributor unless viewer is their only role (spec 000 §6).
 */
export function isVisitorTracked(context: PageContext): boolean {
  const skippedPage: readonly number[] = [PAGE_TYPE.notFound, PAGE_TYPE.lockScreen, PAGE_TYPE.memberAreaAccessDenied];
  if (context.pageType !== undefined && skippedPage.includes(context.pageType)) return false;
  const roles = context.websiteRoles;
  return roles === undefined || (roles.length > 0 && roles.every((role) => role === ROLE_VIEWER));
}

/** The item a hit is about: a product is a store item; other item pages name their own type. */
export function pageItem(context: PageContext): { itemId: string | undefined; recordType: number | undefined } {
  if (context.product?.id !== undefined) return { itemId: context.product.id, recordType: RECORD_TYPE_STORE_ITEM };
  return { itemId: context.item?.id, recordType: context.item?.recordType };
}

export interface SiteUser {
  authenticated: boolean;
  siteUserId?: string;
}

/**
 * The signed-in site user from the `SiteUserInfo` cookie. A cookie that does not parse is logged
 * and the visitor is treated as anonymous (spec 000 §6).
 */
export function readSiteUser(): SiteUser {
  const raw = readCookie(COOKIE.siteUserInfo);
  if (raw === undefined) return { authenticated: false };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) throw new TypeError('SiteUserInfo is not an object');
    const { authenticated, siteUserId } = parsed as Record<string, unknown>;
    return { authenticated: authenticated === true, ...(typeof siteUserId === 'string' && { siteUserId }) };
  } catch (error) {
    console.warn('[storefront-kit] the SiteUserInfo cookie could not be read; treating the visitor as anonymous', error);
    return { authenticated: false };
  }
}
