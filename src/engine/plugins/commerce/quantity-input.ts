import { QUANTITY_MAX, QUANTITY_MIN, isQuantityInputShown } from '../../../commerce';
import type { ProductItem, StoreWebsiteSettings } from '../../../commerce';
import { STRINGS, localizedText } from '../../../i18n';
import { escapeAttribute } from '../html';
import type { PluginContext } from '../types';
import { fieldText, localizedStringsFor } from './render';

/**
 * `quantity-input`: the quantity field beside the add-to-cart button, or nothing when the product
 * offers no choice of quantity (see `isQuantityInputShown`).
 */
export function quantityInputMarkup(item: unknown, ctx: PluginContext): string {
  const websiteSettings = ctx.resolve(['websiteSettings']) as StoreWebsiteSettings | undefined;
  if (!isQuantityInputShown(item as ProductItem, websiteSettings)) return '';
  const label = escapeAttribute(localizedText(localizedStringsFor(ctx), 'productQuantityInputLabel', STRINGS.product.quantityLabel));
  return (
    `\n\n\n<div class="product-quantity-input" data-item-id="${escapeAttribute(fieldText(item, 'id'))}" data-animation-role="content">\n` +
    `  <div class="quantity-label">${label}:</div>\n` +
    `  <input aria-label="${label}" size="4" max="${QUANTITY_MAX}" min="${QUANTITY_MIN}" value="1" type="number" step="1"></input>\n` +
    `</div>`
  );
}
