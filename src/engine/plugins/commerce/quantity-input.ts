import { asBoolean, isTruthy, lookupIn } from '../../values';
import { printPath, printValue } from '../markup-tags';
import type { Formatter } from '../types';
import { PRODUCT, isSubscribable, productType, totalStock } from './product-reading';

/** Whether a service may be bought several at a time: unless `storeSettings` turns it off. */
function multipleServicesAllowed(websiteSettings: unknown): boolean {
  const storeSettings = lookupIn(websiteSettings, 'storeSettings');
  if (typeof storeSettings !== 'object' || storeSettings === null || Array.isArray(storeSettings)) return true;
  const allowed = lookupIn(storeSettings, 'multipleQuantityAllowedForServices');
  return allowed === undefined || allowed === null ? true : asBoolean(allowed);
}

/**
 * `quantity-input`: the quantity field beside the add-to-cart button, for a physical product (or a
 * service, unless the store allows one at a time) that is not a subscription and has more than
 * one in stock; otherwise the tag has no value.
 */
export const quantityInput: Formatter = (_args, [first], ctx) => {
  if (first === undefined) return;
  const item = first.value;
  const type = productType(item);
  const allowed =
    (type === PRODUCT.PHYSICAL || (type === PRODUCT.SERVICE && multipleServicesAllowed(ctx.resolve(['websiteSettings'])))) &&
    !isSubscribable(item);
  if (!allowed || totalStock(item) <= 1) {
    first.set(undefined);
    return;
  }
  first.set(
    ctx.withScope(item, () => {
      const custom = ctx.resolve(['localizedStrings', 'productQuantityInputLabel']);
      const label = isTruthy(custom) ? printValue(custom) : 'Quantity';
      return (
        `\n\n\n<div class="product-quantity-input" data-item-id="${printPath(ctx, 'id')}" data-animation-role="content">\n` +
        `  <div class="quantity-label">${label}:</div>\n` +
        `  <input aria-label="${label}" size="4" max="9999" min="1" value="1" type="number" step="1"></input>\n` +
        `</div>`
      );
    }),
  );
};
