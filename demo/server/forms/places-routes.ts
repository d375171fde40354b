import type { FastifyInstance } from 'fastify';
import { BadRequestError, NotFoundError } from '../errors';
import { findPlace, predictPlaces } from './places';

/** The longest text the address lookup reads. */
const MAX_INPUT_LENGTH = 200;

/**
 * The address lookups (spec 000 §7): suggestions for what the shopper typed, and the parts of the
 * one they picked. The tracking context (`productPage`, `productSection`) and `sessionToken` are
 * accepted and not needed here.
 */
export function registerPlacesRoutes(app: FastifyInstance): void {
  app.get<{ Querystring: Record<string, unknown> }>('/api/google-maps/places/autocomplete', async (request) => {
    const input = request.query['input'];
    if (typeof input !== 'string' || input.trim() === '' || input.length > MAX_INPUT_LENGTH) {
      throw new BadRequestError(`input must be a non-empty string of at most ${MAX_INPUT_LENGTH} characters`);
    }
    return { predictions: predictPlaces(input).map((place) => ({ description: place.description, place_id: place.placeId })) };
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/google-maps/places/details', async (request) => {
    const placeId = request.query['placeId'];
    if (typeof placeId !== 'string' || placeId === '') throw new BadRequestError('placeId must be a non-empty string');
    const place = findPlace(placeId);
    if (place === undefined) throw new NotFoundError(`Unknown place "${placeId}"`);
    return { result: { place_id: place.placeId, formatted_address: place.description, address_components: place.components } };
  });
}
