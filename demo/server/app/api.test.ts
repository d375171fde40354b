import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Visitor as DemoVisitor } from '../../../test/fixtures/demo-visitor';
import { buildApp } from './app';
import { openDatabase, type DemoDatabase } from '../database';
import { SEED_CATALOGUE } from '../store';
import { seedIfEmpty } from './seed';

const ENTRIES = '/api/commerce/shopping-cart/entries';
const CART = '/api/commerce/shopping-cart';
const STOCK = '/api/commerce/inventory/stock/';

function seeded(slug: string) {
  const product = SEED_CATALOGUE.find((candidate) => candidate.slug === slug);
  if (product === undefined) throw new Error(`No seeded product "${slug}"`);
  return product;
}

const shirt = seeded('linen-shirt');
const workshop = seeded('pottery-workshop');
/** The gift card's additional fields, answered: recipient name and email are required. */
const giftCardAnswers = JSON.stringify({ recipientName: 'Ada', recipientEmail: 'ada@example.com', message: '' });
const tote = seeded('canvas-tote');
const ebook = seeded('wild-herbs-field-guide');
const giftCard = seeded('gift-card');
const mug = seeded('enamel-mug');
const scarf = seeded('merino-scarf');
const vase = seeded('stoneware-vase');
const bowl = seeded('matcha-bowl');

function cookie(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((candidate) => candidate.name === name);
}

/** A visitor who adds to the cart, and edits an entry's additional fields, as the storefront does. */
class Visitor extends DemoVisitor {
  add(body: unknown): Promise<LightMyRequestResponse> {
    return this.postJson(ENTRIES, body);
  }

  editFields(entryId: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.putJson(`${ENTRIES}/${encodeURIComponent(entryId)}/additionalFields`, body);
  }

  setQuantity(entryId: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.putJson(`${ENTRIES}/${encodeURIComponent(entryId)}/quantity`, body);
  }

  remove(entryId: string): Promise<LightMyRequestResponse> {
    return this.writeNothing('DELETE', `${ENTRIES}/${encodeURIComponent(entryId)}`);
  }

  restore(entryId: string): Promise<LightMyRequestResponse> {
    return this.writeNothing('POST', `${ENTRIES}/${encodeURIComponent(entryId)}/restore`);
  }

  /** The visitor's cart as stored: each entry's SKU and quantity, in the cart's order. */
  async stored(): Promise<[string, number][]> {
    const cart = (await this.get(CART)).json() as { entries: { chosenVariant: { sku: string }; quantity: number }[] };
    return cart.entries.map((entry) => [entry.chosenVariant.sku, entry.quantity]);
  }
}

let db: DemoDatabase;
let app: FastifyInstance;
/** The app's clock, which dates removals: tests move it on. */
let now = 1_800_000_000_000;

async function newVisitor(): Promise<Visitor> {
  const visitor = new Visitor(app);
  await visitor.get('/');
  return visitor;
}

beforeEach(async () => {
  db = openDatabase(':memory:');
  seedIfEmpty(db);
  app = await buildApp({ db, assetsDir: join(tmpdir(), 'storefront-kit-no-bundle'), clock: () => now });
});

afterEach(async () => {
  await app.close();
  db.close();
});

