import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import type { DemoDatabase } from '../database';
import { writeRoutesOf } from '../guard';
import { SEED_CATALOGUE } from '../store';

let app: FastifyInstance;
let db: DemoDatabase;
useSeededDemoApp((demo) => ({ app, db } = demo));

const tote = SEED_CATALOGUE.find((product) => product.slug === 'canvas-tote');
if (tote === undefined) throw new Error('No seeded canvas tote');
const addTote = JSON.stringify({ itemId: tote.id, sku: 'TOTE', quantity: 1 });
const storedEntries = () => db.prepare('SELECT count(*) AS count FROM cart_entries').get();

describe('the write-token check decides on the matched route, not the raw URL', () => {
  it.each([
    ['a percent-encoded letter', '/%61pi/commerce/shopping-cart/entries'],
    ['an encoded letter further on', '/api/commerce/%73hopping-cart/entries'],
    ['an encoded letter in the last segment', '/api/commerce/shopping-cart/%65ntries'],
  ])('refuses a guest write through %s without a token, and stores nothing', async (_name, url) => {
    const visitor = new Visitor(app);
    await visitor.get('/api/commerce/shopping-cart');
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { cookie: visitor.cookieHeader, 'content-type': 'application/json' },
      payload: addTote,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ crumbFail: true, error: 'Invalid crumb' });
    expect(storedEntries()).toEqual({ count: 0 });
  });

  it('refuses a signed-in write through an encoded path without the xsrf token', async () => {
    const owner = await Visitor.signedIn(app, 'owner@example.com');
    const response = await app.inject({
      method: 'POST',
      url: '/%61pi/commerce/shopping-cart/entries',
      headers: { cookie: owner.cookieHeader, 'content-type': 'application/json' },
      payload: addTote,
    });
    expect(response.statusCode).toBe(403);
    expect(storedEntries()).toEqual({ count: 0 });
  });
});

describe('every write route needs its write token unless it says why not', () => {
  it('refuses each registered write without a token, except the routes that opt out by name', async () => {
    const visitor = new Visitor(app);
    await visitor.get('/api/commerce/shopping-cart');
    const owner = await Visitor.signedIn(app, 'owner@example.com');
    const writes = writeRoutesOf(app);
    expect(writes.length).toBeGreaterThan(40);
    const answered: string[] = [];
    for (const route of writes) {
      const url = route.url.replace(/:(\w+)/g, 'x1');
      for (const who of [visitor, owner]) {
        const response = await app.inject({
          method: route.method as 'POST',
          url,
          headers: { cookie: who.cookieHeader, 'content-type': 'application/json' },
          payload: '{}',
        });
        if (route.writeToken === undefined) {
          expect([401, 403], `${route.method} ${route.url}`).toContain(response.statusCode);
        } else if (route.writeToken === 'origin') {
          expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
        } else {
          answered.push(`${route.method} ${route.url} (${route.writeToken}: ${route.why})`);
        }
      }
    }
    // The routes that take no token from the guard, each with its reason.
    expect(new Set(answered.map((line) => line.split(' (')[0]))).toEqual(
      new Set([
        'POST /api/csp-reports',
        'POST /captcha-stand-in/token',
        'POST /account/sign-in',
        'POST /account/sign-out',
        'POST /account/sign-out-everywhere',
        'POST /account/language',
      ]),
    );
  });
});

describe('crumbs are signed by the server', () => {
  const madeUp = ['A'.repeat(32), 'q1_-'.repeat(8)];

  it.each(madeUp)(
    'refuses a made-up crumb %s sent as cookie and header (401 crumbFail), issues a real one, and stores nothing',
    async (crumb) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
        payload: addTote,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ crumbFail: true, error: 'Invalid crumb' });
      expect(storedEntries()).toEqual({ count: 0 });
      const issued = response.cookies.find((cookie) => cookie.name === 'crumb')?.value;
      expect(issued).toBeDefined();
      expect(issued).not.toBe(crumb);
      const again = await app.inject({
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        headers: { cookie: `crumb=${issued}`, 'x-csrf-token': issued, 'content-type': 'application/json' },
        payload: addTote,
      });
      expect(again.statusCode).toBe(200);
    },
  );

  it('refuses a real crumb whose signature was changed', async () => {
    const visitor = new Visitor(app);
    await visitor.get('/api/commerce/shopping-cart');
    const real = visitor.cookies.get('crumb') ?? '';
    const forged = `${real.slice(0, -1)}${real.endsWith('A') ? 'B' : 'A'}`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/commerce/shopping-cart/entries',
      headers: { cookie: `crumb=${forged}`, 'x-csrf-token': forged, 'content-type': 'application/json' },
      payload: addTote,
    });
    expect(response.statusCode).toBe(401);
  });
});
