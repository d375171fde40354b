import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLE_LABEL, CONTRIBUTOR_ROLES, hasPermission, type ContributorRole } from '../../../src/accounts';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { buildApp } from './app';
import { openDatabase, type DemoDatabase } from '../database';
import { ownerRoutesOf, type OwnerRoute } from '../guard';
import { hashPassword, insertSiteUser } from '../accounts';
import { SEED_CATALOGUE } from '../store';
import { DEMO_SITE } from '../site';
import { EMPTY_DRAFT, builderReducer, builderState, draftJson, type BuilderAction } from '../../../src/form-builder';

// Every owner route × every website role, and a visitor: 401 without a session, 403 for a role
// without the route's permission, and for one with it the route's own success with a request it
// acts on (SAMPLES). The routes are read from the app itself, so a route added later is walked
// without a line here, and fails until it brings its sample request.

const OWNER_ROUTES: readonly OwnerRoute[] = await (async () => {
  const assetsDir = mkdtempSync(join(tmpdir(), 'storefront-kit-dist-'));
  const db = openDatabase(':memory:');
  const probe = await buildApp({ db, assetsDir });
  await probe.ready();
  const routes = [...ownerRoutesOf(probe)];
  await probe.close();
  db.close();
  rmSync(assetsDir, { recursive: true, force: true });
  return routes;
})();

const SHIRT = SEED_CATALOGUE.find((product) => product.slug === 'linen-shirt')!;
const L_NATURAL = SHIRT.variants.find((variant) => variant.sku === 'SHIRT-L-NAT')!.id;
const GROUP = { productId: SHIRT.id, variantId: L_NATURAL };
const VASE = SEED_CATALOGUE.find((product) => product.slug === 'stoneware-vase')!;

/** The seeded content page, with a code block and a chart. */
const STUDIO = 'a1b2c3d4e5f60718293a4b01';
/** The id of the studio page's block of that type: the seed draws new ones each time. */
const studioBlock = (db: DemoDatabase, type: 'code' | 'chart') =>
  (db.prepare('SELECT id FROM content_blocks WHERE page_id = ? AND type = ?').get(STUDIO, type) as { id: string }).id;
/** The stored data (JSON) of the studio page's code block. */
const codeBlockData = (db: DemoDatabase) =>
  (db.prepare('SELECT data FROM content_blocks WHERE id = ?').get(studioBlock(db, 'code')) as { data: string }).data;
const STORE_PAGES = `/api/content-service/product/1.1/websites/${DEMO_SITE.websiteId}/products`;

/** Rows a sample acts on that the seed lacks: a form nothing shows, a form page, a picture, a list, a store page. */
const EXTRA = {
  form: 'sample-form',
  formPage: 'sample-form-page',
  file: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  list: 'sample-list',
  storePage: 'sample-store-page',
};

/** A 2×3 PNG: signature, IHDR (width 2, height 3), IEND; enough for its size to be read. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000020000000308060000009d74ad7d0000000049454e44ae426082', 'hex');
const BOUNDARY = '----storefront-kit-test-boundary';
/** An upload as a browser's FormData sends it. */
const UPLOAD = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="Shelf photo.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  PNG,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

/** A form with an email field, built as the form builder builds it. */
const FORM_BODY = (() => {
  const actions: BuilderAction[] = [
    { type: 'settings', patch: { name: 'Studio visits', submissionMessage: 'Got it.' } },
    { type: 'add', fieldType: 'email' },
  ];
  const { id: _none, ...body } = draftJson('', actions.reduce(builderReducer, builderState(EMPTY_DRAFT)).draft);
  return body;
})();

const white = { hue: 0, saturation: 0, lightness: 1, alpha: 1 };
const ink = { hue: 240, saturation: 0.05, lightness: 0.12, alpha: 1 };
const plum = { hue: 300, saturation: 0.6, lightness: 0.3, alpha: 1 };

/** A navigation entry as the admin sends it. */
const navigationItem = (fields: object) => ({
  collectionId: null,
  externalLink: null,
  memberAreaId: null,
  title: '',
  items: [],
  ...fields,
});

