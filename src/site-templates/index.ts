/**
 * A site's template folder in Node: its templates read and compiled (and compiled again when they
 * change), its errors placed in their files, a page rendered inside the site region, and the
 * template error overlay. The demo server and `storefront-engine dev` both serve sites through it.
 */
export { SiteTemplates, SITE_FORMATTERS } from './site-templates';
export type { SiteFile, SiteRender, SiteTemplateError, SiteTemplatesOptions } from './site-templates';
export { templateErrorOverlay, withOverlay } from './template-error-overlay';
export { escapeHtml, jsonForScript } from './html';
export { startDevServer, DEV_PORT } from './dev-server';
export type { DevServer, DevServerOptions } from './dev-server';
