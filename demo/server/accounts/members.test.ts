import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { seedAccount } from './account-seed';
import { SEED_CONTENT } from '../content';
import type { DemoDatabase } from '../database';
import { SEED_CATALOGUE } from '../store';

// Members-only content: the lock screen (103) for a visitor, member-area access denied (106) for an
// account without access, and nothing of the content in any answer a visitor gets.

const happyDom = new Window();
let app: FastifyInstance;
let db: DemoDatabase;
useSeededDemoApp((demo) => ({ app, db } = demo));
afterAll(async () => {
  await happyDom.happyDOM.close();
});

const MEMBERS_POST = '/blog/kiln-log-for-members';
const CLUB_POST = '/blog/club-glaze-recipes';
const SAMPLER = SEED_CATALOGUE.find((product) => product.slug === 'glaze-sampler')!;
const LOCKED_ITEMS = SEED_CONTENT.flatMap(({ items }) => items).filter((item) => item.access !== null);
/** Words only the locked content has: any answer to a visitor holding one has leaked it. */
const SECRETS = [
  ...LOCKED_ITEMS.flatMap((item) =>
    [item.excerpt, item.body].map((html) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .trim()
        .slice(0, 40),
    ),
  ),
  SAMPLER.description,
  'GLAZE-SAMPLER',
  '30.00',
];

const parse = (answer: LightMyRequestResponse) => {
  const document = new happyDom.DOMParser().parseFromString(answer.body, 'text/html');
  return {
    document,
    context: JSON.parse(document.getElementById('page-context')?.textContent ?? 'null') as Record<string, unknown>,
    text: (selector: string) => document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim(),
  };
};

async function as(email?: string): Promise<Visitor> {
  const visitor = new Visitor(app);
  if (email === undefined) await visitor.get('/');
  else expect((await visitor.signIn(email, seedAccount(email).password)).statusCode).toBe(200);
  return visitor;
}

function expectNoSecrets(answer: LightMyRequestResponse, what: string): void {
  for (const secret of SECRETS) expect(answer.body, `${what} holds "${secret}"`).not.toContain(secret);
}

describe('a visitor', () => {
  it('gets the lock screen for a members-only post: page type 103, the sign-in form returning there, nothing of the post', async () => {
    const answer = await (await as()).get(MEMBERS_POST);
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { context, document, text } = parse(answer);
    expect(context['pageType']).toBe(103);
    expect(context['item']).toBeUndefined();
    expect(text('main h1')).toBe('Members only');
    expect(text('main p')).toBe('“The kiln log, for members” is for members of this site. Sign in to see it.');
    const form = document.querySelector('main form.account-form')!;
    expect(form.getAttribute('action')).toBe('/account/sign-in');
    expect(form.querySelector('input[name="returnTo"]')?.getAttribute('value')).toBe(MEMBERS_POST);
    expect(form.querySelector('label[for="sign-in-email"]')?.textContent).toBe('Email');
    expectNoSecrets(answer, MEMBERS_POST);
  });

  it('sees the members-only posts listed by title and date only, marked as such', async () => {
    const answer = await (await as()).get('/blog');
    const { document } = parse(answer);
    const locked = [...document.querySelectorAll('article.post-summary')].filter((post) => post.querySelector('.members-only'));
    expect(locked.map((post) => post.querySelector('h2 a')?.getAttribute('href'))).toEqual([MEMBERS_POST, CLUB_POST]);
    for (const post of locked) expect(post.querySelector('.post-excerpt, img, .post-tag')).toBeNull();
    expectNoSecrets(answer, '/blog');
  });

  it('sees the members-only product as a locked card, and every call about it is refused without a word of it', async () => {
    const visitor = await as();
    const shop = await visitor.get('/shop');
    const card = parse(shop).document.querySelector('.product-card--locked');
    expect(card?.querySelector('h2 a')?.getAttribute('href')).toBe('/products/glaze-sampler');
    expect(card?.querySelector('.members-only')?.textContent).toBe('Members only');
    expect(card?.querySelector('.product-price, .sqs-add-to-cart-button, .sqs-product-quick-view-button')).toBeNull();
    const page = await visitor.get('/products/glaze-sampler');
    expect(page.statusCode).toBe(401);
    expect(parse(page).context['product']).toBeUndefined();

    const quickView = await visitor.get(`/api/commerce/products/${SAMPLER.id}/quick-view`);
    const stock = await visitor.get(`/api/commerce/inventory/stock/?itemId=${SAMPLER.id}`);
    const add = await visitor.postJson('/api/commerce/shopping-cart/entries', { itemId: SAMPLER.id, sku: 'GLAZE-SAMPLER', quantity: 1 });
    for (const answer of [quickView, stock, add]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: 'This item is for members only. Sign in to see it.' });
    }
    expect(db.prepare('SELECT count(*) AS carts FROM carts').get()).toEqual({ carts: 0 });
  });

  it('gets nothing of the members’ content in any answer: pages, lists, the home page, JSON', async () => {
    const visitor = await as();
    const answers: [string, LightMyRequestResponse][] = [];
    for (const url of ['/', '/shop', '/blog', MEMBERS_POST, CLUB_POST, '/products/glaze-sampler', '/account', '/account/sign-in']) {
      answers.push([url, await visitor.get(url)]);
    }
    answers.push(['quick view', await visitor.get(`/api/commerce/products/${SAMPLER.id}/quick-view`)]);
    for (const [what, answer] of answers) expectNoSecrets(answer, what);
  });
});