/** A seeded journal tag's id. */
function blogTag(db: DemoDatabase, name: string): number {
  const rows = db
    .prepare("SELECT id FROM terms WHERE kind = 'tag' AND name = ? AND collection_id IN (SELECT id FROM content_collections)")
    .all(name) as { id: number }[];
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

/**
 * A request each owner route succeeds with, for any role holding its permission: the URL (ids the
 * seeded database holds, or `setup` writes), the body of a write (JSON unless `contentType` says
 * otherwise; a function reads ids from the database), and the status it answers. A page answers
 * HTML and an /api/ call JSON unless `answers` names another type. Every write here changes the
 * database.
 */
interface Sample {
  readonly url?: string | ((db: DemoDatabase) => string);
  readonly setup?: (db: DemoDatabase) => void;
  readonly body?: unknown;
  readonly contentType?: string;
  readonly expect: 200 | 201 | 204;
  readonly answers?: string;
}

const SAMPLES: Readonly<Record<string, Sample>> = {
  // Site styles
  'GET /api/admin/site-styles': { expect: 200 },
  'PUT /api/admin/site-styles': {
    body: { headingFont: 'lora', bodyFont: 'work-sans', accentColor: plum, backgroundColor: white, textColor: ink },
    expect: 200,
  },
  'GET /api/admin/fonts': { expect: 200 },

  // Forms, mailing lists and form pages
  'GET /api/config/forms': { expect: 200 },
  'GET /api/config/form-submissions': { expect: 200 },
  'POST /api/config/forms': { body: FORM_BODY, expect: 201 },
  'GET /api/config/forms/:formId': { url: '/api/config/forms/contact', expect: 200 },
  'PUT /api/config/forms/:formId': { url: '/api/config/forms/contact', body: FORM_BODY, expect: 200 },
  'DELETE /api/config/forms/:formId': { url: `/api/config/forms/${EXTRA.form}`, setup: insertForm, expect: 204 },
  'GET /api/config/forms/:formId/notifications': { url: '/api/config/forms/contact/notifications', expect: 200 },
  'GET /api/config/mailing-lists': { expect: 200 },
  'POST /api/config/mailing-lists': { body: { service: 'mail-marketing', name: 'Studio news' }, expect: 201 },
  'GET /api/config/mailing-lists/:listId/members': {
    url: `/api/config/mailing-lists/${EXTRA.list}/members`,
    setup: insertList,
    expect: 200,
  },
  'GET /api/config/form-pages': { expect: 200 },
  'POST /api/config/form-pages': { body: { title: 'Join', urlId: '', formId: 'contact', addToNavigation: false }, expect: 201 },
  'DELETE /api/config/form-pages/:pageId': { url: `/api/config/form-pages/${EXTRA.formPage}`, setup: insertFormPage, expect: 204 },
  'GET /api/config/forms/:formId/submissions': { url: '/api/config/forms/contact/submissions', expect: 200 },
  'GET /api/config/forms/:formId/submissions.csv': { url: '/api/config/forms/contact/submissions.csv', expect: 200, answers: 'text/csv' },

  // Restock notifications
  'GET /config/restock': { expect: 200 },
  'GET /api/site-users/account/notifications/restock/groups': { expect: 200 },
  'GET /api/site-users/account/notifications/restock': {
    url: `/api/site-users/account/notifications/restock?productId=${GROUP.productId}&variantId=${GROUP.variantId}`,
    expect: 200,
  },
  'POST /api/site-users/account/notifications/restock/send': { body: GROUP, expect: 200 },
  'POST /api/site-users/account/notifications/restock/send/all': { body: { sendRequests: [GROUP] }, expect: 200 },

  // Files
  'GET /api/admin/files': { expect: 200 },
  'GET /api/admin/files/:id': { url: `/api/admin/files/${EXTRA.file}`, setup: insertFile, expect: 200 },
  'POST /api/admin/files': { body: UPLOAD, contentType: `multipart/form-data; boundary=${BOUNDARY}`, expect: 201 },
  'PATCH /api/admin/files/:id': { url: `/api/admin/files/${EXTRA.file}`, setup: insertFile, body: { name: 'Spring menu' }, expect: 200 },
  'DELETE /api/admin/files/:id': { url: `/api/admin/files/${EXTRA.file}`, setup: insertFile, expect: 204 },
  'PUT /api/admin/products/:productId/image': {
    url: `/api/admin/products/${SHIRT.id}/image`,
    setup: insertFile,
    body: { fileId: EXTRA.file },
    expect: 200,
  },

  // Tags and categories
  'GET /api/admin/collections/:collection/:kind': { url: '/api/admin/collections/blog/tags', expect: 200 },
  'POST /api/admin/collections/:collection/:kind': { url: '/api/admin/collections/blog/tags', body: { name: 'Slow living' }, expect: 201 },
  'POST /api/admin/collections/:collection/:kind/merge': {
    url: '/api/admin/collections/blog/tags/merge',
    body: (db: DemoDatabase) => ({ sourceIds: [blogTag(db, 'Pottery'), blogTag(db, 'Ceramics')], target: 'Ceramics' }),
    expect: 200,
  },
  'PATCH /api/admin/collections/:collection/:kind/:termId': {
    url: (db) => `/api/admin/collections/blog/tags/${blogTag(db, 'Care')}`,
    body: { name: 'Caring' },
    expect: 200,
  },
  'DELETE /api/admin/collections/:collection/:kind/:termId': {
    url: (db) => `/api/admin/collections/blog/tags/${blogTag(db, 'Indigo')}`,
    expect: 204,
  },
  'GET /api/admin/collections/:collection/items': { url: '/api/admin/collections/shop/items', expect: 200 },
  'PUT /api/admin/collections/:collection/items/:itemId/:kind': {
    url: `/api/admin/collections/shop/items/${SHIRT.id}/categories`,
    body: { names: ['Kitchen', 'Camping'] },
    expect: 200,
  },

  // Content pages and their blocks
  'GET /api/admin/pages': { expect: 200 },
  'GET /api/admin/pages/:pageId': { url: `/api/admin/pages/${STUDIO}`, expect: 200 },
  'POST /api/admin/pages': { body: { title: 'Opening hours', urlId: '', addToNavigation: false }, expect: 201 },
  'DELETE /api/admin/pages/:pageId': { url: `/api/admin/pages/${STUDIO}`, expect: 204 },
  'PUT /api/admin/pages/:pageId/blocks': {
    url: `/api/admin/pages/${STUDIO}/blocks`,
    body: (db: DemoDatabase) => ({ blockIds: [studioBlock(db, 'chart'), studioBlock(db, 'code')] }),
    expect: 200,
  },
  'POST /api/admin/pages/:pageId/blocks': {
    url: `/api/admin/pages/${STUDIO}/blocks`,
    body: { type: 'code', source: '<p>Open daily</p>' },
    expect: 201,
  },
  'PUT /api/admin/pages/:pageId/blocks/:blockId': {
    url: (db) => `/api/admin/pages/${STUDIO}/blocks/${studioBlock(db, 'code')}`,
    body: { source: '<p>Edited</p>' },
    expect: 200,
  },
  'POST /api/admin/pages/:pageId/blocks/:blockId/publish': {
    url: (db) => `/api/admin/pages/${STUDIO}/blocks/${studioBlock(db, 'code')}/publish`,
    // The code block as a role without code rights left it: held sanitized until published as written.
    setup: (db) => db.prepare("UPDATE content_blocks SET trusted = 0 WHERE type = 'code'").run(),
    body: (db: DemoDatabase) => ({ source: (JSON.parse(codeBlockData(db)) as { source: string }).source }),
    expect: 200,
  },
  'DELETE /api/admin/pages/:pageId/blocks/:blockId': {
    url: (db) => `/api/admin/pages/${STUDIO}/blocks/${studioBlock(db, 'chart')}`,
    expect: 204,
  },
  'GET /api/admin/products/:productId/embed': { url: `/api/admin/products/${SHIRT.id}/embed`, expect: 200 },
  'GET /api/admin/newsletter/embed': { expect: 200 },

  // Header and footer, languages, navigation
  'GET /api/site-header-footer': { expect: 200 },
  'PUT /api/site-header-footer': { body: { header: '<p>Free shipping this week</p>', footer: '<p>© Studio</p>' }, expect: 200 },
  'POST /api/site-header-footer/publish': {
    // The header as a role without code rights left it: held sanitized until published as written.
    setup: (db) => db.prepare('UPDATE site_header_footer SET header_trusted = 0 WHERE id = 1').run(),
    body: (db: DemoDatabase) => ({
      part: 'header',
      html: (db.prepare('SELECT header FROM site_header_footer WHERE id = 1').get() as { header: string }).header,
    }),
    expect: 200,
  },
  'GET /api/multilingual/settings': { expect: 200 },
  'GET /api/multilingual/status': { expect: 200 },
  'GET /api/multilingual/languages': { expect: 200 },
  'PUT /api/multilingual/languages': {
    body: {
      languages: [
        { code: 'en-US', isDefault: true },
        { code: 'fr-fr', isDefault: false },
      ],
    },
    expect: 200,
  },
  'DELETE /api/multilingual/connection': { expect: 200 },
  'GET /api/commondata/GetSiteLayout': { expect: 200 },
  'POST /api/widget/UpdateNavigation': {
    body: {
      fieldName: 'main-navigation',
      templateId: DEMO_SITE.templateId,
      navigation: {
        items: [
          navigationItem({ collectionId: STUDIO }),
          navigationItem({ title: 'Maps', externalLink: 'https://maps.example.com', newWindow: true }),
        ],
      },
    },
    expect: 200,
  },

  // Store pages
  'GET /api/content-service/product/1.1/websites/:websiteId/products': { url: STORE_PAGES, expect: 200 },
  'POST /api/content-service/product/1.1/websites/:websiteId/products': {
    url: STORE_PAGES,
    body: { navigationTitle: 'Ceramics', title: 'Ceramics', urlId: 'ceramics', description: 'Bowls, cups and plates.', enabled: true },
    expect: 200,
  },
  'POST /api/content-service/product/1.1/websites/:websiteId/products/:collectionId/categories': {
    url: `${STORE_PAGES}/${EXTRA.storePage}/categories`,
    setup: insertStorePage,
    body: { displayName: 'Bowls', parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 },
    expect: 200,
  },
  'POST /api/content-service/product/1.1/websites/:websiteId/products/:collectionId/items': {
    url: `${STORE_PAGES}/${EXTRA.storePage}/items`,
    setup: insertStorePage,
    body: { productIds: [VASE.id] },
    expect: 200,
  },

  // The administration's pages
  'GET /config': { expect: 200 },
  // The store's settings
  'PUT /api/v1/commerce-preferences/:namespace': {
    url: '/api/v1/commerce-preferences/units',
    body: { weight: 'kg', showTax: true },
    expect: 204,
  },
  'GET /config/header-footer': { expect: 200 },
  'GET /config/navigation': { expect: 200 },
  'GET /config/languages': { expect: 200 },
  'GET /config/store-pages': { expect: 200 },
  'GET /config/forms': { expect: 200 },
  'GET /config/form-submissions': { expect: 200 },
  'GET /config/styles': { expect: 200 },
  'GET /config/files': { expect: 200 },
  'GET /config/tags': { expect: 200 },
  'GET /config/content': { expect: 200 },
  'GET /config/settings/billing/upgrade': { expect: 200 },
  'GET /config/settings/billing/subscriptions': { expect: 200 },
};

/** A form nothing shows, copied from the contact form, for the delete to remove. */
function insertForm(db: DemoDatabase): void {
  db.prepare(
    `INSERT INTO forms (id, position, name, fields, submission_message, post_submit_html, redirect_url, captcha_enabled,
       submit_label, disclaimer, notify_email, mailing_list_id)
     SELECT ?, 99, 'Old enquiry', fields, submission_message, post_submit_html, redirect_url, captcha_enabled,
       submit_label, disclaimer, notify_email, mailing_list_id FROM forms WHERE id = 'contact'`,
  ).run(EXTRA.form);
}

function insertList(db: DemoDatabase): void {
  db.prepare("INSERT INTO mailing_lists (id, service, name, created) VALUES (?, 'mail-marketing', 'Studio news', 0)").run(EXTRA.list);
}

function insertFormPage(db: DemoDatabase): void {
  db.prepare(
    "INSERT INTO form_pages (id, url_id, position, title, form_id, created) VALUES (?, 'join-us', 0, 'Join us', 'contact', 0)",
  ).run(EXTRA.formPage);
}

/** The PNG above, as the file manager stores an upload's row (its bytes are not needed to rename or delete it). */
function insertFile(db: DemoDatabase): void {
  db.prepare(
    "INSERT INTO files (id, name, content_type, size, width, height, created) VALUES (?, 'Shelf photo.png', 'image/png', ?, 2, 3, 0)",
  ).run(EXTRA.file, PNG.length);
}

function insertStorePage(db: DemoDatabase): void {
  db.prepare(
    `INSERT INTO store_pages (id, url_id, position, navigation_title, title, description, enabled)
     VALUES (?, 'ceramics', 1, 'Ceramics', 'Ceramics', 'Bowls, cups and plates.', 1)`,
  ).run(EXTRA.storePage);
}

const keyOf = (route: OwnerRoute) => `${route.method} ${route.url}`;
const isWrite = (route: OwnerRoute) => !['GET', 'HEAD'].includes(route.method);
const sampleOf = (route: OwnerRoute): Sample => {
  const sample = SAMPLES[keyOf(route)];
  if (sample === undefined) throw new Error(`No sample request for ${keyOf(route)}: add one to SAMPLES`);
  return sample;
};

const PASSWORD = 'role-table-password';
/** Cheap to check, unlike the seeded accounts' hashes: the table signs in once per role and route. */
const CHEAP_COST = { N: 2 ** 10, r: 8, p: 1 };
let passwordHash = '';
const emailOf = (role: ContributorRole) => `role-${role}@example.com`;

let db: DemoDatabase;
let app: FastifyInstance;
// At the app's cost too, so no sign-in makes the hash again.
useSeededDemoApp((demo) => ({ db, app } = demo), { passwordCost: CHEAP_COST });

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD, CHEAP_COST);
});

