import { STRINGS, localizedText } from '../../../i18n';
import { escapeAttribute } from '../html';
import { fieldText, localizedStringsFor } from './render';
import type { CommerceRender } from './render';
import { printedText } from './template-values';

/** The group a quick view belongs to: the named field of the product, else of the page, else the name itself. */
function quickViewGroup(item: unknown, name: string | undefined, render: CommerceRender): string {
  if (name === undefined) return '';
  if (typeof item === 'object' && item !== null && Object.hasOwn(item, name)) return fieldText(item, name);
  const value = render.ctx.resolve([name]);
  return value === undefined ? name : printedText(value);
}

/** `product-quick-view [group]`: the button that opens a product's quick view from a product list. */
export function quickViewMarkup(item: unknown, args: readonly string[], render: CommerceRender): string {
  const text = localizedText(localizedStringsFor(item, render.ctx), 'productQuickViewText', STRINGS.product.quickView);
  return (
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0"` +
    ` data-id="${escapeAttribute(fieldText(item, 'id'))}" data-group="${escapeAttribute(quickViewGroup(item, args[0], render))}">` +
    `${escapeAttribute(text)}</span>`
  );
}