describe('GET /api/commerce/shopping-cart', () => {
  it('answers a visitor without a cart with the empty cart: no entries, every number 0, id ""', async () => {
    const response = await app.inject({ method: 'GET', url: CART });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: '',
      websiteId: expect.any(String),
      orderId: '',
      created: 0,
      isPurchased: false,
      entries: [],
      shippingOptions: [],
      selectedShippingOption: null,
      shippingLocation: {},
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it('gives a visitor without one a crumb cookie readable by the page', async () => {
    const crumb = cookie(await app.inject({ method: 'GET', url: CART }), 'crumb');
    expect(crumb).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(crumb?.httpOnly).toBeFalsy();
    expect(crumb?.value).toMatch(/^[\w-]{32}$/);
  });

  it('keeps the crumb a visitor already has', async () => {
    const visitor = await newVisitor();
    expect(cookie(await visitor.get(CART), 'crumb')).toBeUndefined();
  });

  it('accepts and ignores the mock, timecode and calculateSubtotal query', async () => {
    const response = await app.inject({ method: 'GET', url: `${CART}?mock=false&timecode=123&calculateSubtotal=true` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ totalQuantity: 0 });
  });

  it('treats a CART cookie naming no cart as no cart', async () => {
    const response = await app.inject({ method: 'GET', url: CART, headers: { cookie: `CART=${'x'.repeat(32)}` } });
    expect(response.json()).toMatchObject({ id: '', entries: [] });
  });

  it('returns the cart the CART cookie names', async () => {
    const visitor = await newVisitor();
    await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 2 });
    const cart = (await visitor.get(CART)).json();
    expect(cart).toMatchObject({ totalQuantity: 2, subtotalCents: 4800, grandTotalCents: 4800 });
    expect(cart.id).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('POST /api/commerce/shopping-cart/entries', () => {
  describe('a first add', () => {
    it('answers the new cart and the entry just added', async () => {
      const visitor = await newVisitor();
      const response = await visitor.add({ itemId: shirt.id, sku: 'SHIRT-M-IND', quantity: 2 });
      expect(response.statusCode).toBe(200);
      const { shoppingCart, newlyAdded } = response.json();
      expect(newlyAdded).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        itemId: shirt.id,
        quantity: 2,
        chosenVariant: { sku: 'SHIRT-M-IND', attributes: { Size: 'M', Color: 'Indigo' } },
        title: 'Linen Shirt',
        subTotal: 10400,
        purchasePriceCents: 5200,
        productType: 1,
        additionalFields: null,
      });
      expect(shoppingCart.entries).toEqual([newlyAdded]);
      expect(shoppingCart).toMatchObject({
        totalQuantity: 2,
        subtotalCents: 10400,
        grandTotalCents: 10400,
        hasDigital: false,
        purelyDigital: false,
        requiresShipping: true,
        isPurchased: false,
      });
      expect(shoppingCart.created).toBeGreaterThan(0);
    });

    it('sets the CART cookie: site-wide, Lax, readable by the page, for two weeks', async () => {
      const visitor = await newVisitor();
      const cart = cookie(await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1 }), 'CART');
      expect(cart).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 14 * 24 * 60 * 60 });
      expect(cart?.httpOnly).toBeFalsy();
    });

    it('goes to the cart the visitor’s own first add made when it left before that add’s cookie arrived', async () => {
      const visitor = await newVisitor();
      const first = await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1 });
      // The second press left with the same cookies as the first: no CART yet.
      visitor.cookies.delete('CART');
      const second = await visitor.add({ itemId: shirt.id, sku: 'SHIRT-M-IND', quantity: 1 });
      expect(second.statusCode).toBe(200);
      expect(cookie(second, 'CART')?.value).toBe(cookie(first, 'CART')?.value);
      expect(second.json().shoppingCart.totalQuantity).toBe(2);
      expect(db.prepare('SELECT count(*) AS count FROM carts').get()).toEqual({ count: 1 });
    });

    it('never gives one visitor a second open cart', () => {
      db.prepare("INSERT INTO carts (id, token, created, visitor) VALUES ('c1', 't1', 1, 'crumb:v')").run();
      expect(() => db.prepare("INSERT INTO carts (id, token, created, visitor) VALUES ('c2', 't2', 1, 'crumb:v')").run()).toThrow(
        /UNIQUE constraint failed: carts.visitor/,
      );
    });
  });

  describe('a later add', () => {
    it('grows the entry with the same SKU instead of adding a second, and sets no new cookie', async () => {
      const visitor = await newVisitor();
      const first = (await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1 })).json();
      const second = await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 2 });
      expect(cookie(second, 'CART')).toBeUndefined();
      const { shoppingCart, newlyAdded } = second.json();
      expect(newlyAdded).toMatchObject({ id: first.newlyAdded.id, quantity: 3, subTotal: 7200 });
      expect(shoppingCart.entries).toHaveLength(1);
      expect(shoppingCart.totalQuantity).toBe(3);
    });

    it('starts a new cart, and sets its cookie, when the CART cookie names a cart that is gone', async () => {
      const visitor = await newVisitor();
      visitor.cookies.set('CART', 'x'.repeat(32));
      const response = await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1 });
      expect(response.statusCode).toBe(200);
      expect(cookie(response, 'CART')?.value).not.toBe('x'.repeat(32));
      expect((await visitor.get(CART)).json().totalQuantity).toBe(1);
    });

    it('keeps entries apart when the additional fields differ, and together when they are the same JSON', async () => {
      const visitor = await newVisitor();
      await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1, additionalFields: '{"Monogram":"AB"}' });
      await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1, additionalFields: '{"Monogram":"CD"}' });
      const { shoppingCart, newlyAdded } = (
        await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1, additionalFields: '{ "Monogram": "AB" }' })
      ).json();
      expect(shoppingCart.entries.map((entry: { quantity: number }) => entry.quantity)).toEqual([2, 1]);
      expect(newlyAdded).toMatchObject({ quantity: 2, additionalFields: '{"Monogram":"AB"}' });
    });

    it('adds a different SKU of the same product as its own entry', async () => {
      const visitor = await newVisitor();
      await visitor.add({ itemId: shirt.id, sku: 'SHIRT-S-NAT', quantity: 1 });
      const { shoppingCart } = (await visitor.add({ itemId: shirt.id, sku: 'SHIRT-M-IND', quantity: 1 })).json();
      expect(shoppingCart.entries.map((entry: { chosenVariant: { sku: string } }) => entry.chosenVariant.sku)).toEqual([
        'SHIRT-S-NAT',
        'SHIRT-M-IND',
      ]);
      expect(shoppingCart.subtotalCents).toBe(4800 + 5200);
    });
  });

  it('charges the sale price while a variant is on sale', async () => {
    const visitor = await newVisitor();
    const { newlyAdded } = (await visitor.add({ itemId: scarf.id, sku: 'SCARF-RUST', quantity: 2 })).json();
    expect(newlyAdded).toMatchObject({ purchasePriceCents: 4900, subTotal: 9800 });
  });

  it('counts yen as whole units', async () => {
    const visitor = await newVisitor();
    const { shoppingCart } = (await visitor.add({ itemId: bowl.id, sku: 'BOWL-SHIRO', quantity: 2 })).json();
    expect(shoppingCart.subtotalCents).toBe(10800);
  });

  it('calls a cart of e-books and gift cards purely digital, and one with a shirt in it shippable', async () => {
    const visitor = await newVisitor();
    await visitor.add({ itemId: ebook.id, sku: 'EBOOK-HERBS', quantity: 1 });
    const digital = (await visitor.add({ itemId: giftCard.id, sku: 'GIFT-50', quantity: 1, additionalFields: giftCardAnswers })).json()
      .shoppingCart;
    expect(digital).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
    const mixed = (await visitor.add({ itemId: shirt.id, sku: 'SHIRT-S-NAT', quantity: 1 })).json().shoppingCart;
    expect(mixed).toMatchObject({ hasDigital: true, purelyDigital: false, requiresShipping: true });
    expect(mixed.entries.map((entry: { productType: number }) => entry.productType)).toEqual([2, 4, 1]);
  });

  it('refuses an item priced in another currency than the cart (409)', async () => {
    const visitor = await newVisitor();
    await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1 });
    const response = await visitor.add({ itemId: bowl.id, sku: 'BOWL-KURO', quantity: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This cart is priced in USD, and "Matcha Bowl" is priced in JPY. A cart holds one currency.',
    });
  });

  describe('stock', () => {
    const notEnough = { error: 'Sorry, we do not have enough of that item available.' };

    it('refuses more than is in stock (409)', async () => {
      const visitor = await newVisitor();
      const response = await visitor.add({ itemId: vase.id, sku: 'VASE-STONE', quantity: 3 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(notEnough);
    });

    it('counts what the cart already holds', async () => {
      const visitor = await newVisitor();
      expect((await visitor.add({ itemId: vase.id, sku: 'VASE-STONE', quantity: 2 })).statusCode).toBe(200);
      const response = await visitor.add({ itemId: vase.id, sku: 'VASE-STONE', quantity: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(notEnough);
      expect((await visitor.get(CART)).json().totalQuantity).toBe(2);
    });

    it('refuses a sold-out product and a sold-out variant', async () => {
      const visitor = await newVisitor();
      expect((await visitor.add({ itemId: mug.id, sku: 'MUG-ENAMEL', quantity: 1 })).statusCode).toBe(409);
      expect((await visitor.add({ itemId: shirt.id, sku: 'SHIRT-L-NAT', quantity: 1 })).statusCode).toBe(409);
    });

    it('lets unlimited items go past 100', async () => {
      const visitor = await newVisitor();
      const response = await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 101 });
      expect(response.statusCode).toBe(200);
      expect(response.json().shoppingCart.totalQuantity).toBe(101);
    });

    it('checks stock on add but does not reserve it: two carts may each hold the last two', async () => {
      const first = await newVisitor();
      const second = await newVisitor();
      expect((await first.add({ itemId: vase.id, sku: 'VASE-STONE', quantity: 2 })).statusCode).toBe(200);
      expect((await second.add({ itemId: vase.id, sku: 'VASE-STONE', quantity: 2 })).statusCode).toBe(200);
      const stock = (await first.get(`${STOCK}?itemId=${vase.id}`)).json();
      expect(stock.results[0].qtyInStock).toBe(2);
    });

    it('makes no cart and sets no cookie when the first add is refused', async () => {
      const visitor = await newVisitor();
      const response = await visitor.add({ itemId: mug.id, sku: 'MUG-ENAMEL', quantity: 1 });
      expect(cookie(response, 'CART')).toBeUndefined();
      expect(db.prepare('SELECT count(*) AS count FROM carts').get()).toEqual({ count: 0 });
    });
  });

  describe('validation', () => {
    async function rejected(body: unknown) {
      const visitor = await newVisitor();
      const response = await visitor.add(body);
      return { status: response.statusCode, body: response.json() };
    }

    it('answers malformed JSON with 400 "Malformed JSON body"', async () => {
      const visitor = await newVisitor();
      for (const payload of ['{"itemId": ', '', 'undefined']) {
        const response = await visitor.post(ENTRIES, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ error: 'Malformed JSON body' });
      }
    });

    it('answers JSON that is not an object with 400', async () => {
      for (const body of [[], 'text', 3, null]) {
        expect(await rejected(body)).toEqual({ status: 400, body: { error: 'The request body must be a JSON object' } });
      }
    });

    it('answers a body that is not JSON with 415', async () => {
      const visitor = await newVisitor();
      for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
        const response = await visitor.post(ENTRIES, 'itemId=1', { 'content-type': contentType });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({ error: 'Content-Type must be application/json' });
      }
    });

    it('names a missing or malformed itemId or sku', async () => {
      const itemIdError = { error: 'itemId must be a non-empty string of at most 100 characters' };
      const skuError = { error: 'sku must be a non-empty string of at most 100 characters' };
      expect(await rejected({ sku: 'TOTE', quantity: 1 })).toEqual({ status: 400, body: itemIdError });
      expect(await rejected({ itemId: 7, sku: 'TOTE', quantity: 1 })).toEqual({ status: 400, body: itemIdError });
      expect(await rejected({ itemId: ' ', sku: 'TOTE', quantity: 1 })).toEqual({ status: 400, body: itemIdError });
      expect(await rejected({ itemId: 'x'.repeat(101), sku: 'TOTE', quantity: 1 })).toEqual({ status: 400, body: itemIdError });
      expect(await rejected({ itemId: tote.id, quantity: 1 })).toEqual({ status: 400, body: skuError });
      expect(await rejected({ itemId: tote.id, sku: '', quantity: 1 })).toEqual({ status: 400, body: skuError });
    });

    it('wants a quantity that is a whole number of at least 1', async () => {
      const quantityError = { status: 400, body: { error: 'quantity must be a whole number of at least 1' } };
      for (const quantity of [0, -1, 1.5, '2', null, undefined, Number.NaN]) {
        expect(await rejected({ itemId: tote.id, sku: 'TOTE', quantity })).toEqual(quantityError);
      }
    });

    it('caps one add at 9999, where the storefront quantity input stops', async () => {
      expect(await rejected({ itemId: tote.id, sku: 'TOTE', quantity: 10_000 })).toEqual({
        status: 400,
        body: { error: 'quantity must be at most 9999' },
      });
    });

    it('wants additionalFields as a string of JSON, or null', async () => {
      const error = { status: 400, body: { error: 'additionalFields must be a string holding JSON, or null' } };
      expect(await rejected({ itemId: tote.id, sku: 'TOTE', quantity: 1, additionalFields: 'not json' })).toEqual(error);
      expect(await rejected({ itemId: tote.id, sku: 'TOTE', quantity: 1, additionalFields: { a: 1 } })).toEqual(error);
    });

    it('answers an unknown item with 404 naming it', async () => {
      expect(await rejected({ itemId: 'abc', sku: 'TOTE', quantity: 1 })).toEqual({
        status: 404,
        body: { error: 'Unknown item "abc"' },
      });
    });

    it('answers an unknown SKU, or one of another product, with 404 naming both', async () => {
      expect(await rejected({ itemId: tote.id, sku: 'X', quantity: 1 })).toEqual({
        status: 404,
        body: { error: `Unknown SKU "X" for item "${tote.id}"` },
      });
      expect((await rejected({ itemId: tote.id, sku: 'SHIRT-S-NAT', quantity: 1 })).status).toBe(404);
    });
  });
});

