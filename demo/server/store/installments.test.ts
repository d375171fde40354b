import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { SEED_CATALOGUE } from './catalogue-seed';

const happyDom = new Window();
let app: FastifyInstance;

const idOf = (slug: string): string => SEED_CATALOGUE.find((product) => product.slug === slug)?.id ?? '';

async function page(url: string, cookie = '') {
  const response = await app.inject({ method: 'GET', url, headers: { cookie } });
  const document = new happyDom.DOMParser().parseFromString(response.body, 'text/html');
  const widget = document.querySelector('[data-widget="installments"]');
  return {
    response,
    widget,
    pill: widget?.querySelector('.sf-installments')?.textContent ?? null,
    loaderLocale: document.querySelector('script[src$="storefront.js"]')?.getAttribute('data-locale') ?? null,
  };
}

useSeededDemoApp((demo) => ({ app } = demo));

afterAll(async () => {
  await happyDom.happyDOM.close();
});

describe('the installments pill on product pages', () => {
  it('is written with the item’s installment context and the stand-in’s information page', async () => {
    const { widget, pill } = await page('/products/canvas-tote');
    expect(widget?.getAttribute('data-item-id')).toBe(idOf('canvas-tote'));
    expect(JSON.parse(widget?.getAttribute('data-installments') ?? '')).toEqual({
      afterPayAvailable: true,
      afterPayMin: { value: '24.00', currency: 'USD' },
      afterPayMax: { value: '240.00', currency: 'USD' },
      shopperLanguage: 'en',
      stripeAccountCountry: 'US',
    });
    expect(widget?.getAttribute('data-info-url')).toBe('/installments-stand-in/{provider}/{locale}.html');
    // One tote costs exactly the minimum: out of range.
    expect(pill).toBe('Afterpay available for orders over $24.00 Learn more');
  });

  it('offers the lowest price of a product with variants', async () => {
    expect((await page('/products/linen-shirt')).pill).toBe('or 4 interest-free payments of $12.00 with Afterpay Learn more');
    expect((await page('/products/merino-scarf')).pill).toBe('or 4 interest-free payments of $12.25 with Afterpay Learn more');
  });

  it.each(['wild-herbs-field-guide', 'pottery-workshop', 'gift-card', 'matcha-bowl', 'leather-notebook'])(
    'is not written for %s, which can have no offer (not physical, or not in the store currency)',
    async (slug) => {
      expect((await page(`/products/${slug}`)).widget).toBeNull();
    },
  );
});

describe('the locale a page is viewed in', () => {
  it('is the site’s by default, and the loader is told nothing', async () => {
    expect((await page('/products/canvas-tote')).loaderLocale).toBeNull();
  });

  it.each([
    ['en-GB', 'Clearpay available for orders over US$24.00 Learn more'],
    ['en_CA', 'Afterpay available for orders over US$24.00 Learn more'],
    ['fr-CA', 'Afterpay available for orders over 24,00\u00a0$\u00a0US Learn more'],
    ['en-AU', 'Afterpay available for orders over USD\u00a024.00 Learn more'],
    ['en-NZ', 'Afterpay available for orders over US$24.00 Learn more'],
  ])('?locale=%s is written into the loader tag and the pill', async (locale, pill) => {
    const viewed = await page(`/products/canvas-tote?locale=${locale}`);
    expect(viewed.loaderLocale).toBe(locale.replace('_', '-'));
    expect(viewed.pill).toBe(pill);
  });

  it('has no pill in a locale without a provider', async () => {
    const viewed = await page('/products/canvas-tote?locale=de-DE');
    expect(viewed.loaderLocale).toBe('de-DE');
    expect(viewed.widget).toBeNull();
  });

  it('ignores a locale that is not a language tag', async () => {
    const viewed = await page('/products/canvas-tote?locale=%3Cscript%3E');
    expect(viewed.loaderLocale).toBeNull();
    expect(viewed.pill).toBe('Afterpay available for orders over $24.00 Learn more');
  });
});

describe('the installments pill on the cart page', () => {
  async function cartWith(sku: string, slug: string, quantity: number) {
    const visitor = await app.inject({ method: 'GET', url: '/' });
    const crumb = visitor.cookies.find((cookie) => cookie.name === 'crumb')?.value ?? '';
    const added = await app.inject({
      method: 'POST',
      url: '/api/commerce/shopping-cart/entries',
      headers: { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' },
      payload: JSON.stringify({ itemId: idOf(slug), sku, quantity }),
    });
    return `crumb=${crumb}; CART=${added.cookies.find((cookie) => cookie.name === 'CART')?.value ?? ''}`;
  }

  it('follows the cart’s total and has no item id', async () => {
    const { widget, pill } = await page('/cart', await cartWith('TOTE', 'canvas-tote', 10));
    expect(widget?.hasAttribute('data-item-id')).toBe(false);
    expect(pill).toBe('or 4 interest-free payments of $60.00 with Afterpay Learn more');
  });

  it('is written empty for an empty cart or one holding something that is not physical, to follow the cart as it changes', async () => {
    for (const viewed of [await page('/cart'), await page('/cart', await cartWith('EBOOK-HERBS', 'wild-herbs-field-guide', 1))]) {
      expect(viewed.widget?.innerHTML).toBe('');
      expect(JSON.parse(viewed.widget?.getAttribute('data-installments') ?? '')).toMatchObject({ afterPayAvailable: true });
    }
  });

  it('says a cart in another currency can have no offer', async () => {
    const { widget, pill } = await page('/cart', await cartWith('BOWL-KURO', 'matcha-bowl', 1));
    expect(pill).toBeNull();
    expect(JSON.parse(widget?.getAttribute('data-installments') ?? '')).toMatchObject({ afterPayAvailable: false });
  });
});

describe('the installment provider’s stand-in page', () => {
  it('serves each provider’s information page to any origin', async () => {
    const response = await app.inject({ method: 'GET', url: '/installments-stand-in/clearpay/en_GB.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.body).toContain('Pay later with Clearpay');
  });

  it('answers 404 for an unknown provider or page', async () => {
    expect((await app.inject({ method: 'GET', url: '/installments-stand-in/paylater/en_US.html' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/installments-stand-in/afterpay/english.html' })).statusCode).toBe(404);
  });

  it('fails for a page opened with the installments-info demo fault', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/installments-stand-in/afterpay/en_US.html',
      headers: { referer: 'http://localhost:80/products/canvas-tote?demo-fault=installments-info', host: 'localhost:80' },
    });
    expect(response.statusCode).toBe(503);
  });
});
