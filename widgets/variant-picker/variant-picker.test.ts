// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../test/fixtures/runtime';
import { getProductForm } from '../../src/product-form';
import { WidgetAttributeError } from '../ui';
import { mount } from './index';

const ITEM = 'shirt';
const VARIANTS = [
  {
    sku: 'S-NAT',
    attributes: { Size: 'S', Color: 'Natural' },
    priceMoney: { value: '48.00', currency: 'USD' },
    qtyInStock: 3,
    mainImageId: 'img-natural',
  },
  {
    sku: 'L-NAT',
    attributes: { Size: 'L', Color: 'Natural' },
    priceMoney: { value: '48.00', currency: 'USD' },
    qtyInStock: 0,
    mainImageId: 'img-natural',
  },
  {
    sku: 'S-IND',
    attributes: { Size: 'S', Color: 'Indigo' },
    onSale: true,
    priceMoney: { value: '52.00', currency: 'USD' },
    salePriceMoney: { value: '39.00', currency: 'USD' },
    qtyInStock: 2,
    mainImageId: 'img-indigo',
  },
];

function option(name: string, values: string[]): string {
  return `<div class="variant-option">
    <div class="variant-option-title">${name}: </div>
    <div class="variant-select-wrapper"><select aria-label="Select ${name}" data-variant-option-name="${name}"><option value="">Select ${name}</option>${values.map((value) => `<option value="${value}">${value}</option>`).join('')}</select></div>
    <div class="variant-radiobtn-wrapper" data-variant-option-name="${name}">${values
      .map(
        (value) =>
          `<input type="radio" class="variant-radiobtn" value="${value}" name="variant-option-${name}" id="variant-option-${name}-${value}"/><label class="sqs-button-element--secondary" role="button" tabindex="0" for="variant-option-${name}-${value}">${value}</label>`,
      )
      .join('')}</div>
  </div>`;
}

const BLOCK = `<article data-item-id="${ITEM}">
  <img data-image-id="img-natural" alt="Natural"><img data-image-id="img-indigo" alt="Indigo" hidden>
  <div class="product-price">from $48.00</div>
  <div class="product-variants" data-item-id="${ITEM}" data-variants='${JSON.stringify(VARIANTS)}'>${option('Size', ['S', 'L'])}${option('Color', ['Natural', 'Indigo'])}</div>
</article>`;

let runtime: TestRuntime;
let unmount: (() => void) | undefined;

function render(markup = BLOCK): HTMLElement {
  document.body.innerHTML = markup;
  runtime = createTestRuntime(undefined, { pageType: 50, product: { id: ITEM, structuredContent: { productType: 1 } } as never });
  const element = document.querySelector<HTMLElement>('.product-variants')!;
  unmount = mount(element, runtime);
  return element;
}

const select = (name: string) => document.querySelector<HTMLSelectElement>(`select[data-variant-option-name="${name}"]`)!;
const radio = (name: string, value: string) => document.getElementById(`variant-option-${name}-${value}`) as HTMLInputElement;

function choose(control: HTMLSelectElement | HTMLInputElement, value: string): void {
  if (control instanceof HTMLSelectElement) control.value = value;
  else control.checked = true;
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Lets the block's code arrive and show the choice. */
async function settled(): Promise<void> {
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
});

describe('choosing', () => {
  it('puts the choice in the product’s shared state, from a dropdown or a radio button alike', () => {
    render();
    choose(select('Size'), 'S');
    choose(radio('Color', 'Indigo'), 'Indigo');
    expect(getProductForm(runtime, ITEM).getState().selection).toEqual({ Size: 'S', Color: 'Indigo' });
  });

  it('keeps a dropdown and its radio buttons in step', () => {
    render();
    choose(select('Size'), 'L');
    expect(radio('Size', 'L').checked).toBe(true);
    choose(radio('Size', 'S'), 'S');
    expect(select('Size').value).toBe('S');
  });

  it('keeps values the browser restored', () => {
    document.body.innerHTML = BLOCK;
    select('Color').value = 'Indigo';
    runtime = createTestRuntime();
    unmount = mount(document.querySelector<HTMLElement>('.product-variants')!, runtime);
    expect(getProductForm(runtime, ITEM).getState().selection).toEqual({ Color: 'Indigo' });
  });
});