beforeEach(() => {
  db.transaction(() => {
    for (const role of CONTRIBUTOR_ROLES) {
      insertSiteUser(
        db,
        {
          id: `role${String(role).padStart(20, '0')}`,
          email: emailOf(role),
          displayName: CONTRIBUTOR_ROLE_LABEL[role],
          passwordHash,
          language: null,
          websiteRoles: [role],
        },
        0,
      );
    }
  })();
  // A sign-up waiting, so the sample sends have something to write.
  db.prepare(
    `INSERT INTO restock_sign_ups (email, product_id, variant_id, is_join_mailing_list, language, visitor, created)
     VALUES ('waiting@example.com', ?, ?, 0, NULL, 'test', 0)`,
  ).run(GROUP.productId, GROUP.variantId);
});

async function visitorWithRole(role: ContributorRole | undefined): Promise<Visitor> {
  const visitor = new Visitor(app);
  if (role === undefined) await visitor.get('/api/commerce/shopping-cart');
  else expect((await visitor.signIn(emailOf(role), PASSWORD)).statusCode).toBe(200);
  return visitor;
}

/** The sample's request, its rows written first: what `send` sends. */
interface Prepared {
  readonly url: string;
  readonly payload: string | Buffer | undefined;
  readonly contentType: string;
}

