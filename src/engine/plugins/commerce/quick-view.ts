import { STRINGS, localizedText } from '../../../i18n';
import { toOutput } from '../../values';
import { escapeAttribute } from '../html';
import type { PluginContext } from '../types';
import { fieldText, localizedStringsFor } from './render';

/** The group a quick view belongs to: the named field of the product, else of the page, else the name itself. */
function quickViewGroup(name: string | undefined, ctx: PluginContext): string {
  if (name === undefined) return '';
  // The product is the innermost scope while the tag runs, so its own field is found first.
  const value = ctx.resolve([name]);
  return value === undefined ? name : toOutput(value);
}

/** `product-quick-view [group]`: the button that opens a product's quick view from a product list. */
export function quickViewMarkup(item: unknown, args: readonly string[], ctx: PluginContext): string {
  const text = localizedText(localizedStringsFor(ctx), 'productQuickViewText', STRINGS.product.quickView);
  return (
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0"` +
    ` data-id="${escapeAttribute(fieldText(item, 'id'))}" data-group="${escapeAttribute(quickViewGroup(args[0], ctx))}">` +
    `${escapeAttribute(text)}</span>`
  );
}
