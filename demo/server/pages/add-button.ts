import { STRINGS } from '../../../src/i18n';
import { isVariantSoldOut, type Product, type Variant } from '../catalogue';
import { escapeHtml } from './html';

/**
 * The foundation's plain add button for one variant. A sold-out variant gets a disabled button
 * that is not a widget: there is nothing to buy, so nothing to mount.
 * `describedBy` points at the element naming the variant when several buttons share a page.
 */
export function addButton(product: Product, variant: Variant, describedBy?: string): string {
  const described = describedBy === undefined ? '' : ` aria-describedby="${escapeHtml(describedBy)}"`;
  if (isVariantSoldOut(product, variant)) {
    return `<button type="button" disabled${described}>${escapeHtml(STRINGS.addToCart.soldOut)}</button>`;
  }
  return `<button type="button" data-widget="add-button" data-item-id="${escapeHtml(product.id)}" data-sku="${escapeHtml(variant.sku)}" data-quantity="1"${described}>${escapeHtml(STRINGS.addToCart.label)}</button>`;
}
