import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessFor, type ContentAccess, type Viewer } from '../../../src/accounts';
import {
  findProductBySlug,
  listProducts,
  productPage,
  BENCH_LISTING_PATH,
  benchListingPage,
  storePage,
  findStorePage,
  findStorePageByUrlId,
  listCategories,
  listStoreProducts,
  listStorePages,
} from '../store';
import {
  findContentCollection,
  findContentItem,
  listContentCollections,
  listContentItems,
  contentItemPage,
  contentListPage,
  contentPage,
  findContentPageByUrl,
  listContentPages,
} from '../content';
import type { DemoDatabase } from '../database';
import { findForm, findFormPageByUrl, FORM_PAGES, THANK_YOU_PAGE, formPage, thankYouPage } from '../forms';
import { viewerOf, type SendPage, accessDeniedPage, lockScreenPage, type SessionStore } from '../accounts';
import { pageLocaleOf, notFoundPage, listFilterOf, listFiltersJson, passesFilter, type SitePage, termsByItem } from '../site';
import { homePage } from './home-page';

/**
 * Sends `page` if the visitor may see content under `access`; otherwise the lock screen (a
 * visitor: 401, with the sign-in form) or member-area access denied (an account without access: 403).
 * Neither says anything of the content but its title.
 */
function sendGuarded(
  request: FastifyRequest,
  reply: FastifyReply,
  sendPage: SendPage,
  viewer: Viewer,
  access: ContentAccess | null,
  page: SitePage,
): FastifyReply {
  const title = page.title ?? '';
  switch (accessFor(access, viewer)) {
    case 'open':
      return sendPage(request, reply, page, { perVisitor: access !== null });
    case 'sign-in':
      return sendPage(request, reply, lockScreenPage(title, page.path), { statusCode: 401, perVisitor: true });
    case 'denied':
      return sendPage(request, reply, accessDeniedPage(title, page.path), { statusCode: 403, perVisitor: true });
  }
}

export function registerPageRoutes(
  app: FastifyInstance,
  db: DemoDatabase,
  sendPage: SendPage,
  sessions: SessionStore,
  { bench }: { readonly bench: boolean },
): void {
  const viewer = (request: FastifyRequest) => viewerOf(sessions.sessionOf(request));

  app.get('/', (request, reply) => {
    const content = listContentCollections(db).map((collection) => ({ collection, items: listContentItems(db, collection.id) }));
    return sendPage(request, reply, homePage(listProducts(db), content, viewer(request), listContentPages(db)));
  });

  /** A store page shoppers may open (a Draft one is not found), its products passing the filter, or undefined. */
  const sendStorePage = (request: FastifyRequest, reply: FastifyReply, urlId: string) => {
    const page = findStorePageByUrlId(db, urlId);
    if (page === undefined || !page.enabled) return undefined;
    const filter = listFilterOf(request);
    const tags = termsByItem(db, page.id, 'tag');
    const categories = termsByItem(db, page.id, 'category');
    const products = listStoreProducts(db, page.id)
      .map((product) => ({ product, terms: { tags: tags.get(product.id) ?? [], categories: categories.get(product.id) ?? [] } }))
      .filter(({ terms }) => passesFilter(filter, terms));
    const filters = listFiltersJson(db, page.id, `/${page.urlId}`, filter);
    return sendPage(request, reply, storePage(page, products, listCategories(db, page.id), filters, viewer(request)));
  };

  app.get('/shop', (request, reply) => sendStorePage(request, reply, 'shop') ?? reply.callNotFound());
  // Only in bench mode; the products a shopper finds in the store's open pages, as the viewer may see them.
  if (bench) {
    app.get(BENCH_LISTING_PATH, (request, reply) => {
      const listed = listStorePages(db)
        .filter(({ enabled }) => enabled)
        .flatMap(({ id }) => listStoreProducts(db, id));
      return sendPage(request, reply, benchListingPage(listed, viewer(request)));
    });
  }

  app.get<{ Params: { slug: string } }>('/products/:slug', (request, reply) => {
    const product = findProductBySlug(db, request.params.slug);
    if (product === undefined) return sendPage(request, reply, notFoundPage(request.url), { statusCode: 404 });
    return sendGuarded(
      request,
      reply,
      sendPage,
      viewer(request),
      product.access,
      productPage(product, pageLocaleOf(request), findStorePage(db, product.collectionId)),
    );
  });

  for (const page of FORM_PAGES) {
    app.get(page.path, (request, reply) => {
      const form = findForm(db, page.formId);
      if (form === undefined) return sendPage(request, reply, notFoundPage(request.url), { statusCode: 404 });
      return sendPage(request, reply, formPage(page, form));
    });
  }

  app.get(THANK_YOU_PAGE.path, (request, reply) => sendPage(request, reply, thankYouPage()));

  // The site's content collections and store pages, at the paths the database gives them. Every
  // other path of this shape (an API or asset path with no route of its own) gets the not-found
  // answer it had.
  app.get<{ Params: { collection: string } }>('/:collection', (request, reply) => {
    const collection = findContentCollection(db, request.params.collection);
    if (collection === undefined) {
      const page = findContentPageByUrl(db, request.params.collection);
      if (page !== undefined) return sendPage(request, reply, contentPage(page));
      const formPageRow = findFormPageByUrl(db, request.params.collection);
      const form = formPageRow && findForm(db, formPageRow.formId);
      if (formPageRow !== undefined && form !== undefined) return sendPage(request, reply, formPage(formPageRow, form));
      return sendStorePage(request, reply, request.params.collection) ?? reply.callNotFound();
    }
    if (collection.typeName !== 'blog')
      return sendPage(request, reply, contentListPage(collection, listContentItems(db, collection.id), viewer(request)));
    const filter = listFilterOf(request);
    const items = listContentItems(db, collection.id).filter((item) => passesFilter(filter, item));
    const filters = listFiltersJson(db, collection.id, `/${collection.urlId}`, filter);
    return sendPage(request, reply, contentListPage(collection, items, viewer(request), filters));
  });

  app.get<{ Params: { collection: string; item: string } }>('/:collection/:item', (request, reply) => {
    const collection = findContentCollection(db, request.params.collection);
    const item = collection && findContentItem(db, collection.id, request.params.item);
    if (collection === undefined || item === undefined) return reply.callNotFound();
    return sendGuarded(request, reply, sendPage, viewer(request), item.access, contentItemPage(collection, item));
  });
}
