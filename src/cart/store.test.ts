// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartFixture, entryFixture } from '../../test/fixtures/cart';
import { CrumbError, createPlatformClient } from '../platform';
import {
  CART_CHANNEL_NAME,
  CART_EVENT,
  cartMayExist,
  cartQuantityText,
  createCartChannel,
  createCartStore,
  dispatchCartEvents,
  onCartAdded,
  type CartAddedDetail,
  type CartChannel,
  type CartChannelHost,
  type ShoppingCart,
} from './index';
import { eventually } from '../../test/fixtures/eventually';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface PlatformStub {
  cart?: ShoppingCart;
  addAnswer?: () => Response | Promise<Response>;
}

function platform(stub: PlatformStub = {}) {
  const fetch = vi.fn(async (request: Request) => {
    if (request.method === 'GET') return json(200, stub.cart ?? cartFixture({ id: '' }));
    return stub.addAnswer?.() ?? json(404, { error: 'no route' });
  });
  return { fetch, client: createPlatformClient({ fetch, getRetries: 0 }) };
}

const addedCart = cartFixture({ totalQuantity: 1, entries: [entryFixture()], subtotalCents: 4500 });
const addAnswer = () => json(200, { shoppingCart: addedCart, newlyAdded: entryFixture() });

function setCookie(cookie: string): void {
  document.cookie = `${cookie}; path=/`;
}

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

const channels: CartChannel[] = [];
function channel(host: CartChannelHost): CartChannel {
  const opened = createCartChannel(host);
  channels.push(opened);
  return opened;
}

beforeEach(clearCookies);
afterEach(() => {
  for (const opened of channels.splice(0)) opened.close();
  clearCookies();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the load rule', () => {
  it('an anonymous visitor without a CART cookie has no cart, and no request is made', async () => {
    const { fetch, client } = platform();
    const store = createCartStore({ client });
    await expect(store.getState().load()).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ cart: null, status: 'ready' });
  });

  it('a CART cookie loads the cart', async () => {
    setCookie('CART=token-1');
    const { fetch, client } = platform({ cart: addedCart });
    const store = createCartStore({ client });
    await store.getState().load();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0].url).toMatch(/\/api\/commerce\/shopping-cart\?calculateSubtotal=true$/);
    expect(store.getState()).toMatchObject({ cart: addedCart, status: 'ready' });
  });

  it('an authenticated site user loads the cart without a CART cookie', async () => {
    setCookie(`SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }))}`);
    const { fetch, client } = platform({ cart: addedCart });
    await createCartStore({ client }).getState().load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a site user cookie saying authenticated: false is anonymous', () => {
    expect(cartMayExist(`SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: false }))}`)).toBe(false);
  });

  it('a SiteUserInfo cookie that does not parse is logged and counts as anonymous', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(cartMayExist('SiteUserInfo=%7Bnot-json')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('SiteUserInfo');
  });

  it('concurrent loads share one request', async () => {
    setCookie('CART=token-1');
    const { fetch, client } = platform({ cart: addedCart });
    const store = createCartStore({ client });
    await Promise.all([store.getState().load(), store.getState().load()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a failed load never rejects: it records the error and keeps the cart', async () => {
    setCookie('CART=token-1');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async () => json(500, { error: 'Database unavailable' }));
    const store = createCartStore({ client: createPlatformClient({ fetch, getRetries: 0 }) });
    await expect(store.getState().load()).resolves.toBeNull();
    expect(store.getState().status).toBe('failed');
    expect(store.getState().loadError?.shopperMessage).toBe('Database unavailable');
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('addEntry', () => {
  it('posts the entry and resolves with the new cart and newlyAdded', async () => {
    const { fetch, client } = platform({ addAnswer });
    const store = createCartStore({ client });
    let sent: unknown;
    fetch.mockImplementationOnce(async (request: Request) => {
      sent = await request.json();
      return addAnswer();
    });

    const result = await store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 2, additionalFields: '{"Engraving":"A"}' });

    expect(sent).toEqual({ itemId: 'item-1', sku: 'SKU-1', quantity: 2, additionalFields: '{"Engraving":"A"}' });
    expect(result.newlyAdded).toEqual(entryFixture());
    expect(store.getState().cart).toEqual(addedCart);
  });

  it('emits one "added" event per add, even for the same entry twice', async () => {
    const { client } = platform({ addAnswer });
    const store = createCartStore({ client });
    const added = vi.fn();
    onCartAdded(store, added);

    await store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });
    await store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });

    expect(added).toHaveBeenCalledTimes(2);
    expect(added.mock.calls[1]![0]).toMatchObject({ entry: entryFixture(), cart: addedCart, sequence: 2 });
  });

  it('sets the recalculation flag at the start and clears it at the end', async () => {
    let answer!: (response: Response) => void;
    const { client } = platform({ addAnswer: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const store = createCartStore({ client });

    const adding = store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });
    expect(store.getState().isRecalculating).toBe(true);
    await eventually(() => expect(answer).toBeTypeOf('function'));
    answer(addAnswer());
    await adding;
    expect(store.getState().isRecalculating).toBe(false);
  });

  it('a failed add rejects with the platform error, clears the flag and keeps the cart', async () => {
    const { client } = platform({ addAnswer: () => json(401, { crumbFail: true, error: 'Invalid crumb' }) });
    const store = createCartStore({ client });

    await expect(store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 })).rejects.toThrow(CrumbError);
    expect(store.getState()).toMatchObject({ cart: null, isRecalculating: false, lastAdded: null });
  });

  it('refuses a quantity that is not a whole number of at least 1, naming it', async () => {
    const { fetch, client } = platform();
    const store = createCartStore({ client });
    await expect(store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1.5 })).rejects.toThrow(
      new RangeError('quantity must be a whole number of at least 1, got 1.5'),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a load that started before an add cannot overwrite the newer cart', async () => {
    setCookie('CART=token-1');
    let answerLoad!: (response: Response) => void;
    const fetch = vi.fn(async (request: Request) =>
      request.method === 'GET' ? new Promise<Response>((resolve) => (answerLoad = resolve)) : addAnswer(),
    );
    const store = createCartStore({ client: createPlatformClient({ fetch, getRetries: 0 }) });

    const loading = store.getState().load();
    await store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });
    await eventually(() => expect(answerLoad).toBeTypeOf('function'));
    answerLoad(json(200, cartFixture({ totalQuantity: 0 })));
    await loading;

    expect(store.getState().cart).toEqual(addedCart);
  });
});

