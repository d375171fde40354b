/**
 * The storefront's door: the page router, the site chrome, every page of the site and the site
 * admin API.
 */
export { storefrontPlugin } from './plugin';
export { siteChromeJson } from './site-chrome';
export { clearSiteAdmin, seedSiteAdmin, takenUrlIds } from './site-pages';
