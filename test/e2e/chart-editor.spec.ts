import Database from 'better-sqlite3';
import type { Locator, Page } from '@playwright/test';
import { openAdmin, resetContentPages } from './admin-fixtures';
import type { DemoServer } from './demo-server';
import { accessibilityViolations, expect, signInThroughApi, test } from './fixtures';

// The chart block editor in Chromium against the demo platform: the owner pastes a spreadsheet's
// cells into a new chart block on the studio page, sees the preview, saves, and the storefront shows
// the chart as SVG with its data table, script or no script; the spec's dataset messages refuse to
// save; an oversized paste is cut and says so; by keyboard alone, axe-clean, at 320 px with touch.
// Needs the built bundle in dist/.

test.describe.configure({ timeout: 90_000 });

const STUDIO = 'a1b2c3d4e5f60718293a4b01';

/** The studio page's chart blocks as stored: title and grid. */
function storedCharts(demo: DemoServer): { title: string; grid: string[][] }[] {
  const db = new Database(demo.databaseFile, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT data FROM content_blocks WHERE page_id = ? AND type = 'chart' ORDER BY position").all(STUDIO) as {
      data: string;
    }[];
    return rows.map(({ data }) => JSON.parse(data) as { title: string; grid: string[][] });
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ demo, page }) => {
  resetContentPages(demo);
  await signInThroughApi(page, 'owner@example.com');
});
test.afterEach(({ demo }) => resetContentPages(demo));

/** Opens the content editor on the studio page and waits for its blocks. */
async function openStudio(page: Page): Promise<void> {
  await openAdmin(page, '/config/content');
  await expect(page.getByRole('heading', { name: 'Blocks of The studio' })).toBeVisible();
}

/** Presses a button as a keyboard user does: focus, then Enter. */
async function press(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
}

/** Opens a new chart block's editor by keyboard and types its title. */
async function newChart(page: Page, title: string): Promise<void> {
  await press(page, 'Add chart block');
  await expect(page.getByRole('heading', { name: 'New chart block' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Bar chart' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Title', { exact: true })).toBeFocused();
  await page.keyboard.type(title);
}

const cell = (page: Page, name: string): Locator => page.getByRole('textbox', { name, exact: true });

/** A paste as the browser fires it for Ctrl+V after a spreadsheet's copy: the text on a real DataTransfer, without the shared clipboard. */
async function pasteInto(target: Locator, text: string): Promise<void> {
  await target.focus();
  await target.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

/** The alert a refused save shows: that nothing was saved, and why. */
async function refused(page: Page, message: string): Promise<void> {
  const alert = page.getByRole('alert');
  await expect(alert.locator('strong')).toHaveText('The chart was not saved.');
  await expect(alert.getByRole('listitem')).toHaveText([message]);
}

const KILN_TSV = 'Month\tMugs\tBowls\r\nMarch\t14\t9\r\nApril\t18\t11\r\nMay\t1,250\t7\r\n';

test('the owner pastes a dataset into a new chart, sees the preview, saves by keyboard, and the page shows it without script', async ({
  page,
  browser,
  demo,
}) => {
  await openStudio(page);
  await newChart(page, 'Spring throwing');
  expect(await accessibilityViolations(page)).toEqual([]);

  // Copied from a spreadsheet, pasted with the keyboard into the first cell.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), KILN_TSV);
  await page.keyboard.press('Tab');
  await expect(cell(page, 'Label column heading')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByText('Pasted 4 rows of 3 cells.')).toBeVisible();
  await expect(cell(page, 'Row 3, Bowls')).toHaveValue('7');
  const preview = page.locator('.chart-editor__preview').getByRole('figure', { name: 'Spring throwing' });
  await expect(preview.getByRole('img', { name: /^Spring throwing Bar chart of Mugs and Bowls by Month, 3 rows/ })).toBeVisible();
  await expect(preview.locator('rect')).toHaveCount(6);

  // The arrow keys walk the grid: down a column, then right along a row once the caret is at the end.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'Row 1, Mugs')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 'Row 2, Mugs')).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 'Row 2, Bowls')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('12');
  await expect(preview.locator('.chart-data tbody tr').nth(1)).toHaveText('April1812');

  // A line chart instead, chosen by keyboard.
  await page.getByRole('radio', { name: 'Bar chart' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Line chart' })).toBeChecked();
  await expect(preview.locator('polyline')).toHaveCount(2);
  expect(await accessibilityViolations(page)).toEqual([]);

  await press(page, 'Add chart');
  await expect(page.getByRole('heading', { name: 'Blocks of The studio' })).toBeFocused();
  await expect(page.getByText('Block added.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Blocks of The studio' }).getByRole('listitem').last()).toContainText(
    'Chart “Spring throwing”',
  );
  expect(storedCharts(demo).map(({ title }) => title)).toEqual(['Kiln firings by season', 'Spring throwing']);

  const noScript = await browser.newContext({ baseURL: demo.url, javaScriptEnabled: false });
  const shopper = await noScript.newPage();
  await shopper.goto('/studio');
  const chart = shopper.getByRole('figure', { name: 'Spring throwing' });
  await expect(chart.getByRole('img', { name: /Line chart of Mugs and Bowls by Month, 3 rows: highest 1,250 \(May\)/ })).toBeVisible();
  await expect(chart.locator('polyline')).toHaveCount(2);
  await expect(chart.getByRole('table', { name: 'Data: Spring throwing' }).getByRole('row')).toHaveText([
    'MonthMugsBowls',
    'March149',
    'April1812',
    'May1,2507',
  ]);
  await noScript.close();
});

test('the spec’s messages refuse an empty dataset and a row missing data, and nothing is saved', async ({ page, demo }) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/api/admin/pages/')) writes.push(request.url());
  });
  await openStudio(page);
  await newChart(page, 'Empty');

  // Blank rows are no rows.
  await press(page, 'Add chart');
  await refused(page, 'Your dataset must have at least one row');
  await expect(cell(page, 'Label column heading')).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Labels alone are no data.
  await cell(page, 'Row 1 label').fill('March');
  await press(page, 'Add chart');
  await refused(page, 'Enter some data!');

  await pasteInto(cell(page, 'Row 1 label'), 'March\t14\nApril\t');
  await expect(page.locator('.admin-field-error')).toHaveText('One or more rows was missing data');
  await press(page, 'Add chart');
  await refused(page, 'One or more rows was missing data');
  expect(await accessibilityViolations(page)).toEqual([]);

  await press(page, 'Remove column 2 (Series 1)');
  await press(page, 'Add chart');
  await refused(page, 'Your dataset must have at least one column');

  expect(writes).toEqual([]);
  expect(storedCharts(demo).map(({ title }) => title)).toEqual(['Kiln firings by season']);

  // Cancelling asks first, then leaves the page as it was.
  await press(page, 'Back to the blocks');
  await expect(page.getByRole('dialog', { name: 'Discard this chart’s changes?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Blocks of The studio' })).toBeVisible();
  expect(writes).toEqual([]);
});

