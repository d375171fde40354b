import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../test/fixtures/eventually';
import { startDevServer, type DevServer } from './dev-server';

// A template author's dev server over a small site folder of its own, on a free port.

let dir: string;
let server: DevServer;
let logged: string[];
const happyDom = new Window();

function write(name: string, text: string): void {
  writeFileSync(join(dir, name), text);
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-server-'));
  mkdirSync(join(dir, 'site'));
  mkdirSync(join(dir, 'site', 'pages'));
  mkdirSync(join(dir, 'site', 'blocks'));
  mkdirSync(join(dir, 'site', 'assets'));
  write(
    'site/site.region',
    '<!doctype html>\n<html><head><title>{website.siteTitle|html}</title><style>{siteStyles}</style></head>\n<body>{mainContent}</body></html>',
  );
  write('site/pages/home.page', '<h1>{title|html}</h1>\n{.section product}{@|apply card.block}{.end}');
  write('site/blocks/card.block', '<p class="card">{name|html}</p>');
  write('site/site.css', 'h1 { color: teal; }');
  write('site/assets/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('secret.txt', 'not the site’s');
  write('page.json', JSON.stringify({ website: { siteTitle: 'Linen & Oak' }, title: 'Home', product: { name: 'Chair' } }));
  logged = [];
  server = await start();
});

/** The dev server over the test's folder, looking for changes every 50 ms. */
function start(): Promise<DevServer> {
  return startDevServer({
    siteDir: join(dir, 'site'),
    jsonFile: join(dir, 'page.json'),
    port: 0,
    pollMs: 50,
    onError: (report) => logged.push(report),
  });
}

afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function page(path: string) {
  const response = await fetch(new URL(path, server.url));
  const html = await response.text();
  const document = new happyDom.DOMParser().parseFromString(html, 'text/html');
  return { response, html, document };
}

/** The server-sent events stream, read as text as it arrives, for a page rendered from version `since`. */
async function listen(since = '0'): Promise<{ received: () => string; stop: () => void }> {
  const controller = new AbortController();
  const response = await fetch(new URL(`/_storefront-dev/events?since=${since}`, server.url), { signal: controller.signal });
  expect(response.headers.get('content-type')).toBe('text/event-stream');
  let text = '';
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted by stop()
    }
  })();
  await eventually(() => expect(text).toContain(': connected'));
  return { received: () => text, stop: () => controller.abort() };
}

describe('a page of the site folder', () => {
  it('renders its template inside the site region against the JSON, with the blocks as partials', async () => {
    const { response, document } = await page('/pages/home.page');
    expect(response.status).toBe(200);
    expect(document.title).toBe('Linen & Oak');
    expect(document.querySelector('h1')?.textContent).toBe('Home');
    expect(document.querySelector('p.card')?.textContent).toBe('Chair');
    expect(document.querySelector('style')?.textContent).toBe('h1 { color: teal; }');
  });

  it('reloads through a served script under a policy that runs no inline script', async () => {
    const { response, document } = await page('/pages/home.page');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual(['/_storefront-dev/reload.js']);
    expect(scripts.every((script) => script.textContent === '')).toBe(true);
    const script = await fetch(new URL('/_storefront-dev/reload.js', server.url));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toContain("new EventSource(\"/_storefront-dev/events\" + '?since=' + since).addEventListener('change'");
  });

  it('lists every page template at / and none of the region or the blocks', async () => {
    const { document } = await page('/');
    expect([...document.querySelectorAll('li a')].map((link) => link.getAttribute('href'))).toEqual(['/pages/home.page']);
    expect(server.pages()).toEqual(['pages/home.page']);
  });

  it('serves the folder’s other files, and nothing outside it', async () => {
    const logo = await fetch(new URL('/assets/logo.svg', server.url));
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect((await page('/site.css')).html).toBe('h1 { color: teal; }');
    expect((await page('/%2e%2e/secret.txt')).response.status).toBe(404);
    expect((await page('/blocks/card.block')).response.status).toBe(404);
    const missing = await page('/pages/nope.page');
    expect(missing.response.status).toBe(404);
    expect(missing.html).toBe('Not found: /pages/nope.page\nThe pages are listed at /\n');
  });
});

