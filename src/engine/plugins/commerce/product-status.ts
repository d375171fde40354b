import { getProductStatus } from '../../../commerce';
import type { ProductItem, ProductMerchandising } from '../../../commerce';
import { escapeAttribute } from '../html';
import type { PluginContext } from '../types';
import { localizedStringsFor, merchandisingFor } from './render';

/** `product-status`: the sold-out or sale badge of a product, sold out first; nothing otherwise. */
export function productStatusMarkup(item: unknown, ctx: PluginContext): string {
  const localizedStrings = localizedStringsFor(ctx);
  const merchandising = merchandisingFor(item, ctx) as ProductMerchandising | undefined;
  const status = getProductStatus(item as ProductItem, {
    ...(localizedStrings ? { localizedStrings } : {}),
    ...(merchandising ? { merchandising } : {}),
  });
  return status ? `<div class="product-mark ${status.kind}">${escapeAttribute(status.text)}</div>` : '';
}
