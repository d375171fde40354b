// @vitest-environment happy-dom
// The cart page the platform writes (demo/site/pages/cart.page through our engine) and the cart
// widget that takes it over must be the same markup, element for element, or mounting moves the page.
import { join } from 'node:path';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  listProducts,
  addEntry,
  findRemovedEntry,
  readCart,
  removeEntry,
  cartPage,
  type CartPageState,
  SEED_CATALOGUE,
} from '../../demo/server/store';
import { openDatabase, type DemoDatabase } from '../../demo/server/database';
import { seedIfEmpty } from '../../demo/server/app';
import { renderSitePage } from '../../demo/server/site';
import { SiteTemplates } from '../../src/site-templates';
import { mount, readCartPageData } from '../../widgets/cart';
import { waitForRender } from '../fixtures/react';
import { createTestRuntime } from '../fixtures/runtime';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const site = new SiteTemplates(join(process.cwd(), 'demo', 'site'));
const seeded = (slug: string) => SEED_CATALOGUE.find((product) => product.slug === slug)!;
const NOW = 1_800_000_000_000;

let db: DemoDatabase;
let unmount: (() => void) | undefined;
beforeEach(() => {
  db = openDatabase(':memory:');
  seedIfEmpty(db);
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
  db.close();
});

/** The cart page the platform writes for the cart `token` names. */
function pageHtml(token: string | undefined, state: CartPageState = {}): string {
  const products = new Map(listProducts(db).map((product) => [product.id, product]));
  const rendered = renderSitePage(site, cartPage(readCart(db, token), products, state), { overlay: false, styleNonce: 'test-nonce' });
  expect(rendered.errors).toEqual([]);
  return rendered.html;
}

/** A cart holding two Linen Shirts, a Canvas Tote and a gift card with its answers; its token and entry ids. */
function cartWithEntries(): { token: string; ids: string[] } {
  let token: string | undefined;
  const ids: string[] = [];
  for (const input of [
    { itemId: seeded('linen-shirt').id, sku: 'SHIRT-M-IND', quantity: 2, additionalFields: null },
    { itemId: seeded('canvas-tote').id, sku: 'TOTE', quantity: 1, additionalFields: null },
    {
      itemId: seeded('gift-card').id,
      sku: 'GIFT-50',
      quantity: 1,
      additionalFields: { recipientName: 'Ada', recipientEmail: 'ada@example.com', message: '' },
    },
  ]) {
    const added = addEntry(db, token, input, 'crumb:test');
    token = added.token;
    ids.push(added.newlyAdded.id);
  }
  return { token: token!, ids };
}

/** An element's shape for comparison: tag, attributes, children; whitespace between elements and the page's JSON left out. */
type Shape = string | { tag: string; attributes: Record<string, string>; children: Shape[] };

function shapeOf(node: Node): Shape | undefined {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() === '' ? undefined : (node.textContent ?? '');
  if (!(node instanceof Element) || node.matches('script[data-cart-page]')) return undefined;
  const attributes = Object.fromEntries([...node.attributes].map((attribute) => [attribute.name, attribute.value]).sort());
  return { tag: node.localName, attributes, children: [...node.childNodes].map(shapeOf).filter((child) => child !== undefined) };
}

/** Puts the page's cart root in this document, mounts the widget on it, and compares the two once it has rendered. */
async function expectSameMarkup(pageHtml: string): Promise<void> {
  const page = new DOMParser().parseFromString(pageHtml, 'text/html');
  const written = page.querySelector<HTMLElement>('.sf-cart');
  expect(written).not.toBeNull();
  document.body.innerHTML = `<main>${written!.outerHTML}</main>`;
  const root = document.querySelector<HTMLElement>('.sf-cart')!;
  const data = readCartPageData(root);
  const runtime = createTestRuntime();
  runtime.setCart(data.cart);
  await act(async () => {
    unmount = mount(root, runtime);
  });
  const expected = shapeOf(written!);
  await waitForRender(() => expect(root.querySelector('.sf-cart__count')).not.toBeNull());
  expect(shapeOf(root)).toEqual(expected);
  // Once the additional-fields editor's own code has arrived, the markup is still the page's.
  await waitForRender(() => expect(shapeOf(root)).toEqual(expected));
}

describe('the cart root the platform writes and the widget that takes it over', () => {
  it('are the same for a cart with variants, a single product and answers to a form', async () => {
    await expectSameMarkup(pageHtml(cartWithEntries().token));
  });

  it('are the same for the empty cart', async () => {
    await expectSameMarkup(pageHtml(undefined));
  });

  it('are the same with an entry just removed, its undo in its place', async () => {
    const { token, ids } = cartWithEntries();
    removeEntry(db, token, ids[1]!, NOW);
    await expectSameMarkup(pageHtml(token, { removed: findRemovedEntry(db, token, ids[1]!, NOW) }));
  });

  it('are the same with alerts from refused forms, on an entry and above the list', async () => {
    const { token, ids } = cartWithEntries();
    await expectSameMarkup(
      pageHtml(token, {
        notices: {
          [ids[0]!]: { title: 'Unable to update quantity', message: 'Quantity must be between 1 and 9999' },
          gone: { title: 'Unable to remove item', message: 'This item is no longer in your cart.' },
        },
      }),
    );
  });
});
