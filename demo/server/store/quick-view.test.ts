import type { FastifyInstance } from 'fastify';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { SEED_CATALOGUE } from './catalogue-seed';

const happyDom = new Window();
let app: FastifyInstance;

useSeededDemoApp((demo) => ({ app } = demo));

afterAll(async () => {
  await happyDom.happyDOM.close();
});

function seeded(slug: string) {
  const product = SEED_CATALOGUE.find((candidate) => candidate.slug === slug);
  if (product === undefined) throw new Error(`No seeded product "${slug}"`);
  return product;
}

const parse = (html: string) => new happyDom.DOMParser().parseFromString(html, 'text/html');
const quickView = (itemId: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/commerce/products/${encodeURIComponent(itemId)}/quick-view`, headers });

/** The product block of a page or fragment, as markup that ignores blank lines. */
function blockOf(html: string): string {
  const article = parse(html).querySelector('article.product');
  article?.querySelector('h1')?.remove();
  return (article?.outerHTML ?? '').replace(/\n\s*\n/g, '\n');
}

describe('GET /api/commerce/products/{itemId}/quick-view', () => {
  it('answers the product’s title and its product block, the product page’s own, without the page’s heading', async () => {
    const shirt = seeded('linen-shirt');
    const response = await quickView(shirt.id);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ itemId: string; title: string; html: string }>();
    expect(answer).toMatchObject({ itemId: shirt.id, title: 'Linen Shirt' });

    const block = parse(answer.html);
    expect(block.querySelectorAll('h1')).toHaveLength(0);
    expect(block.querySelector('article.product')?.getAttribute('data-item-id')).toBe(shirt.id);
    for (const selector of [
      '.product-gallery img',
      '.product-price',
      '.product-variants[data-variants]',
      '.product-quantity-input',
      '.sqs-add-to-cart-button',
      '[data-widget="installments"]',
    ]) {
      expect(block.querySelector(selector), selector).not.toBeNull();
    }

    const page = await app.inject({ method: 'GET', url: '/products/linen-shirt' });
    expect(blockOf(answer.html)).toBe(blockOf(page.body));
  });

  it('is the same block for every product type: a digital product, a service, a gift card with its form', async () => {
    for (const slug of ['wild-herbs-field-guide', 'pottery-workshop', 'gift-card', 'canvas-tote']) {
      const answer = (await quickView(seeded(slug).id)).json<{ html: string }>();
      const page = await app.inject({ method: 'GET', url: `/products/${slug}` });
      expect(blockOf(answer.html), slug).toBe(blockOf(page.body));
    }
  });

  it('answers 404 with the platform’s error for an unknown item', async () => {
    const response = await quickView('5eed0000000000000000ffff');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Unknown item "5eed0000000000000000ffff"' });
  });

  it('answers 503 for a page opened with ?demo-fault=quick-view, and only for that page', async () => {
    const shirt = seeded('linen-shirt');
    const faulty = await quickView(shirt.id, { referer: 'http://localhost:80/shop?demo-fault=quick-view' });
    expect(faulty.statusCode).toBe(503);
    expect(faulty.json()).toEqual({ error: 'The demo fault switch keeps the quick view from loading' });
    expect((await quickView(shirt.id, { referer: 'http://localhost:80/shop' })).statusCode).toBe(200);
  });
});

describe('the shop’s product cards', () => {
  it('each carry the engine’s quick-view button for their product', async () => {
    const shop = parse((await app.inject({ method: 'GET', url: '/shop' })).body);
    const cards = [...shop.querySelectorAll('.product-card:not(.product-card--locked)')];
    expect(cards.length).toBe(SEED_CATALOGUE.filter((product) => product.access === null).length);
    for (const card of cards) {
      const button = card.querySelector('.sqs-product-quick-view-button');
      expect(button?.getAttribute('data-id')).toBe(card.getAttribute('data-item-id'));
      expect(button?.getAttribute('role')).toBe('button');
      expect(button?.textContent).toBe('Quick View');
    }
  });
});
