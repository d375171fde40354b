import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import type { DemoDatabase } from '../database';
import { SEED_CATALOGUE } from '../store';
import { readVisitorTelemetry } from './telemetry';

const ORIGIN = 'http://localhost';
const VISITOR = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4';
const tote = SEED_CATALOGUE.find((product) => product.slug === 'canvas-tote')!;

let db: DemoDatabase;
let app: FastifyInstance;
const happyDom = new Window();

/** A visitor's browser: the cookies the demo set on its first page, plus the census's visitor id. */
class Browser {
  readonly cookies = new Map<string, string>([['ss_cvr', VISITOR]]);

  get crumb(): string {
    return this.cookies.get('crumb') ?? '';
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(options: InjectOptions & { headers?: Record<string, string> }): Promise<LightMyRequestResponse> {
    const response = await app.inject({ ...options, headers: { cookie: this.cookieHeader, ...options.headers } });
    for (const { name, value } of response.cookies) this.cookies.set(name, value);
    return response;
  }

  /** A fetch from a page of the site: same-origin headers, the crumb as the CSRF header. */
  fetch(url: string, body: string, contentType: string, method: 'POST' | 'PUT' = 'POST') {
    return this.request({
      method,
      url,
      payload: body,
      headers: { 'content-type': contentType, 'x-csrf-token': this.crumb, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
  }

  /** A beacon from a page of the site: no CSRF header; Origin and Sec-Fetch-Site as the browser sets them. */
  beacon(
    url: string,
    body: string,
    contentType: string,
    headers: Record<string, string> = { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
  ) {
    return this.request({ method: 'POST', url, payload: body, headers: { 'content-type': contentType, ...headers } });
  }
}

const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';
const TEXT = 'text/plain;charset=UTF-8';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const hitData = { websiteId: 'w', url: '/shop', title: 'Shop · demo', clientDate: 1 };

function pageSpeed(overrides: Record<string, unknown> = {}) {
  return {
    app: 'storefront',
    event: 'page_speed',
    pageLoadId: 'load-1',
    ts: 1_700_000_000_000,
    data: { path: '/shop', metrics: { LCP: { value: 1200, rating: 'good' }, CLS: { value: 0.02, rating: 'good' } }, interactions: [] },
    raw: { LCP: 1200.4, CLS: 0.0201 },
    ...overrides,
  };
}

function errorReport(overrides: Record<string, unknown> = {}) {
  return {
    event: 'reported_error',
    data: { message: 'price is not a number', name: 'RangeError', source: 'cart-popover', url: `${ORIGIN}/products/canvas-tote` },
    timestamp: 1_700_000_000_000,
    ...overrides,
  };
}

async function newBrowser(): Promise<Browser> {
  const browser = new Browser();
  await browser.request({ method: 'GET', url: '/' });
  return browser;
}

const stored = () => readVisitorTelemetry(db, VISITOR);

useSeededDemoApp((demo) => ({ db, app } = demo));

afterAll(async () => {
  await happyDom.happyDOM.close();
});

describe('POST /api/census/RecordHit', () => {
  it('stores the pageview for the visitor of the ss_cvr cookie and answers 204', async () => {
    const browser = await newBrowser();
    const response = await browser.fetch(
      '/api/census/RecordHit',
      form({ event: 'view', data: JSON.stringify(hitData), ss_cvr: VISITOR }),
      FORM,
    );
    expect(response.statusCode).toBe(204);
    expect(stored().hits).toEqual([{ id: 1, visitor: VISITOR, received: expect.any(Number), kind: 'view', itemId: null, data: hitData }]);
  });

  it('names the visitor by the form field when the browser keeps no cookie', async () => {
    const browser = await newBrowser();
    browser.cookies.delete('ss_cvr');
    await browser.fetch('/api/census/RecordHit', form({ event: 'view', data: JSON.stringify(hitData), ss_cvr: VISITOR }), FORM);
    expect(stored().hits).toHaveLength(1);
  });

  it('refuses a body that is not a pageview with 400 naming the field', async () => {
    const browser = await newBrowser();
    const wrongEvent = await browser.fetch('/api/census/RecordHit', form({ event: 'click', data: '{}' }), FORM);
    expect(wrongEvent.statusCode).toBe(400);
    expect(wrongEvent.json()).toEqual({ error: 'event must be one of view' });
    const badData = await browser.fetch('/api/census/RecordHit', form({ event: 'view', data: '[1]' }), FORM);
    expect(badData.json()).toEqual({ error: 'data must be a JSON object' });
    expect(stored().hits).toEqual([]);
  });

  it('refuses JSON with 415, and a write without the crumb with 401', async () => {
    const browser = await newBrowser();
    expect((await browser.fetch('/api/census/RecordHit', JSON.stringify({ event: 'view' }), 'application/json')).json()).toEqual({
      error: 'Content-Type must be application/x-www-form-urlencoded',
    });
    const forged = await browser.request({
      method: 'POST',
      url: '/api/census/RecordHit',
      payload: form({ event: 'view', data: '{}' }),
      headers: { 'content-type': FORM },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('the other census calls', () => {
  it.each([
    ['/api/census/button-click', 'button-click', null],
    ['/api/census/button-render', 'button-render', null],
    ['/api/census/form-render', 'form-render', null],
    ['/api/census/overlay', 'overlay', null],
    [`/api/census/RecordQuickView/${tote.id}`, 'quick-view', tote.id],
  ])('%s is stored as a %s hit', async (url, kind, itemId) => {
    const browser = await newBrowser();
    const response = await browser.fetch(url, form({ data: JSON.stringify({ ...hitData, buttonId: 'b1' }), ss_cvr: VISITOR }), FORM);
    expect(response.statusCode).toBe(204);
    expect(stored().hits).toMatchObject([{ kind, itemId, data: { buttonId: 'b1' } }]);
  });
});

describe('POST /api/census/events, a beacon', () => {
  const event = (crumb: string, name = 'add_to_cart') =>
    form({
      crumb,
      event: name,
      data: JSON.stringify({ productId: tote.id, sku: 'TOTE', quantity: 1, websiteId: 'w', environment: 'staging' }),
    });

  it('stores a shopping event that echoes the crumb, without any CSRF header', async () => {
    const browser = await newBrowser();
    const response = await browser.beacon('/api/census/events', event(browser.crumb), FORM);
    expect(response.statusCode).toBe(204);
    expect(stored().events).toMatchObject([{ event: 'add_to_cart', data: { productId: tote.id, sku: 'TOTE', quantity: 1 } }]);
  });

  it('refuses another site by Sec-Fetch-Site or Origin with 403, and a request that names neither', async () => {
    const browser = await newBrowser();
    const crossSite = await browser.beacon('/api/census/events', event(browser.crumb), FORM, {
      origin: ORIGIN,
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ error: 'Beacons from other sites are refused (Sec-Fetch-Site: cross-site)' });
    const sameSite = await browser.beacon('/api/census/events', event(browser.crumb), FORM, { 'sec-fetch-site': 'same-site' });
    expect(sameSite.statusCode).toBe(403);
    const otherOrigin = await browser.beacon('/api/census/events', event(browser.crumb), FORM, { origin: 'https://evil.example' });
    expect(otherOrigin.json()).toEqual({ error: 'Beacons from other sites are refused (Origin: https://evil.example)' });
    const anonymous = await browser.beacon('/api/census/events', event(browser.crumb), FORM, {});
    expect(anonymous.statusCode).toBe(403);
    expect(stored().events).toEqual([]);
  });

  it('accepts an old browser that sends Origin alone', async () => {
    const browser = await newBrowser();
    expect((await browser.beacon('/api/census/events', event(browser.crumb), FORM, { origin: ORIGIN })).statusCode).toBe(204);
  });

  it('refuses a crumb field that does not match the cookie with 401', async () => {
    const browser = await newBrowser();
    const response = await browser.beacon('/api/census/events', event('x'.repeat(32)), FORM);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ crumbFail: true, error: 'Invalid crumb' });
  });

  it('refuses an event the storefront does not send with 400', async () => {
    const browser = await newBrowser();
    const response = await browser.beacon('/api/census/events', event(browser.crumb, 'buy_now'), FORM);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^event must be one of product_page_visit, product_listing_visit, add_to_cart, view_cart/);
  });
});

describe('POST /api/1/performance/records, a beacon', () => {
  it('stores every record of a text/plain JSON batch, without any CSRF header', async () => {
    const browser = await newBrowser();
    const batch = [pageSpeed(), pageSpeed({ event: 'image', data: { src: '/a.jpg' }, raw: null })];
    const response = await browser.beacon('/api/1/performance/records', JSON.stringify(batch), TEXT);
    expect(response.statusCode).toBe(204);
    expect(stored().records).toMatchObject([
      { event: 'image', pageLoadId: 'load-1', data: { src: '/a.jpg' }, raw: null },
      { event: 'page_speed', app: 'storefront', ts: 1_700_000_000_000, data: { path: '/shop' }, raw: { LCP: 1200.4 } },
    ]);
  });

  it('refuses another site with 403', async () => {
    const browser = await newBrowser();
    const response = await browser.beacon('/api/1/performance/records', JSON.stringify([pageSpeed()]), TEXT, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(stored().records).toEqual([]);
  });

  it('refuses a batch it cannot store with 400 and stores none of it', async () => {
    const browser = await newBrowser();
    const answers = await Promise.all([
      browser.beacon('/api/1/performance/records', 'not json', TEXT),
      browser.beacon('/api/1/performance/records', '[]', TEXT),
      browser.beacon('/api/1/performance/records', JSON.stringify([pageSpeed(), pageSpeed({ event: 'paint' })]), TEXT),
      browser.beacon('/api/1/performance/records', JSON.stringify([pageSpeed({ ts: 'now' })]), TEXT),
    ]);
    expect(answers.map((answer) => [answer.statusCode, answer.json().error])).toEqual([
      [400, 'The records must be a JSON array'],
      [400, 'The records must hold 1 to 50 items'],
      [400, 'event must be one of page_speed, image, a11y, user'],
      [400, 'ts must be a whole number of epoch milliseconds'],
    ]);
    expect(stored().records).toEqual([]);
  });

  it('refuses a JSON content type, which a beacon would need a preflight for, with 415', async () => {
    const browser = await newBrowser();
    const response = await browser.beacon('/api/1/performance/records', JSON.stringify([pageSpeed()]), 'application/json');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'Content-Type must be text/plain' });
  });
});

describe('POST /api/events/RecordJavascriptErrors', () => {
  it('stores each report of the JSON list', async () => {
    const browser = await newBrowser();
    const response = await browser.fetch(
      '/api/events/RecordJavascriptErrors',
      JSON.stringify([errorReport(), errorReport({ event: 'javascript_error' })]),
      'application/json',
    );
    expect(response.statusCode).toBe(204);
    expect(stored().errors).toMatchObject([
      { event: 'javascript_error', visitor: VISITOR },
      { event: 'reported_error', timestamp: 1_700_000_000_000, data: { message: 'price is not a number', source: 'cart-popover' } },
    ]);
  });

  it('needs the CSRF header: without it, 401', async () => {
    const browser = await newBrowser();
    const response = await browser.beacon('/api/events/RecordJavascriptErrors', JSON.stringify([errorReport()]), 'application/json');
    expect(response.statusCode).toBe(401);
  });

  it('refuses more than the reporter queues (10) and reports without a message, with 400', async () => {
    const browser = await newBrowser();
    const eleven = await browser.fetch(
      '/api/events/RecordJavascriptErrors',
      JSON.stringify(Array.from({ length: 11 }, () => errorReport())),
      'application/json',
    );
    expect(eleven.json()).toEqual({ error: 'The error reports must hold 1 to 10 items' });
    const noMessage = await browser.fetch(
      '/api/events/RecordJavascriptErrors',
      JSON.stringify([errorReport({ data: { url: ORIGIN } })]),
      'application/json',
    );
    expect(noMessage.json()).toEqual({ error: 'data must be a JSON object with a message and a url' });
    expect(stored().errors).toEqual([]);
  });
});

describe('GET /api/commerce/fullstory/getId', () => {
  const getId = async (cookie?: string): Promise<unknown> =>
    (
      await app.inject({ method: 'GET', url: '/api/commerce/fullstory/getId', ...(cookie !== undefined && { headers: { cookie } }) })
    ).json();

  it('answers a visitor a session id of their own, a new one each time', async () => {
    const [first, second] = [await getId(), await getId()];
    expect(first).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(second).not.toEqual(first);
  });

  it('answers an automated visitor (the demo-automated cookie) the id that means "no replay"', async () => {
    expect(await getId('demo-automated=1')).toEqual({ id: 'automated-mock-id' });
  });
});

describe('the session replay stand-in', () => {
  it('serves its script, which the loader tag names', async () => {
    const response = await app.inject({ method: 'GET', url: '/replay-stand-in/recorder.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain('dataset.sessionId');
  });
});

describe('commerce preferences', () => {
  const PREFERENCES = '/api/v1/commerce-preferences/units';
  // The store's own settings: read by every page, changed only by a role with store:settings.
  const put = (visitor: Visitor, body: string) => visitor.write('PUT', PREFERENCES, body, { 'content-type': 'application/json' });

  it('answers an empty namespace with the website id alone, and a saved one as it was put', async () => {
    const browser = await newBrowser();
    expect((await browser.request({ method: 'GET', url: '/api/v1/commerce-preferences/units' })).json()).toEqual({
      websiteId: '64b0f3c2a1d9e8f7c6b5a401',
    });
    const owner = await Visitor.signedIn(app, 'owner@example.com');
    const saved = await put(owner, JSON.stringify({ websiteId: 'ignored', weight: 'kg', showTax: true }));
    expect(saved.statusCode).toBe(204);
    expect((await browser.request({ method: 'GET', url: '/api/v1/commerce-preferences/units' })).json()).toEqual({
      websiteId: '64b0f3c2a1d9e8f7c6b5a401',
      weight: 'kg',
      showTax: true,
    });
  });

  it('replaces the namespace whole on every PUT', async () => {
    const browser = await newBrowser();
    const owner = await Visitor.signedIn(app, 'owner@example.com');
    await put(owner, JSON.stringify({ weight: 'kg', length: 'cm' }));
    await put(owner, JSON.stringify({ weight: 'lb' }));
    expect((await browser.request({ method: 'GET', url: '/api/v1/commerce-preferences/units' })).json()).toEqual({
      websiteId: '64b0f3c2a1d9e8f7c6b5a401',
      weight: 'lb',
    });
  });

  it('refuses a bad namespace, a body that is not an object and a write without the crumb', async () => {
    const browser = await newBrowser();
    expect((await browser.request({ method: 'GET', url: '/api/v1/commerce-preferences/a%20b' })).statusCode).toBe(400);
    const owner = await Visitor.signedIn(app, 'owner@example.com');
    expect((await put(owner, '[1]')).json()).toEqual({
      error: 'The request body must be a JSON object',
    });
    const forged = await browser.request({
      method: 'PUT',
      url: '/api/v1/commerce-preferences/units',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses a shopper and a role without store:settings, and keeps what was stored', async () => {
    const owner = await Visitor.signedIn(app, 'owner@example.com');
    await put(owner, JSON.stringify({ showTax: true }));
    const guest = await newBrowser();
    expect((await guest.fetch(PREFERENCES, JSON.stringify({ showTax: false }), 'application/json', 'PUT')).statusCode).toBe(401);
    const customer = await Visitor.signedIn(app, 'customer@example.com');
    expect((await put(customer, JSON.stringify({ showTax: false }))).statusCode).toBe(403);
    const editor = await Visitor.signedIn(app, 'editor@example.com');
    const refused = await put(editor, JSON.stringify({ showTax: false }));
    expect(refused.statusCode).toBe(403);
    expect((await guest.request({ method: 'GET', url: PREFERENCES })).json()).toEqual({
      websiteId: '64b0f3c2a1d9e8f7c6b5a401',
      showTax: true,
    });
  });
});

describe('the census cookie', () => {
  it('comes with the first page, once, for 390 days, readable by the storefront', async () => {
    const browser = new Browser();
    const first = await browser.request({ method: 'GET', url: '/shop' });
    const cookie = first.cookies.find(({ name }) => name === 'SS_MID');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', maxAge: 390 * 24 * 60 * 60 });
    expect(cookie?.httpOnly).toBeFalsy();
    const second = await browser.request({ method: 'GET', url: '/cart' });
    expect(second.cookies.find(({ name }) => name === 'SS_MID')).toBeUndefined();
  });
});

describe('a demo fault', () => {
  it('?demo-fault=cart-popover on the page breaks only the title in the add answer; the cart is stored as usual', async () => {
    const browser = await newBrowser();
    const add = (referer: string) =>
      browser.request({
        method: 'POST',
        url: '/api/commerce/shopping-cart/entries',
        payload: JSON.stringify({ itemId: tote.id, sku: 'TOTE', quantity: 1 }),
        headers: { 'content-type': 'application/json', 'x-csrf-token': browser.crumb, referer },
      });
    const broken = (await add(`${ORIGIN}/products/canvas-tote?demo-fault=cart-popover`)).json();
    expect(broken.newlyAdded.title).toEqual({ demoFault: 'Canvas Tote' });
    expect(broken.shoppingCart.entries[0].title).toBe('Canvas Tote');
    expect((await add(`${ORIGIN}/products/canvas-tote`)).json().newlyAdded.title).toBe('Canvas Tote');
    expect((await add(`https://elsewhere.example/?demo-fault=cart-popover`)).json().newlyAdded.title).toBe('Canvas Tote');
  });
});

describe('the QA page', () => {
  async function qaPage(browser: Browser) {
    const response = await browser.request({ method: 'GET', url: '/qa/telemetry' });
    const document = new happyDom.DOMParser().parseFromString(response.body, 'text/html');
    const rows = (section: string) =>
      [...document.querySelectorAll(`table[aria-labelledby="${section}"] tbody tr`)].map((row) =>
        [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent),
      );
    return { response, document, rows, heading: (id: string) => document.getElementById(id)?.textContent };
  }

  it('asks a visitor without an id to browse first', async () => {
    const browser = new Browser();
    browser.cookies.delete('ss_cvr');
    const { response, document } = await qaPage(browser);
    expect(response.statusCode).toBe(200);
    expect(document.querySelector('main')?.textContent).toContain('You have no visitor id yet');
  });

  it('lists what was stored for the current visitor, newest first, and loads no storefront script', async () => {
    const browser = await newBrowser();
    await browser.fetch(
      '/api/census/RecordHit',
      form({ event: 'view', data: JSON.stringify({ ...hitData, url: '/' }), ss_cvr: VISITOR }),
      FORM,
    );
    await browser.fetch('/api/census/RecordHit', form({ event: 'view', data: JSON.stringify(hitData), ss_cvr: VISITOR }), FORM);
    await browser.beacon(
      '/api/census/events',
      form({
        crumb: browser.crumb,
        event: 'product_listing_visit',
        data: JSON.stringify({ pageId: 'shop-1', websiteId: 'w', environment: 'staging' }),
      }),
      FORM,
    );
    await browser.beacon('/api/1/performance/records', JSON.stringify([pageSpeed()]), TEXT);
    await browser.fetch('/api/events/RecordJavascriptErrors', JSON.stringify([errorReport()]), 'application/json');
    const other = new Browser();
    other.cookies.set('ss_cvr', 'someone-else');
    await other.request({ method: 'GET', url: '/' });
    await other.fetch('/api/census/RecordHit', form({ event: 'view', data: JSON.stringify({ ...hitData, url: '/cart' }) }), FORM);

    const { response, document, rows, heading } = await qaPage(browser);
    expect(response.body).not.toContain('storefront.js');
    // Each table scrolls inside its own box on a narrow screen, a named region the keyboard can reach.
    for (const section of ['qa-hits', 'qa-events', 'qa-records', 'qa-errors']) {
      const box = document.querySelector(`table[aria-labelledby="${section}"]`)?.parentElement;
      expect([box?.className, box?.getAttribute('role'), box?.getAttribute('aria-labelledby'), box?.getAttribute('tabindex')]).toEqual([
        'table-scroll',
        'region',
        section,
        '0',
      ]);
    }
    expect(heading('qa-hits')).toBe('Census hits (2)');
    expect(rows('qa-hits')).toEqual([
      ['Pageview', '/shop', 'Shop · demo', ''],
      ['Pageview', '/', 'Shop · demo', ''],
    ]);
    expect(rows('qa-events')).toEqual([['product_listing_visit', 'pageId: shop-1 · environment: staging']]);
    expect(rows('qa-records')).toEqual([['page_speed', '/shop', 'load-1', 'LCP 1200 ms, good · CLS 0.02, good · 0 slow interactions']]);
    expect(rows('qa-errors')).toEqual([['reported_error', 'cart-popover', 'RangeError: price is not a number', '/products/canvas-tote']]);
  });

  it('escapes what visitors sent', async () => {
    const browser = await newBrowser();
    await browser.fetch(
      '/api/census/RecordHit',
      form({ event: 'view', data: JSON.stringify({ ...hitData, title: '<img src=x onerror=alert(1)>' }) }),
      FORM,
    );
    const { response, rows } = await qaPage(browser);
    expect(response.body).not.toContain('<img src=x');
    expect(rows('qa-hits')[0]?.[2]).toBe('<img src=x onerror=alert(1)>');
  });
});