describe('updateAdditionalFields', () => {
  const updatedEntry = entryFixture({ additionalFields: '{"message":"Happy birthday"}' });
  const updatedCart = cartFixture({ totalQuantity: 1, entries: [updatedEntry] });

  it('puts the answers on the entry and takes the cart from the answer, without an "added" event', async () => {
    let sent: { url: string; method: string; body: unknown } | undefined;
    const fetch = vi.fn(async (request: Request) => {
      sent = { url: request.url, method: request.method, body: await request.json() };
      return json(200, { shoppingCart: updatedCart, updatedEntry });
    });
    const store = createCartStore({ client: createPlatformClient({ fetch, getRetries: 0, baseUrl: 'https://shop.example/' }) });
    const added = vi.fn();
    onCartAdded(store, added);

    const result = await store
      .getState()
      .updateAdditionalFields({ entryId: 'entry 1', itemId: 'item-1', sku: 'SKU-1', additionalFields: '{"message":"Happy birthday"}' });

    expect(sent).toEqual({
      url: 'https://shop.example/api/commerce/shopping-cart/entries/entry%201/additionalFields',
      method: 'PUT',
      body: { itemId: 'item-1', sku: 'SKU-1', additionalFields: '{"message":"Happy birthday"}' },
    });
    expect(result.updatedEntry).toEqual(updatedEntry);
    expect(store.getState().cart).toEqual(updatedCart);
    expect(added).not.toHaveBeenCalled();
  });

  it('rejects with the platform error and keeps the cart', async () => {
    const { client } = platform({ addAnswer: () => json(429, { error: 'Too many requests' }) });
    const store = createCartStore({ client });
    await expect(
      store.getState().updateAdditionalFields({ entryId: 'e', itemId: 'i', sku: 's', additionalFields: '{}' }),
    ).rejects.toMatchObject({
      name: 'RateLimitError',
      shopperMessage: 'Please try again in a few seconds.',
    });
    expect(store.getState().cart).toBeNull();
  });

  it('refuses answers that are not a JSON string, naming them', async () => {
    const { fetch, client } = platform();
    const store = createCartStore({ client });
    await expect(
      store.getState().updateAdditionalFields({ entryId: 'e', itemId: 'i', sku: 's', additionalFields: { a: 1 } as unknown as string }),
    ).rejects.toThrow(new TypeError('additionalFields must be a JSON string'));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('changing the cart’s entries', () => {
  const two = entryFixture({ quantity: 2, subTotal: 9000 });
  const twoCart = cartFixture({ totalQuantity: 2, subtotalCents: 9000, entries: [two] });
  const emptied = cartFixture({ totalQuantity: 0, entries: [] });

  /** A platform that records each write and answers it with `body`. */
  function recording(body: unknown, status = 200) {
    const sent: { url: string; method: string; body: unknown }[] = [];
    const fetch = vi.fn(async (request: Request) => {
      const text = await request.text();
      sent.push({ url: request.url, method: request.method, body: text === '' ? undefined : (JSON.parse(text) as unknown) });
      return json(status, body);
    });
    return { sent, store: createCartStore({ client: createPlatformClient({ fetch, getRetries: 0, baseUrl: 'https://shop.example/' }) }) };
  }

  it('updateEntryQuantity puts the quantity and takes the cart from the answer, without an "added" event', async () => {
    const { sent, store } = recording({ shoppingCart: twoCart, updatedEntry: two });
    const added = vi.fn();
    onCartAdded(store, added);
    const result = await store.getState().updateEntryQuantity({ entryId: 'entry 1', quantity: 2 });
    expect(sent).toEqual([
      { url: 'https://shop.example/api/commerce/shopping-cart/entries/entry%201/quantity', method: 'PUT', body: { quantity: 2 } },
    ]);
    expect(result.updatedEntry).toEqual(two);
    expect(store.getState().cart).toEqual(twoCart);
    expect(added).not.toHaveBeenCalled();
  });

  it('removeEntry deletes the entry and takes the emptied cart', async () => {
    const { sent, store } = recording({ shoppingCart: emptied, removedEntry: two });
    store.setState({ cart: twoCart });
    const result = await store.getState().removeEntry('entry-1');
    expect(sent).toEqual([{ url: 'https://shop.example/api/commerce/shopping-cart/entries/entry-1', method: 'DELETE', body: undefined }]);
    expect(result.removedEntry).toEqual(two);
    expect(store.getState().cart).toEqual(emptied);
  });

  it('restoreEntry posts to the entry’s restore path and takes the cart with it back', async () => {
    const { sent, store } = recording({ shoppingCart: twoCart, restoredEntry: two });
    store.setState({ cart: emptied });
    await store.getState().restoreEntry('entry-1');
    expect(sent).toEqual([
      { url: 'https://shop.example/api/commerce/shopping-cart/entries/entry-1/restore', method: 'POST', body: undefined },
    ]);
    expect(store.getState().cart).toEqual(twoCart);
  });

  it('each rejects with the platform error and keeps the cart', async () => {
    const { store } = recording({ error: 'Sorry, we do not have enough of that item available.' }, 409);
    store.setState({ cart: twoCart });
    await expect(store.getState().updateEntryQuantity({ entryId: 'entry-1', quantity: 9 })).rejects.toMatchObject({
      shopperMessage: 'Sorry, we do not have enough of that item available.',
    });
    await expect(store.getState().removeEntry('entry-1')).rejects.toMatchObject({ name: 'ResponseError' });
    await expect(store.getState().restoreEntry('entry-1')).rejects.toMatchObject({ name: 'ResponseError' });
    expect(store.getState()).toMatchObject({ cart: twoCart, isRecalculating: false });
  });

  it('refuses a quantity that is not a whole number of at least 1, and a blank entry id, before any request', async () => {
    const { sent, store } = recording({});
    await expect(store.getState().updateEntryQuantity({ entryId: 'entry-1', quantity: 0 })).rejects.toThrow(
      new RangeError('quantity must be a whole number of at least 1, got 0'),
    );
    await expect(store.getState().removeEntry('')).rejects.toThrow(new TypeError('entryId must be a non-empty string'));
    await expect(store.getState().restoreEntry('')).rejects.toThrow(new TypeError('entryId must be a non-empty string'));
    expect(sent).toEqual([]);
  });
});

describe('writes that overlap', () => {
  const one = cartFixture({ totalQuantity: 1, entries: [entryFixture()] });
  const both = cartFixture({ totalQuantity: 2, entries: [entryFixture({ quantity: 2 })] });

  it('end with the cart read again, whatever order their answers arrived in', async () => {
    // The platform applied the second add last, but its answer arrives first.
    const answers: ((response: Response) => void)[] = [];
    const fetch = vi.fn(async (request: Request) =>
      request.method === 'GET' ? json(200, both) : new Promise<Response>((resolve) => answers.push(resolve)),
    );
    const store = createCartStore({ client: createPlatformClient({ fetch, getRetries: 0 }) });

    const first = store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });
    const second = store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });
    await eventually(() => expect(answers).toHaveLength(2));
    answers[1]!(json(200, { shoppingCart: both, newlyAdded: entryFixture({ quantity: 2 }) }));
    await second;
    answers[0]!(json(200, { shoppingCart: one, newlyAdded: entryFixture() }));
    await first;

    await eventually(() => expect(store.getState().cart).toEqual(both));
    expect(fetch.mock.calls.map(([request]) => request.method)).toEqual(['POST', 'POST', 'GET']);
  });

  it('a write on its own is not followed by a read', async () => {
    vi.useFakeTimers();
    try {
      const { fetch, client } = platform({ addAnswer });
      const store = createCartStore({ client });
      await store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });
      await store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });
      // Past anything deferred, then a third write: a read either of them started comes before it.
      await vi.runAllTimersAsync();
      await store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });
      expect(fetch.mock.calls.map(([request]) => request.method)).toEqual(['POST', 'POST', 'POST']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('DOM events', () => {
  it('dispatch cart-updated, then cart-added with the entry and the cart', async () => {
    const { client } = platform({ addAnswer });
    const store = createCartStore({ client });
    dispatchCartEvents(store, document);
    const seen: string[] = [];
    let addedDetail: CartAddedDetail | undefined;
    document.addEventListener(CART_EVENT.updated, () => seen.push('updated'), { once: true });
    document.addEventListener(
      CART_EVENT.added,
      (event) => {
        seen.push('added');
        addedDetail = (event as CustomEvent<CartAddedDetail>).detail;
      },
      { once: true },
    );

    await store.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });

    expect(seen).toEqual(['updated', 'added']);
    expect(addedDetail).toEqual({ entry: entryFixture(), cart: addedCart });
  });
});

