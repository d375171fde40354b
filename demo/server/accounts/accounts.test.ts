import { createHash } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { SEED_ACCOUNTS, SEED_PASSWORD_COST, seedAccount } from './account-seed';
import type { DemoDatabase } from '../database';
import { DEFAULT_LOGIN_LIMITS } from './login-throttle';
import { decoyHash, hashPassword, needsRehash, PASSWORD_COST, verifyPassword } from './passwords';
import { SEED_CATALOGUE } from '../store';

let db: DemoDatabase;
let app: FastifyInstance;
let now = 1_700_000_000_000;
/** Every hash a sign-in checked a password against, in order. */
let checked: string[] = [];

useSeededDemoApp((demo) => ({ db, app } = demo), {
  clock: () => now,
  verifyPassword: (password, stored) => {
    checked.push(stored);
    return verifyPassword(password, stored);
  },
});

beforeEach(() => {
  checked = [];
});

const SESSION = '/api/site-users/account/session';
const LOCALE = '/api/site-users/account/locale';
const ENTRIES = '/api/commerce/shopping-cart/entries';
const CART = '/api/commerce/shopping-cart';
const OWNER = seedAccount('owner@example.com');
const CUSTOMER = seedAccount('customer@example.com');
const product = (slug: string) => SEED_CATALOGUE.find((candidate) => candidate.slug === slug)!;
const TOTE = product('canvas-tote');
const VASE = product('stoneware-vase');
const BOWL = product('matcha-bowl');

const cookieOf = (answer: LightMyRequestResponse, name: string) => answer.cookies.find((cookie) => cookie.name === name);
const sessionRows = () => db.prepare('SELECT id_hash, user_id, remember, expires FROM site_user_sessions ORDER BY created').all();

async function signedIn(email: string, rememberMe = false): Promise<Visitor> {
  const visitor = new Visitor(app);
  const answer = await visitor.signIn(email, seedAccount(email).password, rememberMe);
  expect(answer.statusCode).toBe(200);
  return visitor;
}

