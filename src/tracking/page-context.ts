import { PAGE_TYPE, type PageContext } from '../site';

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
