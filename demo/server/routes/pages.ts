import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findProductBySlug, listProducts } from '../catalogue';
import { readCart } from '../carts';
import { cartToken, issueCrumb } from '../cookies';
import type { DemoDatabase } from '../db';
import { renderCart, renderCheckout } from '../pages/cart';
import { renderHome } from '../pages/home';
import { renderProduct } from '../pages/product';
import { renderShop } from '../pages/shop';
import { renderNotFound } from '../pages/status';

/** Sends a demo page. Every page issues the crumb (the storefront's writes need it) and is never cached: the cart page is per visitor. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, html: string, statusCode = 200): FastifyReply {
  issueCrumb(request, reply, { refresh: true });
  return reply.code(statusCode).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

export function registerPageRoutes(app: FastifyInstance, db: DemoDatabase): void {
  app.get('/', (request, reply) => sendPage(request, reply, renderHome(listProducts(db))));

  app.get('/shop', (request, reply) => sendPage(request, reply, renderShop(listProducts(db))));

  app.get<{ Params: { slug: string } }>('/products/:slug', (request, reply) => {
    const product = findProductBySlug(db, request.params.slug);
    if (product === undefined) return sendPage(request, reply, renderNotFound(request.url), 404);
    return sendPage(request, reply, renderProduct(product));
  });

  app.get('/cart', (request, reply) => {
    const products = new Map(listProducts(db).map((product) => [product.id, product]));
    return sendPage(request, reply, renderCart(readCart(db, cartToken(request)), products));
  });

  app.get('/checkout', (request, reply) => {
    const products = new Map(listProducts(db).map((product) => [product.id, product]));
    return sendPage(request, reply, renderCheckout(readCart(db, cartToken(request)), products));
  });
}
