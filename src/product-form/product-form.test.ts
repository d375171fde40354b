import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { cartFixture, entryFixture } from '../../test/fixtures/cart';
import { createCartStore } from '../cart';
import type { ProductContent, ProductVariant } from '../commerce';
import { createPlatformClient } from '../platform';
import {
  STOCK_PATH,
  SUBSCRIPTION_PATH,
  addChoiceToCart,
  checkChoice,
  createProductForm,
  getProductForm,
  getChosenVariant,
  isChoiceSoldOut,
  isChoiceSubscription,
  subscribeToChoice,
  subscriptionCheckoutPath,
  type ProductForm,
} from './index';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const shirtVariants: ProductVariant[] = [
  { sku: 'S-NAT', attributes: { Size: 'S', Color: 'Natural' }, qtyInStock: 5 },
  { sku: 'L-NAT', attributes: { Size: 'L', Color: 'Natural' }, qtyInStock: 0 },
  { sku: 'S-IND', attributes: { Size: 'S', Color: 'Indigo' }, qtyInStock: 2 },
];
const shirt: ProductContent = { productType: 1, variantOptionOrdering: ['Size', 'Color'], variants: shirtVariants };

function formOf(content: ProductContent, itemId = 'item-1'): ProductForm {
  const form = createProductForm(itemId);
  form.getState().describe(content);
  return form;
}

function choose(form: ProductForm, choice: Record<string, string>): ProductForm {
  for (const [name, value] of Object.entries(choice)) form.getState().choose(name, value);
  return form;
}

interface Platform {
  readonly requests: { method: string; path: string; search: string; body: unknown }[];
  readonly client: ReturnType<typeof createPlatformClient>;
  readonly cart: ReturnType<typeof createCartStore>;
}

/** A platform answering stock with `stock` and adds with a cart holding what was added. */
function platform(stock: unknown, addStatus = 200, addBody?: unknown): Platform {
  const requests: Platform['requests'] = [];
  const fetch = vi.fn(async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' ? undefined : await request.json();
    requests.push({ method: request.method, path: url.pathname, search: url.search, body });
    if (request.method === 'GET') return json(200, stock);
    if (addStatus !== 200) return json(addStatus, addBody);
    const entry = entryFixture({
      chosenVariant: { sku: (body as { sku: string }).sku, attributes: {} },
      quantity: (body as { quantity: number }).quantity,
    });
    return json(200, { shoppingCart: cartFixture({ totalQuantity: entry.quantity, entries: [entry] }), newlyAdded: entry });
  });
  const client = createPlatformClient({ fetch, getRetries: 0, baseUrl: 'https://shop.example/' });
  return { requests, client, cart: createCartStore({ client, readCookies: () => '' }) };
}

describe('a product form', () => {
  it('starts with nothing chosen, quantity 1 and no answers', () => {
    const state = createProductForm('item-1').getState();
    expect(state).toMatchObject({
      itemId: 'item-1',
      item: { id: 'item-1', structuredContent: {} },
      selection: {},
      quantity: '1',
      answers: null,
    });
  });

  it('merges what each source describes, leaving fields a source does not name', () => {
    const form = formOf({ productType: 1 });
    form.getState().describe({ variants: shirtVariants, productType: undefined });
    expect(form.getState().item.structuredContent).toEqual({ productType: 1, variants: shirtVariants });
  });

  it('resolves the variant once every option is chosen', () => {
    const form = formOf(shirt);
    expect(getChosenVariant(choose(form, { Size: 'S' }).getState())).toBeUndefined();
    expect(getChosenVariant(choose(form, { Color: 'Indigo' }).getState())?.sku).toBe('S-IND');
    expect(getChosenVariant(choose(form, { Color: '' }).getState())).toBeUndefined();
  });

  it('refuses an empty item id', () => {
    expect(() => createProductForm('')).toThrow(new TypeError('itemId must be a non-empty string'));
  });
});

describe('getProductForm', () => {
  it('gives every widget of one product on a page the same form, other products and pages their own', () => {
    const page = { pageContext: null };
    expect(getProductForm(page, 'a')).toBe(getProductForm(page, 'a'));
    expect(getProductForm(page, 'a')).not.toBe(getProductForm(page, 'b'));
    expect(getProductForm({ pageContext: null }, 'a')).not.toBe(getProductForm(page, 'a'));
  });

  it('starts the page’s own product from the page context', () => {
    const page = { pageContext: { pageType: 50, product: { id: 'shirt', structuredContent: shirt } } };
    expect(getProductForm(page, 'shirt').getState().item.structuredContent).toEqual(shirt);
    expect(getProductForm(page, 'other').getState().item.structuredContent).toEqual({});
  });
});

