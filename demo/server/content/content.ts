import { parseContentAccess, type ContentAccess } from '../../../src/accounts';
import type { DemoDatabase } from '../database';
import { type DrawnImage, setItemTerms, termsByItem } from '../site';

/** The kinds of content collection the demo site has beside the shop. */
export type ContentTypeName = 'blog' | 'events' | 'gallery';

/** A collection of posts, events or gallery images, at `/<urlId>`. */
export interface ContentCollection {
  id: string;
  urlId: string;
  typeName: ContentTypeName;
  title: string;
  description: string;
  /** The collection's display options, as the site editor stores them (a gallery's design …). */
  options: Readonly<Record<string, unknown>>;
}

/** Where an event takes place; the map pin is what makes it a location a map can show. */
export interface EventLocation {
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
  mapLat: number;
  mapLng: number;
}

export interface ContentComment {
  id: string;
  author: string;
  /** Plain text as the visitor wrote it. */
  body: string;
  /** Epoch milliseconds. */
  addedOn: number;
}

/** Comments: off, open for new ones, or closed (those already written still show). */
export const COMMENT_STATE = { off: 0, open: 1, closed: 2 } as const;
export type CommentState = (typeof COMMENT_STATE)[keyof typeof COMMENT_STATE];

/** A post, an event or a gallery image, at `/<collection urlId>/<urlId>`. */
export interface ContentItem {
  id: string;
  collectionId: string;
  urlId: string;
  title: string;
  author: string | null;
  /** HTML, as the site editor stores it. */
  excerpt: string;
  /** HTML, as the site editor stores it. */
  body: string;
  /** Epoch milliseconds. */
  publishedOn: number;
  tags: readonly string[];
  /** Read from the collection's categories; the seed gives posts none. */
  categories?: readonly string[];
  commentState: CommentState;
  /** Events only: epoch milliseconds. */
  startDate: number | null;
  endDate: number | null;
  /** Events only, and only those held somewhere. */
  location: EventLocation | null;
  /** A post's main image, a gallery's image. */
  image: DrawnImage | null;
  /** Oldest first. */
  comments: readonly ContentComment[];
  /** Who may read it; null: everyone. */
  access: ContentAccess | null;
}

interface CollectionRow {
  id: string;
  url_id: string;
  type_name: ContentTypeName;
  title: string;
  description: string;
  options: string;
}

interface ItemRow {
  id: string;
  collection_id: string;
  url_id: string;
  title: string;
  author: string | null;
  excerpt: string;
  body: string;
  published_on: number;
  comment_state: CommentState;
  start_date: number | null;
  end_date: number | null;
  location: string | null;
  image: string | null;
  access: string | null;
}

interface CommentRow {
  id: string;
  author: string;
  body: string;
  added_on: number;
}

function toCollection(row: CollectionRow): ContentCollection {
  return {
    id: row.id,
    urlId: row.url_id,
    typeName: row.type_name,
    title: row.title,
    description: row.description,
    options: JSON.parse(row.options) as Record<string, unknown>,
  };
}

function readComments(db: DemoDatabase, itemId: string): ContentComment[] {
  const rows = db.prepare('SELECT * FROM content_comments WHERE item_id = ? ORDER BY added_on, rowid').all(itemId) as CommentRow[];
  return rows.map((row) => ({ id: row.id, author: row.author, body: row.body, addedOn: row.added_on }));
}

/** A collection's tags and categories by item, read once for all its items. */
interface ItemTerms {
  readonly tags: ReadonlyMap<string, readonly string[]>;
  readonly categories: ReadonlyMap<string, readonly string[]>;
}

function itemTerms(db: DemoDatabase, collectionId: string): ItemTerms {
  return { tags: termsByItem(db, collectionId, 'tag'), categories: termsByItem(db, collectionId, 'category') };
}

