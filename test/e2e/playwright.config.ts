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
  // One retry in CI only: a test that fails twice is a failure; one that passes on retry is counted
  // as flaky in the summary line and named above it (test/run-all.mjs), a defect to fix, not a pass.
  retries: process.env['CI'] ? 1 : 0,
  // The slowest spec files, listed after every run so the suite's time can be looked at.
  reportSlowTests: { max: 10, threshold: 20_000 },
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
