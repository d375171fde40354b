/** Site JSON of content collections and their items. */
import { accessFor, type Viewer } from '../../../src/accounts';
import { imageNode, type SiteJson } from '../site';
import type { ContentCollection, ContentComment, ContentItem, ContentTypeName } from './content';

/** A content collection at `/<urlId>`. */
export function contentCollectionJson(collection: ContentCollection): SiteJson {
  return {
    id: collection.id,
    title: collection.title,
    description: collection.description,
    urlId: collection.urlId,
    fullUrl: `/${collection.urlId}`,
    typeName: collection.typeName,
    options: collection.options,
  };
}

/** Record type codes and labels (spec 001 §3 RecordType) of each collection's items. */
const RECORD_TYPES: Readonly<Record<ContentTypeName, { recordType: number; recordTypeLabel: string }>> = {
  blog: { recordType: 1, recordTypeLabel: 'text' },
  events: { recordType: 12, recordTypeLabel: 'event' },
  gallery: { recordType: 2, recordTypeLabel: 'image' },
};

function commentJson(comment: ContentComment): SiteJson {
  return { id: comment.id, author: { displayName: comment.author }, body: comment.body, addedOn: comment.addedOn };
}

/**
 * A post, an event or a gallery image (spec 001 §3 *Content item*): dates as epoch
 * milliseconds, the comment state with the public count and the comments themselves, an event's
 * location, and the image (`mainImage`: a post's picture, a gallery item's image, whose own alt
 * text describes it while the item's title is the caption).
 */
export function contentItemJson(collection: ContentCollection, item: ContentItem): SiteJson {
  const image = item.image === null ? undefined : imageNode(item.image);
  return {
    ...contentItemHeadJson(collection, item),
    ...(item.author === null ? {} : { author: { displayName: item.author } }),
    excerpt: item.excerpt,
    body: item.body,
    tags: item.tags,
    categories: item.categories ?? [],
    commentState: item.commentState,
    publicCommentCount: item.comments.length,
    comments: item.comments.map(commentJson),
    ...(item.startDate === null ? {} : { startDate: item.startDate }),
    ...(item.endDate === null ? {} : { endDate: item.endDate }),
    ...(item.location === null ? {} : { location: item.location }),
    ...(image === undefined ? {} : { mainImageId: image.id, mainImage: image }),
    ...(item.access === null ? {} : { membersOnly: true }),
  };
}

/** What anyone may see of an item, members-only or not: where it is, its title and its date. */
function contentItemHeadJson(collection: ContentCollection, item: ContentItem): SiteJson {
  return {
    id: item.id,
    collectionId: item.collectionId,
    ...RECORD_TYPES[collection.typeName],
    title: item.title,
    urlId: item.urlId,
    fullUrl: `/${collection.urlId}/${item.urlId}`,
    publishOn: item.publishedOn,
    addedOn: item.publishedOn,
  };
}

/**
 * A post, event or image in a list for someone who may not read it: its title, date and address
 * (whose page answers the lock screen), marked `locked` and `membersOnly`; no excerpt, body, image,
 * tags or comments.
 */
export function lockedContentItemJson(collection: ContentCollection, item: ContentItem): SiteJson {
  return { ...contentItemHeadJson(collection, item), locked: true, membersOnly: true };
}

/** A content item as a list shows it to `viewer`: whole when they may read it, else locked. */
export function listedContentItemJson(collection: ContentCollection, item: ContentItem, viewer: Viewer): SiteJson {
  return accessFor(item.access, viewer) === 'open' ? contentItemJson(collection, item) : lockedContentItemJson(collection, item);
}