function prepare(route: OwnerRoute): Prepared {
  const sample = sampleOf(route);
  sample.setup?.(db);
  const url = typeof sample.url === 'function' ? sample.url(db) : (sample.url ?? route.url);
  // A parameter left as its name would be a made-up id: the route would answer 404 to the sample.
  if (/\/:\w/.test(url)) throw new Error(`The sample for ${keyOf(route)} needs a URL with real ids, not ${url}`);
  const body = typeof sample.body === 'function' ? (sample.body as (db: DemoDatabase) => unknown)(db) : sample.body;
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return { url, payload, contentType: sample.contentType ?? 'application/json' };
}

function send(
  visitor: Visitor,
  route: OwnerRoute,
  request: Prepared,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  if (!isWrite(route)) return visitor.get(request.url);
  const method = route.method as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  if (request.payload === undefined) return visitor.writeNothing(method as 'POST' | 'DELETE', request.url, headers);
  return visitor.write(method, request.url, request.payload, { 'content-type': request.contentType, ...headers });
}

/** Every row of every table, to show a refused write changed nothing at all. */
function snapshot(): string {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
  return JSON.stringify(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all()]));
}

const VISITORS: readonly [string, ContributorRole | undefined][] = [
  ['a visitor', undefined],
  ...CONTRIBUTOR_ROLES.map((role): [string, ContributorRole] => [`${CONTRIBUTOR_ROLE_LABEL[role].toLowerCase()} (${role})`, role]),
];

