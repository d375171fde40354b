import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../test/fixtures/demo-app';
import type { DemoDatabase } from './db';
import { RESTOCK_PAGE_SIZE } from './restock';
import { SEED_CATALOGUE } from './seed';

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

async function merchantCookie(): Promise<string> {
  const answer = await app.inject({ method: 'POST', url: '/demo/merchant-login' });
  const cookie = answer.cookies.find((candidate) => candidate.name === 'demo-merchant');
  return `; demo-merchant=${cookie?.value ?? ''}`;
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
  it('are refused without a merchant session, or with one a day old', async () => {
    for (const answer of [
      await app.inject({ method: 'GET', url: `${PATH}/groups` }),
      await app.inject({ method: 'GET', url: `${PATH}?productId=${SHIRT.id}&variantId=${L_NATURAL}` }),
      await write('POST', `${PATH}/send`, { productId: SHIRT.id, variantId: L_NATURAL }),
      await write('POST', `${PATH}/send/all`, { sendRequests: [{ productId: SHIRT.id, variantId: L_NATURAL }] }),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: 'Sign in as the merchant to manage restock notifications' });
    }
    const cookie = await merchantCookie();
    expect((await app.inject({ method: 'GET', url: `${PATH}/groups`, headers: { cookie } })).statusCode).toBe(200);
    now += 24 * 60 * 60 * 1000 + 1;
    expect((await app.inject({ method: 'GET', url: `${PATH}/groups`, headers: { cookie } })).statusCode).toBe(401);
  });

  it('signs in with an HttpOnly cookie and out again', async () => {
    const answer = await app.inject({ method: 'POST', url: '/demo/merchant-login' });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/merchant/restock');
    expect(answer.cookies.find((cookie) => cookie.name === 'demo-merchant')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const cookie = `demo-merchant=${answer.cookies.find((candidate) => candidate.name === 'demo-merchant')?.value}`;
    await app.inject({ method: 'POST', url: '/demo/merchant-logout', headers: { cookie } });
    expect((await app.inject({ method: 'GET', url: `${PATH}/groups`, headers: { cookie } })).statusCode).toBe(401);
  });

  it('lists groups and sign-ups page by page with cursors until hasNextPage is false', async () => {
    for (let n = 0; n < RESTOCK_PAGE_SIZE.signUps + 1; n += 1) await signUp(`s${n}@example.com`);
    // The Indigo variants: with L / Natural, one group more than a page holds.
    const indigo = SHIRT.variants.filter((variant) => variant.attributes['Color'] === 'Indigo');
    expect(indigo).toHaveLength(RESTOCK_PAGE_SIZE.groups);
    for (const variant of indigo) await signUp('v@example.com', { variantId: variant.id });
    const headers = { cookie: await merchantCookie() };

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
      const page: GroupsPage = (await app.inject({ method: 'GET', url: `${PATH}/groups?cursor=${cursor}`, headers })).json<GroupsPage>();
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

    const first = (await app.inject({ method: 'GET', url: `${PATH}?productId=${SHIRT.id}&variantId=${L_NATURAL}`, headers })).json();
    expect(first.signUps).toHaveLength(RESTOCK_PAGE_SIZE.signUps);
    expect(first.hasNextPage).toBe(true);
    const second = (
      await app.inject({
        method: 'GET',
        url: `${PATH}?productId=${SHIRT.id}&variantId=${L_NATURAL}&cursor=${first.nextPageCursor}`,
        headers,
      })
    ).json();
    expect(second).toEqual({
      signUps: [{ email: 's5@example.com', isJoinMailingList: false, created: now, notified: null }],
      hasNextPage: false,
      nextPageCursor: null,
    });
    expect((await app.inject({ method: 'GET', url: `${PATH}/groups?cursor=forged`, headers })).statusCode).toBe(400);
  });

  it('sends one group, records the send, and sends all in one call', async () => {
    await signUp('a@example.com');
    await signUp('b@example.com');
    await signUp('c@example.com', { productId: MUG.id, variantId: '' });
    const cookie = await merchantCookie();
    const sent = await write('POST', `${PATH}/send`, { productId: SHIRT.id, variantId: L_NATURAL }, cookie);
    expect(sent.json()).toEqual({ sent: 2 });
    expect(db.prepare('SELECT product_id, variant_id, sign_ups, sent FROM restock_sends').all()).toEqual([
      { product_id: SHIRT.id, variant_id: L_NATURAL, sign_ups: 2, sent: now },
    ]);
    const all = await write(
      'POST',
      `${PATH}/send/all`,
      {
        sendRequests: [
          { productId: SHIRT.id, variantId: L_NATURAL },
          { productId: MUG.id, variantId: '' },
        ],
      },
      cookie,
    );
    expect(all.json()).toEqual({
      sent: 1,
      results: [
        { productId: SHIRT.id, variantId: L_NATURAL, sent: 0 },
        { productId: MUG.id, variantId: '', sent: 1 },
      ],
    });
    expect((rows() as { notified: number | null }[]).every((row) => row.notified === now)).toBe(true);
  });

  it('sends nothing when one group of a send-all is unknown', async () => {
    await signUp('a@example.com');
    const cookie = await merchantCookie();
    const answer = await write(
      'POST',
      `${PATH}/send/all`,
      {
        sendRequests: [
          { productId: SHIRT.id, variantId: L_NATURAL },
          { productId: 'nope', variantId: '' },
        ],
      },
      cookie,
    );
    expect(answer.statusCode).toBe(404);
    expect((rows() as { notified: number | null }[])[0]?.notified).toBeNull();
    expect((await write('POST', `${PATH}/send/all`, { sendRequests: [] }, cookie)).json()).toEqual({
      error: 'sendRequests must list 1 to 100 groups',
    });
  });

  it('serves the manager page with its widget, saying when the visitor is not signed in', async () => {
    const signedOut = await app.inject({ method: 'GET', url: '/merchant/restock' });
    expect(signedOut.body).toContain('data-widget="restock-manager"');
    expect(signedOut.body).toContain('href="/demo/merchant-login"');
    const signedIn = await app.inject({ method: 'GET', url: '/merchant/restock', headers: { cookie: (await merchantCookie()).slice(2) } });
    expect(signedIn.body).toContain('data-widget="restock-manager"');
    expect(signedIn.body).not.toContain('You are not signed in');
  });
});
