import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEntry, readCart, updateAdditionalFields, type AddEntryInput, type UpdateAdditionalFieldsInput } from '../carts';
import { cartToken, setCartCookie } from '../cookies';
import type { DemoDatabase } from '../db';
import { demoFaultOf } from '../demo-fault';
import { BadRequestError } from '../errors';
import { requireId, requireJsonObject } from './validation';

/** The most one add may ask for: the storefront's quantity input stops at 9999 (spec 001). */
const MAX_ADD_QUANTITY = 9999;

function requireQuantity(body: Record<string, unknown>): number {
  const { quantity } = body;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    throw new BadRequestError('quantity must be a whole number of at least 1');
  }
  if (quantity > MAX_ADD_QUANTITY) throw new BadRequestError(`quantity must be at most ${MAX_ADD_QUANTITY}`);
  return quantity;
}

/** The answers travel as JSON text (spec 000 §7); `null` when none were sent. */
function parsedAdditionalFields(body: Record<string, unknown>): unknown {
  const { additionalFields } = body;
  if (additionalFields === undefined || additionalFields === null) return null;
  if (typeof additionalFields === 'string') {
    try {
      return JSON.parse(additionalFields) as unknown;
    } catch {
      // Falls through to the one message below.
    }
  }
  throw new BadRequestError('additionalFields must be a string holding JSON, or null');
}

/** Validates the body of an add-to-cart call: `{ itemId, sku, quantity, additionalFields? }`. */
function parseAddEntryBody(request: FastifyRequest): AddEntryInput {
  const fields = requireJsonObject(request);
  return {
    itemId: requireId(fields['itemId'], 'itemId'),
    sku: requireId(fields['sku'], 'sku'),
    quantity: requireQuantity(fields),
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
    const { shoppingCart, newlyAdded, token, createdCart } = addEntry(db, cartToken(request), input);
    if (createdCart) setCartCookie(reply, token);
    // The entry is stored as it should be; only this answer is broken, for the popover to choke on.
    if (demoFaultOf(request) === 'cart-popover') return { shoppingCart, newlyAdded: { ...newlyAdded, title: { demoFault: newlyAdded.title } } };
    return { shoppingCart, newlyAdded };
  });

  app.put<{ Params: { entryId: string } }>('/api/commerce/shopping-cart/entries/:entryId/additionalFields', async (request) =>
    updateAdditionalFields(db, cartToken(request), parseUpdateBody(request)),
  );
}
