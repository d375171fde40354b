/**
 * The content domain's door: the journal, events and gallery, content pages, uploaded files and
 * tag admin.
 */
export { findContentCollection, findContentItem, listContentCollections, listContentImages, listContentItems } from './content';
export type { ContentCollection, ContentItem } from './content';
export { contentCollectionJson, listedContentItemJson } from './content-json';
export { contentItemPage, contentListPage } from './content-list-page';
export { contentPage } from './content-page-html';
export { findContentPageByUrl, listContentPages } from './content-pages';
export { insertSeedContent, insertSeedPages, SEED_CONTENT } from './content-seed';
export { contentPlugin } from './plugin';