it('finds the owner routes: the restock manager and the administration, pages and calls', () => {
  expect(OWNER_ROUTES.map(keyOf)).toEqual(
    expect.arrayContaining([
      'GET /config',
      'GET /config/header-footer',
      'GET /config/navigation',
      'GET /config/languages',
      'GET /config/store-pages',
      'PUT /api/site-header-footer',
      'POST /api/widget/UpdateNavigation',
      'PUT /api/multilingual/languages',
      'GET /config/restock',
      'GET /api/site-users/account/notifications/restock/groups',
      'GET /api/site-users/account/notifications/restock',
      'POST /api/site-users/account/notifications/restock/send',
      'POST /api/site-users/account/notifications/restock/send/all',
    ]),
  );
});

it('has a sample request for every owner route, and none for a route the app does not have', () => {
  const routes = OWNER_ROUTES.map(keyOf);
  expect(routes.filter((key) => SAMPLES[key] === undefined)).toEqual([]);
  expect(Object.keys(SAMPLES).filter((key) => !routes.includes(key))).toEqual([]);
});

/**
 * What a role holding the route's permission gets: exactly the route's success status, the answer
 * in its type (JSON that parses for a call, HTML for a page), and for a write a database changed.
 */
function expectSuccess(route: OwnerRoute, answer: LightMyRequestResponse, before: string): void {
  const sample = sampleOf(route);
  expect(answer.statusCode, answer.body.slice(0, 500)).toBe(sample.expect);
  if (sample.expect !== 204) {
    const type = sample.answers ?? (route.url.startsWith('/api/') ? 'application/json' : 'text/html');
    expect(answer.headers['content-type']).toContain(type);
    if (type === 'application/json') expect(() => answer.json()).not.toThrow();
  }
  if (isWrite(route)) expect(snapshot(), 'the write changed nothing').not.toBe(before);
}