test('an oversized paste is cut to 50 rows and 10 columns and says what was left out; the saved chart keeps what was shown', async ({
  page,
  demo,
}) => {
  await openStudio(page);
  await newChart(page, 'Every glaze test');
  const rows = Array.from({ length: 54 }, (_, row) =>
    Array.from({ length: 12 }, (_, column) =>
      row === 0 ? (column === 0 ? 'Test' : `Glaze ${column}`) : column === 0 ? `T${row}` : `${row * column}`,
    ),
  );
  await pasteInto(cell(page, 'Label column heading'), rows.map((row) => row.join(',')).join('\n'));
  await expect(page.locator('.chart-editor [role="status"]')).toHaveText(
    'A chart takes at most 50 rows and 10 columns: 3 rows and 2 columns were left out.',
  );
  await expect(page.locator('.chart-grid tr')).toHaveCount(52); // headings, 50 rows, the column buttons
  await expect(page.getByRole('button', { name: 'Add row' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Add column' })).toBeDisabled();
  await press(page, 'Add chart');
  await expect(page.getByText('Block added.')).toBeVisible();
  const saved = storedCharts(demo).find(({ title }) => title === 'Every glaze test');
  expect(saved?.grid).toHaveLength(51);
  expect(saved?.grid[0]).toEqual(['Test', ...Array.from({ length: 9 }, (_, column) => `Glaze ${column + 1}`)]);
});

test('the seeded chart is edited in place and the storefront shows the change', async ({ page }) => {
  await openStudio(page);
  await press(page, 'Edit Chart “Kiln firings by season”');
  await expect(page.getByRole('heading', { name: 'Edit chart block' })).toBeFocused();
  await cell(page, 'Row 1, Bisque').fill('40');
  await press(page, 'Add row');
  await expect(cell(page, 'Row 5 label')).toBeFocused();
  await page.keyboard.type('Solstice');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('3');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('4');
  await press(page, 'Save chart');
  await expect(page.getByText('Block saved.')).toBeVisible();
  await page.goto('/studio');
  const table = page.getByRole('table', { name: 'Data: Kiln firings by season' });
  await expect(table.getByRole('row').nth(1)).toContainText('40');
  await expect(table.getByRole('row').last()).toHaveText('Solstice34');
});

test('at 320 px with touch the grid scrolls inside its own region and the page does not, in the editor and on the storefront', async ({
  browser,
  demo,
}) => {
  const phone = await browser.newContext({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true, baseURL: demo.url });
  const page = await phone.newPage();
  await signInThroughApi(page, 'owner@example.com');
  await openStudio(page);
  await page.getByRole('button', { name: 'Add chart block' }).tap();
  await page.getByLabel('Title', { exact: true }).fill('On a phone');
  await pasteInto(cell(page, 'Label column heading'), 'Day,Mugs,Bowls,Plates,Cups\nMon,1,2,3,4\nTue,5,6,7,8');
  await expect(page.locator('.chart-editor__preview svg')).toBeVisible();
  const grid = page.getByRole('region', { name: 'Dataset' });
  expect(await grid.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.getByRole('button', { name: 'Add row' }).tap();
  // After the new chart's third blank row, which the paste of two rows left in place.
  await expect(cell(page, 'Row 4 label')).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add chart' }).tap();
  await expect(page.getByText('Block added.')).toBeVisible();
  await page.goto('/studio');
  // The storefront's data table, five columns wide, scrolls in its own box too.
  await expect(page.getByRole('figure', { name: 'On a phone' }).getByRole('img')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await accessibilityViolations(page)).toEqual([]);
  await phone.close();
});
