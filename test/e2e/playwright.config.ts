import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the running demo server. `npm test` builds the
 * bundle first; each worker starts its own demo server (see fixtures.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Two cores are shared by the whole team: two workers, each with one server and one browser.
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  // One retry in CI only: a timing test that fails twice is a failure; one that passes on retry is
  // reported as flaky in the list output, so it is seen, not hidden.
  retries: process.env['CI'] ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  outputDir: '../../test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: {
      // Playwright cannot download its own browsers here; these flags keep Chromium off the closed network.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: 'phones.spec.ts' },
    // Most shoppers are on phones: the smallest screen a site must serve and a common one, each
    // with a phone's viewport rules and touch.
    {
      name: 'phone-320',
      testMatch: 'phones.spec.ts',
      use: { viewport: { width: 320, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    },
    {
      name: 'phone-390',
      testMatch: 'phones.spec.ts',
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    },
  ],
});