describe('isChoiceSoldOut', () => {
  it('is the chosen variant’s stock once chosen', () => {
    const form = formOf(shirt);
    expect(isChoiceSoldOut(choose(form, { Size: 'L', Color: 'Natural' }).getState())).toBe(true);
    expect(isChoiceSoldOut(choose(form, { Size: 'S' }).getState())).toBe(false);
  });

  it('is the whole product’s stock before a choice', () => {
    expect(isChoiceSoldOut(formOf({ productType: 1, variants: [{ sku: 'MUG', qtyInStock: 0 }] }).getState())).toBe(true);
    expect(isChoiceSoldOut(formOf(shirt).getState())).toBe(false);
  });

  it('is never claimed while the product type or variants are unknown, nor for digital products and gift cards', () => {
    expect(isChoiceSoldOut(formOf({ variants: [{ sku: 'X', qtyInStock: 0 }] }).getState())).toBe(false);
    expect(isChoiceSoldOut(formOf({ productType: 1 }).getState())).toBe(false);
    expect(isChoiceSoldOut(formOf({ productType: 2, variants: [{ sku: 'E', qtyInStock: 0 }] }).getState())).toBe(false);
    expect(isChoiceSoldOut(formOf({ productType: 4, variants: [{ sku: 'G', qtyInStock: 0 }] }).getState())).toBe(false);
  });
});

describe('checkChoice, before any request', () => {
  it.each([
    [{}, 'Please select the Size and Color options.'],
    [{ Size: 'S' }, 'Please select the Color option.'],
  ])('names the options still to choose (%j)', (choice, message) => {
    expect(checkChoice(choose(formOf(shirt), choice).getState())).toEqual({ ok: false, problem: 'options-missing', message });
  });

  it('lists three missing options with commas', () => {
    const three: ProductContent = {
      productType: 1,
      variantOptionOrdering: ['Size', 'Color', 'Fit'],
      variants: [
        { sku: 'A', attributes: { Size: 'S', Color: 'Red', Fit: 'Slim' } },
        { sku: 'B', attributes: { Size: 'M', Color: 'Blue', Fit: 'Loose' } },
      ],
    };
    expect(checkChoice(formOf(three).getState())).toMatchObject({ message: 'Please select the Size, Color and Fit options.' });
  });

  it('says a combination that does not exist is unavailable', () => {
    expect(checkChoice(choose(formOf(shirt), { Size: 'L', Color: 'Indigo' }).getState())).toEqual({
      ok: false,
      problem: 'variant-unavailable',
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
  });

  it.each(['1.5', '', 'two', '-0.5'])('asks for a whole quantity, not %j', (quantity) => {
    const form = choose(formOf(shirt), { Size: 'S', Color: 'Natural' });
    form.getState().setQuantity(quantity);
    expect(checkChoice(form.getState())).toMatchObject({
      ok: false,
      problem: 'quantity-not-whole',
      message: 'Quantity must be a whole number',
    });
  });

  it('asks a gift card for its denomination', () => {
    const giftCard = formOf({
      productType: 4,
      variantOptionOrdering: ['Amount'],
      variants: [
        { sku: 'G25', attributes: { Amount: '$25' } },
        { sku: 'G50', attributes: { Amount: '$50' } },
      ],
    });
    expect(checkChoice(giftCard.getState())).toEqual({
      ok: false,
      problem: 'gift-card-denomination',
      message: 'Select a denomination for the Gift Card.',
    });
  });

  it('leaves stock to the add: a sold-out choice passes', () => {
    expect(checkChoice(choose(formOf(shirt), { Size: 'L', Color: 'Natural' }).getState())).toEqual({ ok: true });
  });

  it('takes a fixed SKU’s own option values, and refuses a SKU the product does not have', () => {
    expect(checkChoice(formOf(shirt).getState(), { sku: 'S-IND' })).toEqual({ ok: true });
    expect(checkChoice(formOf(shirt).getState(), { sku: 'NOPE' })).toMatchObject({ problem: 'variant-unavailable' });
    expect(checkChoice(createProductForm('x').getState(), { sku: 'ANY', quantity: 2 })).toEqual({ ok: true });
  });

  it('is ok for every whole quantity from 1 to 9999 once options are chosen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), (quantity) => {
        const form = choose(formOf(shirt), { Size: 'S', Color: 'Natural' });
        form.getState().setQuantity(String(quantity));
        return checkChoice(form.getState()).ok;
      }),
    );
  });
});

