import { escapeAttribute } from '../html';
import { fieldText, formatMessage, merchandisingFor } from './render';
import type { CommerceRender } from './render';
import { isTruthy, jsonText, valueAt } from './template-values';

function viewMarkup(view: unknown, scarcityText: string, render: CommerceRender): string {
  const quantity = valueAt(view, ['qtyInStock']);
  const attributes = valueAt(view, ['attributes']);
  const variant = isTruthy(attributes) ? ` data-variant-attributes="${escapeAttribute(jsonText(attributes))}" hidden` : '';
  const text = formatMessage(render, scarcityText, { qtyInStock: quantity }, [quantity]);
  return `\n  <div class="product-scarcity"${variant}>\n    ${escapeAttribute(text)}\n  </div>\n`;
}

/**
 * `product-scarcity`: the merchant's low-stock message ("Only {qtyInStock} left!") for each
 * scarcity view of the product, when scarcity messages are turned on. A view for one variant
 * carries that variant's attributes and starts hidden until the variant is picked.
 */
export function scarcityMarkup(item: unknown, render: CommerceRender): string {
  const merchandising = merchandisingFor(item, render.ctx);
  if (!merchandising || !isTruthy(merchandising['scarcityEnabled'])) return '';
  const views = merchandising['scarcityTemplateViews'];
  if (!Array.isArray(views)) return '';
  const scarcityText = fieldText(merchandising, 'scarcityText');
  return views.map((view: unknown) => viewMarkup(view, scarcityText, render)).join('');
}
