/** How the browser tests and the benchmarks start Chromium, and the phones they play. */

/**
 * Debian's Chromium: Playwright cannot download its own browsers here, and these flags keep
 * Chromium off the closed network.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * Most shoppers are on phones: the smallest screen a site must serve and a common one, each with a
 * phone's viewport rules (`<meta name="viewport">`, overlay scrollbars) and touch.
 */
export const PHONES = {
  small: { viewport: { width: 320, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  common: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
} as const;
