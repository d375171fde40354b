import { getProductStatus } from '../../../commerce';
import type { ProductItem, ProductMerchandising } from '../../../commerce';
import { escapeAttribute } from '../html';
import { localizedStringsFor, merchandisingFor } from './render';
import type { CommerceRender } from './render';

/** `product-status`: the sold-out or sale badge of a product, sold out first; nothing otherwise. */
export function productStatusMarkup(item: unknown, render: CommerceRender): string {
  const localizedStrings = localizedStringsFor(item, render.ctx);
  const merchandising = merchandisingFor(item, render.ctx) as ProductMerchandising | undefined;
  const status = getProductStatus(item as ProductItem, {
    ...(localizedStrings ? { localizedStrings } : {}),
    ...(merchandising ? { merchandising } : {}),
  });
  return status ? `<div class="product-mark ${status.kind}">${escapeAttribute(status.text)}</div>` : '';
}
