/**
 * The site domain's door: the site's settings, renderer, page context, HTML helpers, styles,
 * navigation, header/footer, languages, terms.
 */
export { ASSETS_PREFIX, missingAssetMessage } from './assets-routes';
export { FORM_STYLES, formBlock } from './form-block';
export type { FormBlockOptions } from './form-block';
export { escapeHtml } from './html';
export type { PageStyle } from './html';
export { filePath, IMAGE_SIZE, imageNode, uploadedImageNode } from './images';
export type { DrawnImage, ImageNode } from './images';
export { listFilterOf, listFiltersJson, passesFilter } from './list-filters';
export type { ListFiltersJson } from './list-filters';
export { placeNewPage, readNewPage, unlinkPage } from './new-pages';
export type { TakenUrlIds } from './new-pages';
export { pageContext } from './page-context';
export { pageLocaleOf } from './page-locale';
export { sitePlugin } from './plugin';
export {
  accountLanguage,
  COLLECTION_TYPE_PRODUCTS,
  DEMO_SITE,
  EXPRESS_CHECKOUT_PRODUCT,
  HOME_BUTTONS,
  PAGE_TYPE,
  RADIO_PICKER_PRODUCTS,
  RECORD_TYPE_STORE_ITEM,
  SITE_COPY,
} from './site';
export {
  disconnectTranslation,
  LANGUAGE_CHOICES,
  languageChoice,
  MAIN_NAVIGATION,
  readConnection,
  readHeaderFooter,
  readLanguages,
  readNavigations,
  SECONDARY_NAVIGATION,
  TRANSLATION_PROVIDER,
  writeHeaderFooter,
  writeLanguages,
  writeNavigation,
} from './site-admin';
export type { StoredHeaderFooter } from './site-admin';
export { baseSiteJson } from './site-json';
export type { SiteJson } from './site-json';
export { renderSitePage, renderSiteTemplate } from './site-renderer';
export type { SitePage } from './site-renderer';
export { readSiteStyles, themeJson } from './site-styles';
export type { ThemeJson } from './site-styles';
export { registerSiteStyleRoutes } from './site-styles-routes';
export { notFoundPage, serverErrorPage } from './status-pages';
export { createTerm, deleteTerm, listTerms, mergeTerms, renameTerm, setItemTerms, termsByItem } from './terms';
