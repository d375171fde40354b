import type { FastifyRequest } from 'fastify';
import { BadRequestError, UnsupportedMediaTypeError } from './errors';

/** Ids and SKUs are short; a longer one is a mistake, not something to look up and echo back. */
const MAX_ID_LENGTH = 100;

/** An item id or SKU from a body or query, or a 400 naming the field. */
export function requireId(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_ID_LENGTH) {
    throw new BadRequestError(`${field} must be a non-empty string of at most ${MAX_ID_LENGTH} characters`);
  }
  return value;
}

/** A 415 naming `expected` unless the request's Content-Type is it (parameters such as charset allowed). */
export function requireMediaType(request: FastifyRequest, expected: string): void {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== expected) throw new UnsupportedMediaTypeError(`Content-Type must be ${expected}`);
}

/** A write's JSON object body, or the 415 / 400 that says why there is none. */
export function requireJsonObject(request: FastifyRequest): Record<string, unknown> {
  requireMediaType(request, 'application/json');
  const { body } = request;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

/** The most one add may ask for: the storefront's quantity input stops at 9999 (spec 001). */
const MAX_QUANTITY = 9999;

/** A body's quantity field (`quantity` of an add, `qty` of a subscription), or a 400 naming it. */
export function requireQuantity(body: Record<string, unknown>, field: string): number {
  const quantity = body[field];
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    throw new BadRequestError(`${field} must be a whole number of at least 1`);
  }
  if (quantity > MAX_QUANTITY) throw new BadRequestError(`${field} must be at most ${MAX_QUANTITY}`);
  return quantity;
}

/** The additional-fields answers, which travel as JSON text (spec 000 §7); `null` when none were sent. */
export function parsedAdditionalFields(body: Record<string, unknown>): unknown {
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
