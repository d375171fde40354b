import type { Locator, Page } from '@playwright/test';
import {
  accessibilityViolations,
  addThroughApi,
  cookieValue,
  expect,
  layoutShiftsSoFar,
  seeded,
  settle,
  storedEntries,
  storedEntriesWithFields,
  storedSignUps,
  storedSubmissions,
  test,
} from './fixtures';

// The demo as a shopper on a phone meets it: run by the phone projects (320 × 640 and 390 × 844,
// touch, a phone's viewport rules; playwright.config.ts). Every page fits the screen with the cart
// pill in view, every control can be tapped, and the shopper's flows complete by tapping.

const pill = (page: Page) => page.locator('a.sf-cart-pill');
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** Taps a variant's value shown as a radio button, on the page or in a dialog. */
const tapChoice = (scope: Page | Locator, value: string) =>
  scope
    .locator('.variant-radiobtn-wrapper label')
    .filter({ hasText: new RegExp(`^${value}$`) })
    .tap();

/** The screen the project gives the page. */
function screenOf(page: Page): { width: number; height: number } {
  const size = page.viewportSize();
  if (size === null) throw new Error('The phone projects give every page a viewport');
  return size;
}

/** Where a box leaves the screen, if it does: `"right edge at 356 px"`; empty when it is inside. */
async function outsideScreen(page: Page, locator: Locator): Promise<string[]> {
  const box = await locator.boundingBox();
  if (box === null) return ['not shown'];
  const { width, height } = screenOf(page);
  const problems: string[] = [];
  if (box.x < 0) problems.push(`left edge at ${box.x} px`);
  if (box.y < 0) problems.push(`top edge at ${box.y} px`);
  if (box.x + box.width > width + 0.5) problems.push(`right edge at ${box.x + box.width} px`);
  if (box.y + box.height > height + 0.5) problems.push(`bottom edge at ${box.y + box.height} px`);
  return problems;
}

/**
 * What on the page as it is now breaks the phone rules, one line each: a page wider than the screen
 * (naming the elements that stick out of it); a control under 24 × 24 px that does not have that
 * much room around it either (WCAG 2.2 target size: a checkbox or radio button counts with its
 * label, a link inside a sentence does not count, and a smaller target passes when a 24 px circle
 * on its centre meets no other target nor another small target's circle); a primary button under
 * 44 px high; a field whose text is under 16 px (the phone zooms into it); and a control whose
 * centre another element covers, so that a tap there would land on that element.
 */
