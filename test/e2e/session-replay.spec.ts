import type { Page } from '@playwright/test';
import { SESSION_REPLAY_DECIDED_MARK } from '../../loader/telemetry';
import { expect, test } from './fixtures';

// Session replay in a real browser against the demo, whose site has the session_replay flag and whose
// loader tag names the replay stand-in with a sample of 1. The visitor's other conditions are set
// here: a time zone in the Americas, and more than 2 cores (this machine has 2, so it is stubbed).

const REPLAY_STAND_IN = '/replay-stand-in/recorder.js';

declare global {
  interface Window {
    replayStandIn?: { sessionId?: string };
  }
}

/** Waits until session replay has decided (its performance mark), and answers each decision: whether it started. */
async function replayDecisions(page: Page): Promise<unknown[]> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SESSION_REPLAY_DECIDED_MARK, { timeout: 15_000 });
  return page.evaluate(
    (mark) => performance.getEntriesByName(mark).map((entry) => (entry as PerformanceMark).detail as unknown),
    SESSION_REPLAY_DECIDED_MARK,
  );
}

/** Opens the index and answers the session id the platform handed out for it. */
async function visitAndGetSessionId(page: Page): Promise<unknown> {
  const getId = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/commerce/fullstory/getId', {
    timeout: 15_000,
  });
  await page.goto('/');
  return ((await (await getId).json()) as { id?: unknown }).id;
}

test.describe('session replay', () => {
  test.use({ timezoneId: 'America/New_York' });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'hardwareConcurrency', { configurable: true, get: () => 8 }));
  });

  test('an eligible visitor gets the replay script, once, with their session id', async ({ page }) => {
    const sessionId = await visitAndGetSessionId(page);
    expect(sessionId).toEqual(expect.stringMatching(/^[0-9a-f]{24}$/));
    const replayScript = page.locator('head script[data-session-id]');
    await expect(replayScript).toHaveCount(1);
    await expect(replayScript).toHaveAttribute('data-session-id', String(sessionId));
    await expect(replayScript).toHaveAttribute('src', REPLAY_STAND_IN);
    // The stand-in ran and read the id it was given.
    await expect.poll(() => page.evaluate(() => window.replayStandIn?.sessionId)).toBe(sessionId);
    expect(await replayDecisions(page)).toEqual([true]);
  });

  test('an automated visitor, answered automated-mock-id, gets none', async ({ page, context, demo }) => {
    await context.addCookies([{ name: 'demo-automated', value: '1', url: demo.url }]);
    expect(await visitAndGetSessionId(page)).toBe('automated-mock-id');
    // The script would be added in the same task that read the answer; replay's decision, marked
    // after that, says it was not.
    expect(await replayDecisions(page)).toEqual([false]);
    await expect(page.locator('script[data-session-id]')).toHaveCount(0);
    expect(await page.evaluate(() => window.replayStandIn)).toBeUndefined();
  });
});