describe('across tabs', () => {
  const windowHost = (withBroadcast: boolean): CartChannelHost => ({
    BroadcastChannel: withBroadcast ? globalThis.BroadcastChannel : undefined,
  });

  it('an add in one tab appears in the other through BroadcastChannel, without an "added" event there', async () => {
    const tabA = createCartStore({ client: platform({ addAnswer }).client, channel: channel(windowHost(true)) });
    const tabB = createCartStore({ client: platform().client, channel: channel(windowHost(true)) });
    const addedInB = vi.fn();
    onCartAdded(tabB, addedInB);

    await tabA.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 });

    await eventually(() => expect(tabB.getState().cart).toEqual(addedCart));
    expect(addedInB).not.toHaveBeenCalled();
  });

  it('ignores messages that are not a cart', async () => {
    const tab = createCartStore({ client: platform().client, channel: channel(windowHost(true)) });
    const stranger = new BroadcastChannel(CART_CHANNEL_NAME);
    stranger.postMessage({ cart: { totalQuantity: 'many' }, from: 'another bundle' });
    stranger.postMessage('not a message of ours');
    stranger.postMessage({ cart: addedCart, from: 'a tab' });
    // The last message is a cart: once it has arrived, the two before it were read and ignored.
    await eventually(() => expect(tab.getState().cart).toEqual(addedCart));
    stranger.close();
  });

  it('without BroadcastChannel each tab keeps its own cart, and adding works as ever', async () => {
    const tabA = createCartStore({ client: platform({ addAnswer }).client, channel: channel(windowHost(false)) });
    const tabB = createCartStore({ client: platform().client, channel: channel(windowHost(false)) });
    await expect(tabA.getState().addEntry({ itemId: 'item-1', sku: 'SKU-1', quantity: 1 })).resolves.toBeDefined();
    expect(tabA.getState().cart).toEqual(addedCart);
    expect(tabB.getState().cart).toBeNull();
  });
});

describe('cartQuantityText', () => {
  it('shows the number up to 100 and 100+ above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (quantity) => {
        expect(cartQuantityText(quantity)).toBe(quantity > 100 ? '100+' : String(quantity));
      }),
    );
    expect(cartQuantityText(100)).toBe('100');
    expect(cartQuantityText(101)).toBe('100+');
  });
});
