// Adds that arrive together, over real HTTP: the server listens on a port and every request is in
// flight at once, as a browser's are, rather than one `app.inject` after another.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openDatabase, type DemoDatabase } from '../database';
import { SEED_CATALOGUE } from '../store';
import { seedIfEmpty } from './seed';

const tote = SEED_CATALOGUE.find((product) => product.slug === 'canvas-tote')!;
const shirt = SEED_CATALOGUE.find((product) => product.slug === 'linen-shirt')!;

let db: DemoDatabase;
let app: FastifyInstance;
let origin: string;

beforeEach(async () => {
  db = openDatabase(':memory:');
  seedIfEmpty(db);
  app = await buildApp({ db, assetsDir: join(tmpdir(), 'storefront-kit-no-bundle') });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterEach(async () => {
  await app.close();
  db.close();
});

/** The `name=value` pairs a response sets, by name. */
function setCookies(response: Response): Map<string, string> {
  return new Map(
    response.headers.getSetCookie().map((header) => {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/** A new visitor: what a first page view gives them (the crumb), and no cart yet. */
async function newVisitor(): Promise<{ crumb: string }> {
  const response = await fetch(`${origin}/api/commerce/shopping-cart`);
  const crumb = setCookies(response).get('crumb');
  if (crumb === undefined) throw new Error('The server gave no crumb');
  return { crumb };
}

function add(crumb: string, cartCookie: string | undefined, body: { itemId: string; sku: string; quantity: number }): Promise<Response> {
  return fetch(`${origin}/api/commerce/shopping-cart/entries`, {
    method: 'POST',
    headers: {
      cookie: cartCookie === undefined ? `crumb=${crumb}` : `crumb=${crumb}; CART=${cartCookie}`,
      'x-csrf-token': crumb,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

/** The cart the cookie names: its total, and each entry's SKU and quantity. */
async function cartOf(crumb: string, cartCookie: string): Promise<{ totalQuantity: number; entries: [string, number][] }> {
  const response = await fetch(`${origin}/api/commerce/shopping-cart`, { headers: { cookie: `crumb=${crumb}; CART=${cartCookie}` } });
  const cart = (await response.json()) as { totalQuantity: number; entries: { chosenVariant: { sku: string }; quantity: number }[] };
  return { totalQuantity: cart.totalQuantity, entries: cart.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity]) };
}

describe('a new visitor whose first adds arrive together', () => {
  it('gets one cart holding every add the server acknowledged: 200 visitors, 5 first adds each, all in flight at once', async () => {
    const visitors = await Promise.all(Array.from({ length: 200 }, newVisitor));
    const skus = ['SHIRT-S-NAT', 'SHIRT-M-NAT', 'TOTE', 'TOTE', 'SHIRT-S-NAT'];

    const answers = await Promise.all(
      visitors.map(({ crumb }) =>
        Promise.all(skus.map((sku) => add(crumb, undefined, { itemId: sku === 'TOTE' ? tote.id : shirt.id, sku, quantity: 1 }))),
      ),
    );

    const carts = await Promise.all(
      visitors.map(async ({ crumb }, index) => {
        const responses = answers[index]!;
        expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
        // Every answer names the same cart, so whichever cookie the browser keeps, it keeps them all.
        const tokens = new Set(responses.map((response) => setCookies(response).get('CART')));
        expect(tokens.size).toBe(1);
        const [token] = tokens;
        return cartOf(crumb, token!);
      }),
    );
    expect(carts.map((cart) => cart.totalQuantity)).toEqual(visitors.map(() => 5));
    expect(carts[0]?.entries).toEqual([
      ['SHIRT-S-NAT', 2],
      ['SHIRT-M-NAT', 1],
      ['TOTE', 2],
    ]);
    expect(db.prepare('SELECT count(*) AS count FROM carts').get()).toEqual({ count: 200 });
  }, 120_000);

  it('keeps two visitors apart even when their adds arrive together', async () => {
    const [ada, grace] = await Promise.all([newVisitor(), newVisitor()]);
    const [first, second] = await Promise.all([
      add(ada!.crumb, undefined, { itemId: tote.id, sku: 'TOTE', quantity: 1 }),
      add(grace!.crumb, undefined, { itemId: tote.id, sku: 'TOTE', quantity: 2 }),
    ]);
    const adaCart = setCookies(first).get('CART')!;
    const graceCart = setCookies(second).get('CART')!;
    expect(adaCart).not.toBe(graceCart);
    expect((await cartOf(ada!.crumb, adaCart)).totalQuantity).toBe(1);
    expect((await cartOf(grace!.crumb, graceCart)).totalQuantity).toBe(2);
  });
});

describe('a cart that exists', () => {
  it('loses none of 1,000 adds in flight at once', async () => {
    const { crumb } = await newVisitor();
    const first = await add(crumb, undefined, { itemId: tote.id, sku: 'TOTE', quantity: 1 });
    const token = setCookies(first).get('CART')!;

    const responses = await Promise.all(
      Array.from({ length: 1000 }, () => add(crumb, token, { itemId: tote.id, sku: 'TOTE', quantity: 1 })),
    );

    expect(responses.filter((response) => response.status !== 200)).toEqual([]);
    expect(responses.some((response) => setCookies(response).has('CART'))).toBe(false);
    expect(await cartOf(crumb, token)).toEqual({ totalQuantity: 1001, entries: [['TOTE', 1001]] });
  }, 120_000);
});
