import type { Locator, Page } from '@playwright/test';
import {
  accessibilityViolations,
  cookieValue,
  expect,
  layoutShiftsSoFar,
  pageWith,
  servePage,
  settle,
  storedSubmissions,
  test,
} from './fixtures';

// The form block, the newsletter block and the captcha in Chromium against the demo platform:
// every field type, every message of spec 000 §5 and §8, what SQLite stores, and an accessibility
// check in every state. Needs the built bundle in dist/.

const MESSAGES = {
  required: 'Required',
  emailNotValid: 'Email is not valid. Email addresses should follow the format user@domain.com.',
  characterLimit: 'You have exceeded the character limit.',
  formInvalid: 'One or more fields is invalid, please check your entries.',
  captchaIncomplete: 'Complete CAPTCHA before submitting.',
  bannerAbove: 'Your form has encountered a problem. Please scroll down to review.',
  bannerBelow: 'Your form has encountered a problem. Please scroll up to review.',
  unauthorized: 'Unable to submit form. Please try again later.',
  notConfigured: 'This form has not been configured yet.',
  rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
  serverError: 'Unable to send form. Please try again later.',
  unknownError: 'Unknown error, please try again later.',
  noKey: 'Could not get a form submission key, please try again later.',
  unparsable: 'Could not parse the form fields, please check your entries.',
  processingError: 'Error processing form submission. Please reload and try again.',
  notSetUp: 'ReCaptcha has not been set up!',
} as const;

/** A unique address per test, so each finds its own row among the worker's submissions. */
function uniqueEmail(): string {
  return `ada.${test.info().testId}.${Date.now()}@example.com`;
}

async function openForm(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await settle(page);
  const form = page.locator('main form.sf-form');
  // Live once the server-rendered copy has been replaced: no longer inert.
  await expect(page.locator('[data-form-root]:not([inert]) form.sf-form')).toHaveCount(1);
  return form;
}

/** Every accessibility rule passes for the page as it is now. */
async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

const message = (page: Page) => page.locator('.sf-form__message');
const fieldError = (page: Page, title: string) =>
  page.locator('.sf-field', { has: page.locator('.sf-field__title', { hasText: title }) }).locator('.sf-field__error');

async function fillContact(page: Page, email: string): Promise<void> {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Subject').fill('A teapot');
  await page.getByLabel('Message').fill('Could you make a teapot with a bamboo handle?');
  await page.getByRole('radio', { name: 'A workshop' }).check();
  await page.getByRole('checkbox', { name: 'Textiles' }).check();
  await page.getByRole('checkbox', { name: 'Ceramics' }).check();
  await page.getByLabel('Nearest store').selectOption('Kyoto');
  await page.getByLabel('Area Code').fill('646');
  await page.getByLabel('Prefix').fill('555');
  await page.getByLabel('Line Number').fill('0100');
  await page.getByLabel('Address Line 1').fill('1 Market Street');
  await page.keyboard.press('Escape');
  await page.getByLabel('Address Line 2').fill('Suite 300');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('State').fill('CA');
  await page.getByLabel('Zip Code').fill('94105');
  await page.getByLabel('Country').fill('US');
  await page.getByLabel('Month').fill('07');
  await page.getByLabel('Day').fill('14');
  await page.getByLabel('Year').fill('2025');
  await page.getByLabel('Hour').fill('10');
  await page.getByLabel('Minute').fill('30');
  await page.getByLabel('Second').fill('00');
  await page.getByLabel('AM/PM').selectOption('AM');
  await page.getByLabel('Budget (USD)').fill('120.50');
  await page.getByLabel('Number of guests').fill('4');
  await page.getByLabel('Your website').fill('https://example.com');
  await page.getByLabel('Twitter').fill('@ada');
  await page.getByLabel('Order access code').fill('R-2025-0714');
  await page.getByRole('radiogroup', { name: 'Delivery was quick' }).getByRole('radio', { name: 'Strongly Agree' }).check();
  await page.getByRole('radiogroup', { name: 'Staff were helpful' }).getByRole('radio', { name: 'Neutral' }).check();
}

/** What `fillContact` typed, as the platform stores it (a phone with its empty country part first). */
function contactAnswers(email: string, source: string) {
  return {
    name: ['Ada', 'Lovelace'],
    email,
    subject: 'A teapot',
    message: 'Could you make a teapot with a bamboo handle?',
    topic: 'A workshop',
    interests: ['Ceramics', 'Textiles'],
    store: 'Kyoto',
    phone: ['', '646', '555', '0100'],
    address: ['1 Market Street', 'Suite 300', 'San Francisco', 'CA', '94105', 'US'],
    'visit-date': ['07', '14', '2025'],
    'visit-time': ['10', '30', '00', 'AM'],
    budget: '120.50',
    guests: '4',
    website: 'https://example.com',
    twitter: '@ada',
    'order-code': 'R-2025-0714',
    service: { 'Delivery was quick': '2', 'Staff were helpful': '0' },
    source,
  };
}

