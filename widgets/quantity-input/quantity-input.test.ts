// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createTestRuntime } from '../../test/fixtures/runtime';
import { getProductForm } from '../../src/product-form';
import { WidgetAttributeError } from '../ui';
import { mount } from './index';

const MARKUP = `<div class="product-quantity-input" data-item-id="item-1" data-animation-role="content">
  <div class="quantity-label">Quantity:</div>
  <input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></input>
</div>`;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the quantity input', () => {
  it('puts what the shopper types into the product’s shared state, as typed', () => {
    document.body.innerHTML = MARKUP;
    const runtime = createTestRuntime();
    const unmount = mount(document.querySelector<HTMLElement>('.product-quantity-input')!, runtime);
    const input = document.querySelector('input')!;
    const form = getProductForm(runtime, 'item-1');
    expect(form.getState().quantity).toBe('1');
    input.value = '3';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(form.getState().quantity).toBe('3');
    unmount();
    input.value = '5';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(form.getState().quantity).toBe('3');
  });

  it('refuses markup without an input', () => {
    document.body.innerHTML = '<div class="product-quantity-input" data-item-id="item-1"></div>';
    expect(() => mount(document.querySelector<HTMLElement>('div')!, createTestRuntime())).toThrow(WidgetAttributeError);
  });
});
