import { FIELD_PARTS } from './fields';
import { FORMS_API, bodyProperty, isSuccessStatus, type FormsTransport } from './transport';

/** Where an address lookup happens, sent along with every lookup for the platform's tracking. */
export interface AddressTrackingContext {
  readonly productPage?: string;
  readonly productSection?: string;
}

export interface AddressPrediction {
  /** The whole suggested address as one line, to show in the list. */
  readonly description: string;
  readonly placeId: string;
}

/** A lookup's answer; `unavailable` means: keep the plain address inputs. Never an exception. */
export type AddressLookup<T> = { readonly status: 'ok'; readonly value: T } | { readonly status: 'unavailable' };

export interface AddressAutocompleteOptions {
  readonly transport: FormsTransport;
  readonly context: AddressTrackingContext;
  /** Groups one shopper's predictions and the details they pick, as the places service bills them. */
  readonly sessionToken?: string;
  /** @default console */
  readonly logger?: Pick<Console, 'error'>;
}

export interface AddressAutocomplete {
  /** Addresses matching what the shopper typed so far; no request for blank input. */
  predict(input: string): Promise<AddressLookup<readonly AddressPrediction[]>>;
  /** The chosen address as an address field's six parts (Line1, Line2, City, State, Zip, Country). */
  details(placeId: string): Promise<AddressLookup<readonly string[]>>;
}

const UNAVAILABLE = { status: 'unavailable' } as const;

/**
 * A client for the platform's places lookups (GET /api/google-maps/places/autocomplete and
 * /details). Any failure — offline, an error status, an answer it cannot read — comes back as
 * `unavailable`, so the address field simply stays a set of plain inputs.
 */
export function createAddressAutocomplete(options: AddressAutocompleteOptions): AddressAutocomplete {
  const logger = options.logger ?? console;
  const { productPage, productSection } = options.context;
  const shared: Record<string, string> = {
    ...(productPage === undefined ? {} : { productPage }),
    ...(productSection === undefined ? {} : { productSection }),
    ...(options.sessionToken === undefined ? {} : { sessionToken: options.sessionToken }),
  };

  async function lookup<T>(
    path: string,
    params: Record<string, string>,
    read: (body: unknown) => T | undefined,
  ): Promise<AddressLookup<T>> {
    try {
      const answer = await options.transport.getJson(path, { ...params, ...shared });
      const value = isSuccessStatus(answer.status) ? read(answer.body) : undefined;
      if (value !== undefined) return { status: 'ok', value };
      logger.error('Address lookup unavailable', path, answer.status);
    } catch (error) {
      logger.error('Address lookup got no answer', path, error);
    }
    return UNAVAILABLE;
  }

  return {
    async predict(input) {
      if (input.trim() === '') return { status: 'ok', value: [] };
      return lookup(FORMS_API.placesAutocomplete, { input }, readPredictions);
    },
    async details(placeId) {
      if (productPage === undefined || productSection === undefined) {
        logger.error('Address details: the tracking context lacks productPage or productSection', options.context);
      }
      return lookup(FORMS_API.placesDetails, { placeId }, readAddressParts);
    },
  };
}

/** `{ predictions: [{ description, place_id }] }`, as the places service answers. */
function readPredictions(body: unknown): readonly AddressPrediction[] | undefined {
  const predictions = bodyProperty(body, 'predictions');
  if (!Array.isArray(predictions)) return undefined;
  return predictions.flatMap((prediction: unknown) => {
    const description = bodyProperty(prediction, 'description');
    const placeId = bodyProperty(prediction, 'place_id') ?? bodyProperty(prediction, 'placeId');
    return typeof description === 'string' && typeof placeId === 'string' ? [{ description, placeId }] : [];
  });
}

interface AddressComponent {
  readonly long_name: string;
  readonly short_name: string;
  readonly types: readonly string[];
}

/** `{ result: { address_components: [{ long_name, short_name, types }] } }`, as the places service answers. */
function readAddressParts(body: unknown): readonly string[] | undefined {
  const components = bodyProperty(bodyProperty(body, 'result') ?? body, 'address_components');
  if (!Array.isArray(components)) return undefined;
  const usable = components.filter(isAddressComponent);
  const part = (type: string, name: 'long_name' | 'short_name' = 'long_name'): string =>
    usable.find((component) => component.types.includes(type))?.[name] ?? '';
  const byPart: Record<(typeof FIELD_PARTS.address)[number], string> = {
    Line1: [part('street_number'), part('route')].filter((piece) => piece !== '').join(' '),
    Line2: part('subpremise'),
    City: part('locality') || part('postal_town') || part('sublocality'),
    State: part('administrative_area_level_1'),
    Zip: part('postal_code'),
    Country: part('country', 'short_name'),
  };
  const parts = FIELD_PARTS.address.map((name) => byPart[name]);
  return parts.some((value) => value !== '') ? parts : undefined;
}

function isAddressComponent(value: unknown): value is AddressComponent {
  const types = bodyProperty(value, 'types');
  return (
    typeof bodyProperty(value, 'long_name') === 'string' &&
    typeof bodyProperty(value, 'short_name') === 'string' &&
    Array.isArray(types) &&
    types.every((type) => typeof type === 'string')
  );
}
