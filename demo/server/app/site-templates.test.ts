import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, DEFAULT_SITE_DIR } from './app';
import { openDatabase, type DemoDatabase } from '../database';
import { seedIfEmpty } from './seed';

// Template errors: logged with file:line:col, shown in the dev overlay outside production, and
// placed in the block they came from. Each test breaks a copy of the site on purpose.

const happyDom = new Window();
let siteDir: string;
let db: DemoDatabase;
let app: FastifyInstance | undefined;
let log: string[];

/** Replaces `from` by `to` in a file of the site copy; returns where `at` (a tag in `to`) starts. */
function edit(name: string, from: string, to: string, at = to): { line: number; column: number } {
  const file = join(siteDir, name);
  const source = readFileSync(file, 'utf8');
  expect(source).toContain(from);
  const edited = source.replace(from, to);
  writeFileSync(file, edited);
  const lines = edited.split('\n');
  const line = lines.findIndex((text) => text.includes(at)) + 1;
  return { line, column: (lines[line - 1] ?? '').indexOf(at) + 1 };
}

async function start(development: boolean): Promise<FastifyInstance> {
  app = await buildApp({
    db,
    assetsDir: siteDir,
    siteDir,
    development,
    logger: { level: 'error', stream: { write: (line: string) => log.push((JSON.parse(line) as { msg: string }).msg) } },
  });
  return app;
}

async function open(url: string) {
  const response = await app!.inject({ method: 'GET', url });
  const document = new happyDom.DOMParser().parseFromString(response.body, 'text/html');
  return { response, document, overlay: document.querySelector('dialog.template-errors') };
}

beforeEach(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'storefront-kit-site-'));
  cpSync(DEFAULT_SITE_DIR, siteDir, { recursive: true });
  db = openDatabase(':memory:');
  seedIfEmpty(db);
  log = [];
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  db.close();
  rmSync(siteDir, { recursive: true, force: true });
});

afterAll(async () => {
  await happyDom.happyDOM.close();
});

describe('in development', () => {
  it('shows a compile error in a dismissible alert over the page, and logs it with the line and a caret', async () => {
    const { line, column } = edit('collections/blog.item', '<h1>{title|html}</h1>', '<h1>{title|htm}</h1>', '{title|htm}');
    const excerpt = `${line} | <h1>{title|htm}</h1>\n${' '.repeat(`${line} | `.length + column - 1)}^`;
    await start(true);
    const { response, overlay, document } = await open('/blog/studio-hours');
    expect(response.statusCode).toBe(200);
    const where = `${siteDir}/collections/blog.item:${line}:${column}`;
    expect(overlay?.hasAttribute('open')).toBe(true);
    expect(overlay?.querySelector('[role="alert"] h2')?.textContent).toBe('1 template error');
    expect(overlay?.querySelector('li')?.textContent).toContain(`${where} parser error: Formatter 'htm' is unknown`);
    // The source line is shown as text, never as markup.
    expect(overlay?.querySelector('li pre')?.textContent).toBe(excerpt);
    expect(overlay?.querySelector('form[method="dialog"] button')?.textContent).toBe('Dismiss');
    // The rest of the page is there, the broken tag printed as written.
    expect(document.querySelector('main h1')?.textContent).toBe('{title|htm}');
    expect(log).toEqual([`${where}: parser error: Formatter 'htm' is unknown\n${excerpt}`]);
  });

  it('places a render error of a block in the block’s file', async () => {
    const { line, column } = edit(
      'blocks/post-meta.block',
      '{publishOn|datetime date:long}',
      '{publishOn|datetime date:long}{author|image-tag prority:high}',
      '{author|image-tag prority:high}',
    );
    await start(true);
    const { overlay } = await open('/blog/studio-hours');
    expect(overlay?.querySelector('li')?.textContent).toContain(
      `${siteDir}/blocks/post-meta.block:${line}:${column} engine error: image-tag: unknown argument "prority"`,
    );
    expect(log).toHaveLength(1);
  });

  it('reads a template again when it changes', async () => {
    await start(true);
    expect((await open('/gallery')).document.querySelector('main h1')?.textContent).toBe('Studio gallery');
    edit('collections/gallery.list', '<h1>{collection.title|html}</h1>', '<h1>{collection.title|html}!</h1>');
    expect((await open('/gallery')).document.querySelector('main h1')?.textContent).toBe('Studio gallery!');
  });

  it('shows nothing when the templates are sound', async () => {
    await start(true);
    expect((await open('/products/linen-shirt')).overlay).toBeNull();
    expect(log).toEqual([]);
  });
});

describe('in production', () => {
  it('logs template errors but keeps them off the page, and reads templates once', async () => {
    edit('collections/events.item', '{@|google-calendar-url|htmlattr}', '{@|google-calendar-link}');
    await start(false);
    const { overlay, document } = await open('/events/indigo-afternoon');
    expect(overlay).toBeNull();
    expect(document.querySelector('.template-errors')).toBeNull();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(
      new RegExp(`^${siteDir}/collections/events\\.item:\\d+:\\d+: parser error: Formatter 'google-calendar-link' is unknown`),
    );

    edit('collections/events.item', '<h1>{title|html}</h1>', '<h1>{title|html}!</h1>');
    expect((await open('/events/indigo-afternoon')).document.querySelector('main h1')?.textContent).toBe('Indigo dyeing afternoon');
  });
});