describe('additional fields', () => {
  const gift = (answers: Record<string, unknown> | null) => ({
    itemId: giftCard.id,
    sku: 'GIFT-25',
    quantity: 1,
    additionalFields: answers === null ? null : JSON.stringify(answers),
  });

  it('stores the answers to the product’s form with the entry, as JSON text keyed by field id', async () => {
    const visitor = await newVisitor();
    const response = await visitor.add(
      gift({ recipientName: 'Ada', recipientEmail: 'ada@example.com', message: 'Happy birthday', extra: 'dropped' }),
    );
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.json().newlyAdded.additionalFields)).toEqual({
      recipientName: 'Ada',
      recipientEmail: 'ada@example.com',
      message: 'Happy birthday',
    });
  });

  it('refuses answers that leave a required field empty or give a bad email, with the form’s message', async () => {
    const visitor = await newVisitor();
    for (const answers of [null, { recipientName: 'Ada', recipientEmail: '' }, { recipientName: 'Ada', recipientEmail: 'not an email' }]) {
      const response = await visitor.add(gift(answers));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'One or more fields is invalid, please check your entries.' });
    }
  });

  it('refuses answers that are JSON but not an object of answers', async () => {
    const visitor = await newVisitor();
    const response = await visitor.add({ ...gift(null), additionalFields: '["Ada"]' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'additionalFields must hold a JSON object of answers keyed by field id' });
  });

  it('keeps two gift cards for two recipients as two entries, and the same recipient twice as one', async () => {
    const visitor = await newVisitor();
    const ada = { recipientName: 'Ada', recipientEmail: 'ada@example.com' };
    await visitor.add(gift(ada));
    await visitor.add(gift({ recipientName: 'Grace', recipientEmail: 'grace@example.com' }));
    const cart = (await visitor.add(gift(ada))).json().shoppingCart;
    expect(cart.entries.map((entry: { quantity: number }) => entry.quantity)).toEqual([2, 1]);
  });
});

