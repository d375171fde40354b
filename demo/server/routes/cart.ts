import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEntry, readCart, type AddEntryInput } from '../carts';
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

/** The answers travel as JSON text; kept in one canonical spelling so equal answers share an entry. */
function optionalAdditionalFields(body: Record<string, unknown>): string | null {
  const { additionalFields } = body;
  if (additionalFields === undefined || additionalFields === null) return null;
  if (typeof additionalFields === 'string') {
    try {
      return JSON.stringify(JSON.parse(additionalFields));
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
    additionalFields: optionalAdditionalFields(fields),
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
}
