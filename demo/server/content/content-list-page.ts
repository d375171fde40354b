import type { Viewer } from '../../../src/accounts';
import type { ContentCollection, ContentItem } from './content';
import { type ListFiltersJson, PAGE_TYPE, type SitePage, pageContext } from '../site';
import { contentCollectionJson, contentItemJson, listedContentItemJson } from './content-json';

/**
 * A content collection's page (`/blog`, `/events`, `/gallery`), rendered by the site's
 * `<typeName>.list` template; items `viewer` may not read are listed locked (title and date only);
 * the journal's with its tag and category filter links.
 */
export function contentListPage(
  collection: ContentCollection,
  items: readonly ContentItem[],
  viewer: Viewer,
  filters?: ListFiltersJson,
): SitePage {
  return {
    title: collection.title,
    path: `/${collection.urlId}`,
    context: pageContext(PAGE_TYPE.mainContent, { pageId: collection.id }),
    content: {
      template: `collections/${collection.typeName}.list`,
      json: {
        collection: contentCollectionJson(collection),
        ...(filters === undefined ? {} : { filters }),
        items: items.map((item) => listedContentItemJson(collection, item, viewer)),
      },
    },
  };
}

/** A post, an event or a gallery image (`/blog/<urlId>` …), rendered by the site's `<typeName>.item` template. */
export function contentItemPage(collection: ContentCollection, item: ContentItem): SitePage {
  return {
    title: item.title,
    path: `/${collection.urlId}/${item.urlId}`,
    context: pageContext(PAGE_TYPE.contentItem, { pageId: collection.id }),
    content: {
      template: `collections/${collection.typeName}.item`,
      json: { collection: contentCollectionJson(collection), item: contentItemJson(collection, item) },
    },
  };
}