async function phoneProblems(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ screenWidth, within }) => {
      const problems: string[] = [];
      const name = (element: Element) =>
        `${element.localName}${element.id ? `#${element.id}` : ''}${[...element.classList].map((item) => `.${item}`).join('')}` +
        `${element.textContent?.trim() ? ` "${element.textContent.trim().slice(0, 30)}"` : ''}`;
      const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth > screenWidth) {
        const wide = [...document.body.querySelectorAll('*')].filter(
          (element) => element.getBoundingClientRect().right > screenWidth + 0.5,
        );
        // The outermost ones: the rest stick out because they are inside them.
        const outermost = wide.filter((element) => !wide.includes(element.parentElement!));
        problems.push(`the page is ${scrollWidth} px wide: ${outermost.map(name).join(', ')}`);
      }

      const toggles = 'input[type="checkbox"], input[type="radio"]';
      const labelOf = (input: Element) =>
        input.closest('label') ?? (input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null);
      const inSentence = (link: Element) => (link.parentElement?.textContent ?? '').trim() !== (link.textContent ?? '').trim();
      const targets = new Set<Element>();
      const scope = document.querySelector(within) ?? document.body;
      for (const element of scope.querySelectorAll('button, [role="button"], input:not([type="hidden"]), select, textarea, a[href]')) {
        if (element.localName === 'a' && inSentence(element)) continue;
        const target = element.matches(toggles) ? labelOf(element) : element;
        if (target !== null && shown(target)) targets.add(target);
      }

      // Boxes in page coordinates, taken before anything scrolls.
      const boxes = new Map(
        [...targets].map((target) => {
          const { x, y, width, height } = target.getBoundingClientRect();
          return [target, { x: x + scrollX, y: y + scrollY, width, height, cx: x + scrollX + width / 2, cy: y + scrollY + height / 2 }];
        }),
      );
      const small = [...boxes].filter(([, box]) => box.width < 24 || box.height < 24);
      const distanceToBox = (cx: number, cy: number, box: { x: number; y: number; width: number; height: number }) =>
        Math.hypot(Math.max(box.x - cx, 0, cx - box.x - box.width), Math.max(box.y - cy, 0, cy - box.y - box.height));
      for (const [target, box] of small) {
        const crowded = [...boxes].find(
          ([other, otherBox]) =>
            other !== target &&
            !other.contains(target) &&
            !target.contains(other) &&
            (distanceToBox(box.cx, box.cy, otherBox) < 12 ||
              (small.some(([candidate]) => candidate === other) && Math.hypot(box.cx - otherBox.cx, box.cy - otherBox.cy) < 24)),
        );
        if (crowded !== undefined) {
          problems.push(`${name(target)} is ${box.width} × ${box.height} px, under 24 × 24, and ${name(crowded[0])} is within its reach`);
        }
      }

      const primary =
        '.sqs-add-to-cart-button, .express-checkout button, .sf-form__submit, .sf-fields-form__submit, .product-restock-form [type="submit"]';
      const field = 'input:not([type="checkbox"]):not([type="radio"]):not([type="submit"]), select, textarea';
      for (const [target, box] of boxes) {
        if (target.matches(primary) && box.height < 44)
          problems.push(`${name(target)}, a primary button, is ${box.height} px high, under 44`);
        if (target.matches(field)) {
          const size = Number.parseFloat(getComputedStyle(target).fontSize);
          if (size < 16) problems.push(`${name(target)} has ${size} px text: the phone zooms in as it takes focus`);
        }
        target.scrollIntoView({ block: 'center', inline: 'center' });
        // A link that wraps has a box per line: its first line's centre is surely on it.
        const rect = target.getClientRects()[0] ?? target.getBoundingClientRect();
        const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
        if (hit !== null && !target.contains(hit) && !(hit instanceof HTMLLabelElement && hit.control === target)) {
          problems.push(`${name(target)} is covered by ${name(hit)}`);
        }
      }
      window.scrollTo(0, 0);
      return problems;
    },
    { screenWidth: screenOf(page).width, within },
  );
}

/** Swipes up `distance` px with a finger from the centre of `locator`, which scrolls what is under it down. */
async function swipeUp(page: Page, locator: Locator, distance: number): Promise<void> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('Nothing to swipe on');
  const x = Math.round(box.x + box.width / 2);
  const y = Math.round(box.y + box.height / 2);
  const steps = 10;
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= steps; step += 1) {
    await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - (distance * step) / steps }] });
  }
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

/** The expanded state the browser gives the button named `name`, as a screen reader hears it. */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await session.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: name, role: 'button' });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await session.detach();
  }
}

/** The links of the home page: every page of the demo, the header's among them. */
async function demoPages(page: Page): Promise<string[]> {
  await page.goto('/');
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const paths = hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === new URL(page.url()).origin)
    .map((url) => url.pathname + url.search);
  return [...new Set(['/', ...paths])];
}

test.describe('every page', () => {
  test('fits the screen with no sideways scroll, the cart pill inside it; every control can be tapped; nothing shifts', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const paths = await demoPages(page);
    expect(paths.length).toBeGreaterThan(40);
    expect(paths).toEqual(expect.arrayContaining(['/shop', '/cart', '/products/linen-shirt', '/forms/contact', '/blog', '/qa/telemetry']));
    // With something in the cart, so the pill shows.
    expect((await addThroughApi(page, seeded('canvas-tote'), 'TOTE', 1)).ok()).toBe(true);

    for (const path of paths) {
      await test.step(path, async () => {
        await page.goto(path);
        const storefront = (await page.locator('script[src$="/storefront.js"]').count()) > 0;
        // The QA page loads no storefront script, so it has the pill's place in the header but no pill.
        const cart = storefront ? pill(page) : page.locator('[data-widget="cart-pill"]');
        await expect(cart).toBeVisible();
        // Every page is checked, and every problem of every page reported.
        expect.soft(await outsideScreen(page, cart), `the cart pill on ${path}`).toEqual([]);
        expect.soft(await layoutShiftsSoFar(page), `layout shifts on ${path}`).toEqual([]);
        expect.soft(await phoneProblems(page), path).toEqual([]);
      });
    }
  });
});

