// The cart page's plain forms, as a browser without script sends them: form-encoded, from this
// site's own page (Origin, Sec-Fetch-Site), answered with a redirect back to the cart.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import type { DemoDatabase } from '../database';
import { SEED_CATALOGUE } from './catalogue-seed';

const happyDom = new Window();
afterAll(() => happyDom.happyDOM.close());

let app: FastifyInstance;
let db: DemoDatabase;
let now = 1_800_000_000_000;
useSeededDemoApp((demo) => ({ app, db } = demo), { clock: () => now });

const seeded = (slug: string) => SEED_CATALOGUE.find((product) => product.slug === slug)!;

/** A shopper without script: their cart holds two shirts, one tote and the vase (two are left). */
class Shopper extends Visitor {
  entries: { shirt: string; tote: string; vase: string } = { shirt: '', tote: '', vase: '' };

  static async withCart(app: FastifyInstance): Promise<Shopper> {
    const shopper = new Shopper(app);
    await shopper.get('/');
    const ids = [];
    for (const body of [
      { itemId: seeded('linen-shirt').id, sku: 'SHIRT-M-IND', quantity: 2 },
      { itemId: seeded('canvas-tote').id, sku: 'TOTE', quantity: 1 },
      { itemId: seeded('stoneware-vase').id, sku: 'VASE-STONE', quantity: 1 },
    ]) {
      ids.push((await shopper.postJson('/api/commerce/shopping-cart/entries', body)).json().newlyAdded.id as string);
    }
    const [shirt = '', tote = '', vase = ''] = ids;
    shopper.entries = { shirt, tote, vase };
    return shopper;
  }

  /** Sends a cart form as the browser does from the cart page. */
  async send(path: string, fields: Record<string, string> = {}, origin = 'http://localhost'): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        cookie: this.cookieHeader,
        'content-type': 'application/x-www-form-urlencoded',
        origin,
        'sec-fetch-site': origin === 'http://localhost' ? 'same-origin' : 'cross-site',
      },
    });
  }

  async stored(): Promise<[string, number][]> {
    const cart = (await this.get('/api/commerce/shopping-cart')).json() as {
      entries: { chosenVariant: { sku: string }; quantity: number }[];
    };
    return cart.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity]);
  }
}

const FULL: [string, number][] = [
  ['SHIRT-M-IND', 2],
  ['TOTE', 1],
  ['VASE-STONE', 1],
];

function parse(response: LightMyRequestResponse) {
  const document = new happyDom.DOMParser().parseFromString(response.body, 'text/html');
  const alertIn = (selector: string) =>
    [...document.querySelectorAll(`${selector} [role="alert"]`)].map((alert) => [
      alert.querySelector('.sf-alert__title')?.textContent,
      alert.querySelector('.sf-alert__message')?.textContent,
    ]);
  return { document, alertIn };
}

