import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, layoutShiftsSoFar, recordScripts, settle, test } from './fixtures';
import { storedTelemetry } from './telemetry-fixtures';
import type { DemoServer } from './demo-server';

// The home page's button blocks (block type 53, blocks/button.block): links that count their render
// and their clicks with the census, and never hold the navigation back.

const PHONE = { viewport: { width: 320, height: 640 }, hasTouch: true } as const;

/** The census calls of the button blocks stored for the page's visitor, oldest first. */
async function buttonCalls(
  page: Page,
  demo: DemoServer,
): Promise<{ kind: string; blockId: unknown; buttonText: unknown; buttonUrl: unknown }[]> {
  const { hits } = await storedTelemetry(demo, page.context());
  return hits
    .filter((hit) => hit.kind === 'button-render' || hit.kind === 'button-click')
    .map((hit) => ({ kind: hit.kind, blockId: hit.data['blockId'], buttonText: hit.data['buttonText'], buttonUrl: hit.data['buttonUrl'] }));
}

const rendered = (demo: DemoServer) => [
  { kind: 'button-render', blockId: 'home-shop', buttonText: 'Shop the collection', buttonUrl: new URL('/shop', demo.url).href },
  { kind: 'button-render', blockId: 'home-journal', buttonText: 'Read the journal', buttonUrl: new URL('/blog', demo.url).href },
];

test('the home page’s buttons record their render once mounted, download no React, and move nothing', async ({ page, demo }) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await settle(page);

  await expect.poll(() => buttonCalls(page, demo)).toEqual(rendered(demo));
  // Beside the hit data of the page they are on.
  const { hits } = await storedTelemetry(demo, page.context());
  expect(hits.filter((hit) => hit.kind === 'button-render').map((hit) => hit.data['url'])).toEqual(['/', '/']);
  expect(await scripts.downloadedReact()).toBe(false);
  expect((await scripts.paths()).some((path) => /\/button-[\w-]+\.js$/.test(path))).toBe(true);
  expect(await layoutShiftsSoFar(page)).toEqual([]);
  expect(await accessibilityViolations(page)).toEqual([]);
});

for (const [device, options] of [
  ['desktop', {}],
  ['a 320 px phone with touch', PHONE],
] as const) {
  test.describe(`on ${device}`, () => {
    test.use(options);

    test('a click goes where the button leads and is recorded', async ({ page, demo }) => {
      await page.goto('/');
      await settle(page);
      await expect.poll(() => buttonCalls(page, demo)).toHaveLength(2);

      const button = page.getByRole('link', { name: 'Shop the collection' });
      if (device === 'desktop') await button.click();
      else await button.tap();

      await expect(page).toHaveURL(new URL('/shop', demo.url).href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect
        .poll(async () => (await buttonCalls(page, demo)).filter((call) => call.kind === 'button-click'))
        .toEqual([
          { kind: 'button-click', blockId: 'home-shop', buttonText: 'Shop the collection', buttonUrl: new URL('/shop', demo.url).href },
        ]);
    });
  });
}

test('from the keyboard: Tab to the button, Enter follows it and is recorded', async ({ page, demo }) => {
  await page.goto('/');
  await settle(page);
  const button = page.getByRole('link', { name: 'Read the journal' });
  for (let step = 0; step < 20 && !(await button.evaluate((element) => element === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();

  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new URL('/blog', demo.url).href);
  await expect
    .poll(async () => (await buttonCalls(page, demo)).filter((call) => call.kind === 'button-click').map((call) => call.blockId))
    .toEqual(['home-journal']);
});

test('the navigation never waits for the census: a click call that never answers does not hold it back', async ({ page, demo }) => {
  await page.goto('/');
  await settle(page);
  const isClickCall = (url: string) => new URL(url).pathname === '/api/census/button-click';
  let clickCalls = 0;
  let clickSettled = false;
  let navigatedWhileClickUnsettled: boolean | undefined;
  // The platform never answers the click call: only its own 2,500 ms timeout could end it.
  await page.route('**/api/census/button-click', async () => {
    clickCalls += 1;
    await new Promise(() => undefined);
  });
  page.on('requestfailed', (request) => {
    if (isClickCall(request.url())) clickSettled = true;
  });
  page.on('requestfinished', (request) => {
    if (isClickCall(request.url())) clickSettled = true;
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).pathname === '/shop') navigatedWhileClickUnsettled ??= !clickSettled;
  });

  await page.getByRole('link', { name: 'Shop the collection' }).click();

  await expect(page).toHaveURL(new URL('/shop', demo.url).href);
  // Had the click waited for its call, the new page would have been asked for only once the call ended.
  expect(navigatedWhileClickUnsettled).toBe(true);
  await expect.poll(() => clickCalls).toBe(1);
});
