import type { FastifyInstance } from 'fastify';
import { TAG_MAX_LENGTH, TAG_MESSAGES, checkTagName, filterTagNames, normalizeTagName, type TagType } from '../../../src/tags';
import { findProduct, listProducts } from '../store';
import { findContentCollection, listContentItems } from './content';
import type { DemoDatabase } from '../database';
import { BadRequestError, NotFoundError } from '../errors';
import { ownerRoute } from '../guard';
import { DEMO_SITE, createTerm, deleteTerm, listTerms, mergeTerms, renameTerm, setItemTerms, termsByItem } from '../site';
import { requireJsonObject } from '../validation';

export const COLLECTIONS_API = '/api/admin/collections';

/** The paths' plural, the terms' kind. */
const KINDS: Readonly<Record<string, TagType>> = { tags: 'tag', categories: 'category' };

/** Most names one item may carry of each kind (ours). */
const MAX_NAMES_PER_ITEM = 20;

interface TaggedCollection {
  readonly id: string;
  /** Whether an item id belongs to it. */
  readonly hasItem: (itemId: string) => boolean;
  /** Its items in the list's order: each one's id, title and page. */
  readonly items: () => { id: string; title: string; url: string }[];
}

/** The shop (`shop`) or the journal (`blog`) by URL id: the collections whose items carry tags and categories. */
function taggedCollection(db: DemoDatabase, urlId: string): TaggedCollection {
  if (urlId === DEMO_SITE.shopCollection.urlId) {
    return {
      id: DEMO_SITE.shopCollection.id,
      hasItem: (itemId) => findProduct(db, itemId) !== undefined,
      items: () => listProducts(db).map((product) => ({ id: product.id, title: product.name, url: `/products/${product.slug}` })),
    };
  }
  const collection = findContentCollection(db, urlId);
  if (collection === undefined || collection.typeName !== 'blog') {
    throw new NotFoundError(`"${urlId}" has no tags or categories: the shop and the journal have them`);
  }
  return {
    id: collection.id,
    hasItem: (itemId) =>
      db.prepare('SELECT 1 FROM content_items WHERE id = ? AND collection_id = ?').get(itemId, collection.id) !== undefined,
    items: () =>
      listContentItems(db, collection.id).map((item) => ({ id: item.id, title: item.title, url: `/${collection.urlId}/${item.urlId}` })),
  };
}

function kindOf(plural: string): TagType {
  const kind = KINDS[plural];
  if (kind === undefined) throw new NotFoundError(`No such list "${plural}": tags or categories`);
  return kind;
}

function termIdOf(value: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw new NotFoundError(`No tag or category ${value}`);
  return id;
}

function nameOf(body: Record<string, unknown>, field: string): string {
  const name = body[field];
  if (typeof name !== 'string') throw new BadRequestError(`${field} must be a string`);
  return name;
}

type Params = { collection: string; kind: string };

/**
 * The tag and category editor's calls (`tags:edit`) for the shop and the journal: list (with the
 * editor's filter), new, edit (one at a time), merge, delete, and an item's own names.
 */
export function registerTagRoutes(app: FastifyInstance, db: DemoDatabase): void {
  const tags = ownerRoute('tags:edit');
  const base = `${COLLECTIONS_API}/:collection/:kind`;

  app.get<{ Params: Params; Querystring: { filter?: string } }>(base, tags, async (request) => {
    const collection = taggedCollection(db, request.params.collection);
    const tagType = kindOf(request.params.kind);
    const terms = filterTagNames(listTerms(db, collection.id, tagType), request.query.filter ?? '');
    return { tagType, maxLength: TAG_MAX_LENGTH[tagType], terms };
  });

  app.post<{ Params: Params }>(base, tags, async (request, reply) => {
    const collection = taggedCollection(db, request.params.collection);
    const term = createTerm(db, collection.id, kindOf(request.params.kind), nameOf(requireJsonObject(request), 'name'));
    return reply.code(201).send({ term });
  });

  app.post<{ Params: Params }>(`${base}/merge`, tags, async (request) => {
    const collection = taggedCollection(db, request.params.collection);
    const tagType = kindOf(request.params.kind);
    const body = requireJsonObject(request);
    const sourceIds = body['sourceIds'];
    if (!Array.isArray(sourceIds) || !sourceIds.every((id) => Number.isSafeInteger(id)))
      throw new BadRequestError('sourceIds must be a list of tag or category ids');
    return mergeTerms(db, collection.id, tagType, sourceIds as number[], nameOf(body, 'target'));
  });

  app.patch<{ Params: Params & { termId: string } }>(`${base}/:termId`, tags, async (request) => {
    const collection = taggedCollection(db, request.params.collection);
    const tagType = kindOf(request.params.kind);
    const body = requireJsonObject(request);
    // The editor edits one at a time; a request naming several gets the editor's own words.
    if (Array.isArray(body['ids']) && body['ids'].length > 1) throw new BadRequestError(TAG_MESSAGES.editOne(tagType));
    return { term: renameTerm(db, collection.id, tagType, termIdOf(request.params.termId), nameOf(body, 'name')) };
  });

  app.delete<{ Params: Params & { termId: string } }>(`${base}/:termId`, tags, async (request, reply) => {
    const collection = taggedCollection(db, request.params.collection);
    deleteTerm(db, collection.id, kindOf(request.params.kind), termIdOf(request.params.termId));
    return reply.code(204).send();
  });

  // The items, each with its tags and categories: what the editor assigns names to, and counts a merge by.
  app.get<{ Params: { collection: string } }>(`${COLLECTIONS_API}/:collection/items`, tags, async (request) => {
    const collection = taggedCollection(db, request.params.collection);
    const tagsOf = termsByItem(db, collection.id, 'tag');
    const categoriesOf = termsByItem(db, collection.id, 'category');
    return {
      items: collection.items().map((item) => ({ ...item, tags: tagsOf.get(item.id) ?? [], categories: categoriesOf.get(item.id) ?? [] })),
    };
  });

  // An item's own tags or categories, replaced as a whole; new names become terms.
  app.put<{ Params: { collection: string; itemId: string; kind: string } }>(
    `${COLLECTIONS_API}/:collection/items/:itemId/:kind`,
    tags,
    async (request) => {
      const collection = taggedCollection(db, request.params.collection);
      const tagType = kindOf(request.params.kind);
      if (!collection.hasItem(request.params.itemId)) throw new NotFoundError(`Unknown item "${request.params.itemId}"`);
      const names = requireJsonObject(request)['names'];
      if (!Array.isArray(names) || !names.every((name) => typeof name === 'string'))
        throw new BadRequestError('names must be a list of strings');
      if (names.length > MAX_NAMES_PER_ITEM) throw new BadRequestError(`An item can have at most ${MAX_NAMES_PER_ITEM} of each`);
      const wanted: string[] = [];
      for (const name of names as string[]) {
        // Blank, too long, or the same name twice: each is refused with the editor's words.
        const problem = checkTagName(tagType, name, wanted);
        if (problem !== undefined) throw new BadRequestError(problem);
        wanted.push(normalizeTagName(name));
      }
      db.transaction(() => setItemTerms(db, collection.id, tagType, request.params.itemId, wanted)).immediate();
      return { names: termsByItem(db, collection.id, tagType).get(request.params.itemId) ?? [] };
    },
  );
}
