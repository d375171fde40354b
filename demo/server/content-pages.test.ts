import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdtempSync } from 'node:fs';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { Window } from 'happy-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { isPermission } from '../../src/accounts';
import { useSeededDemoApp } from '../../test/fixtures/demo-app';
import { Visitor } from '../../test/fixtures/demo-visitor';
import { DEFAULT_SITE_DIR } from './app';
import type { DemoDatabase } from './db';
import { registerContentPageRoutes } from './routes/content-pages';
import { registerFileRoutes } from './routes/files';
import { registerSiteStyleRoutes } from './routes/site-styles';
import { registerTagRoutes } from './routes/tags';
import { SEED_CATALOGUE } from './seed';
import { SEED_FORMS } from './form-seed';
import { SiteTemplates } from '../../src/site-templates';

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

describe('the editor tools routes', () => {
  it('each declare, under /api/admin, the permission they need from the shared names', async () => {
    const collected: RouteOptions[] = [];
    const bare = Fastify();
    bare.addHook('onRoute', (route) => void collected.push(route));
    registerFileRoutes(bare, db, mkdtempSync(join(tmpdir(), 'storefront-kit-routes-')), Date.now);
    registerSiteStyleRoutes(bare, db, Date.now);
    registerTagRoutes(bare, db);
    registerContentPageRoutes(bare, db, new SiteTemplates(DEFAULT_SITE_DIR), Date.now, () => []);
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
