import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { buildApp, reseed, seedIfEmpty } from '../app';
import { openDatabase, type DemoDatabase } from '../database';
import { SEED_FORMS } from './form-seed';
import { findForm } from './forms';
import { FIELD_ERRORS_MESSAGE, FORM_CHANGED_MESSAGE } from './form-routes';
import { DEMO_SITE } from '../site';

const KEY = '/api/form/FormSubmissionKey';
const SAVE = '/api/form/SaveFormSubmission';
const validate = (formId: string) => `/api/rest/forms/validate/${formId}`;

let db: DemoDatabase;
let app: FastifyInstance;
let now: number;

beforeEach(async () => {
  db = openDatabase(':memory:');
  seedIfEmpty(db);
  now = Date.UTC(2025, 6, 14, 9, 30);
  app = await buildApp({
    db,
    assetsDir: join(tmpdir(), 'storefront-kit-no-bundle'),
    formRateLimit: { max: 3, windowMs: 60_000 },
    clock: () => now,
  });
});

afterEach(async () => {
  await app.close();
  db.close();
});

async function newVisitor(): Promise<Visitor> {
  const visitor = new Visitor(app);
  await visitor.get('/');
  return visitor;
}

/** The newsletter's answers as the storefront submits them. */
const NEWSLETTER_ANSWERS = { name: ['Ada', 'Lovelace'], email: 'ada@example.com' };

const PAGE = {
  pageTitle: 'Newsletter · storefront-kit demo',
  pageId: '64b0f3c2a1d9e8f7c6b5a411',
  contentSource: 'c',
  pagePath: '/forms/newsletter',
  pagePermissionTypeValue: 1,
} as const;

async function keyFor(visitor: Visitor): Promise<string> {
  const response = await visitor.postNothing(KEY);
  expect(response.statusCode).toBe(200);
  return response.json<{ key: string }>().key;
}

async function save(visitor: Visitor, overrides: Record<string, unknown> = {}) {
  return visitor.postJson(SAVE, {
    key: await keyFor(visitor),
    formId: 'newsletter',
    form: JSON.stringify(NEWSLETTER_ANSWERS),
    ...PAGE,
    ...overrides,
  });
}

function storedSubmissions() {
  return db.prepare('SELECT * FROM form_submissions ORDER BY created, rowid').all() as Record<string, unknown>[];
}

describe('the forms in SQLite', () => {
  it('are seeded and read back as the storefront reads them', () => {
    for (const form of Object.values(SEED_FORMS)) expect(findForm(db, form.id)).toEqual(form);
  });

  it('cover every field type, a newsletter, a protected form and a redirect', () => {
    expect(new Set(SEED_FORMS.contact.fields.map((field) => field.type)).size).toBe(19);
    expect(SEED_FORMS.workshopEnquiry.captcha.enabled).toBe(true);
    expect(SEED_FORMS.catalogueRequest.redirectUrl).toBe('/forms/thank-you');
  });

  it('lose their submissions on reseed, and come back as seeded', async () => {
    expect((await save(await newVisitor())).statusCode).toBe(200);
    db.prepare("UPDATE forms SET name = 'Changed' WHERE id = 'newsletter'").run();
    reseed(db);
    expect(storedSubmissions()).toEqual([]);
    expect(findForm(db, 'newsletter')).toEqual(SEED_FORMS.newsletter);
  });
});

