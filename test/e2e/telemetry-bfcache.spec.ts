import config from './playwright.config';
import { expect, test } from './fixtures';
import { storedTelemetry, waitForPageview } from './telemetry-fixtures';

// Playwright turns the back/forward cache off; these tests turn it back on (PLATFORM-NOTES.md), in
// their own browser, and go back with waitUntil 'commit', as a restored page fires no load.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test('a page restored from the back/forward cache is a new page view for the collector: a new batch', async ({ page, context, demo }) => {
  await page.addInitScript(() => {
    const shows: boolean[] = [];
    (window as unknown as { pageshows: boolean[] }).pageshows = shows;
    addEventListener('pageshow', (event) => shows.push(event.persisted));
  });
  const recordsOf = async (path: string) =>
    (await storedTelemetry(demo, context)).records
      .filter((record) => record.data['path'] === path)
      .map((record) => [record.event, record.pageLoadId]);

  await page.goto('/products/canvas-tote');
  await waitForPageview(page, demo);
  await page.goto('/shop');
  await expect.poll(() => recordsOf('/products/canvas-tote'), { timeout: 10_000 }).toHaveLength(1);

  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => (window as unknown as { pageshows: boolean[] }).pageshows)).toEqual([false, true]);
  await page.goto('/cart');

  await expect.poll(() => recordsOf('/products/canvas-tote'), { timeout: 10_000 }).toHaveLength(2);
  const [first, second] = await recordsOf('/products/canvas-tote');
  expect(first?.[0]).toBe('page_speed');
  expect(second?.[0]).toBe('page_speed');
  expect(second?.[1]).not.toBe(first?.[1]);
});