describe.each(OWNER_ROUTES.map((route) => [keyOf(route), route] as const))('%s', (_name, route) => {
  it.each(VISITORS)(`as %s: 401 without a session, 403 without "${route.permission}", else its success`, async (_who, role) => {
    const visitor = await visitorWithRole(role);
    const request = prepare(route);
    const before = snapshot();
    const answer = await send(visitor, route, request);
    const expected = role === undefined ? 401 : hasPermission([role], route.permission) ? 'allowed' : 403;
    if (expected === 'allowed') {
      expectSuccess(route, answer, before);
      return;
    }
    expect(answer.statusCode).toBe(expected);
    expect(answer.headers['content-type']).toContain(route.url.startsWith('/api/') ? 'application/json' : 'text/html');
    expect(snapshot()).toBe(before);
  });
});

describe.each(OWNER_ROUTES.filter(isWrite).map((route) => [keyOf(route), route] as const))('%s by the admin', (_name, route) => {
  it.each([
    ['no write token', ''],
    ['the crumb', 'crumb'],
    ['a made-up token', 'm'.repeat(32)],
  ])('with %s in place of the xsrf token is 403, and nothing is written', async (_case, token) => {
    const admin = await visitorWithRole(1);
    const request = prepare(route);
    const before = snapshot();
    const answer = await send(admin, route, request, { 'x-csrf-token': token === 'crumb' ? (admin.cookies.get('crumb') ?? '') : token });
    expect(answer.statusCode).toBe(403);
    expect(snapshot()).toBe(before);
  });

  it('with the xsrf token answers its success and writes', async () => {
    const admin = await visitorWithRole(1);
    const request = prepare(route);
    const before = snapshot();
    expectSuccess(route, await send(admin, route, request), before);
  });
});
