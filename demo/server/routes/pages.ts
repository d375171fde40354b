import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findProductBySlug, listProducts } from '../catalogue';
import { readCart } from '../carts';
import { findContentCollection, findContentItem, listContentCollections, listContentItems } from '../content';
import { cartToken, issueCensusCookie, issueCrumb } from '../cookies';
import type { DemoDatabase } from '../db';
import { findForm } from '../forms';
import { pageLocaleOf } from '../installments';
import { cartPage, checkoutPage } from '../pages/cart';
import { contentItemPage, contentListPage } from '../pages/content';
import { FORM_PAGES, THANK_YOU_PAGE, formPage, thankYouPage } from '../pages/forms';
import { homePage } from '../pages/home';
import { productPage } from '../pages/product';
import { shopPage } from '../pages/shop';
import { notFoundPage } from '../pages/status';
import { renderSitePage, type SitePage } from '../site-renderer';
import type { SiteTemplates } from '../../../src/site-templates';

export interface SendPageOptions {
  /** @default 200 */
  statusCode?: number;
  /** The page shows the visitor's own data (their cart, their telemetry): never stored. @default false */
  perVisitor?: boolean;
}

/** Renders a page of the site and sends it. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply, page: SitePage, options?: SendPageOptions) => FastifyReply;

export interface PageSenderOptions {
  /** Show template errors on the page (the dev overlay); they are logged either way. */
  readonly overlay: boolean;
}

/**
 * Sends demo pages rendered through the site's templates. Every template error is logged as
 * `file:line:col: message` with the source line and a caret. Every page issues the crumb (the
 * storefront's writes need it) and, to a new visitor, the census cookie. Every page is
 * revalidated (`no-cache`); only a visitor's own page is `no-store`, because Chromium never
 * restores a no-store page from the back/forward cache once a cookie has changed, and cookies
 * change on every page (the crumb, the census's visit cookie).
 */
export function createPageSender(site: SiteTemplates, { overlay }: PageSenderOptions): SendPage {
  return (request, reply, page, { statusCode = 200, perVisitor = false } = {}) => {
    site.refresh();
    const { html, errors } = renderSitePage(site, page, { overlay, locale: pageLocaleOf(request) });
    for (const error of errors) request.log.error(error.report);
    issueCrumb(request, reply, { refresh: true });
    issueCensusCookie(request, reply);
    return reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', perVisitor ? 'no-store' : 'no-cache')
      .send(html);
  };
}

export function registerPageRoutes(app: FastifyInstance, db: DemoDatabase, sendPage: SendPage): void {
  app.get('/', (request, reply) => {
    const content = listContentCollections(db).map((collection) => ({ collection, items: listContentItems(db, collection.id) }));
    return sendPage(request, reply, homePage(listProducts(db), content));
  });

  app.get('/shop', (request, reply) => sendPage(request, reply, shopPage(listProducts(db))));

  app.get<{ Params: { slug: string } }>('/products/:slug', (request, reply) => {
    const product = findProductBySlug(db, request.params.slug);
    if (product === undefined) return sendPage(request, reply, notFoundPage(request.url), { statusCode: 404 });
    return sendPage(request, reply, productPage(product, pageLocaleOf(request)));
  });

  for (const page of FORM_PAGES) {
    app.get(page.path, (request, reply) => {
      const form = findForm(db, page.formId);
      if (form === undefined) return sendPage(request, reply, notFoundPage(request.url), { statusCode: 404 });
      return sendPage(request, reply, formPage(page, form));
    });
  }

  app.get(THANK_YOU_PAGE.path, (request, reply) => sendPage(request, reply, thankYouPage()));

  app.get('/cart', (request, reply) => {
    const products = new Map(listProducts(db).map((product) => [product.id, product]));
    return sendPage(request, reply, cartPage(readCart(db, cartToken(request)), products, pageLocaleOf(request)), { perVisitor: true });
  });

  app.get('/checkout', (request, reply) => {
    const products = new Map(listProducts(db).map((product) => [product.id, product]));
    return sendPage(request, reply, checkoutPage(readCart(db, cartToken(request)), products), { perVisitor: true });
  });

  // The site's content collections, at the paths the database gives them. Every other path of
  // this shape (an API or asset path with no route of its own) gets the not-found answer it had.
  app.get<{ Params: { collection: string } }>('/:collection', (request, reply) => {
    const collection = findContentCollection(db, request.params.collection);
    if (collection === undefined) return reply.callNotFound();
    return sendPage(request, reply, contentListPage(collection, listContentItems(db, collection.id)));
  });

  app.get<{ Params: { collection: string; item: string } }>('/:collection/:item', (request, reply) => {
    const collection = findContentCollection(db, request.params.collection);
    const item = collection && findContentItem(db, collection.id, request.params.item);
    if (collection === undefined || item === undefined) return reply.callNotFound();
    return sendPage(request, reply, contentItemPage(collection, item));
  });
}