describe('PUT /api/commerce/shopping-cart/entries/{entryId}/additionalFields', () => {
  const answers = { participant: ['Ada', 'Lovelace'], experience: 'None yet', notes: '' };

  async function visitorWithWorkshop() {
    const visitor = await newVisitor();
    const added = (
      await visitor.add({ itemId: workshop.id, sku: 'WORKSHOP-SAT', quantity: 1, additionalFields: JSON.stringify(answers) })
    ).json();
    return { visitor, entryId: added.newlyAdded.id as string };
  }

  it('replaces the answers and answers with the cart and the updated entry', async () => {
    const { visitor, entryId } = await visitorWithWorkshop();
    const response = await visitor.editFields(entryId, {
      itemId: workshop.id,
      sku: 'WORKSHOP-SAT',
      additionalFields: JSON.stringify({ ...answers, experience: 'Plenty' }),
    });
    expect(response.statusCode).toBe(200);
    const { shoppingCart, updatedEntry } = response.json();
    expect(updatedEntry).toMatchObject({ id: entryId, quantity: 1 });
    expect(JSON.parse(updatedEntry.additionalFields)).toEqual({ ...answers, experience: 'Plenty' });
    expect(shoppingCart.entries).toEqual([updatedEntry]);
    const stored = (await visitor.get(CART)).json().entries[0].additionalFields;
    expect(JSON.parse(stored).experience).toBe('Plenty');
  });

  it('refuses invalid answers and keeps the old ones', async () => {
    const { visitor, entryId } = await visitorWithWorkshop();
    const response = await visitor.editFields(entryId, {
      itemId: workshop.id,
      sku: 'WORKSHOP-SAT',
      additionalFields: JSON.stringify({ ...answers, participant: ['', ''] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'One or more fields is invalid, please check your entries.' });
    expect(JSON.parse((await visitor.get(CART)).json().entries[0].additionalFields)).toEqual(answers);
  });

  it('answers 404 for an entry that is not in the visitor’s cart', async () => {
    const { entryId } = await visitorWithWorkshop();
    const stranger = await newVisitor();
    const response = await stranger.editFields(entryId, {
      itemId: workshop.id,
      sku: 'WORKSHOP-SAT',
      additionalFields: JSON.stringify(answers),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'This item is no longer in your cart.' });
  });

  it('answers 400 when the item or SKU is not the entry’s', async () => {
    const { visitor, entryId } = await visitorWithWorkshop();
    const response = await visitor.editFields(entryId, {
      itemId: workshop.id,
      sku: 'WORKSHOP-SUN',
      additionalFields: JSON.stringify(answers),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: `itemId and sku must be those of entry "${entryId}"` });
  });

  it('checks the crumb like every write', async () => {
    const { visitor, entryId } = await visitorWithWorkshop();
    const response = await visitor.write(
      'PUT',
      `${ENTRIES}/${entryId}/additionalFields`,
      JSON.stringify({ itemId: workshop.id, sku: 'WORKSHOP-SAT', additionalFields: '{}' }),
      { 'x-csrf-token': '' },
    );
    expect(response.statusCode).toBe(401);
  });
});

/** A visitor whose cart holds two shirts, one tote and one vase (two are left), in that order. */
async function visitorWithCart() {
  const visitor = await newVisitor();
  const ids: string[] = [];
  for (const body of [
    { itemId: shirt.id, sku: 'SHIRT-M-IND', quantity: 2 },
    { itemId: tote.id, sku: 'TOTE', quantity: 1 },
    { itemId: vase.id, sku: 'VASE-STONE', quantity: 1 },
  ]) {
    ids.push((await visitor.add(body)).json().newlyAdded.id as string);
  }
  const [shirtEntry = '', toteEntry = '', vaseEntry = ''] = ids;
  return { visitor, shirtEntry, toteEntry, vaseEntry };
}

const FULL_CART: [string, number][] = [
  ['SHIRT-M-IND', 2],
  ['TOTE', 1],
  ['VASE-STONE', 1],
];

describe('PUT /api/commerce/shopping-cart/entries/{entryId}/quantity', () => {
  it('sets the quantity and answers the cart and the entry as they now are', async () => {
    const { visitor, shirtEntry } = await visitorWithCart();
    const response = await visitor.setQuantity(shirtEntry, { quantity: 5 });
    expect(response.statusCode).toBe(200);
    const { shoppingCart, updatedEntry } = response.json();
    expect(updatedEntry).toMatchObject({ id: shirtEntry, quantity: 5, subTotal: 26000, purchasePriceCents: 5200 });
    expect(shoppingCart).toMatchObject({ totalQuantity: 7, subtotalCents: 26000 + 2400 + 12000 });
    expect(shoppingCart.entries[0]).toEqual(updatedEntry);
    expect(await visitor.stored()).toEqual([
      ['SHIRT-M-IND', 5],
      ['TOTE', 1],
      ['VASE-STONE', 1],
    ]);
  });

  it.each([
    [{ quantity: 0 }, 'quantity must be a whole number of at least 1'],
    [{ quantity: -2 }, 'quantity must be a whole number of at least 1'],
    [{ quantity: 1.5 }, 'quantity must be a whole number of at least 1'],
    [{ quantity: '3' }, 'quantity must be a whole number of at least 1'],
    [{}, 'quantity must be a whole number of at least 1'],
    [{ quantity: 10_000 }, 'quantity must be at most 9999'],
  ])('refuses %j with 400 and changes nothing', async (body, error) => {
    const { visitor, shirtEntry } = await visitorWithCart();
    const response = await visitor.setQuantity(shirtEntry, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await visitor.stored()).toEqual(FULL_CART);
  });

  it('refuses more than is in stock, counting the cart’s other entries of the variant (409), and changes nothing', async () => {
    const { visitor, vaseEntry } = await visitorWithCart();
    expect((await visitor.setQuantity(vaseEntry, { quantity: 2 })).statusCode).toBe(200);
    const response = await visitor.setQuantity(vaseEntry, { quantity: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Sorry, we do not have enough of that item available.' });

    const answers = (participant: string) => JSON.stringify({ participant: [participant, 'Lovelace'], experience: 'None yet', notes: '' });
    const first = await visitor.add({ itemId: workshop.id, sku: 'WORKSHOP-SUN', quantity: 2, additionalFields: answers('Ada') });
    await visitor.add({ itemId: workshop.id, sku: 'WORKSHOP-SUN', quantity: 1, additionalFields: answers('Grace') });
    // Four places on Sunday: two and one are taken, so the first entry may grow to three, not four.
    const entryId = first.json().newlyAdded.id as string;
    expect((await visitor.setQuantity(entryId, { quantity: 4 })).statusCode).toBe(409);
    expect((await visitor.setQuantity(entryId, { quantity: 3 })).statusCode).toBe(200);
  });

  it('answers 404 for an entry id the cart does not hold, and for another visitor’s entry; nothing changes', async () => {
    const { visitor, shirtEntry } = await visitorWithCart();
    const stranger = await visitorWithCart();
    const unknown = await visitor.setQuantity('0123456789abcdef01234567', { quantity: 3 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'This item is no longer in your cart.' });
    const theirs = await stranger.visitor.setQuantity(shirtEntry, { quantity: 3 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: 'This item is no longer in your cart.' });
    expect(await visitor.stored()).toEqual(FULL_CART);
    expect(await stranger.visitor.stored()).toEqual(FULL_CART);
  });

  it('answers 404 to a visitor without a cart', async () => {
    const { shirtEntry } = await visitorWithCart();
    expect((await (await newVisitor()).setQuantity(shirtEntry, { quantity: 3 })).statusCode).toBe(404);
  });

  it('checks the crumb like every write', async () => {
    const { visitor, shirtEntry } = await visitorWithCart();
    const response = await visitor.write('PUT', `${ENTRIES}/${shirtEntry}/quantity`, JSON.stringify({ quantity: 3 }), {
      'x-csrf-token': '',
    });
    expect(response.statusCode).toBe(401);
    expect(await visitor.stored()).toEqual(FULL_CART);
  });
});

describe('DELETE /api/commerce/shopping-cart/entries/{entryId}', () => {
  it('takes the entry out and answers the cart and the entry as it was', async () => {
    const { visitor, toteEntry } = await visitorWithCart();
    const response = await visitor.remove(toteEntry);
    expect(response.statusCode).toBe(200);
    const { shoppingCart, removedEntry } = response.json();
    expect(removedEntry).toMatchObject({ id: toteEntry, itemId: tote.id, quantity: 1, title: 'Canvas Tote' });
    expect(shoppingCart).toMatchObject({ totalQuantity: 3, subtotalCents: 10400 + 12000 });
    expect(await visitor.stored()).toEqual([
      ['SHIRT-M-IND', 2],
      ['VASE-STONE', 1],
    ]);
  });

  it('leaves an empty cart, every number 0, when the last entry goes', async () => {
    const visitor = await newVisitor();
    const entryId = (await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1 })).json().newlyAdded.id as string;
    const { shoppingCart } = (await visitor.remove(entryId)).json();
    expect(shoppingCart).toMatchObject({ entries: [], totalQuantity: 0, subtotalCents: 0, grandTotalCents: 0 });
    expect(shoppingCart.id).not.toBe('');
  });

  it('answers 404 for an unknown entry, another visitor’s entry, and one already removed; nothing changes', async () => {
    const { visitor, toteEntry } = await visitorWithCart();
    const stranger = await visitorWithCart();
    expect((await stranger.visitor.remove(toteEntry)).statusCode).toBe(404);
    expect((await visitor.remove('nope')).statusCode).toBe(404);
    expect(await visitor.stored()).toEqual(FULL_CART);
    expect(await stranger.visitor.stored()).toEqual(FULL_CART);
    expect((await visitor.remove(toteEntry)).statusCode).toBe(200);
    const again = await visitor.remove(toteEntry);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'This item is no longer in your cart.' });
  });

  it('checks the crumb like every write', async () => {
    const { visitor, toteEntry } = await visitorWithCart();
    const response = await visitor.writeNothing('DELETE', `${ENTRIES}/${toteEntry}`, { 'x-csrf-token': 'wrong' });
    expect(response.statusCode).toBe(401);
    expect(await visitor.stored()).toEqual(FULL_CART);
  });
});

