import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { COOKIE } from '../../../src/site';
import { seedAccount } from '../accounts';

const SESSION = COOKIE.siteUserSession;
const HOST_SESSION = `__Host-${SESSION}`;

const OWNER = 'owner@example.com';
const HSTS = 'max-age=31536000; includeSubDomains';

/** Every Set-Cookie line of a response. */
const setCookies = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? (value as string[]) : [String(value)];
};

describe('served over https (secureCookies)', () => {
  let app: FastifyInstance;
  useSeededDemoApp((demo) => ({ app } = demo), { secureCookies: true });

  it('sends every cookie Secure, the session id under the __Host- prefix, and HSTS on pages', async () => {
    const visitor = new Visitor(app);
    const page = await visitor.get('/');
    expect(page.headers['strict-transport-security']).toBe(HSTS);

    const owner = await Visitor.signedIn(app, OWNER);
    expect([...owner.cookies.keys()].sort()).toEqual(
      expect.arrayContaining([HOST_SESSION, COOKIE.siteUserCrumb, COOKIE.siteUserInfo, COOKIE.crumb]),
    );
    expect(owner.cookies.has(SESSION)).toBe(false);
    const cart = await owner.get('/api/commerce/shopping-cart');
    for (const cookie of [...setCookies(page.headers), ...setCookies(cart.headers)]) expect(cookie).toMatch(/; Secure(;|$)/);

    const session = new Visitor(app);
    const answer = await session.signIn(OWNER, seedAccount(OWNER).password);
    const sessionCookie = setCookies(answer.headers).find((cookie) => cookie.startsWith(`${HOST_SESSION}=`));
    expect(sessionCookie).toMatch(/; path=\/; SameSite=Lax; Secure; HttpOnly$/);
    expect(sessionCookie).not.toMatch(/domain=/i);
    for (const cookie of setCookies(answer.headers)) expect(cookie).toMatch(/; Secure(;|$)/);

    // The prefixed cookie carries the session to an owner call.
    const headerFooter = await owner.get('/api/site-header-footer');
    expect(headerFooter.statusCode).toBe(200);
    expect(headerFooter.headers['strict-transport-security']).toBe(HSTS);
  });

  it('reads no session from the plain name, which a plain-http answer or a sibling subdomain could plant', async () => {
    const owner = await Visitor.signedIn(app, OWNER);
    const id = owner.cookies.get(HOST_SESSION) ?? '';
    const planted = await app.inject({ method: 'GET', url: '/api/site-header-footer', headers: { cookie: `${SESSION}=${id}` } });
    expect(planted.statusCode).toBe(401);
  });
});

describe('served over http (the default)', () => {
  let app: FastifyInstance;
  useSeededDemoApp((demo) => ({ app } = demo));

  it('sends no Secure cookie and no HSTS, and keeps the session cookie’s plain name', async () => {
    const visitor = new Visitor(app);
    const page = await visitor.get('/');
    expect(page.headers['strict-transport-security']).toBeUndefined();
    const answer = await visitor.signIn(OWNER, seedAccount(OWNER).password);
    const cookies = [...setCookies(page.headers), ...setCookies(answer.headers)];
    expect(cookies.some((cookie) => cookie.startsWith(`${SESSION}=`))).toBe(true);
    for (const cookie of cookies) {
      expect(cookie).not.toMatch(/; Secure/);
      expect(cookie).not.toMatch(/^__Host-/);
    }
  });
});
