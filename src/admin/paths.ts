/**
 * The administration calls of spec 001 §7, relative to the API root. The store listing (GET on the
 * products path) and moving products into a store are ours: the spec has no call for either.
 */
import type { Permission } from '../accounts';

export const ADMIN_API = {
  headerFooter: 'api/site-header-footer',
  /** Ours: shows a part an untrusted role wrote as written (`site:code`). */
  headerFooterPublish: 'api/site-header-footer/publish',
  multilingualSettings: 'api/multilingual/settings',
  multilingualStatus: 'api/multilingual/status',
  multilingualLanguages: 'api/multilingual/languages',
  multilingualConnection: 'api/multilingual/connection',
  siteLayout: 'api/commondata/GetSiteLayout',
  updateNavigation: 'api/widget/UpdateNavigation',
} as const;

const segment = (value: string) => encodeURIComponent(value);

/** `api/content-service/product/1.1/websites/{websiteId}/products` */
export function productCollectionsPath(websiteId: string): string {
  return `api/content-service/product/1.1/websites/${segment(websiteId)}/products`;
}

/** `…/products/{collectionId}/categories` */
export function categoriesPath(websiteId: string, collectionId: string): string {
  return `${productCollectionsPath(websiteId)}/${segment(collectionId)}/categories`;
}

/** `…/products/{collectionId}/items`: ours, moves products into the store. */
export function collectionItemsPath(websiteId: string, collectionId: string): string {
  return `${productCollectionsPath(websiteId)}/${segment(collectionId)}/items`;
}

/** `api/config/forms`: ours (the spec has no form calls); lists and creates forms. */
export const FORMS_PATH = 'api/config/forms';

/** `api/config/form-submissions`: ours; the forms listed for reading their submissions. */
export const FORM_SUBMISSIONS_PATH = 'api/config/form-submissions';

/** `api/config/forms/{formId}`: reads and saves one form. */
export function formPath(formId: string): string {
  return `${FORMS_PATH}/${segment(formId)}`;
}

/** `api/config/mailing-lists`: ours; the stand-in services' lists, and a new list. */
export const MAILING_LISTS_PATH = 'api/config/mailing-lists';

/** `api/config/mailing-lists/{listId}/members`: who joined a list. */
export function mailingListMembersPath(listId: string): string {
  return `${MAILING_LISTS_PATH}/${segment(listId)}/members`;
}

/** `api/config/form-pages`: ours; the pages that show a form, and a new one. */
export const FORM_PAGES_PATH = 'api/config/form-pages';

/** `api/config/form-pages/{pageId}` */
export function formPagePath(pageId: string): string {
  return `${FORM_PAGES_PATH}/${segment(pageId)}`;
}

/** `api/config/forms/{formId}/submissions`: a page of its submissions, newest first. */
export function formSubmissionsPath(formId: string): string {
  return `${formPath(formId)}/submissions`;
}

/** `api/config/forms/{formId}/submissions.csv`: every submission as CSV, a download. */
export function formSubmissionsCsvPath(formId: string): string {
  return `${formPath(formId)}/submissions.csv`;
}

/**
 * The admin's own pages. The spec leaves the upgrade destinations' paths to us: a trial site's
 * upgrade goes to the billing upgrade settings, a paid site's to its website subscriptions.
 */
export const ADMIN_PATHS = {
  home: '/config',
  headerFooter: '/config/header-footer',
  navigation: '/config/navigation',
  languages: '/config/languages',
  storePages: '/config/store-pages',
  forms: '/config/forms',
  formSubmissions: '/config/form-submissions',
  styles: '/config/styles',
  files: '/config/files',
  tags: '/config/tags',
  content: '/config/content',
  billingUpgrade: '/config/settings/billing/upgrade',
  websiteSubscriptions: '/config/settings/billing/subscriptions',
} as const;

/**
 * What opening an editor's page takes beyond `admin:open`: the permission of the calls its editor
 * makes. The admin's navigation and the overview offer only the pages a role may open, and the
 * platform answers any other with its 403 page rather than an editor whose every call is refused.
 */
const EDITOR_PERMISSION: Readonly<Record<string, Permission>> = {
  [ADMIN_PATHS.headerFooter]: 'site:header-footer',
  [ADMIN_PATHS.navigation]: 'site:navigation',
  [ADMIN_PATHS.languages]: 'site:languages',
  [ADMIN_PATHS.storePages]: 'store:pages',
  [ADMIN_PATHS.forms]: 'forms:edit',
  [ADMIN_PATHS.formSubmissions]: 'forms:submissions',
  [ADMIN_PATHS.styles]: 'styles:edit',
  [ADMIN_PATHS.files]: 'files:manage',
  [ADMIN_PATHS.tags]: 'tags:edit',
  [ADMIN_PATHS.content]: 'content:edit',
};

/** The permission opening the admin page at `path` takes: its editor's, else `admin:open` (the overview, the billing pages). */
export function adminPagePermission(path: string): Permission {
  return EDITOR_PERMISSION[path] ?? 'admin:open';
}

/** The site's plan, as far as the admin's upgrade link cares. */
export type BillingStatus = 'trial' | 'paid';

/** Where "Upgrade" leads. */
export function upgradePathOf(billing: BillingStatus): string {
  return billing === 'trial' ? ADMIN_PATHS.billingUpgrade : ADMIN_PATHS.websiteSubscriptions;
}