test.describe('every form page', () => {
  for (const path of ['/forms/contact', '/forms/newsletter', '/forms/workshop', '/forms/catalogue']) {
    test(`${path} mounts its form without an error and passes an accessibility check`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (entry) => {
        // The browser asks for /favicon.ico on its own; the demo has none.
        if (entry.location().url.endsWith('/favicon.ico')) return;
        if (entry.type() === 'error' || entry.type() === 'warning') problems.push(entry.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
      });
      await openForm(page, path);
      await expectAccessible(page);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('the contact form (every field type)', () => {
  test('is filled in, sent, shows the thanks, and SQLite holds exactly what was typed', async ({ page, demo }) => {
    await openForm(page, '/forms/contact?ref=spring-letter');
    await expectAccessible(page);
    const email = uniqueEmail();
    await fillContact(page, email);
    await expect(page.getByLabel('Message')).toHaveAccessibleDescription(/45 \/ 500/);

    await page.getByRole('button', { name: 'Send' }).click();

    const thanks = page.locator('.sf-form-success');
    await expect(thanks).toContainText('Thank you for writing. We answer every message within two working days.');
    await expect(thanks.getByRole('link', { name: 'browse the shop' })).toHaveAttribute('href', '/shop');
    await expect(thanks).toBeFocused();
    await expect(page.locator('main form')).toHaveCount(0);
    await expectAccessible(page);

    const stored = storedSubmissions(demo, 'contact').filter((row) => (row.answers as { email?: string }).email === email);
    expect(stored).toEqual([
      {
        formId: 'contact',
        answers: contactAnswers(email, 'spring-letter'),
        captchaVerified: false,
        pageTitle: 'Contact us · storefront-kit demo',
        pageId: '64b0f3c2a1d9e8f7c6b5a410',
        contentSource: 'c',
        pagePath: '/forms/contact',
        pagePermissionTypeValue: 1,
      },
    ]);
  });

  test('says Required above every empty required field, with the form message and both banners, and focuses the first', async ({
    page,
  }) => {
    await openForm(page, '/forms/contact');
    await page.getByRole('button', { name: 'Send' }).click();

    for (const title of ['Name', 'Email', 'Message', 'Topic']) await expect(fieldError(page, title)).toHaveText(MESSAGES.required);
    await expect(message(page)).toHaveText(MESSAGES.formInvalid);
    await expect(page.locator('.sf-form__banner')).toHaveText([MESSAGES.bannerAbove, MESSAGES.bannerBelow]);
    await expect(page.getByLabel('First Name')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(/^Required/);
    await expect(page.getByRole('radiogroup', { name: /Topic/ })).toHaveAttribute('aria-invalid', 'true');
    // The error sits above the title.
    const [errorBox, titleBox] = await Promise.all([
      fieldError(page, 'Email').boundingBox(),
      page.locator('label', { hasText: /^Email/ }).boundingBox(),
    ]);
    expect(errorBox!.y).toBeLessThan(titleBox!.y);
    await expectAccessible(page);
  });

  test('says an email is not valid and a message is over its limit, and counts n / max', async ({ page }) => {
    await openForm(page, '/forms/contact');
    await fillContact(page, 'ada@example');
    await page.getByLabel('Message').fill('x'.repeat(501));
    await expect(page.locator('.sf-field__counter')).toHaveText('501 / 500');
    await page.getByRole('button', { name: 'Send' }).click();

    await expect(fieldError(page, 'Email')).toHaveText(MESSAGES.emailNotValid);
    await expect(fieldError(page, 'Message')).toHaveText(MESSAGES.characterLimit);
    await expect(message(page)).toHaveText(MESSAGES.formInvalid);
    await expect(page.getByLabel('Email')).toBeFocused();
    await expectAccessible(page);
  });

  test('locks with "Submitting…" while sending', async ({ page }) => {
    await openForm(page, '/forms/contact');
    await fillContact(page, uniqueEmail());
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/form/SaveFormSubmission', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send' }).click();

    const button = page.locator('button[type="submit"]');
    await expect(button).toHaveText('Submitting…');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toBeFocused();
    await expectAccessible(page);
    release();
    await expect(page.locator('.sf-form-success')).toBeVisible();
  });

  test('suggests addresses while typing and fills every part from the one picked with the keyboard', async ({ page }) => {
    await openForm(page, '/forms/contact');
    const line1 = page.getByRole('combobox', { name: 'Address Line 1' });
    await line1.pressSequentially('22 jay');
    const suggestions = page.getByRole('listbox', { name: 'Address suggestions' });
    await expect(suggestions.getByRole('option')).toHaveText(['22 Jay Street, Brooklyn, NY 11201, USA']);
    await expect(line1).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);

    await page.keyboard.press('ArrowDown');
    await expect(suggestions.getByRole('option', { selected: true })).toHaveText('22 Jay Street, Brooklyn, NY 11201, USA');
    await page.keyboard.press('Enter');

    await expect(line1).toHaveValue('22 Jay Street');
    await expect(page.getByLabel('City')).toHaveValue('Brooklyn');
    await expect(page.getByLabel('State')).toHaveValue('New York');
    await expect(page.getByLabel('Zip Code')).toHaveValue('11201');
    await expect(page.getByLabel('Country')).toHaveValue('US');
    await expect(suggestions).toBeHidden();
  });

  test('keeps plain address inputs when the lookup fails, and sends what was typed', async ({ page, demo }) => {
    await page.route('**/api/google-maps/places/autocomplete**', (route) => route.abort('internetdisconnected'));
    await openForm(page, '/forms/contact');
    const email = uniqueEmail();
    await fillContact(page, email);
    await expect(page.getByRole('combobox', { name: 'Address Line 1' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Address Line 1' })).toHaveValue('1 Market Street');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.sf-form-success')).toBeVisible();
    const [row] = storedSubmissions(demo, 'contact').filter((stored) => (stored.answers as { email?: string }).email === email);
    expect((row?.answers as { address: string[] }).address).toEqual(['1 Market Street', 'Suite 300', 'San Francisco', 'CA', '94105', 'US']);
  });

  test('mounting over the server-rendered form shifts no layout', async ({ page }) => {
    await openForm(page, '/forms/contact');
    expect(await layoutShiftsSoFar(page)).toEqual([]);
  });
});

test.describe('a failed submission (spec 000 §8)', () => {
  test('shows the form’s own 404 for a form the platform does not know', async ({ page, demo }) => {
    const retired = {
      id: 'retired-form',
      name: 'Old form',
      submissionMessage: 'Thanks',
      fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
    };
    await servePage(
      page,
      demo,
      '/e2e/retired-form',
      pageWith(
        `<main><h1>Old form</h1><div data-widget="form-block" data-submit-label="Send"><script type="application/json" data-form-definition>${JSON.stringify(retired)}</script></div></main>`,
      ),
    );
    await openForm(page, '/e2e/retired-form');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(message(page)).toHaveText(MESSAGES.notConfigured);
    await expect(page.locator('.sf-form__banner')).toHaveText([MESSAGES.bannerAbove, MESSAGES.bannerBelow]);
    await expectAccessible(page);
  });

  test('shows the rate limit once the visitor has sent five in ten minutes, keeping what was typed', async ({ page }) => {
    const form = await openForm(page, '/forms/newsletter');
    const crumb = (await cookieValue(page.context(), 'crumb')) ?? '';
    for (let sent = 0; sent < 5; sent += 1) {
      const { key } = await (await page.request.post('/api/form/FormSubmissionKey', { headers: { 'X-CSRF-Token': crumb } })).json();
      const saved = await page.request.post('/api/form/SaveFormSubmission', {
        headers: { 'X-CSRF-Token': crumb },
        data: {
          key,
          formId: 'newsletter',
          form: JSON.stringify({ email: `bulk${sent}@example.com` }),
          pageTitle: 'Newsletter',
          pageId: 'p',
          contentSource: 'c',
          pagePath: '/forms/newsletter',
          pagePermissionTypeValue: 1,
        },
      });
      expect(saved.status()).toBe(200);
    }
    await form.getByLabel('Email Address').fill('ada@example.com');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(message(page)).toHaveText(MESSAGES.rateLimited);
    await expect(form.getByLabel('Email Address')).toHaveValue('ada@example.com');
    await expect(form.getByRole('button', { name: 'Sign Up' })).not.toHaveAttribute('aria-disabled');
    await expectAccessible(page);
  });

  test('shows 401 when the session has no crumb', async ({ page }) => {
    const form = await openForm(page, '/forms/newsletter');
    await page.context().clearCookies({ name: 'crumb' });
    await form.getByLabel('Email Address').fill('ada@example.com');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(message(page)).toHaveText(MESSAGES.unauthorized);
  });

  test('shows the server’s field error above the field it names', async ({ page }) => {
    const form = await openForm(page, '/forms/catalogue');
    // A choice the form does not offer, as a tampered page would send; the real server refuses it.
    await page.route('**/api/rest/forms/validate/**', (route) =>
      route.continue({ postData: JSON.stringify({ ...JSON.parse(route.request().postData() ?? '{}'), format: 'Carrier pigeon' }) }),
    );
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('radio', { name: 'PDF' }).check();
    await form.getByRole('button', { name: 'Request' }).click();
    await expect(fieldError(page, 'Format')).toHaveText('"Carrier pigeon" is not one of this field\'s choices');
    await expect(message(page)).toHaveText(MESSAGES.formInvalid);
    await expect(form.getByRole('radio', { name: 'PDF' })).toBeFocused();
  });

  test('says the form changed since the page was opened when it answers a field the form no longer has (409)', async ({ page }) => {
    const form = await openForm(page, '/forms/catalogue');
    await page.route('**/api/rest/forms/validate/**', (route) =>
      route.continue({ postData: JSON.stringify({ ...JSON.parse(route.request().postData() ?? '{}'), colour: 'red' }) }),
    );
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('radio', { name: 'Printed' }).check();
    await form.getByRole('button', { name: 'Request' }).click();
    await expect(message(page)).toHaveText('This form has changed since the page was opened. Reload the page and send it again.');
  });

  for (const [what, path, answer, expected] of [
    ['a 400 with nothing readable', 'SaveFormSubmission', { status: 400, body: '' }, MESSAGES.unparsable],
    ['a 500', 'SaveFormSubmission', { status: 500, body: '{"error":"boom"}' }, MESSAGES.serverError],
    [
      'another status with the server’s text',
      'SaveFormSubmission',
      { status: 503, body: '{"message":"Down for maintenance until 10:00."}' },
      'Down for maintenance until 10:00.',
    ],
    ['another status with no text', 'SaveFormSubmission', { status: 502, body: '<h1>Bad gateway</h1>' }, MESSAGES.unknownError],
    ['a refused key', 'FormSubmissionKey', { status: 500, body: '{}' }, MESSAGES.noKey],
  ] as const) {
    test(`shows the message for ${what}`, async ({ page }) => {
      const form = await openForm(page, '/forms/newsletter');
      await page.route(`**/api/form/${path}`, (route) =>
        route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
      );
      await form.getByLabel('Email Address').fill('ada@example.com');
      await form.getByRole('button', { name: 'Sign Up' }).click();
      await expect(message(page)).toHaveText(expected);
      await expect(form.getByLabel('Email Address')).toHaveValue('ada@example.com');
    });
  }

  test('shows unknown error when the platform cannot be reached, then sends once it can', async ({ page, demo }) => {
    const form = await openForm(page, '/forms/newsletter');
    await page.route('**/api/rest/forms/validate/**', (route) => route.abort('internetdisconnected'));
    const email = uniqueEmail();
    await form.getByLabel('Email Address').fill(email);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(message(page)).toHaveText(MESSAGES.unknownError);

    await page.unroute('**/api/rest/forms/validate/**');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.locator('.sf-form-success')).toHaveText('You are on the list. Look out for our next letter.');
    expect(storedSubmissions(demo, 'newsletter').filter((row) => (row.answers as { email: string }).email === email)).toHaveLength(1);
  });
});

test.describe('the newsletter block', () => {
  test('signs up from the keyboard alone, and the sign-up is stored', async ({ page, demo }) => {
    await openForm(page, '/forms/newsletter');
    await expectAccessible(page);
    const email = uniqueEmail();
    await page.locator('body').focus();
    // Tab from the page's start: header links, then the form's fields in order.
    const firstName = page.getByLabel('First Name');
    for (let presses = 0; presses < 20 && !(await firstName.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(firstName).toBeFocused();
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');

    await expect(page.locator('.sf-form-success')).toHaveText('You are on the list. Look out for our next letter.');
    await expect(page.locator('.sf-form-success')).toBeFocused();
    await expectAccessible(page);
    expect(storedSubmissions(demo, 'newsletter').filter((row) => (row.answers as { email: string }).email === email)).toMatchObject([
      { answers: { name: ['Ada', 'Lovelace'], email }, pagePath: '/forms/newsletter', pageId: '64b0f3c2a1d9e8f7c6b5a411' },
    ]);
  });

  test('says Required for an empty email, keeping its titles as accessible names', async ({ page }) => {
    const form = await openForm(page, '/forms/newsletter');
    await expect(form.getByLabel('Email Address')).toHaveAttribute('placeholder', 'Email Address');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(fieldError(page, 'Email Address')).toHaveText(MESSAGES.required);
    await expect(form.getByLabel('Email Address')).toBeFocused();
    await expectAccessible(page);
  });
});

test.describe('the protected form (captcha)', () => {
  test('loads the captcha only when the form is about to be used, then sends the verified token', async ({ page, demo }) => {
    const captchaScripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/captcha-stand-in/enterprise.js')) captchaScripts.push(request.url());
    });
    const form = await openForm(page, '/forms/workshop');
    expect(captchaScripts).toEqual([]);
    await expect(form.locator('.sf-form__captcha')).toBeEmpty();

    await form.getByLabel('First Name').focus();
    const captcha = form.locator('.captcha-stand-in');
    await expect(captcha).toBeVisible();
    await expect(captcha).toHaveAttribute('data-size', 'normal');
    await expect(form.locator('.sf-form__captcha')).toHaveAttribute('data-captcha-rendered', 'true');
    expect(captchaScripts).toHaveLength(1);
    await expectAccessible(page);

    const email = uniqueEmail();
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Lovelace');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(message(page)).toHaveText(MESSAGES.captchaIncomplete);

    await form.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await expect(captcha).toContainText('Verified');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.locator('.sf-form-success')).toHaveText('Thanks! We will write with dates for the next workshop.');
    expect(captchaScripts).toHaveLength(1);
    expect(storedSubmissions(demo, 'workshop-enquiry').filter((row) => (row.answers as { email: string }).email === email)).toMatchObject([
      { answers: { name: ['Ada', 'Lovelace'], email, message: '' }, captchaVerified: true },
    ]);
  });

  test('renders compact in a container under 320 px wide', async ({ page }) => {
    // A phone's screen: the page's margins leave the form less than 320 px.
    await page.setViewportSize({ width: 320, height: 640 });
    const form = await openForm(page, '/forms/workshop');
    expect((await form.locator('.sf-form__captcha').boundingBox())!.width).toBeLessThan(320);
    await form.getByLabel('First Name').focus();
    await expect(form.locator('.captcha-stand-in')).toHaveAttribute('data-size', 'compact');
    await expectAccessible(page);
  });

  test('resets the challenge after a failed submission', async ({ page }) => {
    const form = await openForm(page, '/forms/workshop');
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Last Name').fill('Lovelace');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('checkbox', { name: "I'm not a robot" }).check();
    await expect(form.locator('.captcha-stand-in')).toContainText('Verified');
    await page.route('**/api/form/SaveFormSubmission', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(message(page)).toHaveText(MESSAGES.serverError);
    await expect(form.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    await expect(form.getByLabel('Email')).toHaveValue('ada@example.com');
    await expectAccessible(page);
  });

  test('shows the processing error when the captcha breaks', async ({ page }) => {
    const form = await openForm(page, '/forms/workshop');
    await form.getByLabel('First Name').focus();
    await expect(form.locator('.captcha-stand-in')).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { grecaptcha: { enterprise: { getResponse: () => string } } }).grecaptcha.enterprise.getResponse = () => {
        throw new Error('The captcha frame is gone');
      };
    });
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(message(page)).toHaveText(MESSAGES.processingError);
  });

  test('says the captcha has not been set up when its script cannot load', async ({ page }) => {
    await page.route('**/captcha-stand-in/enterprise.js', (route) => route.abort('internetdisconnected'));
    const form = await openForm(page, '/forms/workshop');
    await form.getByLabel('First Name').focus();
    await expect(form.locator('.sf-form__captcha-problem')).toHaveText(MESSAGES.notSetUp);
    await form.getByLabel('First Name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(message(page)).toHaveText(MESSAGES.captchaIncomplete);
    await expectAccessible(page);
  });
});

test.describe('the form with a redirect', () => {
  test('goes to its thank-you page once sent, and the request is stored', async ({ page, demo }) => {
    const form = await openForm(page, '/forms/catalogue');
    const email = uniqueEmail();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('radio', { name: 'Printed' }).check();
    await form.getByRole('button', { name: 'Request' }).click();
    await page.waitForURL('**/forms/thank-you');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you');
    await expectAccessible(page);
    expect(storedSubmissions(demo, 'catalogue-request').filter((row) => (row.answers as { email: string }).email === email)).toMatchObject([
      { answers: { email, format: 'Printed' }, pagePath: '/forms/catalogue' },
    ]);
  });
});
