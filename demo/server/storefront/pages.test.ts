import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import type { DemoDatabase } from '../database';
import { findForm } from '../forms';
import { SEED_CONTENT } from '../content';
import { SEED_CATALOGUE } from '../store';

const LOADER_TAG =
  '<script src="/assets/storefront/storefront.js" data-api-root="/" data-captcha-script="/captcha-stand-in/enterprise.js" data-session-replay-script="/replay-stand-in/recorder.js" data-session-replay-sample="1" defer></script>';

const happyDom = new Window();
let db: DemoDatabase;
let app: FastifyInstance;
let assetsDir: string;

function seeded(slug: string) {
  const product = SEED_CATALOGUE.find((candidate) => candidate.slug === slug);
  if (product === undefined) throw new Error(`No seeded product "${slug}"`);
  return product;
}

async function page(url: string, cookie = '') {
  const response = await app.inject({ method: 'GET', url, headers: { cookie } });
  const document = new happyDom.DOMParser().parseFromString(response.body, 'text/html');
  const contextText = document.getElementById('page-context')?.textContent ?? 'null';
  return {
    response,
    document,
    context: JSON.parse(contextText) as Record<string, unknown> & { pageType: number },
    text: (selector: string) => document.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim(),
    all: (selector: string) => [...document.querySelectorAll(selector)],
  };
}

/** What every visitor may see: the products and posts that are not for members only. */
const PUBLIC_PRODUCTS = SEED_CATALOGUE.filter((product) => product.access === null);

const PAGES = [
  '/',
  '/shop',
  '/cart',
  '/checkout',
  ...PUBLIC_PRODUCTS.map((product) => `/products/${product.slug}`),
  '/forms/contact',
  '/forms/newsletter',
  '/forms/workshop',
  '/forms/catalogue',
  '/forms/thank-you',
  '/blog',
  ...SEED_CONTENT.flatMap(({ collection, items }) => [
    `/${collection.urlId}`,
    ...items.filter((item) => item.access === null).map((item) => `/${collection.urlId}/${item.urlId}`),
  ]),
].filter((url, index, urls) => urls.indexOf(url) === index);

// The bench page is served only in bench mode (`npm run bench` starts the demo with it).
useSeededDemoApp((demo) => ({ db, app, assetsDir } = demo), { bench: true });

afterAll(async () => {
  await happyDom.happyDOM.close();
});