describe('a signed-in customer', () => {
  it('reads the members-only post, and gets member-area access denied (106) for the one limited to the club', async () => {
    const customer = await as('customer@example.com');
    const open = await customer.get(MEMBERS_POST);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('no-store');
    expect(parse(open).text('.post-body')).toContain('First ramp: 80 °C an hour');
    const denied = await customer.get(CLUB_POST);
    expect(denied.statusCode).toBe(403);
    const { context, text } = parse(denied);
    expect(context['pageType']).toBe(106);
    expect(text('main h1')).toBe('Not open to your account');
    expect(denied.body).not.toContain('Celadon');
  });

  it('sees and buys the members-only product', async () => {
    const customer = await as('customer@example.com');
    expect((await customer.get('/products/glaze-sampler')).statusCode).toBe(200);
    const quickView = await customer.get(`/api/commerce/products/${SAMPLER.id}/quick-view`);
    expect(quickView.json()).toMatchObject({ title: "Members' Glaze Sampler" });
    const add = await customer.postJson('/api/commerce/shopping-cart/entries', { itemId: SAMPLER.id, sku: 'GLAZE-SAMPLER', quantity: 1 });
    expect(add.statusCode).toBe(200);
  });
});

describe('the member whose only role is viewer, and the owner', () => {
  it.each(['member@example.com', 'owner@example.com'])('%s reads both members’ posts', async (email) => {
    const visitor = await as(email);
    for (const url of [MEMBERS_POST, CLUB_POST]) expect((await visitor.get(url)).statusCode).toBe(200);
    expect(parse(await visitor.get(CLUB_POST)).text('.post-body')).toContain('Celadon');
  });
});

describe('every page of a signed-in visitor', () => {
  it('names the account in the header and carries its website roles in the page context', async () => {
    const member = await as('member@example.com');
    const { context, document } = parse(await member.get('/shop'));
    expect(context['websiteRoles']).toEqual([10]);
    const account = document.querySelector('header .site-header__actions [data-widget="account"]')!;
    expect(account.querySelector('a')?.getAttribute('href')).toBe('/account');
    expect(account.textContent).toBe('Your account: Mina Member');
    expect(JSON.parse(account.getAttribute('data-account') ?? '')).toMatchObject({
      account: { displayName: 'Mina Member', email: 'member@example.com', language: null },
      languages: [{ code: 'en-US' }, { code: 'fr-CA' }, { code: 'es-MX', custom: true }],
      locale: 'en-US',
    });
  });

  it('for a visitor, has a "Sign in" link back to the page instead, and no roles', async () => {
    const { context, document } = parse(await (await as()).get('/blog?locale=fr-CA'));
    expect(context['websiteRoles']).toBeUndefined();
    const link = document.querySelector('header [data-widget="account"][data-mount-on-press] a');
    expect(link?.textContent).toBe('Sign in');
    expect(link?.getAttribute('href')).toBe('/account/sign-in?returnTo=%2Fblog%3Flocale%3Dfr-CA');
  });
});

