// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './index';

// The engine's product markup, as the quick view receives it: every attribute the widgets read.
const PRODUCT_MARKUP =
  '<div class="product-variants" data-item-id="p1" data-variants="[{&quot;sku&quot;:&quot;S&quot;,&quot;attributes&quot;:{&quot;Size&quot;:&quot;S&quot;}}]">' +
  '<select aria-label="Select Size" data-variant-option-name="Size"><option value="">Select Size</option><option value="S">S</option></select>' +
  '<div class="variant-radiobtn-wrapper" data-variant-option-name="Size"><input type="radio" class="variant-radiobtn" value="S" name="variant-option-Size" id="variant-option-Size-S">' +
  '<label role="button" tabindex="0" for="variant-option-Size-S">S</label></div></div>' +
  '<div class="product-quantity-input" data-item-id="p1"><input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></div>' +
  '<div class="sqs-add-to-cart-button" role="button" tabindex="0" data-item-id="p1" data-product-type="4" data-form="{&quot;id&quot;:&quot;f&quot;}"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div>';

describe('sanitizeHtml', () => {
  it('keeps the product markup the widgets mount on, data attributes and JSON in them included', () => {
    const container = document.createElement('div');
    container.innerHTML = PRODUCT_MARKUP;
    const expected = container.innerHTML;
    expect(sanitizeHtml(PRODUCT_MARKUP)).toBe(expected);
  });

  it('removes scripts, event handlers, script URLs and SVG', () => {
    expect(
      sanitizeHtml(
        '<img src="x.png" onerror="steal()"><script>steal()</script><a href="javascript:steal()">go</a><svg><script>steal()</script></svg>',
      ),
    ).toBe('<img src="x.png"><a>go</a>');
  });

  it('removes the tags it is told to', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><b>ok</b>', { forbidTags: ['style'] })).toBe('<b>ok</b>');
    expect(sanitizeHtml('<form><input></form><b>ok</b>', { forbidTags: ['form', 'input'] })).toBe('<b>ok</b>');
  });

  it('returns nothing, rather than the HTML unchecked, without a DOM to sanitize with', () => {
    expect(sanitizeHtml('<b>hi</b>', { window: {} as never })).toBe('');
  });
});
