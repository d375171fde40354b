/**
 * The owner side's administration calls (spec 001 §7) on the platform client, with the rules the
 * admin applies before sending: store URL ids, the §9 limits, the main navigation's presence, page
 * status labels, and how header and footer HTML is trusted. Framework-free; the admin app
 * (admin/) is a thin layer on top, and the demo platform applies the same checks.
 */
export {
  ADMIN_API,
  ADMIN_PATHS,
  FORMS_PATH,
  FORM_SUBMISSIONS_PATH,
  formPath,
  formSubmissionsPath,
  formSubmissionsCsvPath,
  MAILING_LISTS_PATH,
  mailingListMembersPath,
  FORM_PAGES_PATH,
  formPagePath,
  productCollectionsPath,
  categoriesPath,
  collectionItemsPath,
  upgradePathOf,
  adminPagePermission,
} from './paths';
export type { BillingStatus } from './paths';
export { FALLBACK_STORE_TITLE, MIN_URL_ID_LENGTH, MAX_URL_ID_BASE_LENGTH, slugify, isUrlId, storeUrlId } from './url-id';
export type { StoreUrlIdOptions } from './url-id';
export {
  STORE_PAGE_URL_ID,
  CONTENT_PAGE_URL_ID,
  FORM_PAGE_URL_ID,
  newPageUrlId,
  newPageUrlIdHint,
  urlIdTakenMessage,
} from './new-page-url-id';
export type { NewPageUrlId, NewPageUrlIdRule } from './new-page-url-id';
export {
  ADMIN_LIMITS,
  assertValid,
  checkTitle,
  checkDescription,
  checkUrlId,
  checkCategoryName,
  checkCategoryCount,
  checkProductsInStore,
  checkNavigationSize,
  checkHeaderFooterHtml,
  checkLinkAddress,
} from './limits';
export type { Check } from './limits';
export { AdminError, AdminValidationError, MainNavigationMissingError, StorePageNavigationError, isAdminValidationError } from './errors';
export { ADMIN_MESSAGE, adminFailureOf } from './messages';
export type { AdminFailure } from './messages';
export { getHeaderFooter, saveHeaderFooter, checkHeaderFooter, publishHeaderFooterPart } from './header-footer';
export type { HeaderFooter, HeaderFooterPart, StoredHeaderFooter } from './header-footer';
export {
  getMultilingualSettings,
  getMultilingualStatus,
  getLanguages,
  saveLanguages,
  checkLanguages,
  deleteMultilingualConnection,
} from './multilingual';
export type { SiteLanguage, LanguageChoice, MultilingualSettings, MultilingualStatus } from './multilingual';
export {
  getSiteLayout,
  takenUrlIdsOf,
  mainNavigationOf,
  navigationItemsOf,
  navigationItemKind,
  countNavigationItems,
  checkNavigation,
  updateNavigation,
} from './layout';
export type {
  LayoutLink,
  LayoutEntry,
  SiteLayout,
  SitePage,
  PagePublishStatus,
  NavigationItem,
  NavigationItemKind,
  NavigationUpdate,
} from './layout';
export {
  createProductCollection,
  createStorePage,
  createCategory,
  listStorePages,
  moveProductsToStore,
  checkProductCollection,
} from './store-pages';
export type { ProductCollectionInput, CreateStorePageInput, CategoryInput, StoreCategory, StorePage, StoreProduct } from './store-pages';
export { PAGE_STATUS_LABEL, pageStatusLabels } from './page-status';