describe('the product block', () => {
  it('changes nothing on mount', () => {
    document.body.innerHTML = BLOCK;
    const before = document.querySelector('article')!.outerHTML.replace(/ role="button" tabindex="0"/g, '');
    runtime = createTestRuntime();
    unmount = mount(document.querySelector<HTMLElement>('.product-variants')!, runtime);
    expect(document.querySelector('article')!.outerHTML).toBe(before);
  });

  it('shows the chosen variant’s sale price, badge and image; an incomplete choice puts the page’s back', async () => {
    render();
    choose(select('Size'), 'S');
    choose(select('Color'), 'Indigo');
    // The code that writes the block is imported on the first choice.
    await settled();
    expect(document.querySelector('.product-price')?.textContent).toBe('Sale Price:$39.00 Original Price:$52.00');
    expect(document.querySelector('.product-price .original-price')?.textContent).toBe('$52.00');
    expect(document.querySelector('.product-mark')?.className).toBe('product-mark sale');
    expect(document.querySelector<HTMLElement>('[data-image-id="img-indigo"]')?.hidden).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-image-id="img-natural"]')?.hidden).toBe(true);

    choose(select('Color'), '');
    await settled();
    expect(document.querySelector('.product-price')?.textContent).toBe('from $48.00');
    expect(document.querySelector('.product-mark')).toBeNull();
    expect(document.querySelector<HTMLElement>('[data-image-id="img-indigo"]')?.hidden).toBe(true);
  });

  it('marks a sold-out variant sold out', async () => {
    render();
    choose(select('Size'), 'L');
    choose(select('Color'), 'Natural');
    await settled();
    expect(document.querySelector('.product-mark')?.textContent).toBe('sold out');
  });
});

describe('the engine’s restock and scarcity views in the block', () => {
  const withIds = VARIANTS.map((variant, index) => ({ ...variant, id: `v${index}` }));
  const viewsBlock = BLOCK.replace(`data-variants='${JSON.stringify(VARIANTS)}'`, `data-variants='${JSON.stringify(withIds)}'`).replace(
    '</article>',
    `<div class="product-scarcity" data-variant-attributes='{"Size":"S","Color":"Indigo"}' hidden>Only 2 left!</div>
     <div class="product-scarcity">Only 5 left in all!</div>
     <div class="product-restock-notification" data-product-id="${ITEM}" data-variant-id="v1" hidden><form></form></div>
     <div class="product-restock-notification" data-product-id="${ITEM}" data-variant-id="" ><form></form></div>
     </article>`,
  );
  const scarcity = () => [...document.querySelectorAll<HTMLElement>('.product-scarcity')].map((view) => view.hidden);
  const restock = () => [...document.querySelectorAll<HTMLElement>('.product-restock-notification')].map((view) => view.hidden);

  it('shows the chosen variant’s scarcity message, and its sign-up while it is sold out; the product’s own views stay', async () => {
    render(viewsBlock);
    choose(select('Size'), 'L');
    choose(select('Color'), 'Natural');
    await settled();
    expect(restock()).toEqual([false, false]);
    expect(scarcity()).toEqual([true, false]);

    choose(select('Size'), 'S');
    choose(select('Color'), 'Indigo');
    await settled();
    expect(restock()).toEqual([true, false]);
    expect(scarcity()).toEqual([false, false]);

    choose(select('Size'), '');
    await settled();
    expect(restock()).toEqual([true, false]);
    expect(scarcity()).toEqual([true, false]);
  });

  it('shows a sign-up once a fresh stock answer finds its variant sold out', async () => {
    render(viewsBlock.replace('data-variant-id="v1"', 'data-variant-id="v0"'));
    choose(select('Size'), 'S');
    choose(select('Color'), 'Natural');
    await settled();
    expect(restock()).toEqual([true, false]);
    const form = getProductForm(runtime, ITEM);
    form.getState().describe({ variants: withIds.map((variant) => (variant.id === 'v0' ? { ...variant, qtyInStock: 0 } : variant)) });
    await settled();
    expect(restock()).toEqual([false, false]);
  });
});

describe('the engine’s radio labels', () => {
  it('lose role="button" and their tab stop while mounted, and get them back after', () => {
    render();
    const label = document.querySelector('label')!;
    expect(label.hasAttribute('role')).toBe(false);
    expect(label.hasAttribute('tabindex')).toBe(false);
    unmount!();
    unmount = undefined;
    expect(label.getAttribute('role')).toBe('button');
    expect(label.getAttribute('tabindex')).toBe('0');
  });
});

describe('attributes', () => {
  it.each([
    [`<div class="product-variants" data-item-id="x"></div>`, 'data-variants'],
    [`<div class="product-variants" data-item-id="x" data-variants="{not json"></div>`, 'data-variants'],
    [`<div class="product-variants" data-item-id="x" data-variants='{"a":1}'></div>`, 'data-variants'],
    [`<div class="product-variants" data-variants="[]"></div>`, 'data-item-id'],
  ])('refuses %s, naming %s', (markup, attribute) => {
    document.body.innerHTML = markup;
    const element = document.querySelector<HTMLElement>('.product-variants')!;
    expect(() => mount(element, createTestRuntime())).toThrow(WidgetAttributeError);
    expect(() => mount(element, createTestRuntime())).toThrow(expect.objectContaining({ attribute }));
  });
});