describe('POST /api/commerce/shopping-cart/entries/{entryId}/restore', () => {
  it('puts a removed entry back where it was, with its id, answers and quantity', async () => {
    const { visitor, toteEntry } = await visitorWithCart();
    await visitor.remove(toteEntry);
    const response = await visitor.restore(toteEntry);
    expect(response.statusCode).toBe(200);
    const { shoppingCart, restoredEntry } = response.json();
    expect(restoredEntry).toMatchObject({ id: toteEntry, quantity: 1, subTotal: 2400 });
    expect(shoppingCart.totalQuantity).toBe(4);
    expect(await visitor.stored()).toEqual(FULL_CART);
  });

  it('keeps the answers to the product’s form', async () => {
    const visitor = await newVisitor();
    const added = await visitor.add({ itemId: giftCard.id, sku: 'GIFT-50', quantity: 1, additionalFields: giftCardAnswers });
    const entryId = added.json().newlyAdded.id as string;
    await visitor.remove(entryId);
    expect((await visitor.restore(entryId)).json().restoredEntry.additionalFields).toBe(added.json().newlyAdded.additionalFields);
  });

  it('gives its quantity to an entry of the same variant added meanwhile', async () => {
    const { visitor, toteEntry } = await visitorWithCart();
    await visitor.remove(toteEntry);
    const again = (await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 2 })).json().newlyAdded.id as string;
    const { restoredEntry } = (await visitor.restore(toteEntry)).json();
    expect(restoredEntry).toMatchObject({ id: again, quantity: 3 });
    expect(await visitor.stored()).toEqual([
      ['SHIRT-M-IND', 2],
      ['VASE-STONE', 1],
      ['TOTE', 3],
    ]);
  });

  it('checks stock again: what is left may have gone into the cart meanwhile (409)', async () => {
    const { visitor, vaseEntry } = await visitorWithCart();
    await visitor.remove(vaseEntry);
    await visitor.add({ itemId: vase.id, sku: 'VASE-STONE', quantity: 2 });
    const response = await visitor.restore(vaseEntry);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Sorry, we do not have enough of that item available.' });
    expect(await visitor.stored()).toEqual([
      ['SHIRT-M-IND', 2],
      ['TOTE', 1],
      ['VASE-STONE', 2],
    ]);
  });

  it('checks the cart’s currency again (409)', async () => {
    const visitor = await newVisitor();
    const entryId = (await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1 })).json().newlyAdded.id as string;
    await visitor.remove(entryId);
    await visitor.add({ itemId: bowl.id, sku: bowl.variants[0]!.sku, quantity: 1 });
    expect((await visitor.restore(entryId)).statusCode).toBe(409);
  });

  it('answers 404 ten minutes after the removal, and the entry stays out', async () => {
    const { visitor, toteEntry } = await visitorWithCart();
    await visitor.remove(toteEntry);
    now += 10 * 60 * 1000 + 1;
    const response = await visitor.restore(toteEntry);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'This item can no longer be put back in your cart.' });
    expect(await visitor.stored()).toEqual([
      ['SHIRT-M-IND', 2],
      ['VASE-STONE', 1],
    ]);
  });

  it('answers 404 for an entry that was never removed, one put back already, and another visitor’s; nothing changes', async () => {
    const { visitor, toteEntry, shirtEntry } = await visitorWithCart();
    const stranger = await visitorWithCart();
    expect((await visitor.restore(shirtEntry)).statusCode).toBe(404);
    await visitor.remove(toteEntry);
    expect((await stranger.visitor.restore(toteEntry)).statusCode).toBe(404);
    expect(await stranger.visitor.stored()).toEqual(FULL_CART);
    expect((await visitor.restore(toteEntry)).statusCode).toBe(200);
    expect((await visitor.restore(toteEntry)).statusCode).toBe(404);
    expect(await visitor.stored()).toEqual(FULL_CART);
  });

  it('checks the crumb like every write', async () => {
    const { visitor, toteEntry } = await visitorWithCart();
    await visitor.remove(toteEntry);
    const response = await visitor.writeNothing('POST', `${ENTRIES}/${toteEntry}/restore`, { 'x-csrf-token': '' });
    expect(response.statusCode).toBe(401);
    expect(await visitor.stored()).toEqual([
      ['SHIRT-M-IND', 2],
      ['VASE-STONE', 1],
    ]);
  });
});

