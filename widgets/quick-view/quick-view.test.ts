// @vitest-environment jsdom
// jsdom rather than happy-dom: the quick view's block goes through the sanitizer (DOMPurify).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRINGS } from '../../src/i18n';
import { createTestRuntime, jsonResponse, type TestRuntime } from '../../test/fixtures/runtime';
import { mount } from './index';
import { eventually } from '../../test/fixtures/eventually';

const BLOCK = `<article class="product product--radio-variants" data-item-id="p1">
<div class="product-price">$48.00</div>
<div class="product-variants" data-item-id="p1" data-variants="[{&quot;sku&quot;:&quot;S&quot;}]">
<div class="variant-radiobtn-wrapper" data-variant-option-name="Size">
<input type="radio" class="variant-radiobtn" value="S" name="variant-option-Size" id="variant-option-Size-S"/>
<label role="button" tabindex="0" for="variant-option-Size-S">S</label>
</div></div>
<div class="sqs-add-to-cart-button" role="button" tabindex="0" data-item-id="p1"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div>
</article>`;

let runtime: TestRuntime;
let button: HTMLElement;
let unmount: () => void;
let answer: () => Response | Promise<Response>;

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const titleOf = (shown: HTMLElement) => document.getElementById(shown.getAttribute('aria-labelledby') ?? '')?.textContent;
const key = (target: Element, name: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

function start(
  markup = '<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="p1" data-group="">Quick View</span>',
  { pressedBefore = false } = {},
): void {
  document.body.innerHTML = `<main>${markup}</main>`;
  button = document.querySelector<HTMLElement>('main > *')!;
  // The loader kept a press made while the widget's code was on its way.
  if (pressedBefore) button.setAttribute('data-sf-press', 'kept');
  unmount = mount(button, runtime);
}

async function openByClick(): Promise<HTMLElement> {
  button.focus();
  button.click();
  await eventually(() => expect(dialog()).not.toBeNull());
  return dialog()!;
}

beforeEach(() => {
  answer = () => jsonResponse(200, { itemId: 'p1', title: 'Linen Shirt', html: BLOCK });
  runtime = createTestRuntime(() => answer());
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  const open = dialog();
  if (open !== null) {
    key(open, 'Escape');
    await eventually(() => expect(dialog()).toBeNull());
  }
  unmount();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the quick-view button', () => {
  it('adds nothing to the page until it is pressed', () => {
    start();
    expect(dialog()).toBeNull();
    expect(runtime.requests).toEqual([]);
  });

  it('opens for a press made before it mounted, which the loader kept', async () => {
    start(undefined, { pressedBefore: true });
    await eventually(() => expect(dialog()).not.toBeNull());
    await eventually(() => expect(titleOf(dialog()!)).toBe('Linen Shirt'));
    expect(runtime.requests).toHaveLength(1);
  });

  it('opens the product’s block in a modal dialog named by the product’s title', async () => {
    start();
    const shown = await openByClick();
    expect(shown.getAttribute('aria-modal')).toBe('true');
    await eventually(() => expect(titleOf(shown)).toBe('Linen Shirt'));
    expect(shown.querySelector('.sqs-add-to-cart-button')?.textContent).toBe('Add To Cart');
    expect(shown.querySelector('.product-variants')?.getAttribute('data-variants')).toBe('[{"sku":"S"}]');
    expect(shown.querySelector('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
    expect(runtime.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET https://store.example/api/commerce/products/p1/quick-view?locale=en-US',
    ]);
  });

  it('says "Loading…", busy, under the button’s own words while the block is on its way', async () => {
    let deliver = (_response: Response): void => undefined;
    answer = () => new Promise((resolve) => (deliver = resolve));
    start('<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="p1">Fast Look</span>');
    const shown = await openByClick();
    expect(titleOf(shown)).toBe('Fast Look');
    expect(shown.textContent).toContain(STRINGS.quickView.loading);
    expect(shown.querySelector('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    await eventually(() => expect(runtime.requests).toHaveLength(1));
    deliver(jsonResponse(200, { itemId: 'p1', title: 'Linen Shirt', html: BLOCK }));
    await eventually(() => expect(shown.textContent).not.toContain(STRINGS.quickView.loading));
  });

  it.each([
    ['Enter', 'Enter'],
    ['Space', ' '],
  ])('opens with %s, like a click', async (_name, pressed) => {
    start();
    button.focus();
    key(button, pressed);
    await eventually(() => expect(dialog()).not.toBeNull());
  });

  it('opens one quick view however often it is pressed', async () => {
    start();
    button.click();
    button.click();
    key(button, 'Enter');
    await eventually(() => expect(dialog()).not.toBeNull());
    await eventually(() => expect(titleOf(dialog()!)).toBe('Linen Shirt'));
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(runtime.requests).toHaveLength(1);
  });

  it('closes on Escape and gives focus back to the button; it opens again afterwards', async () => {
    start();
    key(await openByClick(), 'Escape');
    await eventually(() => expect(dialog()).toBeNull());
    await eventually(() => expect(document.activeElement).toBe(button));
    await openByClick();
  });

  it('closes with its close control', async () => {
    start();
    const shown = await openByClick();
    shown.querySelector<HTMLButtonElement>(`button[aria-label="${STRINGS.dialog.close}"]`)!.click();
    await eventually(() => expect(dialog()).toBeNull());
  });

  it('records the quick view with the census when it opens', async () => {
    start();
    expect(runtime.censusCalls).toEqual([]);
    await openByClick();
    expect(runtime.censusCalls).toEqual([{ kind: 'quick-view', itemId: 'p1' }]);
  });

  it('shows an alert in the dialog when the block cannot load, and logs why', async () => {
    answer = () => jsonResponse(503, { error: 'Service unavailable' });
    start();
    const shown = await openByClick();
    await eventually(() => expect(shown.querySelector('[role="alert"]')?.textContent).toBe(STRINGS.quickView.loadFailed));
    expect(shown.querySelector('[aria-busy]')?.getAttribute('aria-busy')).toBe('false');
    expect(console.error).toHaveBeenCalledWith('[storefront-kit] The quick view of item p1 could not load.', expect.anything());
  });

  it('treats an answer that is not a product block as a failure', async () => {
    answer = () => jsonResponse(200, { title: 'Linen Shirt' });
    start();
    const shown = await openByClick();
    await eventually(() => expect(shown.querySelector('[role="alert"]')?.textContent).toBe(STRINGS.quickView.loadFailed));
  });

  it('sanitizes the block: no script, handler or style sheet reaches the page', async () => {
    answer = () =>
      jsonResponse(200, {
        itemId: 'p1',
        title: 'Linen Shirt',
        html: `${BLOCK}<img src="x.png" onerror="steal()"><script>steal()</script><style>body{display:none}</style>`,
      });
    start();
    const shown = await openByClick();
    await eventually(() => expect(shown.querySelector('.product')).not.toBeNull());
    expect(shown.querySelector('script, style, [onerror]')).toBeNull();
    expect(shown.querySelector('img')?.getAttribute('src')).toBe('x.png');
  });

  it('scopes the block’s ids and radio names, so they never meet a list card’s copy of the same product', async () => {
    start(`<span class="sqs-product-quick-view-button" role="button" tabindex="0" data-id="p1">Quick View</span>
      <input type="radio" name="variant-option-Size" id="variant-option-Size-S">`);
    const shown = await openByClick();
    await eventually(() => expect(shown.querySelector('.variant-radiobtn')).not.toBeNull());
    const radio = shown.querySelector<HTMLInputElement>('.variant-radiobtn')!;
    const label = shown.querySelector('label')!;
    expect(radio.id).not.toBe('variant-option-Size-S');
    expect(radio.id.endsWith('variant-option-Size-S')).toBe(true);
    expect(label.getAttribute('for')).toBe(radio.id);
    expect(radio.name).not.toBe('variant-option-Size');
    expect(document.querySelectorAll('#variant-option-Size-S')).toHaveLength(1);
  });

  it('stops answering presses once unmounted', async () => {
    start();
    unmount();
    button.click();
    expect(dialog()).toBeNull();
    // Mounted again on the same button, it answers the next press. A press the first one had
    // answered would have sent its request and opened its dialog first, by the same steps.
    unmount = mount(button, runtime);
    await openByClick();
    expect(runtime.requests).toHaveLength(1);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
  });
});

describe('the markup it accepts', () => {
  it('a hand-written <button data-widget="quick-view" data-id>', async () => {
    start('<button type="button" data-widget="quick-view" data-id="p1">Quick View</button>');
    await openByClick();
  });

  it('refuses an element without data-id, naming the attribute', () => {
    document.body.innerHTML = '<button type="button" data-widget="quick-view">Quick View</button>';
    expect(() => mount(document.querySelector('button')!, runtime)).toThrow('data-id is required');
  });

  it('refuses a plain element that is not a button', () => {
    document.body.innerHTML = '<div data-widget="quick-view" data-id="p1">Quick View</div>';
    expect(() => mount(document.querySelector('div')!, runtime)).toThrow(TypeError);
  });
});