describe('signing in', () => {
  it('answers the xsrf token and the account, never its password hash', async () => {
    const visitor = new Visitor(app);
    const answer = await visitor.signIn(OWNER.email, OWNER.password);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toEqual({
      xsrfToken: expect.stringMatching(/^[\w-]{32}$/),
      siteUser: { id: OWNER.id, email: 'owner@example.com', displayName: 'Olivia Owner', language: null, websiteRoles: [1] },
      cartMerge: { leftOut: [] },
    });
    expect(answer.body).not.toContain('scrypt');
    expect(visitor.cookies.get('siteUserCrumb')).toBe(body.xsrfToken);
  });

  it('sets an HttpOnly Lax session cookie, the readable site user info and the xsrf token, for the browser session only', async () => {
    const answer = await new Visitor(app).signIn(CUSTOMER.email, CUSTOMER.password);
    const session = cookieOf(answer, 'SiteUserSecureAuthToken');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.maxAge).toBeUndefined();
    const info = cookieOf(answer, 'SiteUserInfo');
    expect(info?.httpOnly).toBeFalsy();
    expect(JSON.parse(decodeURIComponent(info?.value ?? ''))).toEqual({ authenticated: true, siteUserId: CUSTOMER.id });
    expect(cookieOf(answer, 'siteUserCrumb')).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(cookieOf(answer, 'siteUserCrumb')?.httpOnly).toBeFalsy();
    expect(sessionRows()).toEqual([{ id_hash: expect.any(String), user_id: CUSTOMER.id, remember: 0, expires: now + 24 * 60 * 60 * 1000 }]);
  });

  it('remembers the sign-in for 30 days when asked, on the server and in every cookie', async () => {
    const answer = await new Visitor(app).signIn(CUSTOMER.email, CUSTOMER.password, true);
    for (const name of ['SiteUserSecureAuthToken', 'SiteUserInfo', 'siteUserCrumb']) expect(cookieOf(answer, name)?.maxAge).toBe(2_592_000);
    expect(sessionRows()).toEqual([expect.objectContaining({ remember: 1, expires: now + 30 * 24 * 60 * 60 * 1000 })]);
  });

  it('keeps only a hash of the session id', async () => {
    const visitor = await signedIn(CUSTOMER.email);
    const id = visitor.cookies.get('SiteUserSecureAuthToken')!;
    expect(JSON.stringify(db.prepare('SELECT * FROM site_user_sessions').all())).not.toContain(id);
    expect(sessionRows()).toEqual([expect.objectContaining({ id_hash: createHash('sha256').update(id).digest('hex') })]);
  });

  it('gives a new session id every time; the one from before never works again', async () => {
    const visitor = await signedIn(OWNER.email);
    const before = visitor.cookies.get('SiteUserSecureAuthToken')!;
    const beforeToken = visitor.writeToken;
    expect((await visitor.signIn(OWNER.email, OWNER.password)).statusCode).toBe(200);
    const after = visitor.cookies.get('SiteUserSecureAuthToken')!;
    expect(after).not.toBe(before);
    expect(visitor.writeToken).not.toBe(beforeToken);
    expect(sessionRows()).toHaveLength(1);
    const replay = await app.inject({
      method: 'GET',
      url: '/api/site-users/account/notifications/restock/groups',
      headers: { cookie: `SiteUserSecureAuthToken=${before}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('never adopts a session id the browser offers: a planted cookie is replaced', async () => {
    const planted = 'p'.repeat(32);
    const visitor = new Visitor(app);
    visitor.cookies.set('SiteUserSecureAuthToken', planted);
    expect((await visitor.signIn(OWNER.email, OWNER.password)).statusCode).toBe(200);
    expect(visitor.cookies.get('SiteUserSecureAuthToken')).not.toBe(planted);
    const attacker = await app.inject({
      method: 'GET',
      url: '/api/site-users/account/notifications/restock/groups',
      headers: { cookie: `SiteUserSecureAuthToken=${planted}` },
    });
    expect(attacker.statusCode).toBe(401);
  });

  it('answers an unknown email exactly as a wrong password, after checking a hash all the same', async () => {
    const wrong = await new Visitor(app).signIn(OWNER.email, 'not-the-password');
    const unknown = await new Visitor(app).signIn('nobody@example.com', 'not-the-password');
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: 'The email or password is incorrect.' });
      expect(answer.cookies.map((cookie) => cookie.name)).toEqual([]);
    }
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
    // One key derivation each: the account's hash, then the decoy (made at the same cost) for the unknown email.
    expect(checked).toEqual([OWNER.passwordHash, await decoyHash(SEED_PASSWORD_COST)]);
    expect((await decoyHash(SEED_PASSWORD_COST)).split('$').slice(0, 4)).toEqual(OWNER.passwordHash.split('$').slice(0, 4));
    expect(sessionRows()).toEqual([]);
  });

  it('finds the account whatever the case of its email', async () => {
    expect((await new Visitor(app).signIn('Owner@Example.COM', OWNER.password)).statusCode).toBe(200);
  });

  it.each([
    ['no email', { password: 'x' }, 'email must be a non-empty string of at most 256 characters'],
    ['no password', { email: 'a@example.com' }, 'password must be a non-empty string of at most 1024 characters'],
    [
      'a password of 1025 characters',
      { email: 'a@example.com', password: 'x'.repeat(1025) },
      'password must be a non-empty string of at most 1024 characters',
    ],
    ['rememberMe as text', { email: 'a@example.com', password: 'x', rememberMe: 'yes' }, 'rememberMe must be true or false'],
  ])('refuses %s with a 400 naming the field, checking no password', async (_case, body, error) => {
    const visitor = new Visitor(app);
    await visitor.get(CART);
    const answer = await visitor.postJson(SESSION, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error });
    expect(checked).toEqual([]);
  });

  it('needs the crumb like every write of a visitor', async () => {
    const answer = await app.inject({ method: 'POST', url: SESSION, payload: { email: OWNER.email, password: OWNER.password } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ crumbFail: true, error: 'Invalid crumb' });
    // The refusal brings a crumb, so the storefront's one retry can pass.
    expect(cookieOf(answer, 'crumb')?.value).toMatch(/^[\w-]{32}$/);
    expect(sessionRows()).toEqual([]);
  });
});

describe('too many tries', () => {
  it('answers 429 after five wrong passwords for an email, right password or not, until the window has passed', async () => {
    const visitor = new Visitor(app);
    for (let n = 0; n < DEFAULT_LOGIN_LIMITS.perEmail.max; n += 1) {
      expect((await visitor.signIn(OWNER.email, `guess-${n}`)).statusCode).toBe(401);
      now += 1000;
    }
    const limited = await visitor.signIn(OWNER.email, OWNER.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many sign-in attempts. Please wait a few minutes and try again.' });
    // The oldest failure leaves the 15-minute window 15 minutes after it: 4 s have passed since.
    expect(limited.headers['retry-after']).toBe(String(15 * 60 - 5));
    expect(checked).toHaveLength(DEFAULT_LOGIN_LIMITS.perEmail.max);
    // Another email from the same browser is not held up by this one.
    expect((await new Visitor(app).signIn(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(200);

    now += 15 * 60 * 1000;
    expect((await visitor.signIn(OWNER.email, OWNER.password)).statusCode).toBe(200);
  });

  it('counts the failures of every email from one client, so many accounts cannot be guessed at from one place', async () => {
    const visitor = new Visitor(app);
    const emails = DEFAULT_LOGIN_LIMITS.perClient.max / DEFAULT_LOGIN_LIMITS.perEmail.max;
    for (let n = 0; n < DEFAULT_LOGIN_LIMITS.perClient.max; n += 1) {
      expect((await visitor.signIn(`guess-${n % emails}@example.com`, 'password')).statusCode).toBe(401);
    }
    expect((await visitor.signIn(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(429);
  });
});

describe('sign-ins sent all at once', () => {
  /** A crumb for raw sign-ins from `remoteAddress`, as a browser there would hold. */
  async function crumbFrom(remoteAddress: string): Promise<string> {
    const answer = await app.inject({ method: 'GET', url: CART, remoteAddress });
    return cookieOf(answer, 'crumb')?.value ?? '';
  }
  const signInFrom = (remoteAddress: string, crumb: string, email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: SESSION,
      remoteAddress,
      headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password, rememberMe: false }),
    });

  it('check at most the limit of passwords: each try counts before its hash is checked, the rest are 429', async () => {
    const crumb = await crumbFrom('203.0.113.7');
    const answers = await Promise.all(Array.from({ length: 60 }, (_, n) => signInFrom('203.0.113.7', crumb, OWNER.email, `guess-${n}`)));
    expect(checked.length).toBeGreaterThan(0);
    expect(checked.length).toBeLessThanOrEqual(DEFAULT_LOGIN_LIMITS.perEmail.max);
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited).toHaveLength(60 - checked.length);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(checked.length);
    for (const answer of limited) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('share one limit across an IPv6 client’s /64, whatever the low 64 bits', async () => {
    const emails = DEFAULT_LOGIN_LIMITS.perClient.max / DEFAULT_LOGIN_LIMITS.perEmail.max;
    for (let n = 0; n < DEFAULT_LOGIN_LIMITS.perClient.max; n += 1) {
      const address = `2001:db8:1:2:${(n + 1).toString(16)}::${n.toString(16)}`;
      const answer = await signInFrom(address, await crumbFrom(address), `guess-${n % emails}@example.com`, 'password');
      expect(answer.statusCode).toBe(401);
    }
    const sameNetwork = '2001:0db8:0001:0002:ffff:ffff:ffff:ffff';
    const limited = await signInFrom(sameNetwork, await crumbFrom(sameNetwork), CUSTOMER.email, CUSTOMER.password);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The next /64 is another client.
    const nextNetwork = '2001:db8:1:3::1';
    expect((await signInFrom(nextNetwork, await crumbFrom(nextNetwork), CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(200);
  });

  it('never lock the owner out: their known client still signs in while an attacker holds the account’s limit', async () => {
    const home = '198.51.100.20';
    expect((await signInFrom(home, await crumbFrom(home), OWNER.email, OWNER.password)).statusCode).toBe(200);
    const attacker = '203.0.113.99';
    const crumb = await crumbFrom(attacker);
    for (let n = 0; n < DEFAULT_LOGIN_LIMITS.perEmail.max; n += 1) {
      expect((await signInFrom(attacker, crumb, OWNER.email, `guess-${n}`)).statusCode).toBe(401);
    }
    expect((await signInFrom(attacker, crumb, OWNER.email, OWNER.password)).statusCode).toBe(429);
    // Another place the account never signed in from is held up as well …
    const stranger = '192.0.2.5';
    expect((await signInFrom(stranger, await crumbFrom(stranger), OWNER.email, OWNER.password)).statusCode).toBe(429);
    // … but the owner's own client is not, and wrong tries there have a limit of their own.
    expect((await signInFrom(home, await crumbFrom(home), OWNER.email, OWNER.password)).statusCode).toBe(200);
  });
});

describe('writes of a session', () => {
  it('need the session’s xsrf token: none, the crumb or a wrong one is 403 and writes nothing', async () => {
    const customer = await signedIn(CUSTOMER.email);
    const body = JSON.stringify({ itemId: TOTE.id, sku: 'TOTE', quantity: 1 });
    const crumb = customer.cookies.get('crumb') ?? '';
    for (const token of ['', crumb, 'w'.repeat(32), `${customer.writeToken}x`]) {
      const answer = await customer.post(ENTRIES, body, { 'x-csrf-token': token });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        error: 'This request does not carry the xsrf token of your session. Reload the page and try again.',
      });
    }
    expect(db.prepare('SELECT count(*) AS carts FROM carts').get()).toEqual({ carts: 0 });
    expect((await customer.post(ENTRIES, body)).statusCode).toBe(200);
  });

  it('end with the session: signing out refuses the old cookies and clears them', async () => {
    const owner = await signedIn(OWNER.email);
    const oldCookies = owner.cookieHeader;
    const answer = await owner.delete(`${SESSION}?cloneCart=false`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({});
    for (const name of ['SiteUserSecureAuthToken', 'SiteUserInfo', 'siteUserCrumb'])
      expect(cookieOf(answer, name)).toMatchObject({ maxAge: 0 });
    expect(sessionRows()).toEqual([]);
    const replay = await app.inject({
      method: 'GET',
      url: '/api/site-users/account/notifications/restock/groups',
      headers: { cookie: oldCookies },
    });
    expect(replay.statusCode).toBe(401);
    // The browser still sent them: the answer clears them again.
    expect(cookieOf(replay, 'SiteUserInfo')).toMatchObject({ maxAge: 0 });
  });

  it('signing out after the session ended elsewhere is a crumb failure, and the one retry then passes', async () => {
    const customer = await signedIn(CUSTOMER.email);
    db.prepare('DELETE FROM site_user_sessions').run();
    const first = await customer.delete(`${SESSION}?cloneCart=false`);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({ crumbFail: true });
    // The stale session cookies went with the refusal, so the retry sends the crumb.
    expect(customer.cookies.has('siteUserCrumb')).toBe(false);
    expect((await customer.delete(`${SESSION}?cloneCart=false`)).statusCode).toBe(200);
  });

  it('refuses a cloneCart that is not true or false', async () => {
    const customer = await signedIn(CUSTOMER.email);
    const answer = await customer.delete(`${SESSION}?cloneCart=maybe`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'cloneCart must be true or false' });
    expect(sessionRows()).toHaveLength(1);
  });
});

describe('the account’s language', () => {
  it('is saved for a language of the site, and answered', async () => {
    const customer = await signedIn(CUSTOMER.email);
    const answer = await customer.postJson(LOCALE, { language: 'fr-CA' });
    expect(answer.json()).toEqual({ language: 'fr-CA' });
    expect(db.prepare('SELECT language FROM site_users WHERE id = ?').get(CUSTOMER.id)).toEqual({ language: 'fr-CA' });
    expect((await customer.signIn(CUSTOMER.email, CUSTOMER.password)).json().siteUser.language).toBe('fr-CA');
  });

  it('refuses a custom-code language of the translation provider, and any other', async () => {
    const customer = await signedIn(CUSTOMER.email);
    for (const language of ['es-MX', 'de-DE', 3]) {
      const answer = await customer.postJson(LOCALE, { language });
      expect(answer.statusCode).toBe(400);
    }
    expect(db.prepare('SELECT language FROM site_users WHERE id = ?').get(CUSTOMER.id)).toEqual({ language: null });
  });

  it('needs a session', async () => {
    const visitor = new Visitor(app);
    await visitor.get(CART);
    expect((await visitor.postJson(LOCALE, { language: 'fr-CA' })).statusCode).toBe(401);
  });
});

describe('sessions run out', () => {
  const OWNER_API = '/api/commondata/GetSiteLayout';
  const HOUR = 60 * 60 * 1000;
  const DAY = 24 * HOUR;

  /** Asks `url` with the cookies `visitor` holds now, leaving them as they are. */
  const askWith = (visitor: Visitor, url: string) => app.inject({ method: 'GET', url, headers: { cookie: visitor.cookieHeader } });

  /** What a browser holding an ended session sees: 401 on an owner call and a signed-out page, each clearing every session cookie. */
  async function expectSignedOut(visitor: Visitor): Promise<void> {
    const api = await askWith(visitor, OWNER_API);
    const page = await askWith(visitor, '/account');
    expect(api.statusCode).toBe(401);
    expect(page.statusCode).toBe(401);
    expect(page.body).toContain('action="/account/sign-in"');
    expect(page.body).not.toContain(visitor.cookies.get('siteUserCrumb'));
    for (const answer of [api, page]) {
      for (const name of ['SiteUserSecureAuthToken', 'SiteUserInfo', 'siteUserCrumb']) {
        expect(cookieOf(answer, name), name).toMatchObject({ value: '', maxAge: 0 });
      }
    }
  }

  it('an owner’s ends after 2 hours without a request, however long it had left', async () => {
    const owner = await signedIn(OWNER.email, true);
    for (let n = 0; n < 5; n += 1) {
      now += 2 * HOUR - 1;
      expect((await askWith(owner, OWNER_API)).statusCode).toBe(200);
    }
    now += 2 * HOUR;
    await expectSignedOut(owner);
    // The row is gone as well, not just refused.
    expect(sessionRows()).toEqual([]);
  });

  it('a shopper’s lasts 7 days without a request, then ends', async () => {
    const customer = await signedIn(CUSTOMER.email, true);
    now += 7 * DAY - 1;
    expect((await askWith(customer, '/account')).statusCode).toBe(200);
    now += 7 * DAY;
    await expectSignedOut(customer);
  });

  it('ends at its absolute expiry even while in use: a day, or 30 days remembered', async () => {
    const owner = await signedIn(OWNER.email);
    const customer = await signedIn(CUSTOMER.email, true);
    const started = now;
    while (now + HOUR < started + DAY) {
      now += HOUR;
      expect((await askWith(owner, OWNER_API)).statusCode).toBe(200);
    }
    now = started + DAY;
    await expectSignedOut(owner);
    while (now + DAY < started + 30 * DAY) {
      now += DAY;
      expect((await askWith(customer, '/account')).statusCode).toBe(200);
    }
    now = started + 30 * DAY;
    await expectSignedOut(customer);
  });
});

describe('the cart follows the account', () => {
  const add = (visitor: Visitor, itemId: string, sku: string, quantity: number) => visitor.postJson(ENTRIES, { itemId, sku, quantity });
  const lines = (answer: LightMyRequestResponse) =>
    answer
      .json<{ entries: { chosenVariant: { sku: string }; quantity: number }[] }>()
      .entries.map((entry) => [entry.chosenVariant.sku, entry.quantity]);

  it('makes the cart of a signed-in shopper the account’s, on every device, without a CART cookie', async () => {
    const phone = await signedIn(CUSTOMER.email);
    const added = await add(phone, TOTE.id, 'TOTE', 2);
    expect(cookieOf(added, 'CART')).toBeUndefined();
    const laptop = await signedIn(CUSTOMER.email);
    expect(lines(await laptop.get(CART))).toEqual([['TOTE', 2]]);
    expect(db.prepare('SELECT site_user_id FROM carts').all()).toEqual([{ site_user_id: CUSTOMER.id }]);
  });

  it('gives an adopted guest cart a new token: the old CART cookie value no longer reaches the account’s cart', async () => {
    const visitor = new Visitor(app);
    await visitor.get(CART);
    await add(visitor, TOTE.id, 'TOTE', 1);
    const oldToken = visitor.cookies.get('CART')!;
    expect(oldToken).toBeDefined();
    expect((await visitor.signIn(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(200);
    expect(lines(await visitor.get(CART))).toEqual([['TOTE', 1]]);
    const stored = db.prepare('SELECT token FROM carts WHERE site_user_id = ?').get(CUSTOMER.id) as { token: string };
    expect(stored.token).not.toBe(oldToken);

    // Someone holding the old cookie value (a shared computer, a copied cookie) reads and changes nothing.
    const copied = new Visitor(app);
    await copied.get(CART);
    copied.cookies.set('CART', oldToken);
    expect(lines(await copied.get(CART))).toEqual([]);
    await add(copied, TOTE.id, 'TOTE', 3);
    expect(lines(await visitor.get(CART))).toEqual([['TOTE', 1]]);
  });

  it('ignores an account’s cart token sent as a CART cookie', async () => {
    const phone = await signedIn(CUSTOMER.email);
    await add(phone, TOTE.id, 'TOTE', 2);
    const { token } = db.prepare('SELECT token FROM carts WHERE site_user_id = ?').get(CUSTOMER.id) as { token: string };
    const stranger = new Visitor(app);
    await stranger.get(CART);
    stranger.cookies.set('CART', token);
    expect(lines(await stranger.get(CART))).toEqual([]);
    await add(stranger, TOTE.id, 'TOTE', 1);
    expect(lines(await phone.get(CART))).toEqual([['TOTE', 2]]);
  });

  it('turns a guest cart into the account’s when the account has none, and drops the CART cookie', async () => {
    const visitor = new Visitor(app);
    await visitor.get(CART);
    await add(visitor, TOTE.id, 'TOTE', 1);
    const guestCart = visitor.cookies.get('CART');
    const answer = await visitor.signIn(CUSTOMER.email, CUSTOMER.password);
    expect(answer.json().cartMerge).toEqual({ leftOut: [] });
    expect(cookieOf(answer, 'CART')).toMatchObject({ maxAge: 0 });
    // The same cart, now the account's, under a new token: the guest's cookie value reaches it no more.
    expect(db.prepare('SELECT token, site_user_id FROM carts').all()).toEqual([{ token: expect.any(String), site_user_id: CUSTOMER.id }]);
    expect((db.prepare('SELECT token FROM carts').get() as { token: string }).token).not.toBe(guestCart);
    expect(lines(await visitor.get(CART))).toEqual([['TOTE', 1]]);
  });

  it('merges a guest cart into the account’s: quantities add, stock limits hold, and what stayed out is answered', async () => {
    const earlier = await signedIn(CUSTOMER.email);
    await add(earlier, TOTE.id, 'TOTE', 1);
    await add(earlier, VASE.id, 'VASE-STONE', 1);

    const guest = new Visitor(app);
    await guest.get(CART);
    await add(guest, TOTE.id, 'TOTE', 3);
    await add(guest, VASE.id, 'VASE-STONE', 2);
    const answer = await guest.signIn(CUSTOMER.email, CUSTOMER.password);
    // Two vases are in stock and the account held one: one of the guest's two joins it.
    expect(answer.json().cartMerge).toEqual({ leftOut: [{ title: 'Stoneware Vase', quantity: 1, reason: 'stock' }] });
    expect(lines(await guest.get(CART))).toEqual([
      ['TOTE', 4],
      ['VASE-STONE', 2],
    ]);
    expect(db.prepare('SELECT count(*) AS carts FROM carts').get()).toEqual({ carts: 1 });
  });

  it('leaves out of the merge what is priced in another currency than the account’s cart', async () => {
    const earlier = await signedIn(CUSTOMER.email);
    await add(earlier, TOTE.id, 'TOTE', 1);
    const guest = new Visitor(app);
    await guest.get(CART);
    await add(guest, BOWL.id, BOWL.variants[0]!.sku, 1);
    const answer = await guest.signIn(CUSTOMER.email, CUSTOMER.password);
    expect(answer.json().cartMerge).toEqual({ leftOut: [{ title: 'Matcha Bowl', quantity: 1, reason: 'currency' }] });
    expect(lines(await guest.get(CART))).toEqual([['TOTE', 1]]);
  });

  it('signing out keeping the cart leaves a copy on the device; the account keeps its own', async () => {
    const customer = await signedIn(CUSTOMER.email);
    await add(customer, TOTE.id, 'TOTE', 2);
    const answer = await customer.delete(`${SESSION}?cloneCart=true`);
    const copy = cookieOf(answer, 'CART');
    expect(copy?.value).toMatch(/^[\w-]{32}$/);
    expect(copy?.maxAge).toBe(14 * 24 * 60 * 60);
    expect(lines(await customer.get(CART))).toEqual([['TOTE', 2]]);
    expect(db.prepare('SELECT site_user_id FROM carts ORDER BY site_user_id IS NULL').all()).toEqual([
      { site_user_id: CUSTOMER.id },
      { site_user_id: null },
    ]);
    // The copy is the device's: another add grows it, not the account's.
    await add(customer, TOTE.id, 'TOTE', 1);
    expect(lines(await (await signedIn(CUSTOMER.email)).get(CART))).toEqual([['TOTE', 2]]);
  });

  it('signing out without keeping the cart leaves the device none, and signing in brings it back', async () => {
    const customer = await signedIn(CUSTOMER.email);
    await add(customer, TOTE.id, 'TOTE', 2);
    const answer = await customer.delete(`${SESSION}?cloneCart=false`);
    expect(cookieOf(answer, 'CART')).toMatchObject({ maxAge: 0 });
    expect((await customer.get(CART)).json()).toMatchObject({ id: '', totalQuantity: 0 });
    await customer.signIn(CUSTOMER.email, CUSTOMER.password);
    expect(lines(await customer.get(CART))).toEqual([['TOTE', 2]]);
  });
});

describe('password hashes', () => {
  it('are made at N = 2^17 (128 MiB), which scrypt is allowed the memory for', async () => {
    expect(PASSWORD_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    const hash = await hashPassword('a-long-passphrase');
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(await verifyPassword('a-long-passphrase', hash)).toBe(true);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash(OWNER.passwordHash)).toBe(true);
  });

  it('of another cost are made again at the app’s cost on the next successful sign-in, and only then', async () => {
    const old = await hashPassword(CUSTOMER.password, { N: 2 ** 10, r: 8, p: 1 });
    db.prepare('UPDATE site_users SET password_hash = ? WHERE id = ?').run(old, CUSTOMER.id);
    const storedHash = () =>
      (db.prepare('SELECT password_hash FROM site_users WHERE id = ?').get(CUSTOMER.id) as { password_hash: string }).password_hash;
    expect((await new Visitor(app).signIn(CUSTOMER.email, 'wrong-password')).statusCode).toBe(401);
    expect(storedHash()).toBe(old);
    expect((await new Visitor(app).signIn(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(200);
    const renewed = storedHash();
    expect(renewed.split('$').slice(0, 4)).toEqual(['scrypt', String(SEED_PASSWORD_COST.N), '8', '1']);
    expect(await verifyPassword(CUSTOMER.password, renewed)).toBe(true);
    expect((await new Visitor(app).signIn(CUSTOMER.email, CUSTOMER.password)).statusCode).toBe(200);
    expect(storedHash()).toBe(renewed);
  });
});

describe('the seeded accounts', () => {
  it('each sign in with the password demo/README.md lists', async () => {
    for (const account of SEED_ACCOUNTS) {
      expect(await verifyPassword(account.password, account.passwordHash), account.email).toBe(true);
      expect(await verifyPassword(`${account.password}!`, account.passwordHash), account.email).toBe(false);
    }
  });
});
