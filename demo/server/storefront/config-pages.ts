import type { Permission } from '../../../src/accounts';
import { ADMIN_PATHS, adminPagePermission, upgradePathOf, type BillingStatus } from '../../../src/admin';
import { PAGE_TYPE, type SitePage, pageContext } from '../site';

/** The admin app's pages: each mounts the app's root on one editor (`data-admin-page`). */
export const CONFIG_PAGES = [
  { path: ADMIN_PATHS.home, adminPage: 'overview', title: 'Overview' },
  { path: ADMIN_PATHS.headerFooter, adminPage: 'header-footer', title: 'Header and footer' },
  { path: ADMIN_PATHS.navigation, adminPage: 'navigation', title: 'Navigation' },
  { path: ADMIN_PATHS.languages, adminPage: 'languages', title: 'Languages' },
  { path: ADMIN_PATHS.storePages, adminPage: 'store-pages', title: 'Store pages' },
  { path: ADMIN_PATHS.forms, adminPage: 'forms', title: 'Forms' },
  { path: ADMIN_PATHS.formSubmissions, adminPage: 'form-submissions', title: 'Form submissions' },
  { path: ADMIN_PATHS.styles, adminPage: 'styles', title: 'Site styles' },
  { path: ADMIN_PATHS.files, adminPage: 'files', title: 'Files' },
  { path: ADMIN_PATHS.tags, adminPage: 'tags', title: 'Tags and categories' },
  { path: ADMIN_PATHS.content, adminPage: 'content', title: 'Content pages' },
] as const satisfies readonly { path: string; adminPage: string; title: string }[];

export type ConfigPage = (typeof CONFIG_PAGES)[number];

/** What opening a page of the admin takes: the one permission its editor needs, else `admin:open`. */
export function configPagePermission(page: ConfigPage): Permission {
  return adminPagePermission(page.path);
}

/** The upgrade destinations, which the spec leaves to us: plain pages about the site's plan. */
export const BILLING_PAGES = [
  { path: ADMIN_PATHS.billingUpgrade, title: 'Upgrade your plan', billing: 'trial' },
  { path: ADMIN_PATHS.websiteSubscriptions, title: 'Website subscriptions', billing: 'paid' },
] as const;

export type BillingPage = (typeof BILLING_PAGES)[number];

/**
 * What every admin page's region shows: the sections the visitor may open, the current one marked,
 * and the upgrade link.
 */
function adminFrameJson(path: string, billing: BillingStatus, permissions: readonly string[]) {
  return {
    adminNav: CONFIG_PAGES.filter((page) => permissions.includes(configPagePermission(page))).map((page) => ({
      title: page.title,
      path: page.path,
      current: page.path === path,
    })),
    upgrade: {
      path: upgradePathOf(billing),
      label: billing === 'trial' ? 'Upgrade' : 'Subscriptions',
      current: upgradePathOf(billing) === path,
    },
  };
}

/** A page of the admin: `template` in `config.region`. */
function adminPage(path: string, title: string, template: string, json: Record<string, unknown>): SitePage {
  return { title, path, region: 'config.region', context: pageContext(PAGE_TYPE.page, { pageId: 'config' }), content: { template, json } };
}

/**
 * An admin page, rendered by `config/admin.page` in `config.region`: the app's root names its
 * editor and carries the role's permissions and the site's plan (what the editors show depends on them).
 */
export function configPage(page: ConfigPage, options: { permissions: readonly string[]; billing: BillingStatus }): SitePage {
  return adminPage(page.path, page.title, 'config/admin.page', {
    ...adminFrameJson(page.path, options.billing, options.permissions),
    pageTitle: page.title,
    adminPage: page.adminPage,
    adminPermissions: options.permissions,
    billing: options.billing,
  });
}

/** A billing page: the site's plan, and what the demo does not do (take payments). */
export function billingPage(page: BillingPage, options: { permissions: readonly string[]; billing: BillingStatus }): SitePage {
  return adminPage(page.path, page.title, 'config/billing.page', {
    ...adminFrameJson(page.path, options.billing, options.permissions),
    pageTitle: page.title,
    trial: options.billing === 'trial',
  });
}
