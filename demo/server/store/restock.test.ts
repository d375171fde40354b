import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { seedAccount } from '../accounts';
import type { DemoDatabase } from '../database';
import { RESTOCK_PAGE_SIZE } from './restock';
import { SEED_CATALOGUE } from './catalogue-seed';

const happyDom = new Window();
let db: DemoDatabase;
let app: FastifyInstance;
let crumb: string;
let now = 1_700_000_000_000;

const PATH = '/api/site-users/account/notifications/restock';
const product = (slug: string) => SEED_CATALOGUE.find((candidate) => candidate.slug === slug)!;
const SHIRT = product('linen-shirt');
const L_NATURAL = SHIRT.variants.find((variant) => variant.sku === 'SHIRT-L-NAT')!.id;
const MUG = product('enamel-mug');

async function captchaToken(action = 'product_waitlist'): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/captcha-stand-in/token',
    payload: { sitekey: 'demo-stand-in-site-key', action },
  });
  return answer.json<{ token: string }>().token;
}

function write(method: 'POST', url: string, payload: unknown, cookie = '') {
  return app.inject({
    method,
    url,
    headers: { cookie: `crumb=${crumb}${cookie}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

async function signUp(email: string, fields: Record<string, unknown> = {}) {
  return write('POST', PATH, {
    isJoinMailingList: false,
    productId: SHIRT.id,
    variantId: L_NATURAL,
    siteVisitorEmail: email,
    recaptchaEnterpriseV3Token: await captchaToken(),
    language: 'en-US',
    ...fields,
  });
}

/** A visitor signed in with the seeded account of `email` (the owner unless named). */
async function signedIn(email = 'owner@example.com'): Promise<Visitor> {
  const visitor = new Visitor(app);
  const answer = await visitor.signIn(email, seedAccount(email).password);
  expect(answer.statusCode).toBe(200);
  return visitor;
}

const rows = () =>
  db.prepare('SELECT email, product_id, variant_id, is_join_mailing_list, language, notified FROM restock_sign_ups ORDER BY id').all();

useSeededDemoApp((demo) => ({ db, app } = demo), { clock: () => now });

beforeEach(async () => {
  crumb = (await app.inject({ method: 'GET', url: '/' })).cookies.find((cookie) => cookie.name === 'crumb')?.value ?? '';
});

afterAll(async () => {
  await happyDom.happyDOM.close();
});

describe('the product pages’ restock and scarcity markup, rendered by the engine', () => {
  async function document(slug: string) {
    const response = await app.inject({ method: 'GET', url: `/products/${slug}` });
    return {
      page: new happyDom.DOMParser().parseFromString(response.body, 'text/html'),
      context: JSON.parse(/id="page-context">(.*?)<\/script>/s.exec(response.body)?.[1] ?? '{}'),
    };
  }

  it('writes a hidden sign-up per sold-out variant and a hidden scarcity message per scarce one', async () => {
    const { page, context } = await document('linen-shirt');
    const views = [...page.querySelectorAll('.product-restock-notification')];
    expect(views.map((view) => [view.getAttribute('data-variant-id'), view.hasAttribute('hidden')])).toEqual([[L_NATURAL, true]]);
    expect(views[0]?.querySelector('input[name="isJoinMailingList"]')?.hasAttribute('checked')).toBe(false);
    expect(views[0]?.querySelector('.captcha-container')).not.toBeNull();
    expect(
      [...page.querySelectorAll('.product-scarcity')].map((view) => [
        view.textContent?.trim(),
        view.getAttribute('data-variant-attributes'),
      ]),
    ).toEqual([
      ['Only 3 left!', '{"Size":"S","Color":"Indigo"}'],
      ['Only 2 left!', '{"Size":"L","Color":"Indigo"}'],
    ]);
    expect(context.productMerchandisingContext[SHIRT.id].restockNotificationMessages.successText).toBe(
      'Thank you! We will email you when it is back in stock.',
    );
  });

  it('shows a product sold out as a whole its sign-up from the start, opted in by default', async () => {
    const { page } = await document('enamel-mug');
    const view = page.querySelector('.product-restock-notification');
    expect(view?.hasAttribute('hidden')).toBe(false);
    expect(view?.querySelector('input[name="isJoinMailingList"]')?.hasAttribute('checked')).toBe(true);
  });

  it('writes neither for a product in stock', async () => {
    const { page, context } = await document('canvas-tote');
    expect(page.querySelector('.product-restock-notification, .product-scarcity')).toBeNull();
    expect(context.productMerchandisingContext).toBeUndefined();
  });
});

describe('POST …/restock: the shopper’s sign-up', () => {
  it('stores one sign-up per email, product and variant; signing up again is not an error', async () => {
    expect((await signUp('Ada@Example.com')).statusCode).toBe(200);
    expect((await signUp('ada@example.com ', { isJoinMailingList: true })).statusCode).toBe(200);
    expect(rows()).toEqual([
      { email: 'ada@example.com', product_id: SHIRT.id, variant_id: L_NATURAL, is_join_mailing_list: 1, language: 'en-US', notified: null },
    ]);
  });

  it('takes a sign-up to a product as a whole', async () => {
    expect((await signUp('grace@example.com', { productId: MUG.id, variantId: '' })).statusCode).toBe(200);
    expect(rows()).toMatchObject([{ product_id: MUG.id, variant_id: '' }]);
  });

  it('needs a fresh captcha token, good once', async () => {
    const token = await captchaToken();
    const payload = {
      isJoinMailingList: false,
      productId: SHIRT.id,
      variantId: L_NATURAL,
      siteVisitorEmail: 'a@example.com',
      recaptchaEnterpriseV3Token: token,
    };
    expect((await write('POST', PATH, payload)).statusCode).toBe(200);
    const again = await write('POST', PATH, { ...payload, siteVisitorEmail: 'b@example.com' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'The CAPTCHA could not be verified. Please try again.' });
    expect((await write('POST', PATH, { ...payload, recaptchaEnterpriseV3Token: '' })).statusCode).toBe(400);
  });

  it.each([
    [{ siteVisitorEmail: 'nope' }, 400, 'siteVisitorEmail must be an email address'],
    [{ isJoinMailingList: 'yes' }, 400, 'isJoinMailingList must be true or false'],
    [{ productId: 'nope' }, 404, 'Unknown item "nope"'],
    [{ variantId: 'nope' }, 404, `Unknown variant "nope" for item "${SHIRT.id}"`],
    [{ language: 42 }, 400, 'language must be a language tag'],
  ])('refuses %j with %i', async (fields, status, error) => {
    const answer = await signUp('ada@example.com', fields);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({ error });
    expect(rows()).toEqual([]);
  });
});

describe('the merchant’s calls', () => {
  it('are refused without a session (401), to an account without restock:manage (403), and once the session ends', async () => {
    const calls = (visitor: Visitor) => [
      visitor.get(`${PATH}/groups`),
      visitor.get(`${PATH}?productId=${SHIRT.id}&variantId=${L_NATURAL}`),
      visitor.postJson(`${PATH}/send`, { productId: SHIRT.id, variantId: L_NATURAL }),
      visitor.postJson(`${PATH}/send/all`, { sendRequests: [{ productId: SHIRT.id, variantId: L_NATURAL }] }),
    ];
    for (const answer of await Promise.all(calls(new Visitor(app)))) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: 'Sign in to continue.' });
    }
    for (const answer of await Promise.all(calls(await signedIn('customer@example.com')))) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ error: 'Your account does not have the "restock:manage" permission this needs.' });
    }
    const owner = await signedIn();
    expect((await owner.get(`${PATH}/groups`)).statusCode).toBe(200);
    // Not remembered: the server ends the session after a day, whatever the browser keeps.
    now += 24 * 60 * 60 * 1000 + 1;
    expect((await owner.get(`${PATH}/groups`)).statusCode).toBe(401);
  });

  it('are open to the store manager too, and closed again after signing out', async () => {
    const manager = await signedIn('store@example.com');
    expect((await manager.get(`${PATH}/groups`)).statusCode).toBe(200);
    expect((await manager.delete('/api/site-users/account/session?cloneCart=false')).statusCode).toBe(200);
    expect((await manager.get(`${PATH}/groups`)).statusCode).toBe(401);
  });

  it('lists groups and sign-ups page by page with cursors until hasNextPage is false', async () => {
    for (let n = 0; n < RESTOCK_PAGE_SIZE.signUps + 1; n += 1) await signUp(`s${n}@example.com`);
    // The Indigo variants: with L / Natural, one group more than a page holds.
    const indigo = SHIRT.variants.filter((variant) => variant.attributes['Color'] === 'Indigo');
    expect(indigo).toHaveLength(RESTOCK_PAGE_SIZE.groups);
    for (const variant of indigo) await signUp('v@example.com', { variantId: variant.id });
    const owner = await signedIn();

    interface GroupsPage {
      signUpGroups: unknown[];
      hasNextPage: boolean;
      nextPageCursor: string | null;
    }
    const groups: unknown[] = [];
    let cursor: string | null = '';
    let pages = 0;
    for (; cursor !== null; pages += 1) {
      expect(pages).toBeLessThan(5);
      const page: GroupsPage = (await owner.get(`${PATH}/groups?cursor=${cursor}`)).json<GroupsPage>();
      expect(page.signUpGroups.length).toBeLessThanOrEqual(RESTOCK_PAGE_SIZE.groups);
      groups.push(...page.signUpGroups);
      cursor = page.hasNextPage ? page.nextPageCursor : null;
    }
    expect(pages).toBe(2);
    expect(groups).toHaveLength(RESTOCK_PAGE_SIZE.groups + 1);
    expect(groups).toContainEqual({
      productId: SHIRT.id,
      variantId: L_NATURAL,
      productName: 'Linen Shirt',
      variantName: 'L / Natural',
      signUpCount: 6,
      pendingCount: 6,
    });

    const first = (await owner.get(`${PATH}?productId=${SHIRT.id}&variantId=${L_NATURAL}`)).json();
    expect(first.signUps).toHaveLength(RESTOCK_PAGE_SIZE.signUps);
    expect(first.hasNextPage).toBe(true);
    const second = (await owner.get(`${PATH}?productId=${SHIRT.id}&variantId=${L_NATURAL}&cursor=${first.nextPageCursor}`)).json();
    expect(second).toEqual({
      signUps: [{ email: 's5@example.com', isJoinMailingList: false, created: now, notified: null }],
      hasNextPage: false,
      nextPageCursor: null,
    });
    expect((await owner.get(`${PATH}/groups?cursor=forged`)).statusCode).toBe(400);
  });

  it('sends one group, records the send, and sends all in one call', async () => {
    await signUp('a@example.com');
    await signUp('b@example.com');
    await signUp('c@example.com', { productId: MUG.id, variantId: '' });
    const owner = await signedIn();
    const sent = await owner.postJson(`${PATH}/send`, { productId: SHIRT.id, variantId: L_NATURAL });
    expect(sent.json()).toEqual({ sent: 2 });
    expect(db.prepare('SELECT product_id, variant_id, sign_ups, sent FROM restock_sends').all()).toEqual([
      { product_id: SHIRT.id, variant_id: L_NATURAL, sign_ups: 2, sent: now },
    ]);
    const all = await owner.postJson(`${PATH}/send/all`, {
      sendRequests: [
        { productId: SHIRT.id, variantId: L_NATURAL },
        { productId: MUG.id, variantId: '' },
      ],
    });
    expect(all.json()).toEqual({
      sent: 1,
      results: [
        { productId: SHIRT.id, variantId: L_NATURAL, sent: 0 },
        { productId: MUG.id, variantId: '', sent: 1 },
      ],
    });
    expect((rows() as { notified: number | null }[]).every((row) => row.notified === now)).toBe(true);
  });

  it('sends nothing with the crumb in place of the session’s xsrf token', async () => {
    await signUp('a@example.com');
    const owner = await signedIn();
    expect((await owner.postJson(`${PATH}/send`, { productId: SHIRT.id, variantId: L_NATURAL })).statusCode).toBe(200);
    const forged = await owner.post(`${PATH}/send/all`, JSON.stringify({ sendRequests: [{ productId: MUG.id, variantId: '' }] }), {
      'x-csrf-token': owner.cookies.get('crumb') ?? '',
    });
    expect(forged.statusCode).toBe(403);
    expect(db.prepare('SELECT count(*) AS sends FROM restock_sends').get()).toEqual({ sends: 1 });
  });

  it('sends nothing when one group of a send-all is unknown', async () => {
    await signUp('a@example.com');
    const owner = await signedIn();
    const answer = await owner.postJson(`${PATH}/send/all`, {
      sendRequests: [
        { productId: SHIRT.id, variantId: L_NATURAL },
        { productId: 'nope', variantId: '' },
      ],
    });
    expect(answer.statusCode).toBe(404);
    expect((rows() as { notified: number | null }[])[0]?.notified).toBeNull();
    expect((await owner.postJson(`${PATH}/send/all`, { sendRequests: [] })).json()).toEqual({
      error: 'sendRequests must list 1 to 100 groups',
    });
  });

  it('serves the manager page to the owner; a visitor gets the sign-in page and a customer the 403 page', async () => {
    const visitor = await new Visitor(app).get('/config/restock');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.body).toContain('action="/account/sign-in"');
    expect(visitor.body).toContain('name="returnTo" value="/config/restock"');
    expect(visitor.body).not.toContain('data-widget="restock-manager"');
    const customer = await (await signedIn('customer@example.com')).get('/config/restock');
    expect(customer.statusCode).toBe(403);
    expect(customer.body).toContain('<code>restock:manage</code>');
    expect(customer.body).not.toContain('data-widget="restock-manager"');
    const owner = await (await signedIn()).get('/config/restock');
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('no-store');
    expect(owner.body).toContain('data-widget="restock-manager"');
  });

  it('leads the demo merchant’s old addresses to the manager', async () => {
    for (const url of ['/merchant/restock', '/demo/merchant-login']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toBe('/config/restock');
    }
  });
});
