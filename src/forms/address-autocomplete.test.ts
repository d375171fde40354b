import { describe, expect, it, vi } from 'vitest';
import { createAddressAutocomplete, type AddressTrackingContext, type FormsTransport, type TransportResponse } from './index';

const context = { productPage: 'forms', productSection: 'form-block' };

function setup(answer: TransportResponse | Error, trackingContext: AddressTrackingContext = context) {
  const requests: { path: string; searchParams: Readonly<Record<string, string>> }[] = [];
  const transport: FormsTransport = {
    async postJson() {
      throw new Error('address lookups only read');
    },
    async getJson(path, searchParams) {
      requests.push({ path, searchParams });
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  const logger = { error: vi.fn() };
  const client = createAddressAutocomplete({ transport, context: trackingContext, sessionToken: 'session-1', logger });
  return { client, requests, logger };
}

const components = [
  { long_name: '123', short_name: '123', types: ['street_number'] },
  { long_name: 'Main Street', short_name: 'Main St', types: ['route'] },
  { long_name: 'Apt 4', short_name: 'Apt 4', types: ['subpremise'] },
  { long_name: 'New York', short_name: 'New York', types: ['locality', 'political'] },
  { long_name: 'New York', short_name: 'NY', types: ['administrative_area_level_1', 'political'] },
  { long_name: '10013', short_name: '10013', types: ['postal_code'] },
  { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
];

describe('address predictions', () => {
  it('asks with the typed input, the session and the tracking context', async () => {
    const { client, requests } = setup({
      status: 200,
      body: { predictions: [{ description: '123 Main Street, New York, NY, USA', place_id: 'place-1' }] },
    });
    expect(await client.predict('123 Main')).toEqual({
      status: 'ok',
      value: [{ description: '123 Main Street, New York, NY, USA', placeId: 'place-1' }],
    });
    expect(requests).toEqual([
      {
        path: '/api/google-maps/places/autocomplete',
        searchParams: { input: '123 Main', productPage: 'forms', productSection: 'form-block', sessionToken: 'session-1' },
      },
    ]);
  });

  it('makes no request for blank input', async () => {
    const { client, requests } = setup({ status: 200, body: { predictions: [] } });
    expect(await client.predict('  ')).toEqual({ status: 'ok', value: [] });
    expect(requests).toHaveLength(0);
  });

  it('skips predictions it cannot read', async () => {
    const { client } = setup({ status: 200, body: { predictions: [{ description: 'No id' }, 'junk'] } });
    expect(await client.predict('12')).toEqual({ status: 'ok', value: [] });
  });
});

describe('address details', () => {
  it('fill the six parts of an address field', async () => {
    const { client, requests, logger } = setup({ status: 200, body: { result: { address_components: components } } });
    expect(await client.details('place-1')).toEqual({
      status: 'ok',
      value: ['123 Main Street', 'Apt 4', 'New York', 'New York', '10013', 'US'],
    });
    expect(requests[0]?.searchParams).toMatchObject({ placeId: 'place-1', productPage: 'forms' });
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('log an error, and still look up, when the tracking context lacks productPage or productSection', async () => {
    const { client, requests, logger } = setup(
      { status: 200, body: { result: { address_components: components } } },
      { productPage: 'forms' },
    );
    expect((await client.details('place-1')).status).toBe('ok');
    expect(requests).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledWith('Address details: the tracking context lacks productPage or productSection', {
      productPage: 'forms',
    });
  });
});

describe('when the lookup service fails', () => {
  it.each([
    ['an error status', { status: 503, body: { message: 'quota' } }],
    ['an unreadable answer', { status: 200, body: '<html>' }],
    ['no answer at all', new TypeError('Failed to fetch')],
  ])('answers unavailable for %s, so the plain inputs stay', async (_case, answer) => {
    const { client, logger } = setup(answer);
    expect(await client.predict('123 Main')).toEqual({ status: 'unavailable' });
    expect(await client.details('place-1')).toEqual({ status: 'unavailable' });
    expect(logger.error).toHaveBeenCalled();
  });

  it('answers unavailable for details without any address part', async () => {
    const { client } = setup({ status: 200, body: { result: { address_components: [] } } });
    expect(await client.details('place-1')).toEqual({ status: 'unavailable' });
  });
});