describe('every demo page', () => {
  it.each(PAGES)('%s is HTML with the cart pill in the header, the page context and the deferred loader', async (url) => {
    const { response, document, context } = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // The cart and the checkout show the visitor's own cart: never stored. Others are revalidated, and can be restored from the back/forward cache.
    // Every page's header names who is signed in, so no shared cache may keep one.
    expect(response.headers['cache-control']).toBe(url === '/cart' || url === '/checkout' ? 'no-store' : 'private, no-cache');
    expect(response.body).toContain(LOADER_TAG);
    expect(document.querySelectorAll('header [data-widget="cart-pill"]')).toHaveLength(1);
    expect(document.querySelector('header [data-widget="cart-pill"]')?.innerHTML).toBe('');
    expect(context).toMatchObject({
      website: { id: expect.any(String), captchaSettings: { siteKey: 'demo-stand-in-site-key' } },
      betaFeatureFlags: ['site_visitor_metrics', 'session_replay'],
      tzData: {},
      websiteSettings: { country: 'US' },
      bundleEligible: false,
    });
  });

  it.each(PAGES)('%s renders through the site templates with no template error', async (url) => {
    const { document, response } = await page(url);
    expect(document.querySelector('.template-errors')).toBeNull();
    expect(document.querySelectorAll('main#main')).toHaveLength(1);
    expect(response.body).toContain('<header class="site-header">');
  });

  it.each(PAGES)('%s issues the crumb cookie', async (url) => {
    const { response } = await page(url);
    const crumb = response.cookies.find((cookie) => cookie.name === 'crumb');
    expect(crumb).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(crumb?.httpOnly).toBeFalsy();
  });

  it.each(PAGES)('%s has the site header: title, menu button, navigation as its popover, the cart pill among the actions', async (url) => {
    const { document } = await page(url);
    const header = document.querySelector('header.site-header');
    expect([...(header?.children ?? [])].map((child) => child.className)).toEqual([
      'site-title',
      'site-menu-button',
      'site-nav',
      'site-header__actions',
    ]);
    const button = header?.querySelector('button.site-menu-button');
    expect(button?.getAttribute('popovertarget')).toBe('site-nav');
    expect(button?.textContent).toBe('Menu');
    const nav = document.getElementById('site-nav');
    expect(nav?.getAttribute('aria-label')).toBe('Main');
    expect(nav?.hasAttribute('popover')).toBe(true);
    expect([...(nav?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual([
      '/shop',
      '/blog',
      '/events',
      '/gallery',
      '/cart',
    ]);
    expect(header?.querySelectorAll('.site-header__actions > [data-widget="cart-pill"]')).toHaveLength(1);
  });

  it('carries the site’s stylesheet with the breakpoints written in', async () => {
    const { document } = await page('/');
    const css = document.querySelector('head style')?.textContent ?? '';
    expect(css).toContain('@media (width<=432px) {');
    expect(css).toContain('@media (width>432px) {');
    expect(css).not.toMatch(/\(--(mobile|desktop)\)/);
  });

  it('keeps the value of a crumb the visitor already holds', async () => {
    const crumb = (await page('/')).response.cookies.find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const { response } = await page('/', `crumb=${crumb}`);
    expect(response.cookies.find((cookie) => cookie.name === 'crumb')?.value).toBe(crumb);
  });

  it('replaces a crumb this server did not sign', async () => {
    const crumb = 'c'.repeat(32);
    const { response } = await page('/', `crumb=${crumb}`);
    const issued = response.cookies.find((cookie) => cookie.name === 'crumb')?.value;
    expect(issued).toMatch(/^[\w-]{32}$/);
    expect(issued).not.toBe(crumb);
  });

  it('is served with a content security policy that allows only same-origin scripts', async () => {
    const { response } = await page('/');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it.each(['/', '/forms/contact'])(
    '%s allows no inline style but its own, by a nonce fresh for every answer, and reports what it blocks',
    async (url) => {
      const { response, all } = await page(url);
      const policy = String(response.headers['content-security-policy']);
      const nonce = /style-src 'self' 'nonce-([\w+/=]+)'(;|$)/.exec(policy)?.[1];
      expect(nonce).toMatch(/^[\w+/]{22}==$/);
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toContain('report-uri /api/csp-reports');
      const styles = all('style');
      expect(styles.length).toBeGreaterThan(0);
      for (const style of styles) expect(style.getAttribute('nonce')).toBe(nonce);
      expect(all('[style]')).toEqual([]);
      const again = await page(url);
      expect(String(again.response.headers['content-security-policy'])).not.toContain(nonce);
    },
  );
});

describe('the bench page', () => {
  it('lists 200 product cards by the shop’s template, every one a product of the catalogue', async () => {
    const { all, context } = await page('/bench/listing');
    const cards = all('li.product-card[data-item-id]');
    expect(cards).toHaveLength(200);
    const catalogue = new Set(SEED_CATALOGUE.map((product) => product.slug));
    const slugs = cards.map((card) => card.querySelector('h2 a')?.getAttribute('href')?.replace('/products/', ''));
    expect(slugs.every((slug) => slug !== undefined && catalogue.has(slug))).toBe(true);
    expect(cards.filter((card) => card.querySelector('.sqs-add-to-cart-button') !== null)).toHaveLength(200);
    expect(context).toMatchObject({ pageType: 1, collection: { type: 13 } });
  });

  it('follows the shop’s viewer rules: a guest gets no members-only product, its description, price or variants; a member does', async () => {
    const sampler = seeded('glaze-sampler');
    const guest = await page('/bench/listing');
    expect(guest.all('li.product-card[data-item-id]')).toHaveLength(200);
    expect(guest.all(`[data-item-id="${sampler.id}"]`)).toEqual([]);
    for (const secret of [sampler.name, sampler.description, 'GLAZE-SAMPLER', sampler.slug])
      expect(guest.response.body).not.toContain(secret);

    const member = await Visitor.signedIn(app, 'member@example.com');
    const shown = await page('/bench/listing', member.cookieHeader);
    expect(shown.all(`li.product-card[data-item-id="${sampler.id}"]`).length).toBeGreaterThan(0);
  });
});

describe('the index', () => {
  it('links every page of the demo', async () => {
    const { all, context } = await page('/');
    const links = all('main a').map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining([...PAGES.filter((url) => url !== '/'), '/qa/telemetry']));
    expect(context.pageType).toBe(2);
  });

  it('shows the merchant’s button blocks as the engine writes block type 53: a link in its block', async () => {
    const { all } = await page('/');
    const blocks = all('.sqs-block-button[data-block-type="53"]');
    expect(blocks.map((block) => block.id)).toEqual(['block-home-shop', 'block-home-journal']);
    const links = all('.sqs-block-button a.sqs-block-button-element');
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.className])).toEqual([
      ['Shop the collection', '/shop', 'sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element'],
      ['Read the journal', '/blog', 'sqs-block-button-element--medium sqs-button-element--secondary sqs-block-button-element'],
    ]);
  });

  it('has no widget but the header’s account and cart pill', async () => {
    const { all } = await page('/');
    expect(all('[data-widget]').map((element) => element.getAttribute('data-widget'))).toEqual(['account', 'cart-pill']);
  });
});

describe('the form pages', () => {
  it.each([
    ['/forms/contact', 'form-block', 'contact', 'Send'],
    ['/forms/newsletter', 'newsletter-block', 'newsletter', 'Sign Up'],
    ['/forms/workshop', 'form-block', 'workshop-enquiry', 'Send enquiry'],
    ['/forms/catalogue', 'form-block', 'catalogue-request', 'Request'],
  ])('%s carries the %s markup with the stored definition of "%s"', async (url, widget, formId, submitLabel) => {
    const { document, all } = await page(url);
    expect(all('[data-widget]').map((element) => element.getAttribute('data-widget'))).toEqual(['account', 'cart-pill', widget]);
    const block = document.querySelector(`[data-widget="${widget}"]`)!;
    expect(block.getAttribute('data-submit-label')).toBe(submitLabel);
    const definition = JSON.parse(block.querySelector('script[type="application/json"][data-form-definition]')?.textContent ?? 'null');
    expect(definition).toEqual(findForm(db, formId));
  });

  it('renders the form on the server, inert, with a label for every control and the widgets’ styles in the head', async () => {
    const { document } = await page('/forms/contact');
    const root = document.querySelector('[data-widget="form-block"] > [data-form-root]')!;
    expect(root.hasAttribute('inert')).toBe(true);
    const form = root.querySelector('form.sf-form')!;
    expect(form.getAttribute('aria-label')).toBe('Contact us');
    const controls = [...form.querySelectorAll('input, select, textarea')];
    expect(controls.length).toBeGreaterThan(30);
    for (const control of controls) expect(form.querySelector(`label[for="${control.id}"]`), control.id).not.toBeNull();
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Send');
    expect(document.querySelector('head style[data-sf-styles="form"]')?.textContent).toContain('.sf-form');
    expect(document.querySelector('head style[data-sf-styles="base"]')?.textContent).toContain('.sf-visually-hidden');
  });

  it('names the page for submissions: its own collection id, public', async () => {
    const { context } = await page('/forms/contact');
    expect(context).toMatchObject({ pageType: 2, collection: { id: expect.any(String) }, pagePermissionTypeValue: 1 });
  });

  it('reserve the protected form’s captcha space', async () => {
    const { document } = await page('/forms/workshop');
    expect(document.querySelector('[data-form-root] .sf-form__captcha')).not.toBeNull();
  });

  it('are linked from the index, and the catalogue form’s redirect has a page', async () => {
    const { all } = await page('/');
    expect(all('main a').map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/forms/contact', '/forms/newsletter', '/forms/workshop', '/forms/catalogue']),
    );
    const thanks = await page('/forms/thank-you');
    expect(thanks.response.statusCode).toBe(200);
    expect(thanks.text('h1')).toBe('Thank you');
  });

  it('answer with the not-found page when the form is gone from the database', async () => {
    db.prepare("DELETE FROM forms WHERE id = 'newsletter'").run();
    const { response } = await page('/forms/newsletter');
    expect(response.statusCode).toBe(404);
  });
});

describe('the shop page', () => {
  it('is the products collection page, with a card per product', async () => {
    const { all, context } = await page('/shop');
    expect(context.pageType).toBe(1);
    expect(context['collection']).toEqual({ id: expect.any(String), type: 13 });
    expect(all('.product-card')).toHaveLength(SEED_CATALOGUE.length);
    expect(all('.product-card--locked')).toHaveLength(SEED_CATALOGUE.length - PUBLIC_PRODUCTS.length);
  });

  it('gives every product the product list’s add to cart, with pickers where it has options', async () => {
    const { document } = await page('/shop');
    const tote = seeded('canvas-tote');
    const toteCard = document.querySelector(`.product-card[data-item-id="${tote.id}"]`);
    const button = toteCard?.querySelector('.sqs-add-to-cart-button');
    expect(button?.getAttribute('data-item-id')).toBe(tote.id);
    expect(button?.getAttribute('role')).toBe('button');
    expect(button?.textContent?.trim()).toBe('Add To Cart');
    expect(toteCard?.querySelector('.product-variants')).toBeNull();
    const shirtCard = document.querySelector(`.product-card[data-item-id="${seeded('linen-shirt').id}"]`);
    expect(shirtCard?.querySelectorAll('.product-variants select')).toHaveLength(2);
    expect(document.querySelectorAll('.product-card .sqs-add-to-cart-button')).toHaveLength(PUBLIC_PRODUCTS.length);
  });

  it('shows each product’s image through the image tag: renditions, sizes, its size; the first loaded first, the rest lazily', async () => {
    const { all } = await page('/shop');
    const images = all('.product-card > a.product-card__image img');
    // A members-only product is a locked card for a visitor: its title, no picture.
    const open = SEED_CATALOGUE.filter((product) => product.access === null);
    expect(images).toHaveLength(open.length);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(open.map((product) => product.images[0]?.alt));
    for (const [index, image] of images.entries()) {
      const src = image.getAttribute('src') ?? '';
      expect(src).toBe(`/images/${open[index]?.images[0]?.id}.svg`);
      expect(image.getAttribute('srcset')).toBe(
        [100, 300, 500, 750, 1000, 1500, 2500].map((width) => `${src}?format=${width}w ${width}w`).join(','),
      );
      expect(image.getAttribute('sizes')).toBe('(max-width: 32.5rem) calc(100vw - 4rem), (max-width: 48.5rem) calc(50vw - 4.25rem), 16rem');
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['480', '360']);
      expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual(
        index === 0 ? ['eager', 'high'] : ['lazy', null],
      );
    }
    // The image repeats the title's link for a tap; screen readers and the keyboard meet the link once.
    expect(
      all('a.product-card__image').every((link) => link.getAttribute('aria-hidden') === 'true' && link.getAttribute('tabindex') === '-1'),
    ).toBe(true);
  });

  it('shows "from" the lowest price when variants cost different amounts', async () => {
    const { text } = await page('/shop');
    expect(text('.product-card:has(a[href="/products/linen-shirt"]) .product-price')).toBe('from $48.00');
  });
});

