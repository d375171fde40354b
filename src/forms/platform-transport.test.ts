import { describe, expect, it, vi } from 'vitest';
import { NetworkError, createPlatformClient } from '../platform';
import { FORMS_API, createPlatformFormsTransport } from './index';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function transportAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const bodies: string[] = [];
  const client = createPlatformClient({
    apiRoot: '/shop/',
    baseUrl: 'https://store.example/contact',
    getRetries: 0,
    fetch: async (request) => {
      requests.push(request);
      bodies.push(await request.clone().text());
      return answer(request);
    },
  });
  return { transport: createPlatformFormsTransport(client), requests, bodies };
}

describe('the forms transport over the platform client', () => {
  it('posts JSON under the API root and resolves the answer', async () => {
    const { transport, requests, bodies } = transportAnswering(() => json(200, { key: 'k-1' }));
    await expect(transport.postJson(FORMS_API.validate('form 1'), { email: 'ada@example.com' })).resolves.toEqual({
      status: 200,
      body: { key: 'k-1' },
    });
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://store.example/shop/api/rest/forms/validate/form%201');
    expect(request.credentials).toBe('same-origin');
    expect(JSON.parse(bodies[0]!)).toEqual({ email: 'ada@example.com' });
  });

  it('posts no body at all when given none', async () => {
    const { transport, requests, bodies } = transportAnswering(() => json(200, { key: 'k-1' }));
    await transport.postJson(FORMS_API.submissionKey);
    expect(bodies[0]).toBe('');
    expect(requests[0]!.headers.has('content-type')).toBe(false);
  });

  it('gets with search parameters', async () => {
    const { transport, requests } = transportAnswering(() => json(200, { predictions: [] }));
    await transport.getJson(FORMS_API.placesAutocomplete, { input: '1 Main', sessionToken: 's' });
    expect(requests[0]!.url).toBe('https://store.example/shop/api/google-maps/places/autocomplete?input=1+Main&sessionToken=s');
  });

  it.each([
    [400, { errors: { email: 'Required' } }],
    [401, { crumbFail: true, error: 'Invalid crumb' }],
    [404, { error: 'Unknown form' }],
    [429, { error: 'Too many submissions' }],
    [500, { error: 'The server could not complete this request. Please try again.' }],
    [503, {}],
  ])('resolves an HTTP %i with its status and body instead of rejecting', async (status, body) => {
    const { transport } = transportAnswering(() => json(status, body));
    await expect(transport.postJson(FORMS_API.saveSubmission, {})).resolves.toEqual({ status, body });
  });

  it('resolves an answer that is not JSON with no body', async () => {
    const { transport } = transportAnswering(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    await expect(transport.postJson(FORMS_API.saveSubmission, {})).resolves.toEqual({ status: 502, body: undefined });
  });

  it('rejects only when no answer came', async () => {
    const { transport } = transportAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(transport.postJson(FORMS_API.saveSubmission, {})).rejects.toBeInstanceOf(NetworkError);
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(transportAnswering(offline).transport.getJson(FORMS_API.placesDetails, { placeId: 'p' })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });
});
