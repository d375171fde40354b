/**
 * The admin app (the owner side, under /config).
 *
 * Renders: one editor of the site's administration — overview, header and footer, navigation,
 *   languages, store pages, forms and their submissions, site styles, files, tags and categories,
 *   content pages — beside a preview of the storefront, each editor in a chunk of its own.
 *   A storefront page never downloads any of it: the runtime imports this chunk only for an
 *   element asking for `data-widget="admin"`.
 * Accepts: `data-admin-page` (required: overview | header-footer | navigation | languages |
 *   store-pages | forms | form-submissions | styles | files | tags | content), `data-permissions`
 *   (the role's permissions, a JSON list of names) and
 *   `data-billing` (`trial` or `paid`, where the upgrade link leads).
 * Usage: <div data-widget="admin" data-admin-page="navigation" data-permissions='["site:navigation"]' data-billing="trial"></div>
 */
import { createElement } from 'react';
import type { BillingStatus } from '../src/admin';
import type { MountWidget } from '../loader';
import { ADMIN_CSS } from './ui';
import { injectStyles, jsonAttribute, mountWidget, requiredAttribute, WidgetAttributeError } from '../widgets/ui';
import { AdminApp } from './admin-app';
import { isAdminPageName } from './pages';

export const mount: MountWidget = (element, runtime) => {
  const page = requiredAttribute(element, 'data-admin-page');
  if (!isAdminPageName(page)) throw new WidgetAttributeError('data-admin-page', `"${page}" is not an admin page`);
  const permissions = jsonAttribute(element, 'data-permissions') ?? [];
  if (!Array.isArray(permissions) || !permissions.every((name) => typeof name === 'string'))
    throw new WidgetAttributeError('data-permissions', 'must be a JSON list of permission names');
  const billing = element.getAttribute('data-billing') ?? 'trial';
  if (billing !== 'trial' && billing !== 'paid') throw new WidgetAttributeError('data-billing', 'must be "trial" or "paid"');
  const websiteId = runtime.pageContext?.website?.id;
  if (websiteId === undefined) throw new TypeError("The admin needs the page context's website id");
  injectStyles(element.ownerDocument, 'admin', ADMIN_CSS);
  const context = { client: runtime.client, websiteId, permissions: permissions as string[], billing: billing as BillingStatus };
  return mountWidget('admin', element, runtime, createElement(AdminApp, { page, context }));
};