describe('a product page', () => {
  it('has the product in its page context, as a content item of the shop', async () => {
    const shirt = seeded('linen-shirt');
    const { context } = await page('/products/linen-shirt');
    expect(context.pageType).toBe(50);
    expect(context['collection']).toEqual({ id: shirt.collectionId, type: 13 });
    expect(context['product']).toMatchObject({
      id: shirt.id,
      name: 'Linen Shirt',
      productType: 1,
      price: { decimalValue: '48.00', currencyCode: 'USD' },
      structuredContent: {
        productType: 1,
        isSubscribable: false,
        variantOptionOrdering: ['Size', 'Color'],
      },
    });
    const variants = (context['product'] as { variants: unknown[] }).variants;
    expect(variants[3]).toEqual({
      sku: 'SHIRT-S-IND',
      price: { decimalValue: '52.00', currencyCode: 'USD' },
      attributes: { Size: 'S', Color: 'Indigo' },
    });
  });

  it('carries the variant fields the template engine reads', async () => {
    const { context } = await page('/products/merino-scarf');
    const product = context['product'] as { structuredContent: { onSale: boolean; variants: unknown[] } };
    expect(product.structuredContent.onSale).toBe(true);
    expect(product.structuredContent.variants[0]).toEqual({
      id: expect.any(String),
      sku: 'SCARF-CHAR',
      attributes: { Color: 'Charcoal' },
      optionValues: [{ optionName: 'Color', value: 'Charcoal' }],
      onSale: true,
      price: 6500,
      salePrice: 4900,
      priceMoney: { currency: 'USD', value: '65.00' },
      salePriceMoney: { currency: 'USD', value: '49.00' },
      qtyInStock: 10,
      unlimited: false,
      mainImageId: 'merino-scarf-charcoal',
    });
  });

  it('is a product block carrying the item id, with the engine’s pickers, quantity input and add-to-cart button', async () => {
    const shirt = seeded('linen-shirt');
    const { document, all } = await page('/products/linen-shirt');
    const block = document.querySelector('article.product');
    expect(block?.getAttribute('data-item-id')).toBe(shirt.id);
    expect(block?.querySelector('h1')?.textContent).toBe('Linen Shirt');
    const variants = block?.querySelector('.product-variants');
    expect(variants?.getAttribute('data-item-id')).toBe(shirt.id);
    expect(JSON.parse(variants?.getAttribute('data-variants') ?? '[]')).toHaveLength(6);
    expect(all('.product-variants select').map((select) => select.getAttribute('data-variant-option-name'))).toEqual(['Size', 'Color']);
    expect(all('.variant-radiobtn-wrapper label').map((label) => label.textContent)).toEqual(['S', 'M', 'L', 'Natural', 'Indigo']);
    expect(block?.querySelector('.product-quantity-input input')?.getAttribute('max')).toBe('9999');
    const button = block?.querySelector('.sqs-add-to-cart-button');
    expect(button?.getAttribute('data-product-type')).toBe('1');
    expect(button?.getAttribute('data-original-label')).toBe('Add To Cart');
    expect(block?.classList.contains('product--radio-variants')).toBe(true);
  });

  it('shows the first image, loaded first, and keeps the others for their variants', async () => {
    const { all } = await page('/products/linen-shirt');
    // The template wraps each image tag in the element the variant picker shows and hides.
    expect(
      all('.product-gallery [data-image-id]').map((frame) => [
        frame.getAttribute('data-image-id'),
        frame.hasAttribute('hidden'),
        frame.querySelector('img')?.getAttribute('alt'),
      ]),
    ).toEqual([
      ['linen-shirt-natural', false, 'Linen Shirt in Natural'],
      ['linen-shirt-indigo', true, 'Linen Shirt in Indigo'],
    ]);
    expect(
      all('.product-gallery img').map((image) => [
        image.getAttribute('loading'),
        image.getAttribute('width'),
        image.getAttribute('height'),
      ]),
    ).toEqual([
      ['eager', '480', '360'],
      ['lazy', '480', '360'],
    ]);
  });

  it.each([
    ['wild-herbs-field-guide', '2', 'Add To Cart', false],
    ['pottery-workshop', '3', 'Book a Place', true],
    ['gift-card', '4', 'Add To Cart', true],
    ['single-origin-coffee', '1', 'Subscribe', false],
  ])('%s: type %s, labelled "%s", additional-fields form %s', async (slug, type, label, withForm) => {
    const { document } = await page(`/products/${slug}`);
    const button = document.querySelector('.sqs-add-to-cart-button');
    expect(button?.getAttribute('data-product-type')).toBe(type);
    expect(button?.textContent?.trim()).toBe(label);
    expect(button?.classList.contains('use-form')).toBe(withForm);
    if (withForm)
      expect(JSON.parse(button?.getAttribute('data-form') ?? 'null')).toMatchObject({
        name: expect.any(String),
        fields: expect.any(Array),
      });
  });

  it('offers no quantity for a subscribable product, a digital one or a product with 1 left', async () => {
    for (const slug of ['single-origin-coffee', 'wild-herbs-field-guide', 'indigo-noren']) {
      const { document } = await page(`/products/${slug}`);
      expect(document.querySelector('.product-quantity-input')).toBeNull();
    }
    expect((await page('/products/pottery-workshop')).document.querySelector('.product-quantity-input')).not.toBeNull();
  });

  it('gives the Canvas Tote a hand-written express-checkout button', async () => {
    const tote = seeded('canvas-tote');
    const { document } = await page('/products/canvas-tote');
    const express = document.querySelector('[data-widget="add-to-cart"][data-express-checkout]');
    expect(express?.getAttribute('data-item-id')).toBe(tote.id);
    expect(express?.textContent).toBe('Buy Now');
  });

  it('prices yen without decimals, with the sale price first and the original struck', async () => {
    const { text } = await page('/products/indigo-noren');
    expect(text('.product-price')).toBe('Sale Price:¥9,800 Original Price:¥12,000');
    expect(text('.product-mark')).toBe('sale');
  });

  it('prices euros in euros', async () => {
    const { text } = await page('/products/beeswax-candles');
    expect(text('.product-price')).toBe('€18.50');
  });

  it('marks a sold-out product', async () => {
    const { text } = await page('/products/enamel-mug');
    expect(text('.product-mark')).toBe('sold out');
  });

  it('answers an unknown product with the not-found page', async () => {
    const { response, context, text } = await page('/products/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(context.pageType).toBe(100);
    expect(text('main code')).toBe('/products/no-such-thing');
  });
});

describe('the journal', () => {
  it('lists the posts with their excerpt, and a comment link with the count where comments show', async () => {
    const { all, context, text } = await page('/blog');
    expect(context.pageType).toBe(1);
    expect(text('h1')).toBe('Journal');
    expect(all('article.post-summary h2 a').map((link) => link.getAttribute('href'))).toEqual([
      '/blog/dyeing-with-indigo',
      '/blog/your-first-bowl',
      '/blog/caring-for-linen',
      '/blog/studio-hours',
      '/blog/kiln-log-for-members',
      '/blog/club-glaze-recipes',
    ]);
    // Open with two, open with none, closed with one; the post with comments off has no link, nor do the locked ones.
    expect(
      all('article.post-summary').map((post) => post.querySelector('.sqs-comment-link')?.textContent?.replace(/\s+/g, ' ').trim() ?? null),
    ).toEqual(['2 Comments', 'No Comments', '1 Comment', null, null, null]);
    expect(all('article.post-summary')[0]?.className).toContain('author-mika-sato');
    expect(text('article.post-summary .post-excerpt')).toBe(
      'Why our noren go into the vat eleven times, and what the foam on top tells us.',
    );
  });

  it('shows a post with its comments, the count and the thread’s mount point', async () => {
    const { all, context, text, document } = await page('/blog/dyeing-with-indigo');
    expect(context.pageType).toBe(50);
    expect(text('h1')).toBe('Dyeing with indigo');
    expect(text('.post-meta')).toBe('By Mika Sato · September 12, 2025 · Indigo, Techniques');
    expect(text('#comments-title')).toBe('2 Comments');
    expect(all('.comment-list .comment').map((comment) => comment.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Grace · September 13, 2025 Eleven dips! No wonder the colour is so deep.',
      'Ada · September 14, 2025 Do you sell the dye kits as well?',
    ]);
    expect(document.querySelector('.squarespace-comments')?.getAttribute('data-comment-state')).toBe('1');
    expect(document.querySelector('.post-image img')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows the comments of a closed post, saying so, and no comments where they are off', async () => {
    const closed = await page('/blog/caring-for-linen');
    expect(closed.text('#comments-title')).toBe('1 Comment');
    expect(closed.text('.comments-closed')).toBe('Comments are closed.');
    const off = await page('/blog/studio-hours');
    expect(off.document.querySelector('.post-comments')).toBeNull();
    const none = await page('/blog/your-first-bowl');
    expect(none.text('#comments-title')).toBe('No Comments');
    expect(none.document.querySelector('.comment-list')).toBeNull();
  });

  it('answers a post that does not exist with the not-found page', async () => {
    const { response, context } = await page('/blog/no-such-post');
    expect(response.statusCode).toBe(404);
    expect(context.pageType).toBe(100);
  });
});

describe('the events', () => {
  it('lists each event with its time in the site’s time zone, and the place where it has one', async () => {
    const { all } = await page('/events');
    // CLDR's interval format: thin spaces around the dash, a narrow no-break space before PM.
    expect(
      all('.event-summary').map((event) => [
        event.querySelector('h2')?.textContent,
        event.querySelector('.event-time')?.textContent,
        event.querySelector('.event-place')?.textContent ?? null,
      ]),
    ).toEqual([
      ['Indigo dyeing afternoon', 'Saturday, October 17, 2026, 2:00\u2009–\u20095:00\u202fPM', 'The studio, Hudson, NY 12534'],
      ['Online glaze clinic', 'Wednesday, November 4, 2026, 12:00\u2009–\u20091:30\u202fPM', null],
      ['Winter market weekend', 'Dec 5\u2009–\u20096, 2026', 'Basilica Hudson, Hudson, NY 12534'],
    ]);
  });

  it('links an event to the calendar with its times in UTC and its address', async () => {
    const { document } = await page('/events/indigo-afternoon');
    expect(document.querySelector('.event-address')?.textContent).toBe('The studio14 Mill LaneHudson, NY 12534United States');
    const link = new URL(document.querySelector('a.event-calendar-link')?.getAttribute('href') ?? '');
    expect(link.searchParams.get('text')).toBe('Indigo dyeing afternoon');
    expect(link.searchParams.get('dates')).toBe('20261017T180000Z/20261017T210000Z');
    expect(link.searchParams.get('location')).toBe('14 Mill Lane, Hudson, NY 12534, United States');
  });

  it('links an event without a place to the calendar without a location', async () => {
    const { document } = await page('/events/glaze-clinic');
    expect(document.querySelector('.event-address')).toBeNull();
    const link = new URL(document.querySelector('a.event-calendar-link')?.getAttribute('href') ?? '');
    expect(link.searchParams.get('dates')).toBe('20261104T170000Z/20261104T183000Z');
    expect(link.searchParams.has('location')).toBe(false);
  });
});

describe('the gallery', () => {
  it('shows every image at its size, described and captioned, each linking to its own page', async () => {
    const { all, document } = await page('/gallery');
    expect(document.querySelector('ul.gallery')?.className).toBe('gallery gallery--grid gallery--captions');
    expect(
      all('.gallery img').map((image) => [
        image.getAttribute('src'),
        image.getAttribute('alt'),
        image.getAttribute('width'),
        image.getAttribute('height'),
      ]),
    ).toContainEqual(['/images/gallery-kiln.svg', 'Bowls cooling on the kiln shelf', '480', '360']);
    expect(all('.gallery a').map((link) => link.getAttribute('href'))).toEqual([
      '/gallery/wheel',
      '/gallery/kiln',
      '/gallery/vats',
      '/gallery/drying',
      '/gallery/shelves',
    ]);
  });

  it('draws its images', async () => {
    const image = await app.inject({ method: 'GET', url: '/images/gallery-kiln.svg' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('shows one image on its own page', async () => {
    const { text, document } = await page('/gallery/kiln');
    expect(text('h1')).toBe('Opening the kiln');
    expect(document.querySelector('.gallery-image img')?.getAttribute('loading')).toBe('eager');
  });
});

/** A visitor with a cart holding `adds` (in order), and the cookie that names both. */
async function visitorWithCart(adds: { itemId: string; sku: string; quantity: number; additionalFields?: string }[]) {
  const visitor = await page('/');
  const crumb = visitor.response.cookies.find((cookie) => cookie.name === 'crumb')?.value ?? '';
  let cart = '';
  const entries: { id: string }[] = [];
  for (const add of adds) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/commerce/shopping-cart/entries',
      headers: { cookie: `crumb=${crumb}; CART=${cart}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
      payload: JSON.stringify(add),
    });
    cart = response.cookies.find((cookie) => cookie.name === 'CART')?.value ?? cart;
    entries.push(response.json().newlyAdded);
  }
  return { cookie: `crumb=${crumb}; CART=${cart}`, entries };
}

const GIFT_ANSWERS = JSON.stringify({ recipientName: 'Ada', recipientEmail: 'ada@example.com', message: '' });

describe('the cart page', () => {
  it('is the empty cart root to a visitor without one: the empty class, "0 items", and a way back to the shop', async () => {
    const { document, context, text, all } = await page('/cart');
    expect(context.pageType).toBe(200);
    const root = document.querySelector('main [data-widget="cart"]');
    expect(root?.className).toBe('sf-cart empty');
    expect(text('.sf-cart__count')).toBe('0 items');
    expect(all('.sf-cart__empty p').map((paragraph) => paragraph.textContent)).toEqual(['Your cart is empty', 'Continue shopping']);
    expect(document.querySelector('.sf-cart__empty a')?.getAttribute('href')).toBe('/shop');
    expect(all('.sf-cart__entries, .sf-cart__subtotal')).toHaveLength(0);
    // The checkout link follows the root, which hides it while the root is empty.
    expect(document.querySelector('.sf-cart + [data-widget="installments"] + .sf-cart__actions a')?.getAttribute('href')).toBe('/checkout');
  });

  it('lists each entry: its product, variant, quantity (stepper and field), line total and removal, then the subtotal', async () => {
    const { cookie, entries } = await visitorWithCart([
      { itemId: seeded('linen-shirt').id, sku: 'SHIRT-M-IND', quantity: 2 },
      { itemId: seeded('canvas-tote').id, sku: 'TOTE', quantity: 1 },
    ]);
    const { document, text, all } = await page('/cart', cookie);
    expect(document.querySelector('.sf-cart')?.className).toBe('sf-cart');
    expect(text('.sf-cart__count')).toBe('3 items');
    const rows = all('.sf-cart__entry').map((row) => ({
      id: row.getAttribute('data-entry-id'),
      title: row.querySelector('h2 a')?.textContent,
      href: row.querySelector('h2 a')?.getAttribute('href'),
      variant: row.querySelector('.sf-cart__variant')?.textContent,
      quantity: row.querySelector('input.sf-cart__input')?.getAttribute('value'),
      label: row.querySelector('label .sf-visually-hidden')?.textContent,
      steps: [...row.querySelectorAll('.sf-cart__step')].map((button) => [
        button.getAttribute('aria-label'),
        button.getAttribute('value'),
        button.hasAttribute('disabled'),
      ]),
      total: row.querySelector('.sf-cart__line-total')?.textContent,
      forms: [...row.querySelectorAll('form')].map((form) => `${form.getAttribute('method')} ${form.getAttribute('action')}`),
      remove: row.querySelector('.sf-cart__remove')?.getAttribute('aria-label'),
    }));
    const [shirt, tote] = entries.map((entry) => entry.id);
    expect(rows).toEqual([
      {
        id: shirt,
        title: 'Linen Shirt',
        href: '/products/linen-shirt',
        variant: 'M / Indigo',
        quantity: '2',
        label: 'Quantity of Linen Shirt',
        steps: [
          ['Decrease the quantity of Linen Shirt', '1', false],
          ['Increase the quantity of Linen Shirt', '3', false],
        ],
        total: 'Total $104.00',
        forms: [
          `post /cart/entries/${shirt}/quantity`,
          `post /cart/entries/${shirt}/quantity`,
          `post /cart/entries/${shirt}/quantity`,
          `post /cart/entries/${shirt}/remove`,
        ],
        remove: 'Remove Linen Shirt',
      },
      {
        id: tote,
        title: 'Canvas Tote',
        href: '/products/canvas-tote',
        variant: undefined,
        quantity: '1',
        label: 'Quantity of Canvas Tote',
        steps: [
          ['Decrease the quantity of Canvas Tote', '1', true],
          ['Increase the quantity of Canvas Tote', '2', false],
        ],
        total: 'Total $24.00',
        forms: [
          `post /cart/entries/${tote}/quantity`,
          `post /cart/entries/${tote}/quantity`,
          `post /cart/entries/${tote}/quantity`,
          `post /cart/entries/${tote}/remove`,
        ],
        remove: 'Remove Canvas Tote',
      },
    ]);
    expect(text('.sf-cart__subtotal')).toBe('Subtotal$128.00');
  });

  it('ties each stepper button to a form of its own, so Enter in the field sends what was typed', async () => {
    const { cookie, entries } = await visitorWithCart([{ itemId: seeded('canvas-tote').id, sku: 'TOTE', quantity: 2 }]);
    const { document } = await page('/cart', cookie);
    const quantityForm = document.querySelector('form.sf-cart__quantity');
    const input = quantityForm?.querySelector('input');
    expect(input?.getAttribute('id')).toBe(`sf-cart-quantity-${entries[0]?.id}`);
    expect(quantityForm?.querySelector('label')?.getAttribute('for')).toBe(input?.getAttribute('id'));
    for (const button of document.querySelectorAll('.sf-cart__step')) {
      const owner = document.getElementById(button.getAttribute('form') ?? '');
      expect(owner?.tagName).toBe('FORM');
      expect(owner?.hasAttribute('hidden')).toBe(true);
      expect(owner?.getAttribute('action')).toBe(quantityForm?.getAttribute('action'));
    }
    // The first submit button the quantity form owns is Update: the one Enter presses.
    const submits = [...(quantityForm?.querySelectorAll('button[type="submit"]:not([form])') ?? [])];
    expect(submits.map((button) => button.textContent)).toEqual(['Update']);
  });

  it('carries the cart, the products and the listed answers for the widget as JSON in its root', async () => {
    const { cookie, entries } = await visitorWithCart([
      { itemId: seeded('gift-card').id, sku: 'GIFT-50', quantity: 1, additionalFields: GIFT_ANSWERS },
    ]);
    const { document } = await page('/cart', cookie);
    const data = JSON.parse(document.querySelector('.sf-cart > script[type="application/json"][data-cart-page]')?.textContent ?? 'null');
    expect(data).toMatchObject({
      cart: { totalQuantity: 1, entries: [{ id: entries[0]?.id }] },
      currency: 'USD',
      shopUrl: '/shop',
      products: { [seeded('gift-card').id]: { url: '/products/gift-card', options: ['Amount'], form: { name: 'Gift Card Details' } } },
      fields: {
        [entries[0]?.id ?? '']: [
          { title: 'Recipient name', value: 'Ada' },
          { title: 'Recipient email', value: 'ada@example.com' },
          { title: 'Message', value: 'N/A' },
        ],
      },
    });
  });

  it('puts the cart in the site JSON the template renders: the count takes its one form for one item', async () => {
    const { cookie } = await visitorWithCart([{ itemId: seeded('canvas-tote').id, sku: 'TOTE', quantity: 1 }]);
    const { text } = await page('/cart', cookie);
    expect(text('.sf-cart__count')).toBe('1 item');
  });

  it('shows money in the cart’s own currency', async () => {
    const { cookie } = await visitorWithCart([{ itemId: seeded('matcha-bowl').id, sku: 'BOWL-KURO', quantity: 2 }]);
    const { text } = await page('/cart', cookie);
    expect(text('.sf-cart__line-total')).toBe('Total ¥9,600');
    expect(text('.sf-cart__subtotal')).toBe('Subtotal¥9,600');
  });
});

describe('additional fields on the cart and checkout pages', () => {
  it('lists the answers under the entry with an Edit button, inside the cart root (no widget of their own)', async () => {
    const { cookie } = await visitorWithCart([
      { itemId: seeded('gift-card').id, sku: 'GIFT-50', quantity: 1, additionalFields: GIFT_ANSWERS },
    ]);
    const { document, all } = await page('/cart', cookie);
    const fields = document.querySelector('.sf-cart__entry .sf-cart__fields');
    expect([...(fields?.querySelectorAll('dl > div') ?? [])].map((row) => row.textContent)).toEqual([
      'Recipient nameAda',
      'Recipient emailada@example.com',
      'MessageN/A',
    ]);
    expect(fields?.querySelector('button')?.textContent).toBe('Edit');
    expect(all('main [data-widget]').map((element) => element.getAttribute('data-widget'))).toEqual(['cart', 'installments']);
  });

  it('shows the order on the checkout page, answers and all, with nothing to edit', async () => {
    const { cookie } = await visitorWithCart([
      { itemId: seeded('gift-card').id, sku: 'GIFT-50', quantity: 1, additionalFields: GIFT_ANSWERS },
    ]);
    const { document, context, all } = await page('/checkout', cookie);
    expect(context.pageType).toBe(201);
    expect(document.querySelector('h1')?.textContent).toBe('Checkout');
    expect(all('tbody tr')).toHaveLength(1);
    expect(document.querySelector('tbody dl')?.textContent).toContain('ada@example.com');
    expect(all('main [data-widget], main form')).toHaveLength(0);
  });

  it('lists title, variant, quantity and line total on the checkout page, then the subtotal', async () => {
    const { cookie } = await visitorWithCart([
      { itemId: seeded('linen-shirt').id, sku: 'SHIRT-M-IND', quantity: 2 },
      { itemId: seeded('canvas-tote').id, sku: 'TOTE', quantity: 1 },
    ]);
    const { all } = await page('/checkout', cookie);
    const rows = all('tbody tr').map((row) => [
      row.querySelector('th a')?.textContent,
      row.querySelector('th .cart-variant')?.textContent,
      ...[...row.querySelectorAll('td')].map((cell) => cell.textContent),
    ]);
    expect(rows).toEqual([
      ['Linen Shirt', 'M / Indigo', '2', '$104.00'],
      ['Canvas Tote', undefined, '1', '$24.00'],
    ]);
    expect(all('tfoot tr > *').map((cell) => cell.textContent)).toEqual(['Subtotal', '$128.00']);
    expect(all('thead th').map((cell) => cell.textContent)).toEqual(['Item', 'Quantity', 'Total']);
  });

  it('says the cart is empty on the checkout page of a visitor without one', async () => {
    const { text } = await page('/checkout');
    expect(text('main h1 + p + p')).toBe('Your cart is empty');
  });
});

describe('other addresses', () => {
  it('answer unknown pages with the not-found page', async () => {
    const { response, context } = await page('/nowhere');
    expect(response.statusCode).toBe(404);
    expect(context.pageType).toBe(100);
  });

  it('answer a server fault with the error page', async () => {
    db.close();
    const { response, context } = await page('/shop');
    expect(response.statusCode).toBe(500);
    expect(context.pageType).toBe(101);
  });

  it('serve the built bundle from /assets/storefront/', async () => {
    writeFileSync(join(assetsDir, 'storefront.js'), 'window.loaded = true;');
    mkdirSync(join(assetsDir, 'chunks'), { recursive: true });
    writeFileSync(join(assetsDir, 'chunks', 'pill-abc123.js'), 'export {};');
    const loader = await app.inject({ method: 'GET', url: '/assets/storefront/storefront.js' });
    expect(loader.statusCode).toBe(200);
    expect(loader.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(loader.body).toBe('window.loaded = true;');
    const chunk = await app.inject({ method: 'GET', url: '/assets/storefront/chunks/pill-abc123.js' });
    expect(chunk.statusCode).toBe(200);
    // A chunk's name changes with its content, so a browser keeps it; the loader's never does.
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(loader.headers['cache-control']).toBe('no-cache');
    const missing = await app.inject({ method: 'GET', url: '/assets/storefront/nothing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found: /assets/storefront/nothing.js\n');
  });

  it('explain a missing bundle with a plain 404 that says how to build it', async () => {
    rmSync(join(assetsDir, 'storefront.js'), { force: true });
    const missing = await app.inject({ method: 'GET', url: '/assets/storefront/storefront.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(missing.body).toContain('npm run build');
  });
});