function toItem(db: DemoDatabase, row: ItemRow, terms: ItemTerms): ContentItem {
  return {
    id: row.id,
    collectionId: row.collection_id,
    urlId: row.url_id,
    title: row.title,
    author: row.author,
    excerpt: row.excerpt,
    body: row.body,
    publishedOn: row.published_on,
    tags: terms.tags.get(row.id) ?? [],
    categories: terms.categories.get(row.id) ?? [],
    commentState: row.comment_state,
    startDate: row.start_date,
    endDate: row.end_date,
    location: row.location === null ? null : (JSON.parse(row.location) as EventLocation),
    image: row.image === null ? null : (JSON.parse(row.image) as DrawnImage),
    comments: readComments(db, row.id),
    access: parseContentAccess(row.access),
  };
}

/** Every content collection, in navigation order. */
export function listContentCollections(db: DemoDatabase): ContentCollection[] {
  return (db.prepare('SELECT * FROM content_collections ORDER BY position').all() as CollectionRow[]).map(toCollection);
}

export function findContentCollection(db: DemoDatabase, urlId: string): ContentCollection | undefined {
  const row = db.prepare('SELECT * FROM content_collections WHERE url_id = ?').get(urlId) as CollectionRow | undefined;
  return row && toCollection(row);
}

/** A collection's items in its order, with their comments. */
export function listContentItems(db: DemoDatabase, collectionId: string): ContentItem[] {
  const rows = db.prepare('SELECT * FROM content_items WHERE collection_id = ? ORDER BY position').all(collectionId) as ItemRow[];
  const terms = itemTerms(db, collectionId);
  return rows.map((row) => toItem(db, row, terms));
}

export function findContentItem(db: DemoDatabase, collectionId: string, urlId: string): ContentItem | undefined {
  const row = db.prepare('SELECT * FROM content_items WHERE collection_id = ? AND url_id = ?').get(collectionId, urlId) as
    ItemRow | undefined;
  return row && toItem(db, row, itemTerms(db, collectionId));
}

/** Every image the content holds (posts' and the gallery's). */
export function listContentImages(db: DemoDatabase): DrawnImage[] {
  const rows = db.prepare('SELECT image FROM content_items WHERE image IS NOT NULL').all() as { image: string }[];
  return rows.map((row) => JSON.parse(row.image) as DrawnImage);
}

/** Writes a collection with its items and their comments; the caller owns the transaction. */
export function insertContentCollection(
  db: DemoDatabase,
  collection: ContentCollection,
  position: number,
  items: readonly ContentItem[],
): void {
  db.prepare(
    `INSERT INTO content_collections (id, url_id, position, type_name, title, description, options)
     VALUES (@id, @urlId, @position, @typeName, @title, @description, @options)`,
  ).run({ ...collection, position, options: JSON.stringify(collection.options) });
  const insertItem = db.prepare(
    `INSERT INTO content_items (id, collection_id, url_id, position, title, author, excerpt, body, published_on,
       comment_state, start_date, end_date, location, image, access)
     VALUES (@id, @collectionId, @urlId, @position, @title, @author, @excerpt, @body, @publishedOn,
       @commentState, @startDate, @endDate, @location, @image, @access)`,
  );
  const insertComment = db.prepare(
    'INSERT INTO content_comments (id, item_id, author, body, added_on) VALUES (@id, @itemId, @author, @body, @addedOn)',
  );
  items.forEach((item, itemPosition) => {
    insertItem.run({
      id: item.id,
      collectionId: collection.id,
      urlId: item.urlId,
      position: itemPosition,
      title: item.title,
      author: item.author,
      excerpt: item.excerpt,
      body: item.body,
      publishedOn: item.publishedOn,
      commentState: item.commentState,
      startDate: item.startDate,
      endDate: item.endDate,
      location: item.location === null ? null : JSON.stringify(item.location),
      image: item.image === null ? null : JSON.stringify(item.image),
      access: item.access === null ? null : JSON.stringify(item.access),
    });
    setItemTerms(db, collection.id, 'tag', item.id, item.tags);
    for (const comment of item.comments) insertComment.run({ ...comment, itemId: item.id });
  });
}
