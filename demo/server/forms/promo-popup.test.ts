import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import type { DemoDatabase } from '../database';
import { findForm } from './forms';
import { PromoPopupConfigError, SEED_PROMO_POPUP, listPromoPopups, promoPopupFor, showsOn } from './promo-popup';

const happyDom = new Window();
let db: DemoDatabase;
let app: FastifyInstance;
useSeededDemoApp((demo) => ({ db, app } = demo));
afterAll(() => happyDom.happyDOM.close());

async function page(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { response, document: new happyDom.DOMParser().parseFromString(response.body, 'text/html') };
}

const set = (assignments: string, ...values: unknown[]) =>
  db.prepare(`UPDATE promo_popups SET ${assignments} WHERE id = ?`).run(...values, SEED_PROMO_POPUP.id);

describe('the seeded pop-up', () => {
  it('is stored as seeded, with its form protected by the captcha', () => {
    expect(listPromoPopups(db)).toEqual([SEED_PROMO_POPUP]);
    expect(findForm(db, SEED_PROMO_POPUP.formId)?.captcha.enabled).toBe(true);
  });

  it.each([
    ['/blog', true],
    ['/blog/dyeing-with-indigo', true],
    ['/blogroll', false],
    ['/shop', false],
    ['/', false],
  ])('shows on %s: %s', (path, shown) => {
    expect(showsOn(SEED_PROMO_POPUP, path)).toBe(shown);
  });

  it('shows on every page when it names none', () => {
    expect(showsOn({ ...SEED_PROMO_POPUP, paths: [] }, '/shop')).toBe(true);
  });
});

describe('a journal page', () => {
  it('ends with the pop-up as a closed <dialog> the widget opens, its words, image and hidden sign-up form', async () => {
    const { document } = await page('/blog/dyeing-with-indigo');
    const dialog = document.querySelector('body > dialog.sf-promo-popup')!;
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(
      Object.fromEntries(
        ['data-widget', 'data-popup-id', 'data-trigger', 'data-trigger-value', 'data-period-days'].map((name) => [
          name,
          dialog.getAttribute(name),
        ]),
      ),
    ).toEqual({
      'data-widget': 'promo-popup',
      'data-popup-id': 'letters',
      'data-trigger': 'delay',
      'data-trigger-value': '5',
      'data-period-days': '30',
    });
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Letters from the workshop');
    expect([...dialog.querySelectorAll('p')].map((paragraph) => paragraph.textContent)).toEqual([
      'Once a month: new pieces from the kiln and the loom, workshop dates, and a story from the studio.',
      'No spam, and you can leave whenever you like.',
    ]);
    expect(dialog.querySelector('[data-popup-close]')?.getAttribute('aria-label')).toBe('Close');
    const image = dialog.querySelector('img')!;
    expect([image.getAttribute('src'), image.getAttribute('alt'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      '/images/promo-letters.svg',
      'A bundle of letters tied with linen string',
      '480',
      '360',
    ]);
    const form = dialog.querySelector('[data-widget="promo-popup-form"]')!;
    expect(form.hasAttribute('hidden')).toBe(true);
    expect(form.getAttribute('data-submit-label')).toBe('Sign Up');
    expect(JSON.parse(form.querySelector('script[data-form-definition]')?.textContent ?? 'null')).toEqual(findForm(db, 'promo-letters'));
    expect(form.querySelector('[data-form-root][inert] form.sf-form--newsletter')).not.toBeNull();
  });

  it('carries the forms’ styles in its head, under the page’s nonce, so the form shows at its final size', async () => {
    const { document } = await page('/blog');
    expect([...document.querySelectorAll('head style[data-sf-styles]')].map((style) => style.getAttribute('data-sf-styles'))).toEqual([
      'base',
      'form',
    ]);
  });

  it('draws the pop-up’s image', async () => {
    const response = await app.inject({ method: 'GET', url: '/images/promo-letters.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('A bundle of letters tied with linen string');
  });
});

describe('what the owner chose', () => {
  it('shows nothing on pages outside its paths', async () => {
    const { document } = await page('/shop');
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.querySelector('head style[data-sf-styles]')).toBeNull();
  });

  it('shows on every page when it names no path, but never on a page that does not exist nor on the QA page', async () => {
    set('paths = ?', '[]');
    expect((await page('/shop')).document.querySelector('dialog[data-widget="promo-popup"]')).not.toBeNull();
    expect((await page('/no-such-page')).document.querySelector('dialog')).toBeNull();
    expect((await page('/qa/telemetry')).document.querySelector('dialog')).toBeNull();
  });

  it('writes a scroll depth as its trigger', async () => {
    set("trigger = 'scroll', trigger_value = 60");
    const { document } = await page('/blog');
    expect([
      document.querySelector('dialog')?.getAttribute('data-trigger'),
      document.querySelector('dialog')?.getAttribute('data-trigger-value'),
    ]).toEqual(['scroll', '60']);
  });

  it('shows nothing while switched off', async () => {
    set('enabled = 0');
    expect((await page('/blog')).document.querySelector('dialog')).toBeNull();
  });

  it.each([
    ['trigger_value = 601', 'a delay of 601 s is not 0 to 600 s'],
    ["trigger = 'scroll', trigger_value = 0", 'a scroll depth of 0% is not 1 to 100%'],
    ['paths = \'["blog"]\'', 'paths must be a JSON array of paths starting with "/"'],
    ["form_id = 'gone'", 'its form "gone" does not exist'],
  ])('refuses a pop-up stored against the editor’s rules (%s): the page shows none', async (assignments, problem) => {
    set(assignments);
    expect(() => promoPopupFor(db, '/blog')).toThrow(new PromoPopupConfigError(`Promotional pop-up "letters": ${problem}`));
    const { response, document } = await page('/blog');
    expect(response.statusCode).toBe(200);
    expect(document.querySelector('dialog')).toBeNull();
  });
});
