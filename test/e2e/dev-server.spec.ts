import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startDevServer, type DevServer } from '../../src/site-templates';

// `storefront-engine dev` as a template author uses it: a page open in the browser follows the
// edits to its templates and JSON by itself, under a policy that runs no inline script.

let dir: string;
let server: DevServer;

const write = (name: string, text: string) => writeFileSync(join(dir, name), text);

test.beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-dev-e2e-'));
  mkdirSync(join(dir, 'site', 'pages'), { recursive: true });
  write(
    'site/site.region',
    '<!doctype html>\n<html lang="en"><head><title>{title|html}</title></head>\n<body><main>{mainContent}</main></body></html>',
  );
  write('site/pages/home.page', '<h1>{title|html}</h1>');
  write('page.json', JSON.stringify({ title: 'Home' }));
  server = await startDevServer({ siteDir: join(dir, 'site'), jsonFile: join(dir, 'page.json'), port: 0, pollMs: 100 });
});

test.afterEach(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the open page reloads when a template or the JSON changes, and shows template errors in the overlay', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await page.goto(`${server.url}pages/home.page`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home');

  write('site/pages/home.page', '<h1>{title|html}, edited</h1>');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home, edited');

  // At once, before the reloaded page has listened: it was rendered from the files before this change, so it reloads again.
  write('page.json', JSON.stringify({ title: 'Welcome' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, edited');

  write('site/pages/home.page', '<h1>{title|shout}</h1>');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: '1 template error' })).toBeVisible();
  await expect(alert).toContainText("pages/home.page:1:5 parser error: Formatter 'shout' is unknown");
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(alert).toBeHidden();

  expect(refused).toEqual([]);
});