describe('live reload', () => {
  it('tells the browser when a template changes, and the next render shows the edit', async () => {
    const events = await listen();
    write('site/blocks/card.block', '<p class="card">{name|html}, made to order</p>');
    await eventually(() => expect(events.received()).toContain('event: change\n'));
    events.stop();
    expect((await page('/pages/home.page')).document.querySelector('p.card')?.textContent).toBe('Chair, made to order');
  });

  it('tells the browser when the JSON changes, and the page renders the new data', async () => {
    const events = await listen();
    write('page.json', JSON.stringify({ website: { siteTitle: 'Linen & Oak' }, title: 'Welcome', product: { name: 'Stool' } }));
    await eventually(() => expect(events.received()).toContain('event: change\n'));
    events.stop();
    const { document } = await page('/pages/home.page');
    expect(document.querySelector('h1')?.textContent).toBe('Welcome');
    expect(document.querySelector('p.card')?.textContent).toBe('Stool');
  });

  it('tells a page rendered before the last change at once, so an edit made while it loaded is not missed', async () => {
    const { document } = await page('/pages/home.page');
    const since = document.querySelector('script')?.getAttribute('data-version') ?? '';
    expect(since).toBe('0');
    write('site/pages/home.page', '<h1>{title|html}!</h1>');
    // The server sees the change on its next look, before or after the browser connects; either way
    // it says so on this connection: at once, or with its next look.
    const events = await listen(since);
    await eventually(() => expect(events.received()).toContain('event: change\n'));
    events.stop();
    const reloaded = await page('/pages/home.page');
    expect(reloaded.document.querySelector('script')?.getAttribute('data-version')).toBe('1');
  });

  it('sends nothing while nothing changes', async () => {
    // Its looks on the test's clock: a server started with setInterval faked.
    await server.close();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      server = await start();
      const events = await listen();
      vi.advanceTimersByTime(50 * 6);
      // Then a change, which the next look tells: the six looks before it sent nothing.
      write('site/site.css', 'h1 { color: midnightblue; }');
      vi.advanceTimersByTime(50);
      await eventually(() => expect(events.received()).toContain('event: change\n'));
      events.stop();
      expect(events.received()).toBe(': connected\n\nevent: change\ndata: \n\n');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('errors', () => {
  it('shows a template error in the overlay at its line and column, and logs it', async () => {
    write('site/pages/home.page', '<h1>{title|html}</h1>\n{title|shout}');
    const { document } = await page('/pages/home.page');
    const overlay = document.querySelector('dialog.template-errors');
    expect(overlay?.querySelector('h2')?.textContent).toBe('1 template error');
    const file = join(dir, 'site', 'pages', 'home.page');
    expect(overlay?.querySelector('li code')?.textContent).toBe(`${file}:2:1`);
    expect(overlay?.querySelector('li')?.textContent).toContain("parser error: Formatter 'shout' is unknown");
    expect(overlay?.querySelector('pre')?.textContent).toBe('2 | {title|shout}\n    ^');
    expect(logged).toEqual([`${file}:2:1: parser error: Formatter 'shout' is unknown\n2 | {title|shout}\n    ^`]);
  });

  it('places an error of a block in the block’s file', async () => {
    write('site/blocks/card.block', '<p class="card">{name|html}</p>\n{@|image-tag prority:high}');
    const { document } = await page('/pages/home.page');
    const items = [...document.querySelectorAll('dialog.template-errors li code')].map((code) => code.textContent);
    expect(items).toEqual([`${join(dir, 'site', 'blocks', 'card.block')}:2:1`]);
  });

  it('shows invalid JSON in the overlay too, and still renders the templates', async () => {
    write('page.json', '{\n  "title": "Home",\n  "product": }');
    const { document } = await page('/pages/home.page');
    const overlay = document.querySelector('dialog.template-errors');
    expect(overlay?.querySelector('h2')?.textContent).toBe('1 template error');
    expect(overlay?.querySelector('li code')?.textContent).toMatch(new RegExp(`^${join(dir, 'page.json')}:\\d+:\\d+$`));
    expect(overlay?.querySelector('li')?.textContent).toContain('parser error: invalid JSON:');
    expect(document.querySelector('h1')).not.toBeNull();
  });
});