describe('the account pages, without JavaScript', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const postForm = (visitor: Visitor, url: string, fields: Record<string, string>) =>
    visitor.post(url, form(fields), { 'content-type': 'application/x-www-form-urlencoded' });
  const tokenOf = (answer: LightMyRequestResponse) =>
    parse(answer).document.querySelector('input[name="token"]')?.getAttribute('value') ?? '';

  it('sign in with the page’s form and go back where they were', async () => {
    const visitor = new Visitor(app);
    const page = await visitor.get(`/account/sign-in?returnTo=${encodeURIComponent(MEMBERS_POST)}`);
    expect(parse(page).text('main h1')).toBe('Sign in');
    const token = tokenOf(page);
    expect(token).toBe(visitor.cookies.get('crumb'));
    const owner = seedAccount('owner@example.com');
    const wrong = await postForm(visitor, '/account/sign-in', { token, returnTo: MEMBERS_POST, email: owner.email, password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(parse(wrong).text('[role="alert"]')).toBe('The email or password is incorrect.');
    expect(parse(wrong).document.querySelector('#sign-in-email')?.getAttribute('value')).toBe(owner.email);
    expect(wrong.body).not.toContain('value="nope"');
    const right = await postForm(visitor, '/account/sign-in', {
      token,
      returnTo: MEMBERS_POST,
      email: owner.email,
      password: owner.password,
      rememberMe: 'true',
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(MEMBERS_POST);
    expect(right.cookies.find((cookie) => cookie.name === 'SiteUserSecureAuthToken')?.maxAge).toBe(2_592_000);
    expect((await visitor.get(MEMBERS_POST)).statusCode).toBe(200);
  });

  it.each(['//evil.example/', 'https://evil.example/', '/\\evil.example'])(
    'never return to %s, only to a path of this site',
    async (returnTo) => {
      const visitor = new Visitor(app);
      const token = tokenOf(await visitor.get('/account/sign-in'));
      const customer = seedAccount('customer@example.com');
      const answer = await postForm(visitor, '/account/sign-in', { token, returnTo, email: customer.email, password: customer.password });
      expect(answer.headers.location).toBe('/');
    },
  );

  /** The forms of an open redirect that browsers are known to follow off the site. */
  const OPEN_REDIRECTS = [
    '/%2f%2fevil.example/',
    '/%2F%2Fevil.example/',
    '////evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '\\\\evil.example/',
    '/\\/evil.example/',
    '／／evil.example/',
    '/／evil.example/',
    '//evil\u3002example/',
    '/\u3002/evil.example',
    'https://localhost@evil.example/',
    'http://localhost:80@evil.example/',
    '//evil.example/',
    '//evil.example:80/',
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r/evil.example/',
    '\t//evil.example/',
    ' //evil.example/',
    '/ /evil.example/',
    '/%09/evil.example/',
    '/%0d%0a/evil.example/',
    'https://evil.example/',
    'http://evil.example/',
    'ftp://evil.example/',
    'http:evil.example',
    'https:/evil.example',
    'evil.example',
    '/a/..//evil.example/',
    '/a/%2e%2e//evil.example/',
    '/./\\/evil.example/',
  ];
  const ORIGIN = 'http://localhost';
  /** Where a browser goes from `location`: this site, at a path starting with one slash, and nothing it would strip. */
  function expectOnThisSite(location: string | undefined): void {
    expect(typeof location).toBe('string');
    const value = String(location);
    expect(value).toMatch(/^\/(?![/\\])/);
    expect(value).not.toMatch(/[\s\\\p{Cc}]/u);
    const followed = new URL(value, ORIGIN);
    expect(followed.origin).toBe(ORIGIN);
    expect(followed.pathname).toMatch(/^\/(?!\/)/);
    expect(decodeURIComponent(followed.pathname)).not.toMatch(/^[/\\]{2}|^\/[\s\p{Cc}]/u);
  }

  it.each(OPEN_REDIRECTS)('after the form’s sign-in, never return off the site: %j', async (returnTo) => {
    const visitor = new Visitor(app);
    const token = tokenOf(await visitor.get('/account/sign-in'));
    const customer = seedAccount('customer@example.com');
    const answer = await postForm(visitor, '/account/sign-in', { token, returnTo, email: customer.email, password: customer.password });
    expect(answer.statusCode).toBe(303);
    expectOnThisSite(answer.headers.location);
  });

  it('when already signed in, the sign-in page never sends off the site either', async () => {
    const visitor = await as('customer@example.com');
    for (const returnTo of OPEN_REDIRECTS) {
      const answer = await visitor.get(`/account/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
      expect(answer.statusCode, returnTo).toBe(303);
      expectOnThisSite(answer.headers.location);
    }
    // A path of this site, with its query, is still where the visitor goes back to.
    const back = await visitor.get(`/account/sign-in?returnTo=${encodeURIComponent('/blog?locale=fr-CA')}`);
    expect(back.headers.location).toBe('/blog?locale=fr-CA');
  });

  it('refuse a form without the page’s token, and sign nobody in', async () => {
    const visitor = new Visitor(app);
    await visitor.get('/account/sign-in');
    const customer = seedAccount('customer@example.com');
    const answer = await postForm(visitor, '/account/sign-in', { token: 'forged', email: customer.email, password: customer.password });
    expect(answer.statusCode).toBe(403);
    expect(parse(answer).text('[role="alert"]')).toBe('Your session has expired. Please reload the page and try again.');
    expect(db.prepare('SELECT count(*) AS sessions FROM site_user_sessions').get()).toEqual({ sessions: 0 });
  });

  it('show the account: the owner’s pages and permissions; a customer has neither', async () => {
    const owner = await as('owner@example.com');
    const page = parse(await owner.get('/account'));
    expect(page.text('main h1')).toBe('Your account');
    expect(page.text('main p')).toBe('Olivia Owner · Signed in as owner@example.com');
    expect([...page.document.querySelectorAll('main ul a')].map((link) => link.getAttribute('href'))).toEqual(['/config/restock']);
    // Every permission of the table (the owner is an admin): 14 with store:settings.
    expect(page.document.querySelectorAll('.account-permissions li')).toHaveLength(14);
    const customer = parse(await (await as('customer@example.com')).get('/account'));
    expect(customer.document.querySelector('.account-permissions')).toBeNull();
    expect(customer.document.querySelector('main a[href="/config/restock"]')).toBeNull();
    const visitor = await new Visitor(app).get('/account');
    expect(visitor.statusCode).toBe(401);
    expect(parse(visitor).document.querySelector('input[name="returnTo"]')?.getAttribute('value')).toBe('/account');
  });

  it('sign out everywhere: every session of the account ends, this device is signed out and the others at once', async () => {
    const owner = await as('owner@example.com');
    const laptop = await as('owner@example.com');
    const someoneElse = await as('customer@example.com');
    const page = parse(await owner.get('/account'));
    const form = page.document.querySelector('form[action="/account/sign-out-everywhere"]');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Sign out everywhere');
    const token = form?.querySelector('input[name="token"]')?.getAttribute('value') ?? '';
    expect(token).toBe(owner.cookies.get('siteUserCrumb'));

    // A form without this session's token is a stale or forged page: nothing ends.
    const forged = await postForm(owner, '/account/sign-out-everywhere', { token: 'forged' });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/account');
    expect(db.prepare('SELECT count(*) AS sessions FROM site_user_sessions').get()).toEqual({ sessions: 3 });

    const laptopCookies = laptop.cookieHeader;
    const out = await postForm(owner, '/account/sign-out-everywhere', { token });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    for (const name of ['SiteUserSecureAuthToken', 'SiteUserInfo', 'siteUserCrumb']) {
      expect(out.cookies.find((cookie) => cookie.name === name)).toMatchObject({ value: '', maxAge: 0 });
    }
    expect(db.prepare('SELECT user_id FROM site_user_sessions').all()).toEqual([{ user_id: seedAccount('customer@example.com').id }]);
    expect((await owner.get('/account')).statusCode).toBe(401);
    const other = await app.inject({ method: 'GET', url: '/api/commondata/GetSiteLayout', headers: { cookie: laptopCookies } });
    expect(other.statusCode).toBe(401);
    expect((await laptop.get('/account')).statusCode).toBe(401);
    expect((await someoneElse.get('/account')).statusCode).toBe(200);
  });

  it('save the account’s language and sign out, keeping the cart when asked', async () => {
    const customer = await as('customer@example.com');
    const token = tokenOf(await customer.get('/account'));
    expect(token).toBe(customer.cookies.get('siteUserCrumb'));
    const saved = await postForm(customer, '/account/language', { token, language: 'fr-CA' });
    expect(saved.headers.location).toBe('/account?saved=language');
    const page = parse(await customer.get('/account?saved=language'));
    expect(page.text('[role="status"]')).toBe('Your language is saved.');
    expect(page.document.querySelector('#account-language option[selected]')?.getAttribute('value')).toBe('fr-CA');
    await customer.postJson('/api/commerce/shopping-cart/entries', { itemId: SAMPLER.id, sku: 'GLAZE-SAMPLER', quantity: 1 });
    const out = await postForm(customer, '/account/sign-out', { token, keepCart: 'true' });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect(customer.cookies.has('SiteUserSecureAuthToken')).toBe(false);
    expect((await customer.get('/api/commerce/shopping-cart')).json()).toMatchObject({ totalQuantity: 1 });
  });
});
