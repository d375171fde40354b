import { getPath, isTruthy, toJsonText } from '../../values';
import { escapeAttribute } from '../html';
import type { PluginContext } from '../types';
import { fieldText, formatMessage, merchandisingFor } from './render';

function viewMarkup(view: unknown, scarcityText: string, ctx: PluginContext): string {
  const quantity = getPath(view, ['qtyInStock']);
  const attributes = getPath(view, ['attributes']);
  const variant = isTruthy(attributes) ? ` data-variant-attributes="${escapeAttribute(toJsonText(attributes))}" hidden` : '';
  const text = formatMessage(ctx, scarcityText, { qtyInStock: quantity }, [quantity]);
  return `\n  <div class="product-scarcity"${variant}>\n    ${escapeAttribute(text)}\n  </div>\n`;
}

/**
 * `product-scarcity`: the merchant's low-stock message ("Only {qtyInStock} left!") for each
 * scarcity view of the product, when scarcity messages are turned on. A view for one variant
 * carries that variant's attributes and starts hidden until the variant is picked.
 */
export function scarcityMarkup(item: unknown, ctx: PluginContext): string {
  const merchandising = merchandisingFor(item, ctx);
  if (!merchandising || !isTruthy(merchandising['scarcityEnabled'])) return '';
  const views = merchandising['scarcityTemplateViews'];
  if (!Array.isArray(views)) return '';
  const scarcityText = fieldText(merchandising, 'scarcityText');
  return views.map((view: unknown) => viewMarkup(view, scarcityText, ctx)).join('');
}
