// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { CrumbError, ResponseError, createPlatformClient } from '../platform';
import { SignInAnswerError, saveAccountLanguage, signIn, signOut } from './index';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const crumbFail = () => json(401, { crumbFail: true, error: 'Invalid crumb' });

function clientAnswering(...answers: Response[]) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request.clone());
    return answers.shift() ?? json(500, { error: 'no answer left' });
  });
  return { client: createPlatformClient({ baseUrl: 'https://store.example/', fetch, getRetries: 0 }), requests };
}

const SIGNED_IN = {
  xsrfToken: 'x'.repeat(32),
  siteUser: { id: 'u1', email: 'casey@example.com', displayName: 'Casey', language: null, websiteRoles: [10, 99] },
  cartMerge: { leftOut: [{ title: 'Stoneware Vase', quantity: 1, reason: 'stock' }] },
};

describe('signIn', () => {
  it('posts the email, password and rememberMe, and reads the xsrf token, the account and what the cart merge left out', async () => {
    const { client, requests } = clientAnswering(json(200, SIGNED_IN));
    const answer = await signIn(client, { email: 'casey@example.com', password: 'secret', rememberMe: true });
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/api/site-users/account/session');
    expect(await requests[0]!.json()).toEqual({ email: 'casey@example.com', password: 'secret', rememberMe: true });
    // A role the enumeration does not have is dropped.
    expect(answer).toEqual({ ...SIGNED_IN, siteUser: { ...SIGNED_IN.siteUser, websiteRoles: [10] } });
  });

  it('rejects an answer without an xsrf token', async () => {
    const { client } = clientAnswering(json(200, { siteUser: SIGNED_IN.siteUser }));
    await expect(signIn(client, { email: 'a@example.com', password: 'p', rememberMe: false })).rejects.toBeInstanceOf(SignInAnswerError);
  });

  it('rejects a wrong password with the platform’s 401', async () => {
    const { client } = clientAnswering(json(401, { error: 'The email or password is incorrect.' }));
    const error = await signIn(client, { email: 'a@example.com', password: 'p', rememberMe: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ status: 401 });
  });
});

describe('signOut', () => {
  it('sends cloneCart as the shopper chose', async () => {
    const { client, requests } = clientAnswering(json(200, {}), json(200, {}));
    await signOut(client, { cloneCart: true });
    await signOut(client, { cloneCart: false });
    expect(requests.map((request) => `${request.method} ${new URL(request.url).search}`)).toEqual([
      'DELETE ?cloneCart=true',
      'DELETE ?cloneCart=false',
    ]);
  });

  it('tries a crumb failure exactly once more', async () => {
    const { client, requests } = clientAnswering(crumbFail(), json(200, {}));
    await signOut(client, { cloneCart: false });
    expect(requests).toHaveLength(2);
  });

  it('gives up after the second crumb failure, and retries nothing else', async () => {
    const twice = clientAnswering(crumbFail(), crumbFail(), json(200, {}));
    await expect(signOut(twice.client, { cloneCart: false })).rejects.toBeInstanceOf(CrumbError);
    expect(twice.requests).toHaveLength(2);
    const failed = clientAnswering(json(500, { error: 'down' }), json(200, {}));
    await expect(signOut(failed.client, { cloneCart: false })).rejects.toBeInstanceOf(ResponseError);
    expect(failed.requests).toHaveLength(1);
  });
});

describe('saveAccountLanguage', () => {
  it('posts the language the shopper picked', async () => {
    const { client, requests } = clientAnswering(json(200, { language: 'fr-CA' }));
    expect(await saveAccountLanguage(client, { code: 'fr-CA', name: 'Français' })).toBe(true);
    expect(new URL(requests[0]!.url).pathname).toBe('/api/site-users/account/locale');
    expect(await requests[0]!.json()).toEqual({ language: 'fr-CA' });
  });

  it('sends nothing for a custom-code language of the translation provider', async () => {
    const { client, requests } = clientAnswering();
    expect(await saveAccountLanguage(client, { code: 'es-MX', name: 'Español (México)', custom: true })).toBe(false);
    expect(requests).toHaveLength(0);
  });
});