describe('the demo failure switch', () => {
  it.each([
    ['rate-limit', 429, { error: 'Too many requests' }],
    ['crumb', 401, { crumbFail: true, error: 'Invalid crumb' }],
    ['server-error', 500, { error: 'The server could not complete this request. Please try again.' }],
  ])('%s: every write answers %i, and nothing is stored', async (failure, status, body) => {
    const visitor = await newVisitor();
    visitor.cookies.set('demo-failure', failure);
    const response = await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1 });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
    expect(db.prepare('SELECT count(*) AS count FROM cart_entries').get()).toEqual({ count: 0 });
  });

  it('leaves reads alone, and writes work again once the cookie is gone', async () => {
    const visitor = await newVisitor();
    visitor.cookies.set('demo-failure', 'rate-limit');
    expect((await visitor.get(`${STOCK}?itemId=${tote.id}`)).statusCode).toBe(200);
    visitor.cookies.delete('demo-failure');
    expect((await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1 })).statusCode).toBe(200);
  });

  it('ignores a value it does not know', async () => {
    const visitor = await newVisitor();
    visitor.cookies.set('demo-failure', 'everything');
    expect((await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1 })).statusCode).toBe(200);
  });
});

describe('GET /images/{id}.svg', () => {
  it('draws a product image', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/linen-shirt-indigo.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toContain('Linen Shirt in Indigo');
  });

  it('answers 404 for an image that does not exist', async () => {
    expect((await app.inject({ method: 'GET', url: '/images/nothing.svg' })).statusCode).toBe(404);
  });
});

