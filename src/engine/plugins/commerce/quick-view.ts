import { asText, lookupIn } from '../../values';
import { escapeAttribute } from '../html';
import type { Formatter, PluginContext } from '../types';

/** The group a quick view belongs to: the named field of the product, else of the page, else the name itself. */
function quickViewGroup(item: unknown, name: string, ctx: PluginContext): string {
  const own = lookupIn(item, name);
  if (own !== undefined) return asText(own);
  const outer = ctx.resolve([name]);
  return outer === undefined ? name : asText(outer);
}

/** `product-quick-view [group]`: the button that opens a product's quick view from a product list. */
export const productQuickView: Formatter = (args, [first], ctx) => {
  if (first === undefined) return;
  const item = first.value;
  const text = ctx.resolve(['localizedStrings', 'productQuickViewText']);
  first.set(
    `<span class="sqs-product-quick-view-button" role="button" tabindex="0"` +
      ` data-id="${escapeAttribute(asText(lookupIn(item, 'id')))}" data-group="${escapeAttribute(quickViewGroup(item, args[0] ?? '', ctx))}">` +
      `${escapeAttribute(text === undefined ? 'Quick View' : asText(text))}</span>`,
  );
};