describe('addChoiceToCart', () => {
  const shirtStock = { results: shirtVariants.map((variant) => ({ sku: variant.sku, unlimited: false, qtyInStock: variant.qtyInStock })) };

  it('asks for stock, then adds the chosen variant and quantity', async () => {
    const { requests, client, cart } = platform(shirtStock);
    const form = choose(formOf(shirt), { Size: 'S', Color: 'Indigo' });
    form.getState().setQuantity('2');

    const outcome = await addChoiceToCart(form, { client, cart });

    expect(outcome.ok).toBe(true);
    expect(requests).toEqual([
      { method: 'GET', path: `/${STOCK_PATH}`, search: '?itemId=item-1', body: undefined },
      { method: 'POST', path: '/api/commerce/shopping-cart/entries', search: '', body: { itemId: 'item-1', sku: 'S-IND', quantity: 2 } },
    ]);
    expect(cart.getState().cart?.totalQuantity).toBe(2);
  });

  it('sends the additional-fields answers with the add', async () => {
    const { requests, client, cart } = platform(shirtStock);
    await addChoiceToCart(choose(formOf(shirt), { Size: 'S', Color: 'Natural' }), { client, cart, additionalFields: '{"f1":"Ada"}' });
    expect(requests[1]?.body).toEqual({ itemId: 'item-1', sku: 'S-NAT', quantity: 1, additionalFields: '{"f1":"Ada"}' });
  });

  it('refuses more than the fresh stock answer allows, without adding', async () => {
    const { requests, client, cart } = platform({ results: [{ sku: 'S-IND', unlimited: false, qtyInStock: 1 }] });
    const form = choose(formOf(shirt), { Size: 'S', Color: 'Indigo' });
    form.getState().setQuantity('2');
    expect(await addChoiceToCart(form, { client, cart })).toEqual({
      ok: false,
      problem: 'not-enough-stock',
      message: 'Sorry, we do not have enough of that item available.',
    });
    expect(requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('keeps the fresh stock, so a variant found sold out shows as sold out', async () => {
    const { client, cart } = platform({ results: [{ sku: 'MUG', unlimited: false, qtyInStock: 0 }] });
    const form = createProductForm('mug');
    form.getState().describe({ productType: 1 });
    expect(isChoiceSoldOut(form.getState())).toBe(false);
    expect(await addChoiceToCart(form, { client, cart })).toMatchObject({ ok: false, problem: 'not-enough-stock' });
    expect(isChoiceSoldOut(form.getState())).toBe(true);
  });

  it('counts what the cart already holds of that variant', async () => {
    const { client, cart } = platform({ results: [{ sku: 'S-IND', qtyInStock: 2 }] });
    cart.setState({
      cart: cartFixture({ entries: [entryFixture({ itemId: 'item-1', quantity: 2, chosenVariant: { sku: 'S-IND', attributes: {} } })] }),
    });
    const outcome = await addChoiceToCart(choose(formOf(shirt), { Size: 'S', Color: 'Indigo' }), { client, cart });
    expect(outcome).toMatchObject({ ok: false, problem: 'not-enough-stock' });
  });

  it('does not ask for the stock of a digital product or gift card', async () => {
    const { requests, client, cart } = platform({ results: [] });
    await addChoiceToCart(formOf({ productType: 2, variants: [{ sku: 'EBOOK' }] }), { client, cart });
    expect(requests.map((request) => request.method)).toEqual(['POST']);
  });

  it('takes the SKU from the stock answer when the page does not describe the variants', async () => {
    const { requests, client, cart } = platform({ results: [{ sku: 'TOTE', unlimited: true, qtyInStock: 0 }] });
    const outcome = await addChoiceToCart(createProductForm('tote'), { client, cart });
    expect(outcome.ok).toBe(true);
    expect(requests[1]?.body).toEqual({ itemId: 'tote', sku: 'TOTE', quantity: 1 });
  });

  it('adds a fixed SKU and quantity', async () => {
    const { requests, client, cart } = platform({ results: [{ sku: 'TOTE', unlimited: true }] });
    await addChoiceToCart(createProductForm('tote'), { client, cart, sku: 'TOTE', quantity: 101 });
    expect(requests[1]?.body).toEqual({ itemId: 'tote', sku: 'TOTE', quantity: 101 });
  });

  it('says the variant is unavailable when nothing names a SKU', async () => {
    const { client, cart } = platform({ results: [{ qtyInStock: 3 }, { qtyInStock: 3 }] });
    expect(await addChoiceToCart(createProductForm('x'), { client, cart })).toMatchObject({ ok: false, problem: 'variant-unavailable' });
  });

  it.each([
    [429, { error: 'Too many requests' }, 'Please try again in a few seconds.'],
    [401, { crumbFail: true, error: 'Invalid crumb' }, 'Your session has expired. Please reload the page and try again.'],
    [409, { error: 'This cart is priced in USD.' }, 'This cart is priced in USD.'],
  ])('turns a %i from the add into the shopper’s message', async (status, body, message) => {
    const { client, cart } = platform(shirtStock, status, body);
    expect(await addChoiceToCart(choose(formOf(shirt), { Size: 'S', Color: 'Natural' }), { client, cart })).toEqual({
      ok: false,
      problem: 'platform',
      message,
    });
  });

  it('turns a failed stock call into the shopper’s message', async () => {
    const fetch = vi.fn(async () => json(500, { error: 'The server could not complete this request. Please try again.' }));
    const client = createPlatformClient({ fetch, getRetries: 0, baseUrl: 'https://shop.example/' });
    const outcome = await addChoiceToCart(choose(formOf(shirt), { Size: 'S', Color: 'Natural' }), {
      client,
      cart: createCartStore({ client, readCookies: () => '' }),
    });
    expect(outcome).toEqual({ ok: false, problem: 'platform', message: 'The server could not complete this request. Please try again.' });
  });
});

describe('subscriptions', () => {
  const plan = { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 };
  const coffee: ProductContent = {
    productType: 1,
    isSubscribable: true,
    subscriptionPlan: plan,
    variants: [{ sku: 'COFFEE', qtyInStock: 3 }],
  } as ProductContent;
  const coffeeStock = { results: [{ sku: 'COFFEE', unlimited: false, qtyInStock: 3 }] };

  /** A platform that answers stock, and a subscription with `answer`. */
  function subscriptionPlatform(answer: () => Response, stock: unknown = coffeeStock) {
    const base = platform(stock);
    const requests: { method: string; path: string; body: unknown }[] = [];
    const fetch = vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push({ method: request.method, path: url.pathname, body: request.method === 'GET' ? undefined : await request.json() });
      return request.method === 'GET' ? json(200, stock) : answer();
    });
    const client = createPlatformClient({ fetch, getRetries: 0, baseUrl: 'https://shop.example/' });
    return { requests, client, cart: base.cart };
  }

  it.each([
    [1, true],
    [3, true],
    [2, false],
    [4, false],
  ])('a subscribable product of type %i subscribes: %s', (productType, subscribes) => {
    expect(isChoiceSubscription(formOf({ ...coffee, productType }).getState())).toBe(subscribes);
  });

  it('is not a subscription for a product that is not subscribable', () => {
    expect(isChoiceSubscription(formOf({ ...coffee, isSubscribable: false }).getState())).toBe(false);
  });

  it('checks stock, then posts itemId, sku, qty and the answers, and answers the cart token', async () => {
    const { requests, client, cart } = subscriptionPlatform(() => json(200, { cartToken: 'tok-1' }));
    const outcome = await subscribeToChoice(formOf(coffee), { client, cart, additionalFields: '{"grind":"fine"}' });
    expect(outcome).toEqual({ ok: true, cartToken: 'tok-1', sku: 'COFFEE', quantity: 1 });
    expect(requests).toEqual([
      { method: 'GET', path: `/${STOCK_PATH}`, body: undefined },
      {
        method: 'POST',
        path: `/${SUBSCRIPTION_PATH}`,
        body: { itemId: 'item-1', sku: 'COFFEE', qty: 1, additionalFields: '{"grind":"fine"}' },
      },
    ]);
    expect(cart.getState().cart).toBeNull();
  });

  it('refuses a sold-out choice without posting', async () => {
    const soldOut = { results: [{ sku: 'COFFEE', unlimited: false, qtyInStock: 0 }] };
    const { requests, client, cart } = subscriptionPlatform(() => json(200, { cartToken: 'tok-1' }), soldOut);
    const outcome = await subscribeToChoice(formOf(coffee), { client, cart });
    expect(outcome).toMatchObject({ ok: false, message: 'Sorry, we do not have enough of that item available.' });
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('gives the server’s message, or asks to try again when the answer has no token', async () => {
    const refused = subscriptionPlatform(() => json(400, { error: 'Only physical and service products can be subscribed to' }));
    expect(await subscribeToChoice(formOf(coffee), refused)).toEqual({
      ok: false,
      problem: 'platform',
      message: 'Only physical and service products can be subscribed to',
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tokenless = subscriptionPlatform(() => json(200, {}));
    expect(await subscribeToChoice(formOf(coffee), tokenless)).toEqual({
      ok: false,
      problem: 'platform',
      message: 'Please try again in a few seconds.',
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('failed unexpectedly'), expect.any(TypeError));
  });

  it('opens the subscription checkout with the cart token', () => {
    expect(subscriptionCheckoutPath('a b&c')).toBe('/checkout/subscription?cartToken=a%20b%26c');
  });
});
