import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS, PHONES } from './browser';

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
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', testIgnore: 'phones.spec.ts' },
    { name: 'phone-320', testMatch: 'phones.spec.ts', use: PHONES.small },
    { name: 'phone-390', testMatch: 'phones.spec.ts', use: PHONES.common },
  ],
});