describe('GET /api/template/GetTemplateSchema', () => {
  it('describes the form block: its field types, their parts and the likert scale', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/template/GetTemplateSchema?type=form-block' });
    expect(response.statusCode).toBe(200);
    const schema = response.json();
    expect(schema.type).toBe('form-block');
    expect(schema.fieldTypes).toHaveLength(19);
    expect(schema.fieldParts.phone).toEqual(['Country', 'Areacode', 'Prefix', 'Line']);
    expect(schema.likertScale[0]).toEqual({ value: '-2', label: 'Strongly Disagree' });
  });

  it.each([
    ['', 400, 'type must name a block type, such as form-block'],
    ['?type=gallery', 404, 'No template schema for type "gallery"'],
  ])('answers %s with %i', async (query, status, error) => {
    const response = await app.inject({ method: 'GET', url: `/api/template/GetTemplateSchema${query}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error });
  });
});

describe('POST /api/rest/forms/validate/{formId}', () => {
  it('accepts valid answers', async () => {
    const response = await (await newVisitor()).postJson(validate('newsletter'), NEWSLETTER_ANSWERS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ errors: {} });
  });

  it('answers the storefront’s rules with 400 and an error per field', async () => {
    const response = await (
      await newVisitor()
    ).postJson(validate('contact'), {
      email: 'ada@example',
      message: 'x'.repeat(501),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: FIELD_ERRORS_MESSAGE,
      errors: {
        name: 'Required',
        email: 'Email is not valid. Email addresses should follow the format user@domain.com.',
        message: 'You have exceeded the character limit.',
        topic: 'Required',
      },
    });
  });

  it.each([
    ['a phone in three parts instead of four', { phone: ['646', '555', '0100'] }, 'phone', 'This is not an answer a phone field takes'],
    ['a name that is one string', { name: 'Ada Lovelace' }, 'name', 'This is not an answer a name field takes'],
    ['a radio choice the field does not offer', { topic: 'A refund' }, 'topic', '"A refund" is not one of this field\'s choices'],
    [
      'a checked box the field does not offer',
      { interests: ['Ceramics', 'Glass'] },
      'interests',
      '"Glass" is not one of this field\'s choices',
    ],
    ['a select option the field does not offer', { store: 'Paris' }, 'store', '"Paris" is not one of this field\'s choices'],
    [
      'a likert statement the field does not have',
      { service: { 'Prices were fair': '1' } },
      'service',
      '"Prices were fair" is not one of this field\'s choices',
    ],
    ['a likert choice off the scale', { service: { 'Delivery was quick': '3' } }, 'service', 'This is not an answer a likert field takes'],
    ['a number for a text answer', { subject: 42 }, 'subject', 'This is not an answer a text field takes'],
  ])('answers a malformed answer (%s) with 400 and an error on its field', async (_case, answers, fieldId, message) => {
    const valid = {
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      message: 'Hello',
      topic: 'An order',
    };
    const response = await (await newVisitor()).postJson(validate('contact'), { ...valid, ...answers });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ [fieldId]: message });
  });

  it('accepts a phone submitted as four parts, the first empty, and a complete likert', async () => {
    const response = await (
      await newVisitor()
    ).postJson(validate('contact'), {
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      message: 'Hello',
      topic: 'An order',
      phone: ['', '646', '555', '0100'],
      service: { 'Delivery was quick': '-2', 'Staff were helpful': '2' },
      interests: ['Coffee'],
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers an answer for a field the form lacks (the owner changed it since) with 409 and what to do', async () => {
    const response = await (await newVisitor()).postJson(validate('newsletter'), { email: 'ada@example.com', colour: 'red' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: FORM_CHANGED_MESSAGE });
  });

  it.each([['a list instead of an object', [NEWSLETTER_ANSWERS], 'The request body must be a JSON object']])(
    'answers %s with 400 and the reason',
    async (_case, body, error) => {
      const response = await (await newVisitor()).postJson(validate('newsletter'), body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    },
  );

  it('answers an unknown form with 404', async () => {
    const response = await (await newVisitor()).postJson(validate('no-such-form'), {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Unknown form "no-such-form"' });
  });

  it('refuses a body that is not JSON', async () => {
    const visitor = await newVisitor();
    expect((await visitor.post(validate('newsletter'), '{"email":')).statusCode).toBe(400);
    expect(
      (await visitor.post(validate('newsletter'), 'email=a', { 'content-type': 'application/x-www-form-urlencoded' })).statusCode,
    ).toBe(415);
  });

  it('refuses a write without the crumb', async () => {
    const response = await app.inject({ method: 'POST', url: validate('newsletter'), payload: NEWSLETTER_ANSWERS });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ crumbFail: true, error: 'Invalid crumb' });
  });
});

describe('POST /api/form/FormSubmissionKey', () => {
  it('gives a new key each time, with no body', async () => {
    const visitor = await newVisitor();
    const first = await keyFor(visitor);
    expect(first).toMatch(/^[\w-]{32}$/);
    expect(await keyFor(visitor)).not.toBe(first);
  });

  it('refuses a visitor without the crumb', async () => {
    expect((await app.inject({ method: 'POST', url: KEY })).statusCode).toBe(401);
  });
});

describe('POST /api/form/SaveFormSubmission', () => {
  it('stores the answers exactly as sent, with the page fields, and answers with the submission id', async () => {
    const response = await save(await newVisitor());
    expect(response.statusCode).toBe(200);
    const { submissionId } = response.json<{ submissionId: string }>();
    expect(storedSubmissions()).toEqual([
      {
        id: submissionId,
        form_id: 'newsletter',
        form: JSON.stringify(NEWSLETTER_ANSWERS),
        captcha_verified: 0,
        page_title: PAGE.pageTitle,
        page_id: PAGE.pageId,
        content_source: 'c',
        page_path: '/forms/newsletter',
        page_permission_type_value: 1,
        visitor: expect.stringMatching(/^crumb:/),
        created: now,
      },
    ]);
  });

  it('takes each key once, from the visitor it was given to, within the hour', async () => {
    const visitor = await newVisitor();
    const key = await keyFor(visitor);
    const body = { key, formId: 'newsletter', form: JSON.stringify(NEWSLETTER_ANSWERS), ...PAGE };
    expect((await (await newVisitor()).postJson(SAVE, body)).statusCode).toBe(401);
    expect((await visitor.postJson(SAVE, body)).statusCode).toBe(200);
    const again = await visitor.postJson(SAVE, body);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'The form submission key is missing, used or expired; ask for a new one' });

    const stale = await keyFor(visitor);
    now += 60 * 60 * 1000 + 1;
    expect((await visitor.postJson(SAVE, { ...body, key: stale })).statusCode).toBe(401);
    expect(storedSubmissions()).toHaveLength(1);
  });

  it('answers an unknown form with 404', async () => {
    const response = await save(await newVisitor(), { formId: 'no-such-form' });
    expect(response.statusCode).toBe(404);
  });

  it.each([
    ['form that is not a string', { form: NEWSLETTER_ANSWERS }, 'form must be a string holding the answers as a JSON object'],
    ['form that is not JSON', { form: '{"email":' }, 'form must be a string holding the answers as a JSON object'],
    ['contentSource of another kind', { contentSource: 'x' }, 'contentSource must be "i" (item) or "c" (collection)'],
    [
      'pagePermissionTypeValue that is not a whole number',
      { pagePermissionTypeValue: '1' },
      'pagePermissionTypeValue must be a whole number of at least 0',
    ],
    ['no pagePath', { pagePath: '' }, 'pagePath must be a non-empty string of at most 2083 characters'],
    ['captchaKey that is not a string', { captchaKey: 7 }, 'captchaKey must be a string'],
  ])('answers a payload with %s with 400 naming the field', async (_case, overrides, error) => {
    const response = await save(await newVisitor(), overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(storedSubmissions()).toEqual([]);
  });

  it('answers answers that break a field’s rules with 400 and the field errors', async () => {
    const response = await save(await newVisitor(), { form: JSON.stringify({ email: 'not an email' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: FIELD_ERRORS_MESSAGE,
      errors: { email: 'Email is not valid. Email addresses should follow the format user@domain.com.' },
    });
  });

  describe('a protected form', () => {
    const WORKSHOP_ANSWERS = { name: ['Ada', 'Lovelace'], email: 'ada@example.com', message: 'A teapot' };

    async function token(action = 'form_block'): Promise<string> {
      const response = await app.inject({
        method: 'POST',
        url: '/captcha-stand-in/token',
        payload: { sitekey: DEMO_SITE.captchaSiteKey, action },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().expiresInMs).toBe(120_000);
      return response.json<{ token: string }>().token;
    }

    const saveWorkshop = async (visitor: Visitor, captchaKey?: string) =>
      save(visitor, {
        formId: 'workshop-enquiry',
        form: JSON.stringify(WORKSHOP_ANSWERS),
        ...(captchaKey === undefined ? {} : { captchaKey }),
      });

    it('is stored with a captcha token the stand-in issued, which then is spent', async () => {
      const visitor = await newVisitor();
      const captchaKey = await token();
      expect((await saveWorkshop(visitor, captchaKey)).statusCode).toBe(200);
      expect(storedSubmissions()[0]).toMatchObject({ form_id: 'workshop-enquiry', captcha_verified: 1 });
      const reused = await saveWorkshop(visitor, captchaKey);
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toEqual({ error: 'The CAPTCHA could not be verified. Please complete it again.' });
    });

    it.each([
      ['without a token', undefined],
      ['with a token nobody issued', 'forged-token-forged-token-forged-'],
    ])('is refused %s', async (_case, captchaKey) => {
      const response = await saveWorkshop(await newVisitor(), captchaKey);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The CAPTCHA could not be verified. Please complete it again.' });
      expect(storedSubmissions()).toEqual([]);
    });

    it('is refused with a token older than two minutes', async () => {
      const captchaKey = await token();
      now += 120_001;
      expect((await saveWorkshop(await newVisitor(), captchaKey)).statusCode).toBe(400);
    });

    it('keeps the submission key usable when the captcha is refused', async () => {
      const visitor = await newVisitor();
      const key = await keyFor(visitor);
      const body = { key, formId: 'workshop-enquiry', form: JSON.stringify(WORKSHOP_ANSWERS), ...PAGE };
      expect((await visitor.postJson(SAVE, body)).statusCode).toBe(400);
      expect((await visitor.postJson(SAVE, { ...body, captchaKey: await token() })).statusCode).toBe(200);
    });
  });

  describe('the per-visitor rate limit', () => {
    it('answers 429 with Retry-After once a visitor has sent the most in the window, and lets them in after', async () => {
      const visitor = await newVisitor();
      for (let sent = 0; sent < 3; sent += 1) expect((await save(visitor)).statusCode).toBe(200);
      const limited = await save(visitor);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('60');
      expect(limited.json()).toEqual({ error: 'Too many form submissions; try again in 60 seconds' });
      expect((await save(await newVisitor())).statusCode).toBe(200);

      now += 60_001;
      expect((await save(visitor)).statusCode).toBe(200);
      expect(storedSubmissions()).toHaveLength(5);
    });

    it('limits the client address as well: a fresh crumb for every submission does not escape it', async () => {
      // Four times a visitor's allowance per address (12 here), so a household or office behind one address still gets through.
      for (let sent = 0; sent < 12; sent += 1) expect((await save(await newVisitor())).statusCode).toBe(200);
      const limited = await save(await newVisitor());
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'Too many form submissions; try again in 60 seconds' });
      expect(storedSubmissions()).toHaveLength(12);
      const elsewhere = await newVisitor();
      const response = await app.inject({
        method: 'POST',
        url: SAVE,
        remoteAddress: '203.0.113.7',
        headers: { cookie: elsewhere.cookieHeader, 'x-csrf-token': elsewhere.writeToken, 'content-type': 'application/json' },
        payload: JSON.stringify({ key: await keyFor(elsewhere), formId: 'newsletter', form: JSON.stringify(NEWSLETTER_ANSWERS), ...PAGE }),
      });
      expect(response.statusCode).toBe(200);
    });

    it('counts refused submissions too', async () => {
      const visitor = await newVisitor();
      for (let sent = 0; sent < 3; sent += 1) expect((await save(visitor, { form: '{' })).statusCode).toBe(400);
      expect((await save(visitor)).statusCode).toBe(429);
    });
  });
});

describe('the address lookups', () => {
  it('suggest the places matching every word typed, in the places service’s shape', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/google-maps/places/autocomplete?input=jay%20st&productPage=%2Fforms%2Fcontact&productSection=form-block&sessionToken=s-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      predictions: [{ description: '22 Jay Street, Brooklyn, NY 11201, USA', place_id: 'demo-place-jay-street' }],
    });
  });

  it('give the address parts of a place', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/google-maps/places/details?placeId=demo-place-jay-street' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.address_components).toContainEqual({
      long_name: 'New York',
      short_name: 'NY',
      types: ['administrative_area_level_1', 'political'],
    });
  });

  it.each([
    ['/api/google-maps/places/autocomplete', 400],
    ['/api/google-maps/places/autocomplete?input=%20', 400],
    ['/api/google-maps/places/details', 400],
    ['/api/google-maps/places/details?placeId=nowhere', 404],
  ])('answer %s with %i', async (url, status) => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(status);
  });
});

describe('the captcha stand-in', () => {
  it('serves a script that defines the provider’s browser API', async () => {
    const response = await app.inject({ method: 'GET', url: '/captcha-stand-in/enterprise.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const name of ['grecaptcha', 'enterprise', 'ready', 'render', 'execute', 'reset', 'getResponse'])
      expect(response.body).toContain(name);
  });

  it.each([
    [{ sitekey: 'someone-else', action: 'form_block' }, 'Unknown site key'],
    [{ sitekey: DEMO_SITE.captchaSiteKey, action: 'checkout' }, 'action must be one of the captcha actions'],
  ])('issues no token for %j', async (payload, message) => {
    const response = await app.inject({ method: 'POST', url: '/captcha-stand-in/token', payload });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(`${message}\n`);
  });
});