describe('the crumb check on writes', () => {
  const crumbFail = { crumbFail: true, error: 'Invalid crumb' };

  it('answers 401 when the CSRF header is missing', async () => {
    const visitor = await newVisitor();
    const response = await app.inject({
      method: 'POST',
      url: ENTRIES,
      headers: { cookie: visitor.cookieHeader, 'content-type': 'application/json' },
      payload: JSON.stringify({ itemId: tote.id, sku: 'TOTE', quantity: 1 }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(crumbFail);
  });

  it('answers 401 when the header does not match the crumb cookie', async () => {
    const visitor = await newVisitor();
    const response = await visitor.post(ENTRIES, JSON.stringify({ itemId: tote.id, sku: 'TOTE', quantity: 1 }), {
      'x-csrf-token': 'A'.repeat(32),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(crumbFail);
  });

  it('answers 401 when there is no crumb cookie at all', async () => {
    const response = await app.inject({
      method: 'POST',
      url: ENTRIES,
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'A'.repeat(32) },
      payload: JSON.stringify({ itemId: tote.id, sku: 'TOTE', quantity: 1 }),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(crumbFail);
  });

  it('checks the crumb before reading the body', async () => {
    const response = await app.inject({ method: 'POST', url: ENTRIES, headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(response.statusCode).toBe(401);
  });

  it('adds nothing on a crumb failure', async () => {
    const visitor = await newVisitor();
    await visitor.post(ENTRIES, JSON.stringify({ itemId: tote.id, sku: 'TOTE', quantity: 1 }), { 'x-csrf-token': '' });
    expect(db.prepare('SELECT count(*) AS count FROM cart_entries').get()).toEqual({ count: 0 });
  });
});

describe('GET /api/commerce/inventory/stock/', () => {
  it('answers one result per variant', async () => {
    const response = await app.inject({ method: 'GET', url: `${STOCK}?itemId=${shirt.id}` });
    expect(response.statusCode).toBe(200);
    const { results } = response.json();
    expect(results).toHaveLength(6);
    expect(results[0]).toEqual({ itemId: shirt.id, sku: 'SHIRT-S-NAT', unlimited: false, qtyInStock: 5 });
    expect(results[2]).toEqual({ itemId: shirt.id, sku: 'SHIRT-L-NAT', unlimited: false, qtyInStock: 0 });
  });

  it('calls digital products and gift cards unlimited', async () => {
    const { results } = (await app.inject({ method: 'GET', url: `${STOCK}?itemId=${giftCard.id}` })).json();
    expect(results.map((result: { unlimited: boolean }) => result.unlimited)).toEqual([true, true, true]);
  });

  it('answers without the trailing slash too', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/commerce/inventory/stock?itemId=${tote.id}` })).statusCode).toBe(200);
  });

  it('wants exactly one itemId (400) and a known one (404)', async () => {
    const missing = await app.inject({ method: 'GET', url: STOCK });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'itemId must be a non-empty string of at most 100 characters' });
    expect((await app.inject({ method: 'GET', url: `${STOCK}?itemId=a&itemId=b` })).statusCode).toBe(400);
    const unknown = await app.inject({ method: 'GET', url: `${STOCK}?itemId=nope` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Unknown item "nope"' });
  });
});

describe('limits and faults', () => {
  it('answers a body over 64 KB with 413', async () => {
    const visitor = await newVisitor();
    const response = await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 1, additionalFields: JSON.stringify('x'.repeat(70_000)) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request body is too large' });
  });

  it('answers a server fault with 500 and a message that leaks nothing', async () => {
    db.close();
    const response = await app.inject({ method: 'GET', url: CART, headers: { cookie: `CART=${'x'.repeat(32)}` } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'The server could not complete this request. Please try again.' });
  });
});

describe('unknown API routes', () => {
  it('answer 404 with a JSON error', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/commerce/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No API route for GET /api/commerce/nothing-here' });
  });
});

describe('what the server acknowledged', () => {
  it('is still there after a restart: the row is in the database file and the cart comes back', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-kit-db-'));
    try {
      const file = join(dir, 'storefront.sqlite');
      const firstDb = openDatabase(file);
      seedIfEmpty(firstDb);
      const firstApp = await buildApp({ db: firstDb, assetsDir: dir });
      const visitor = new Visitor(firstApp);
      await visitor.get('/');
      expect((await visitor.add({ itemId: tote.id, sku: 'TOTE', quantity: 4 })).statusCode).toBe(200);
      await firstApp.close();
      firstDb.close();

      const reopened = openDatabase(file);
      const row = reopened
        .prepare('SELECT e.sku, e.quantity FROM cart_entries e JOIN carts c ON c.id = e.cart_id WHERE c.token = ?')
        .get(visitor.cookies.get('CART'));
      expect(row).toEqual({ sku: 'TOTE', quantity: 4 });
      expect(seedIfEmpty(reopened)).toBe(false);

      const secondApp = await buildApp({ db: reopened, assetsDir: dir });
      const cart = (await secondApp.inject({ method: 'GET', url: CART, headers: { cookie: visitor.cookieHeader } })).json();
      expect(cart).toMatchObject({ totalQuantity: 4, subtotalCents: 9600 });
      await secondApp.close();
      reopened.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