test.describe('the cart pill', () => {
  test('at its widest, "100+", takes the place the header keeps for it: nothing shifts, and it stays on the screen', async ({ page }) => {
    await page.goto('/');
    expect((await addThroughApi(page, seeded('canvas-tote'), 'TOTE', 120)).ok()).toBe(true);
    await page.goto('/');
    await expect(pill(page)).toContainText('100+');
    expect(await outsideScreen(page, pill(page))).toEqual([]);
    expect(await layoutShiftsSoFar(page)).toEqual([]);
  });
});

test.describe('long words', () => {
  test('wrap inside their boxes: a product’s title and description, a card’s title', async ({ page }) => {
    const word = 'Handthrownstonewarevasewithanextraordinarilylongnameindeed';
    for (const path of ['/products/stoneware-vase', '/shop']) {
      await page.goto(path);
      await settle(page);
      await page.evaluate((text) => {
        for (const element of document.querySelectorAll('main h1, .product-card h2 a, .product-details p')) element.textContent = text;
      }, word);
      expect(await phoneProblems(page), path).toEqual([]);
    }
  });
});

test.describe('the menu button', () => {
  test('opens the navigation under the header by a tap; Escape closes it and gives focus back, as a tap outside does', async ({ page }) => {
    await page.goto('/shop');
    await settle(page);
    await expect(navigation(page)).toBeHidden();
    expect(await expandedState(page, 'Menu')).toBe(false);

    await menuButton(page).tap();
    await expect(navigation(page)).toBeVisible();
    expect(await expandedState(page, 'Menu')).toBe(true);
    const header = (await page.locator('header.site-header').boundingBox())!;
    expect(Math.round((await navigation(page).boundingBox())!.y)).toBe(Math.round(header.y + header.height));
    expect(await outsideScreen(page, navigation(page))).toEqual([]);
    for (const link of await navigation(page).getByRole('link').all()) {
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await expect(navigation(page).getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    expect(await accessibilityViolations(page)).toEqual([]);

    // Tab goes from the button into the open navigation; Escape closes it and focus goes back.
    await page.keyboard.press('Tab');
    await expect(navigation(page).getByRole('link', { name: 'Shop' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(navigation(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    expect(await expandedState(page, 'Menu')).toBe(false);

    await menuButton(page).tap();
    await expect(navigation(page)).toBeVisible();
    // Below the open navigation, near the screen's foot.
    const { width, height } = screenOf(page);
    await page.touchscreen.tap(width / 2, height - 20);
    await expect(navigation(page)).toBeHidden();

    await menuButton(page).tap();
    await navigation(page).getByRole('link', { name: 'Journal' }).tap();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(navigation(page)).toBeHidden();
  });

  test('is there up to 432 px wide; from 433 px the navigation is a row of links in the header', async ({ page }) => {
    await page.setViewportSize({ width: 432, height: 800 });
    await page.goto('/');
    await expect(menuButton(page)).toBeVisible();
    await expect(navigation(page)).toBeHidden();

    await page.setViewportSize({ width: 433, height: 800 });
    await expect(menuButton(page)).toBeHidden();
    await expect(navigation(page)).toBeVisible();
    const header = (await page.locator('header.site-header').boundingBox())!;
    const nav = (await navigation(page).boundingBox())!;
    expect(nav.y + nav.height).toBeLessThanOrEqual(header.y + header.height);
    expect(await phoneProblems(page)).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('still opens the navigation, and its links lead on', async ({ page }) => {
      await page.goto('/');
      await menuButton(page).tap();
      await expect(navigation(page)).toBeVisible();
      await navigation(page).getByRole('link', { name: 'Gallery' }).tap();
      await expect(page).toHaveURL(/\/gallery$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Studio gallery');
    });
  });
});

test.describe('shopping by tapping', () => {
  /** How far under the cart pill's lower edge the popover starts, in whole pixels. */
  async function popoverGap(page: Page): Promise<number> {
    const [pillBox, popover] = await Promise.all([pill(page).boundingBox(), page.locator('.sf-cart-popover').boundingBox()]);
    return Math.round(popover!.y - (pillBox!.y + pillBox!.height));
  }

  test('adds a product with variants; the popover sits 16 px under the cart pill, inside the screen, even scrolled down', async ({
    page,
    demo,
  }) => {
    await page.goto('/products/linen-shirt');
    await settle(page);
    await tapChoice(page, 'M');
    await tapChoice(page, 'Indigo');
    await expect(page.locator('.product-price')).toHaveText('$52.00');
    await page.getByRole('button', { name: 'Add To Cart' }).tap();

    const popover = page.getByRole('dialog', { name: /Added to cart/ });
    await expect(popover).toContainText('Linen Shirt');
    await expect(pill(page)).toContainText('1');
    await expect.poll(() => popoverGap(page)).toBe(16);
    expect(await outsideScreen(page, popover)).toEqual([]);
    expect(storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '')).toEqual([{ sku: 'SHIRT-M-IND', quantity: 1 }]);
    await popover.getByRole('button', { name: 'Close' }).tap();
    await expect(popover).toHaveCount(0);

    // Further down the page the header, and so the pill, stay in view; the popover opens under them.
    await page.goto('/products/wool-socks');
    await settle(page);
    await page.getByLabel('Select Size').selectOption('M');
    await page.getByLabel('Select Color').selectOption('Grey');
    await page.getByLabel('Select Length').selectOption('Crew');
    await swipeUp(page, page.locator('main'), 400);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Add To Cart' }).tap();
    await expect(popover).toContainText('Wool Socks');
    await expect(pill(page)).toContainText('2');
    expect(await outsideScreen(page, pill(page))).toEqual([]);
    expect(await popoverGap(page)).toBe(16);
    expect(await outsideScreen(page, popover)).toEqual([]);
  });

  test('quick view: opens in a dialog that fits the screen, scrolls inside while the page stays, adds what was chosen', async ({
    page,
    demo,
  }) => {
    await page.goto('/shop');
    await settle(page);
    await page
      .locator(`.product-card[data-item-id="${seeded('linen-shirt').id}"]`)
      .getByRole('button', { name: 'Quick View' })
      .tap();
    const dialog = page.getByRole('dialog', { name: 'Linen Shirt' });
    await expect(dialog.locator('.sqs-add-to-cart-button')).toBeVisible();
    expect(await outsideScreen(page, dialog)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);

    const pageScroll = await page.evaluate(() => scrollY);
    const body = dialog.locator('.sf-modal__body');
    await swipeUp(page, body, 300);
    const { scrollTop, overflows } = await body.evaluate((element) => ({
      scrollTop: element.scrollTop,
      overflows: element.scrollHeight > element.clientHeight,
    }));
    if (overflows) expect(scrollTop).toBeGreaterThan(0);
    // A swipe on the shade around the dialog moves nothing behind it either.
    await swipeUp(page, page.locator('.sf-modal'), 300);
    expect(await page.evaluate(() => scrollY)).toBe(pageScroll);

    await tapChoice(dialog, 'S');
    await tapChoice(dialog, 'Natural');
    const add = dialog.locator('.sqs-add-to-cart-button');
    await add.tap();
    await expect(add).toHaveText('Added!');
    expect(storedEntries(demo, (await cookieValue(page.context(), 'CART')) ?? '')).toEqual([{ sku: 'SHIRT-S-NAT', quantity: 1 }]);
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => scrollY)).toBe(pageScroll);
  });

  test('installments: "Learn more" opens the provider’s information in a dialog that fits the screen', async ({ page }) => {
    await page.goto('/products/canvas-tote');
    await settle(page);
    const learnMore = page.getByRole('button', { name: 'Learn more' });
    await learnMore.tap();
    const dialog = page.getByRole('dialog', { name: 'Paying in installments with Afterpay' });
    await expect(page.frameLocator('.sf-installments-info__frame').getByRole('heading')).toHaveText('Shop now. Pay later with Afterpay.');
    expect(await outsideScreen(page, dialog)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(learnMore).toBeFocused();
  });

  test('a gift card’s form fits the screen and is sent by tapping; the cart page fits and edits the answers', async ({ page, demo }) => {
    await page.goto('/products/gift-card');
    await settle(page);
    await tapChoice(page, '\\$50');
    await page.getByRole('button', { name: 'Add To Cart' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Gift Card Details' });
    await expect(dialog).toBeVisible();
    expect(await outsideScreen(page, dialog)).toEqual([]);
    for (const [label, answer] of [
      ['Recipient name', 'Ada Lovelace'],
      ['Recipient email', 'ada@example.com'],
      ['Message', 'Happy birthday'],
    ] as const) {
      await dialog.getByLabel(label).tap();
      await page.keyboard.type(answer);
    }
    expect(await phoneProblems(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Add To Cart' }).tap();
    await expect(dialog).toHaveCount(0);
    await expect(pill(page)).toContainText('1');
    const cartToken = (await cookieValue(page.context(), 'CART')) ?? '';
    expect(storedEntriesWithFields(demo, cartToken)).toEqual([
      {
        sku: 'GIFT-50',
        quantity: 1,
        additionalFields: { recipientName: 'Ada Lovelace', recipientEmail: 'ada@example.com', message: 'Happy birthday' },
      },
    ]);

    await pill(page).tap();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('.sf-cart__entries')).toContainText('ada@example.com');
    expect(await phoneProblems(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit' }).tap();
    await expect(page.getByRole('dialog', { name: 'Gift Card Details' })).toBeVisible();
    const message = page.getByRole('dialog').getByLabel('Message');
    await message.tap();
    await message.selectText();
    await page.keyboard.type('Many happy returns');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('.sf-cart__fields dl')).toContainText('MessageMany happy returns');
  });

  test('a protected form block: its captcha fits, and it is filled and sent by tapping', async ({ page, demo }) => {
    await page.goto('/forms/workshop');
    await settle(page);
    const form = page.locator('[data-form-root]:not([inert]) form.sf-form');
    const email = `tap.${test.info().project.name}.${Date.now()}@example.com`;
    for (const [label, answer] of [
      ['First Name', 'Ada'],
      ['Last Name', 'Lovelace'],
      ['Email', email],
    ] as const) {
      await form.getByLabel(label).tap();
      await page.keyboard.type(answer);
    }
    const captcha = form.locator('.captcha-stand-in');
    await expect(captcha).toBeVisible();
    await captcha.scrollIntoViewIfNeeded();
    expect(await outsideScreen(page, captcha)).toEqual([]);
    await form.getByRole('checkbox', { name: "I'm not a robot" }).tap();
    await expect(captcha).toContainText('Verified');
    expect(await phoneProblems(page)).toEqual([]);
    expect(await accessibilityViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Send enquiry' }).tap();
    await expect(page.locator('.sf-form-success')).toHaveText('Thanks! We will write with dates for the next workshop.');
    expect(storedSubmissions(demo, 'workshop-enquiry').filter((row) => (row.answers as { email: string }).email === email)).toMatchObject([
      { answers: { name: ['Ada', 'Lovelace'], email }, captchaVerified: true },
    ]);
  });

  test('a restock sign-up by tapping', async ({ page, demo }) => {
    await page.goto('/products/enamel-mug');
    await settle(page);
    const email = `restock.${test.info().project.name}@example.com`;
    await page.getByPlaceholder('Email address').tap();
    await page.keyboard.type(email);
    await page.getByLabel('Also send me the shop newsletter').tap();
    await expect(page.getByLabel('Also send me the shop newsletter')).not.toBeChecked();
    expect(await phoneProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Notify Me' }).tap();
    await expect(page.getByRole('status').filter({ hasText: /^Signed up!$/ })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(storedSignUps(demo).filter((row) => row.email === email)).toMatchObject([
      { product_id: seeded('enamel-mug').id, is_join_mailing_list: 0 },
    ]);
  });
});

test.describe('at phone size', () => {
  for (const path of [
    '/',
    '/shop',
    '/products/linen-shirt',
    '/products/enamel-mug',
    '/cart',
    '/forms/contact',
    '/blog/dyeing-with-indigo',
    '/events',
    '/gallery/kiln',
    '/qa/telemetry',
    '/merchant/restock',
  ]) {
    test(`${path} passes an accessibility check`, async ({ page }) => {
      await page.goto(path);
      // The QA page loads no storefront script: nothing to wait for.
      if (path !== '/qa/telemetry') await settle(page);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
});
