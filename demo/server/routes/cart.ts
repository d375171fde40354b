import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEntry, readCart, updateAdditionalFields, type AddEntryInput, type UpdateAdditionalFieldsInput } from '../carts';
import { cartToken, setCartCookie, visitorOf } from '../cookies';
import type { DemoDatabase } from '../db';
import { demoFaultOf } from '../demo-fault';
import { parsedAdditionalFields, requireId, requireJsonObject, requireQuantity } from './validation';

/** Validates the body of an add-to-cart call: `{ itemId, sku, quantity, additionalFields? }`. */
function parseAddEntryBody(request: FastifyRequest): AddEntryInput {
  const fields = requireJsonObject(request);
  return {
    itemId: requireId(fields['itemId'], 'itemId'),
    sku: requireId(fields['sku'], 'sku'),
    quantity: requireQuantity(fields, 'quantity'),
    additionalFields: parsedAdditionalFields(fields),
  };
}

/** Validates the body of an additional-fields update: `{ itemId, sku, additionalFields }`. */
function parseUpdateBody(request: FastifyRequest<{ Params: { entryId: string } }>): UpdateAdditionalFieldsInput {
  const fields = requireJsonObject(request);
  return {
    entryId: requireId(request.params.entryId, 'entryId'),
    itemId: requireId(fields['itemId'], 'itemId'),
    sku: requireId(fields['sku'], 'sku'),
    additionalFields: parsedAdditionalFields(fields),
  };
}

export function registerCartRoutes(app: FastifyInstance, db: DemoDatabase): void {
  // The query (mock, timecode, calculateSubtotal) is accepted and ignored: the demo always has fresh totals.
  app.get('/api/commerce/shopping-cart', async (request) => readCart(db, cartToken(request)).cart);

  app.post('/api/commerce/shopping-cart/entries', async (request, reply) => {
    const input = parseAddEntryBody(request);
    const { shoppingCart, newlyAdded, token, setCookie } = addEntry(db, cartToken(request), input, visitorOf(request));
    if (setCookie) setCartCookie(reply, token);
    // The entry is stored as it should be; only this answer is broken, for the popover to choke on.
    if (demoFaultOf(request) === 'cart-popover')
      return { shoppingCart, newlyAdded: { ...newlyAdded, title: { demoFault: newlyAdded.title } } };
    return { shoppingCart, newlyAdded };
  });

  app.put<{ Params: { entryId: string } }>('/api/commerce/shopping-cart/entries/:entryId/additionalFields', async (request) =>
    updateAdditionalFields(db, cartToken(request), parseUpdateBody(request)),
  );
}
