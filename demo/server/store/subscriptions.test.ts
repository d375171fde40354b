import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, seedIfEmpty } from '../app';
import { SEED_CATALOGUE } from './catalogue-seed';
import { PRODUCT_TYPE, insertProduct } from './catalogue';
import { openDatabase, type DemoDatabase } from '../database';

const happyDom = new Window();
let db: DemoDatabase;
let app: FastifyInstance;
let assetsDir: string;
let crumb: string;

const idOf = (slug: string): string => SEED_CATALOGUE.find((product) => product.slug === slug)?.id ?? '';

function subscribe(body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/3/commerce/cart/subscription',
    headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

async function pageText(url: string, selector: string) {
  const response = await app.inject({ method: 'GET', url, headers: { cookie: `crumb=${crumb}` } });
  const document = new happyDom.DOMParser().parseFromString(response.body, 'text/html');
  return { status: response.statusCode, response, text: document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() };
}

beforeAll(() => {
  assetsDir = mkdtempSync(join(tmpdir(), 'storefront-kit-dist-'));
});

afterAll(async () => {
  rmSync(assetsDir, { recursive: true, force: true });
  await happyDom.happyDOM.close();
});

beforeEach(async () => {
  db = openDatabase(':memory:');
  seedIfEmpty(db);
  app = await buildApp({ db, assetsDir });
  const home = await app.inject({ method: 'GET', url: '/' });
  crumb = home.cookies.find((cookie) => cookie.name === 'crumb')?.value ?? '';
});

afterEach(async () => {
  await app.close();
  db.close();
});

describe('subscription prices on product pages', () => {
  it.each([
    ['single-origin-coffee', '$18.00 every month'],
    ['flower-bunch', '$35.00 every 2 weeks for 12 weeks'],
    ['tea-club', '$26.00 every 3 months for 1 year'],
    ['weekly-yoga', '$15.00 every week for 1 year'],
  ])('%s reads "%s", and its button "Subscribe"', async (slug, price) => {
    expect((await pageText(`/products/${slug}`, '.product-price')).text).toBe(price);
    expect((await pageText(`/products/${slug}`, '.sqs-add-to-cart-button')).text).toBe('Subscribe');
  });
});

describe('POST /api/3/commerce/cart/subscription', () => {
  it('stores a subscription cart of its own and answers its token; the checkout page shows it', async () => {
    const response = await subscribe({ itemId: idOf('tea-club'), sku: 'TEA-CLUB', qty: 1, additionalFields: null });
    expect(response.statusCode).toBe(200);
    const { cartToken } = response.json<{ cartToken: string }>();
    expect(cartToken).toMatch(/^[\w-]{16,}$/);
    expect(db.prepare('SELECT item_id, sku, quantity FROM subscription_carts WHERE token = ?').get(cartToken)).toEqual({
      item_id: idOf('tea-club'),
      sku: 'TEA-CLUB',
      quantity: 1,
    });
    expect(db.prepare('SELECT count(*) AS count FROM carts').get()).toEqual({ count: 0 });

    const checkout = await pageText(`/checkout/subscription?cartToken=${cartToken}`, '.subscription-price');
    expect(checkout.status).toBe(200);
    expect(checkout.response.headers['cache-control']).toBe('no-store');
    expect(checkout.text).toBe('$26.00 every 3 months for 1 year');
    expect((await pageText(`/checkout/subscription?cartToken=${cartToken}`, 'main dl')).text).toContain('Loose-Leaf Tea Club');
  });

  it('subscribes to a service', async () => {
    expect((await subscribe({ itemId: idOf('weekly-yoga'), sku: 'YOGA-WEEKLY', qty: 1 })).statusCode).toBe(200);
  });

  it('refuses a product that is not sold by subscription', async () => {
    const response = await subscribe({ itemId: idOf('canvas-tote'), sku: 'TOTE', qty: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: '"Canvas Tote" is not sold by subscription' });
  });

  it('refuses a subscribable product that is neither physical nor a service', async () => {
    const [template] = SEED_CATALOGUE;
    insertProduct(
      db,
      {
        ...template!,
        id: 'digital-club',
        slug: 'recipe-club',
        name: 'Recipe Club',
        productType: PRODUCT_TYPE.digital,
        variantOptionOrdering: [],
        images: [],
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
        variants: [
          {
            id: 'digital-club-v',
            sku: 'RECIPES',
            attributes: {},
            priceCents: 500,
            salePriceCents: 0,
            onSale: false,
            unlimited: true,
            qtyInStock: 0,
            mainImageId: null,
          },
        ],
      },
      99,
    );
    const response = await subscribe({ itemId: 'digital-club', sku: 'RECIPES', qty: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Only physical and service products can be subscribed to' });
  });

  it('refuses more than the stock', async () => {
    const response = await subscribe({ itemId: idOf('tea-club'), sku: 'TEA-CLUB', qty: 6 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Sorry, we do not have enough of that item available.' });
  });

  it.each([
    [{ sku: 'TEA-CLUB', qty: 1 }, 400, 'itemId must be a non-empty string of at most 100 characters'],
    [{ itemId: 'nope', sku: 'TEA-CLUB', qty: 1 }, 404, 'Unknown item "nope"'],
    [{ itemId: idOf('tea-club'), sku: 'NOPE', qty: 1 }, 404, `Unknown SKU "NOPE" for item "${idOf('tea-club')}"`],
    [{ itemId: idOf('tea-club'), sku: 'TEA-CLUB', qty: 0 }, 400, 'qty must be a whole number of at least 1'],
    [
      { itemId: idOf('tea-club'), sku: 'TEA-CLUB', qty: 1, additionalFields: '{' },
      400,
      'additionalFields must be a string holding JSON, or null',
    ],
  ])('refuses %j with %i', async (body, status, error) => {
    const response = await subscribe(body);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error });
  });

  it('needs the crumb', async () => {
    const response = await subscribe({ itemId: idOf('tea-club'), sku: 'TEA-CLUB', qty: 1 }, { 'x-csrf-token': 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ crumbFail: true, error: 'Invalid crumb' });
  });
});

describe('the subscription checkout page', () => {
  it('is not found for an unknown or missing token', async () => {
    expect((await pageText('/checkout/subscription?cartToken=nope', 'h1')).status).toBe(404);
    expect((await pageText('/checkout/subscription', 'h1')).status).toBe(404);
  });
});