describe('the quantity form', () => {
  it('sets what was typed and redirects back to the cart', async () => {
    const shopper = await Shopper.withCart(app);
    const response = await shopper.send(`/cart/entries/${shopper.entries.shirt}/quantity`, { quantity: '5' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/cart');
    expect(await shopper.stored()).toEqual([
      ['SHIRT-M-IND', 5],
      ['TOTE', 1],
      ['VASE-STONE', 1],
    ]);
  });

  it.each([
    ['0', 'Quantity must be between 1 and 9999'],
    ['10000', 'Quantity must be between 1 and 9999'],
    ['1.5', 'Quantity must be a whole number'],
    ['', 'Quantity must be a whole number'],
    ['two', 'Quantity must be a whole number'],
  ])('refuses %j with 400: the cart page, the entry’s alert and its number as before; nothing changes', async (typed, message) => {
    const shopper = await Shopper.withCart(app);
    const response = await shopper.send(`/cart/entries/${shopper.entries.shirt}/quantity`, { quantity: typed });
    expect(response.statusCode).toBe(400);
    expect(response.headers['cache-control']).toBe('no-store');
    const { document, alertIn } = parse(response);
    expect(alertIn(`[data-entry-id="${shopper.entries.shirt}"]`)).toEqual([['Unable to update quantity', message]]);
    expect(document.querySelector(`#sf-cart-quantity-${shopper.entries.shirt}`)?.getAttribute('value')).toBe('2');
    expect(await shopper.stored()).toEqual(FULL);
  });

  it('refuses more than is in stock with 409 and the platform’s message', async () => {
    const shopper = await Shopper.withCart(app);
    const response = await shopper.send(`/cart/entries/${shopper.entries.vase}/quantity`, { quantity: '3' });
    expect(response.statusCode).toBe(409);
    expect(parse(response).alertIn(`[data-entry-id="${shopper.entries.vase}"]`)).toEqual([
      ['Unable to update quantity', 'Sorry, we do not have enough of that item available.'],
    ]);
    expect(await shopper.stored()).toEqual(FULL);
  });

  it('answers 404 for another visitor’s entry, with the alert above the list, and changes neither cart', async () => {
    const owner = await Shopper.withCart(app);
    const stranger = await Shopper.withCart(app);
    const response = await stranger.send(`/cart/entries/${owner.entries.shirt}/quantity`, { quantity: '7' });
    expect(response.statusCode).toBe(404);
    expect(parse(response).alertIn('.sf-cart > ')).toEqual([['Unable to update quantity', 'This item is no longer in your cart.']]);
    expect(await owner.stored()).toEqual(FULL);
    expect(await stranger.stored()).toEqual(FULL);
  });

  it('says the session expired when the failure switch plays a stale crumb', async () => {
    const shopper = await Shopper.withCart(app);
    shopper.cookies.set('demo-failure', 'crumb');
    const response = await shopper.send(`/cart/entries/${shopper.entries.shirt}/quantity`, { quantity: '4' });
    expect(response.statusCode).toBe(401);
    expect(parse(response).alertIn(`[data-entry-id="${shopper.entries.shirt}"]`)).toEqual([
      ['Unable to update quantity', 'Your session has expired. Please reload the page and try again.'],
    ]);
    expect(await shopper.stored()).toEqual(FULL);
  });

  it('is refused (403) from another site’s page, and from a request that names no origin; nothing changes', async () => {
    const shopper = await Shopper.withCart(app);
    const crossSite = await shopper.send(`/cart/entries/${shopper.entries.shirt}/quantity`, { quantity: '9' }, 'https://evil.example');
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.body).toContain('Cart forms from other sites are refused');
    const anonymous = await app.inject({
      method: 'POST',
      url: `/cart/entries/${shopper.entries.shirt}/quantity`,
      payload: 'quantity=9',
      headers: { cookie: shopper.cookieHeader, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(anonymous.statusCode).toBe(403);
    expect(await shopper.stored()).toEqual(FULL);
  });
});

describe('the remove form and its undo', () => {
  it('removes the entry and redirects to the cart, which offers the undo in the entry’s place', async () => {
    const shopper = await Shopper.withCart(app);
    const response = await shopper.send(`/cart/entries/${shopper.entries.tote}/remove`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/cart?removed=${shopper.entries.tote}`);
    expect(await shopper.stored()).toEqual([
      ['SHIRT-M-IND', 2],
      ['VASE-STONE', 1],
    ]);

    const page = parse(await shopper.get(response.headers.location as string));
    const rows = [...page.document.querySelectorAll('.sf-cart__entries > li')].map((row) => row.className);
    expect(rows).toEqual(['sf-cart__entry', 'sf-cart__removed', 'sf-cart__entry']);
    const removed = page.document.querySelector('.sf-cart__removed');
    expect(removed?.querySelector('p')?.textContent).toBe('Canvas Tote was removed from your cart.');
    expect(removed?.querySelector('form')?.getAttribute('action')).toBe(`/cart/entries/${shopper.entries.tote}/restore`);
    expect(removed?.querySelector('button')?.textContent).toBe('Undo');
    expect(page.document.querySelector('.sf-cart__count')?.textContent).toBe('3 items');
  });

  it('puts it back where it was with the undo, and redirects to the cart', async () => {
    const shopper = await Shopper.withCart(app);
    await shopper.send(`/cart/entries/${shopper.entries.tote}/remove`);
    const response = await shopper.send(`/cart/entries/${shopper.entries.tote}/restore`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/cart');
    expect(await shopper.stored()).toEqual(FULL);
  });

  it('shows the empty cart, with the undo, once the last entry is removed', async () => {
    const shopper = new Shopper(app);
    await shopper.get('/');
    const entryId = (
      await shopper.postJson('/api/commerce/shopping-cart/entries', { itemId: seeded('canvas-tote').id, sku: 'TOTE', quantity: 1 })
    ).json().newlyAdded.id as string;
    const page = parse(await shopper.get((await shopper.send(`/cart/entries/${entryId}/remove`)).headers.location as string));
    expect(page.document.querySelector('.sf-cart')?.className).toBe('sf-cart empty');
    expect(page.document.querySelector('.sf-cart__empty')).not.toBeNull();
    expect(page.document.querySelector('.sf-cart__removed p')?.textContent).toBe('Canvas Tote was removed from your cart.');
  });

  it('answers a late undo (after ten minutes) with 404 and "Unable to add item"; the entry stays out', async () => {
    const shopper = await Shopper.withCart(app);
    await shopper.send(`/cart/entries/${shopper.entries.tote}/remove`);
    now += 10 * 60 * 1000 + 1;
    const response = await shopper.send(`/cart/entries/${shopper.entries.tote}/restore`);
    expect(response.statusCode).toBe(404);
    expect(parse(response).alertIn('.sf-cart > ')).toEqual([['Unable to add item', 'This item can no longer be put back in your cart.']]);
    expect(await shopper.stored()).toEqual([
      ['SHIRT-M-IND', 2],
      ['VASE-STONE', 1],
    ]);
  });

  it('keeps the undo on offer when it is refused, with why', async () => {
    const shopper = await Shopper.withCart(app);
    await shopper.send(`/cart/entries/${shopper.entries.vase}/remove`);
    await shopper.postJson('/api/commerce/shopping-cart/entries', { itemId: seeded('stoneware-vase').id, sku: 'VASE-STONE', quantity: 2 });
    const response = await shopper.send(`/cart/entries/${shopper.entries.vase}/restore`);
    expect(response.statusCode).toBe(409);
    const { document, alertIn } = parse(response);
    expect(document.querySelector('.sf-cart__removed form')?.getAttribute('action')).toBe(`/cart/entries/${shopper.entries.vase}/restore`);
    expect(alertIn('.sf-cart__removed')).toEqual([['Unable to add item', 'Sorry, we do not have enough of that item available.']]);
  });

  it('answers 404 and "Unable to remove item" for another visitor’s entry; nothing changes', async () => {
    const owner = await Shopper.withCart(app);
    const stranger = await Shopper.withCart(app);
    const response = await stranger.send(`/cart/entries/${owner.entries.tote}/remove`);
    expect(response.statusCode).toBe(404);
    expect(parse(response).alertIn('.sf-cart > ')).toEqual([['Unable to remove item', 'This item is no longer in your cart.']]);
    expect(await owner.stored()).toEqual(FULL);
    expect(await stranger.stored()).toEqual(FULL);
  });

  it('shows no undo for an entry id the visitor did not remove', async () => {
    const owner = await Shopper.withCart(app);
    await owner.send(`/cart/entries/${owner.entries.tote}/remove`);
    const stranger = await Shopper.withCart(app);
    const page = parse(await stranger.get(`/cart?removed=${owner.entries.tote}`));
    expect(page.document.querySelector('.sf-cart__removed')).toBeNull();
    expect(db.prepare('SELECT count(*) AS count FROM removed_cart_entries').get()).toEqual({ count: 1 });
  });
});
