/**
 * `npm run bench:phone`: the main thread's long tasks on a phone, as Lighthouse's mobile profile
 * sees one: Chromium at 390 × 844 with touch and the CPU slowed 4×, against the demo on a fresh
 * database. For each page as it loads (until the network is quiet and the idle-time telemetry has
 * started) and for each tap that brings code (an add, a quick view), it reports the long tasks
 * (over 50 ms): how many, the longest, and the blocking time (each task's time over 50 ms, summed),
 * each the median of several runs in fresh browser contexts, so every run fetches every file.
 * Needs the built bundle (`npm run build`, which the npm script runs first).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS, PHONES } from '../test/e2e/browser';
import { DemoServer } from '../test/e2e/demo-server';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
const PHONE = PHONES.common;
/** Telemetry starts when the browser is idle after load: long enough to see it run. */
const AFTER_LOAD_MS = 2000;

interface LongTask {
  readonly startTime: number;
  readonly duration: number;
}

interface Figures {
  readonly count: number;
  readonly longest: number;
  readonly blocking: number;
}

interface Scenario {
  readonly name: string;
  readonly path: string;
  /** A shopper's tap after load; the long tasks from the tap until `done` resolves are measured instead of the load's. */
  readonly tap?: (page: Page) => Promise<void>;
}

const SCENARIOS: readonly Scenario[] = [
  { name: 'home page', path: '/' },
  { name: 'shop listing (16 products)', path: '/shop' },
  { name: 'product page', path: '/products/linen-shirt' },
  { name: 'contact page with a form block', path: '/forms/contact' },
  {
    name: 'tap Add To Cart on a product page (block view, popover)',
    path: '/products/linen-shirt',
    tap: async (page) => {
      await page.locator('.variant-radiobtn-wrapper label').filter({ hasText: /^M$/ }).tap();
      await page
        .locator('.variant-radiobtn-wrapper label')
        .filter({ hasText: /^Indigo$/ })
        .tap();
      await markTap(page);
      await page.locator('.sqs-add-to-cart-button').tap();
      await page.locator('.sf-cart-popover').waitFor();
    },
  },
  {
    name: 'tap Quick View on the listing (dialog, sanitizer, block widgets)',
    path: '/shop',
    tap: async (page) => {
      await markTap(page);
      await page.locator('.sqs-product-quick-view-button').first().tap();
      await page.locator('.sf-quick-view .sqs-add-to-cart-button').waitFor();
    },
  },
];

declare global {
  interface Window {
    benchLongTasks: LongTask[];
    benchTapAt: number;
  }
}

async function markTap(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.benchTapAt = performance.now();
  });
}

function figuresOf(tasks: readonly LongTask[]): Figures {
  return {
    count: tasks.length,
    longest: Math.max(0, ...tasks.map((task) => task.duration)),
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
  };
}

async function runOnce(browser: Browser, baseURL: string, scenario: Scenario): Promise<Figures> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  try {
    await context.addInitScript(() => {
      window.benchLongTasks = [];
      window.benchTapAt = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLongTasks.push({ startTime: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(scenario.path);
    await page.waitForFunction(() => 'StorefrontKit' in window);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(AFTER_LOAD_MS);
    if (scenario.tap !== undefined) {
      await scenario.tap(page);
      await page.waitForLoadState('networkidle');
    }
    const tasks = await page.evaluate(() => window.benchLongTasks.filter((task) => task.startTime >= window.benchTapAt));
    return figuresOf(tasks);
  } finally {
    await context.close();
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1] ?? 0;
}

const dataDir = mkdtempSync(join(tmpdir(), 'storefront-kit-bench-phone-'));
const demo = await DemoServer.start(dataDir, { NODE_ENV: 'production' });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  console.log(
    `Long tasks at ${PHONE.viewport.width} × ${PHONE.viewport.height}, CPU ${CPU_SLOWDOWN}× slower, median of ${RUNS} runs (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  console.log(`${'what'.padEnd(68)} ${'tasks'.padStart(5)} ${'longest'.padStart(9)} ${'blocking'.padStart(9)}`);
  for (const scenario of SCENARIOS) {
    const runs: Figures[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runOnce(browser, demo.url, scenario));
    const count = median(runs.map((figures) => figures.count));
    const longest = median(runs.map((figures) => figures.longest));
    const blocking = median(runs.map((figures) => figures.blocking));
    console.log(
      `${scenario.name.padEnd(68)} ${String(count).padStart(5)} ${`${Math.round(longest)} ms`.padStart(9)} ${`${Math.round(blocking)} ms`.padStart(9)}`,
    );
  }
} finally {
  await browser.close();
  await demo.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
