import { describe, expect, it, vi } from 'vitest';
import { createPlatformClient } from '../platform';
import {
  RESTOCK_GROUPS_PATH,
  RESTOCK_PATH,
  RESTOCK_SEND_ALL_PATH,
  RESTOCK_SEND_PATH,
  checkRestockEmail,
  getAllRestockSignUps,
  getRestockGroups,
  readAllPages,
  sendAllRestock,
  sendRestock,
  signUpForRestock,
} from './index';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function platform(answer: (request: Request) => Response | Promise<Response>) {
  const requests: { method: string; path: string; search: string; body: unknown }[] = [];
  const client = createPlatformClient({
    baseUrl: 'https://shop.example/',
    getRetries: 0,
    fetch: async (request) => {
      const url = new URL(request.url);
      requests.push({
        method: request.method,
        path: url.pathname,
        search: url.search,
        body: request.method === 'GET' ? undefined : await request.clone().json(),
      });
      return answer(request);
    },
  });
  return { client, requests };
}

const signUp = {
  isJoinMailingList: true,
  productId: 'p1',
  variantId: 'v1',
  siteVisitorEmail: ' ada@example.com ',
  recaptchaEnterpriseV3Token: 'token',
  language: 'en-US',
};

describe('checkRestockEmail', () => {
  it.each([
    ['', 'Email cannot be blank'],
    ['   ', 'Email cannot be blank'],
    ['ada', 'Email is invalid'],
    ['ada@example', 'Email is invalid'],
    ['a b@example.com', 'Email is invalid'],
    ['ada@example.com', undefined],
    [' ada@example.com ', undefined],
  ])('%j → %s', (email, message) => {
    expect(checkRestockEmail(email)).toBe(message);
  });
});

describe('signUpForRestock', () => {
  it('posts the spec’s payload, the email trimmed', async () => {
    const { client, requests } = platform(() => json(200, {}));
    expect(await signUpForRestock(client, signUp)).toEqual({ ok: true });
    expect(requests).toEqual([
      { method: 'POST', path: `/${RESTOCK_PATH}`, search: '', body: { ...signUp, siteVisitorEmail: 'ada@example.com' } },
    ]);
  });

  it('gives the server’s message when there is one', async () => {
    const { client } = platform(() => json(400, { error: 'The CAPTCHA could not be verified. Please try again.' }));
    expect(await signUpForRestock(client, signUp)).toEqual({ ok: false, message: 'The CAPTCHA could not be verified. Please try again.' });
  });

  it('else asks to try again later', async () => {
    const { client } = platform(() => new Response('', { status: 502 }));
    expect(await signUpForRestock(client, signUp)).toEqual({ ok: false, message: 'Unable to submit form. Please try again later.' });
    const rateLimited = platform(() => json(429, {}));
    expect(await signUpForRestock(rateLimited.client, signUp)).toEqual({
      ok: false,
      message: 'Unable to submit form. Please try again later.',
    });
  });

  it('says the session expired rather than the server’s crumb words', async () => {
    const { client } = platform(() => json(401, { crumbFail: true, error: 'Invalid crumb' }));
    expect(await signUpForRestock(client, signUp)).toEqual({
      ok: false,
      message: 'Your session has expired. Please reload the page and try again.',
    });
  });

  it('asks to try again later when the request never got an answer', async () => {
    const { client } = platform(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await signUpForRestock(client, signUp)).toEqual({ ok: false, message: 'Unable to submit form. Please try again later.' });
  });
});

describe('the merchant’s calls', () => {
  it('reads every page until hasNextPage is false, following the cursors', async () => {
    const pages: Record<string, unknown> = {
      '': { signUps: [{ email: 'a@x.io' }], hasNextPage: true, nextPageCursor: 'c1' },
      c1: { signUps: [{ email: 'b@x.io' }], hasNextPage: true, nextPageCursor: 'c2' },
      c2: { signUps: [{ email: 'c@x.io' }], hasNextPage: false, nextPageCursor: null },
    };
    const { client, requests } = platform((request) => json(200, pages[new URL(request.url).searchParams.get('cursor') ?? '']));
    const all = await getAllRestockSignUps(client, { productId: 'p1', variantId: 'v1' });
    expect(all.map((row) => row.email)).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
    expect(requests.map((request) => request.search)).toEqual([
      '?productId=p1&variantId=v1',
      '?productId=p1&variantId=v1&cursor=c1',
      '?productId=p1&variantId=v1&cursor=c2',
    ]);
  });

  it('stops at a cursor it has seen rather than looping', async () => {
    const load = vi.fn(async () => ({ items: [1], hasNextPage: true, nextPageCursor: 'same' }));
    expect(await readAllPages(load)).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reads a page of groups, and refuses an answer without its list', async () => {
    const { client, requests } = platform(() => json(200, { signUpGroups: [{ productId: 'p1' }], hasNextPage: false }));
    expect(await getRestockGroups(client, 'c9')).toEqual({ items: [{ productId: 'p1' }], hasNextPage: false, nextPageCursor: undefined });
    expect(requests[0]).toMatchObject({ path: `/${RESTOCK_GROUPS_PATH}`, search: '?cursor=c9' });
    const broken = platform(() => json(200, {}));
    await expect(getRestockGroups(broken.client)).rejects.toThrow(TypeError);
  });

  it('sends one group, and all groups in one call', async () => {
    const { client, requests } = platform(() => json(200, { sent: 2 }));
    expect(await sendRestock(client, { productId: 'p1', variantId: 'v1' })).toBe(2);
    expect(
      await sendAllRestock(client, [
        { productId: 'p1', variantId: 'v1' },
        { productId: 'p2', variantId: '' },
      ]),
    ).toBe(2);
    expect(requests).toEqual([
      { method: 'POST', path: `/${RESTOCK_SEND_PATH}`, search: '', body: { productId: 'p1', variantId: 'v1' } },
      {
        method: 'POST',
        path: `/${RESTOCK_SEND_ALL_PATH}`,
        search: '',
        body: {
          sendRequests: [
            { productId: 'p1', variantId: 'v1' },
            { productId: 'p2', variantId: '' },
          ],
        },
      },
    ]);
  });
});
