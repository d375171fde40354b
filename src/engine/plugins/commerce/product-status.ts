import { asText, lookupIn } from '../../values';
import { escapeAttribute } from '../html';
import type { Formatter } from '../types';
import { at, isOnSale, isSoldOut } from './product-reading';

/**
 * `product-status`: the sold-out badge (the merchant's `customSoldOutText`, else
 * `localizedStrings.productSoldOutText`, else "sold out"), else the sale badge
 * (`localizedStrings.productSaleText`, else "sale"); no value for a product that is neither.
 */
export const productStatus: Formatter = (_args, [first], ctx) => {
  if (first === undefined) return;
  const item = first.value;
  if (isSoldOut(item)) {
    const id = asText(lookupIn(item, 'id'));
    const merchandising = ctx.resolve(['productMerchandisingContext']);
    const custom = id !== '' && merchandising !== undefined ? asText(at(merchandising, id, 'customSoldOutText')) : '';
    const text = custom || asText(ctx.resolve(['localizedStrings', 'productSoldOutText'])) || 'sold out';
    first.set(`<div class="product-mark sold-out">${escapeAttribute(text)}</div>`);
  } else if (isOnSale(item)) {
    const text = asText(ctx.resolve(['localizedStrings', 'productSaleText'])) || 'sale';
    first.set(`<div class="product-mark sale">${escapeAttribute(text)}</div>`);
  } else {
    first.set(undefined);
  }
};
