import type { FastifyRequest } from 'fastify';
import { BadRequestError, UnsupportedMediaTypeError } from '../errors';

/** Ids and SKUs are short; a longer one is a mistake, not something to look up and echo back. */
const MAX_ID_LENGTH = 100;

/** An item id or SKU from a body or query, or a 400 naming the field. */
export function requireId(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_ID_LENGTH) {
    throw new BadRequestError(`${field} must be a non-empty string of at most ${MAX_ID_LENGTH} characters`);
  }
  return value;
}

/** Whether a Content-Type header names JSON (parameters such as charset allowed). */
function isJsonContentType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/** A write's JSON object body, or the 415 / 400 that says why there is none. */
export function requireJsonObject(request: FastifyRequest): Record<string, unknown> {
  if (!isJsonContentType(request.headers['content-type'])) {
    throw new UnsupportedMediaTypeError('Content-Type must be application/json');
  }
  const { body } = request;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new BadRequestError('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
