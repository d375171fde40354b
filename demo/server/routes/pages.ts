import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findProductBySlug, listProducts } from '../catalogue';
import { readCart } from '../carts';
import { cartToken, issueCensusCookie, issueCrumb } from '../cookies';
import type { DemoDatabase } from '../db';
import { pageLocaleOf } from '../installments';
import { findForm } from '../forms';
import { renderCart, renderCheckout } from '../pages/cart';
import { FORM_PAGES, THANK_YOU_PAGE, renderFormPage, renderThankYou } from '../pages/forms';
import { renderHome } from '../pages/home';
import { renderProduct } from '../pages/product';
import { renderShop } from '../pages/shop';
import { renderNotFound } from '../pages/status';

export interface SendPageOptions {
  /** @default 200 */
  statusCode?: number;
  /** The page shows the visitor's own data (their cart, their telemetry): never stored. @default false */
  perVisitor?: boolean;
}

/**
 * Sends a demo page. Every page issues the crumb (the storefront's writes need it) and, to a new
 * visitor, the census cookie. Every page is revalidated (`no-cache`); only a visitor's own page is
 * `no-store`, because Chromium never restores a no-store page from the back/forward cache once a
 * cookie has changed, and cookies change on every page (the crumb, the census's visit cookie).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, { statusCode = 200, perVisitor = false }: SendPageOptions = {}): FastifyReply {
  issueCrumb(request, reply, { refresh: true });
  issueCensusCookie(request, reply);
  return reply
    .code(statusCode)
    .type('text/html; charset=utf-8')
    .header('cache-control', perVisitor ? 'no-store' : 'no-cache')
    .send(html);
}

export function registerPageRoutes(app: FastifyInstance, db: DemoDatabase): void {
  app.get('/', (request, reply) => sendPage(request, reply, renderHome(listProducts(db))));

  app.get('/shop', (request, reply) => sendPage(request, reply, renderShop(listProducts(db))));

  app.get<{ Params: { slug: string } }>('/products/:slug', (request, reply) => {
    const product = findProductBySlug(db, request.params.slug);
    if (product === undefined) return sendPage(request, reply, renderNotFound(request.url), { statusCode: 404 });
    return sendPage(request, reply, renderProduct(product, pageLocaleOf(request)));
  });

  for (const formPage of FORM_PAGES) {
    app.get(formPage.path, (request, reply) => {
      const form = findForm(db, formPage.formId);
      if (form === undefined) return sendPage(request, reply, renderNotFound(request.url), { statusCode: 404 });
      return sendPage(request, reply, renderFormPage(formPage, form));
    });
  }

  app.get(THANK_YOU_PAGE.path, (request, reply) => sendPage(request, reply, renderThankYou()));

  app.get('/cart', (request, reply) => {
    const products = new Map(listProducts(db).map((product) => [product.id, product]));
    return sendPage(request, reply, renderCart(readCart(db, cartToken(request)), products, pageLocaleOf(request)), { perVisitor: true });
  });

  app.get('/checkout', (request, reply) => {
    const products = new Map(listProducts(db).map((product) => [product.id, product]));
    return sendPage(request, reply, renderCheckout(readCart(db, cartToken(request)), products), { perVisitor: true });
  });
}
