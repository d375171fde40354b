import type { FastifyInstance } from 'fastify';
import { findProduct } from './catalogue';
import { visitorOf } from '../cookies';
import type { DemoDatabase } from '../database';
import type { AssertMayView } from '../guard';
import { notFoundPage } from '../site';
import { subscriptionCheckoutPage } from './subscription-checkout-page';
import { findSubscriptionCart, startSubscription } from './subscriptions';
import type { SendPage } from '../accounts';
import { parsedAdditionalFields, requireId, requireJsonObject, requireQuantity } from '../validation';

export function registerSubscriptionRoutes(
  app: FastifyInstance,
  db: DemoDatabase,
  { clock, sendPage, mayView }: { clock: () => number; sendPage: SendPage; mayView: AssertMayView },
): void {
  app.post('/api/3/commerce/cart/subscription', async (request) => {
    const fields = requireJsonObject(request);
    const input = {
      itemId: requireId(fields['itemId'], 'itemId'),
      sku: requireId(fields['sku'], 'sku'),
      quantity: requireQuantity(fields, 'qty'),
      additionalFields: parsedAdditionalFields(fields),
    };
    const product = findProduct(db, input.itemId);
    if (product !== undefined) mayView(request, product.access);
    return { cartToken: startSubscription(db, visitorOf(request), input, clock()) };
  });

  app.get<{ Querystring: { cartToken?: string } }>('/checkout/subscription', (request, reply) => {
    const token = request.query.cartToken;
    const cart = typeof token === 'string' ? findSubscriptionCart(db, token) : undefined;
    if (cart === undefined) return sendPage(request, reply, notFoundPage(request.url), { statusCode: 404 });
    return sendPage(request, reply, subscriptionCheckoutPage(cart), { perVisitor: true });
  });
}
