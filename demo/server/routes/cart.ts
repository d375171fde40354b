import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEntry, readCart, updateAdditionalFields, type AddEntryInput, type UpdateAdditionalFieldsInput } from '../carts';
import { cartToken, setCartCookie } from '../cookies';
import type { DemoDatabase } from '../db';
import { BadRequestError, UnsupportedMediaTypeError } from '../errors';
import { requireId } from './validation';

/** The most one add may ask for: the storefront's quantity input stops at 9999 (spec 001). */
const MAX_ADD_QUANTITY = 9999;

/** Whether a Content-Type header names JSON (parameters such as charset allowed). */
function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

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

/** The JSON object body of a write, or the 415 / 400 that says why not. */
function jsonBody(request: FastifyRequest): Record<string, unknown> {
  if (!isJsonContentType(request.headers['content-type'])) {
    throw new UnsupportedMediaTypeError('Content-Type must be application/json');
  }
  const { body } = request;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** Validates the body of an add-to-cart call: `{ itemId, sku, quantity, additionalFields? }`. */
function parseAddEntryBody(request: FastifyRequest): AddEntryInput {
  const fields = jsonBody(request);
  return {
    itemId: requireId(fields['itemId'], 'itemId'),
    sku: requireId(fields['sku'], 'sku'),
    quantity: requireQuantity(fields),
    additionalFields: parsedAdditionalFields(fields),
  };
}

/** Validates the body of an additional-fields update: `{ itemId, sku, additionalFields }`. */
function parseUpdateBody(request: FastifyRequest<{ Params: { entryId: string } }>): UpdateAdditionalFieldsInput {
  const fields = jsonBody(request);
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
    return { shoppingCart, newlyAdded };
  });

  app.put<{ Params: { entryId: string } }>('/api/commerce/shopping-cart/entries/:entryId/additionalFields', async (request) =>
    updateAdditionalFields(db, cartToken(request), parseUpdateBody(request)),
  );
}
