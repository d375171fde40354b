import { asBoolean, asText, isTruthy, lookupIn } from '../../values';
import { formatMessageTag } from '../i18n';
import { applyFormatter, escapedJson, escapedText } from '../markup-tags';
import type { Formatter } from '../types';
import { orNull } from './render';

/**
 * `product-scarcity`: the merchant's low-stock message ("Only {qtyInStock} left!") for each
 * scarcity view of the product, when `productMerchandisingContext[id].scarcityEnabled` is on; a
 * view for one variant carries that variant's attributes and starts hidden until it is picked.
 * Without that context the value passes through unchanged.
 */
export const productScarcity: Formatter = (_args, [first], ctx) => {
  if (first === undefined) return;
  const merchandising = ctx.resolve(['productMerchandisingContext']);
  if (merchandising === undefined) return;
  const product = lookupIn(merchandising, asText(lookupIn(first.value, 'id')));
  if (product === undefined || !asBoolean(lookupIn(product, 'scarcityEnabled'))) return;
  const scope = {
    scarcityTemplateViews: orNull(lookupIn(product, 'scarcityTemplateViews')),
    scarcityText: orNull(lookupIn(product, 'scarcityText')),
    scarcityShownByDefault: orNull(lookupIn(product, 'scarcityShownByDefault')),
  };
  const views = scope.scarcityTemplateViews;
  first.set(
    ctx.withScope(scope, () =>
      Array.isArray(views)
        ? views
            .map((view: unknown) =>
              ctx.withScope(view ?? undefined, () => {
                const attributes = ctx.resolve(['attributes']);
                const variant = isTruthy(attributes) ? ` data-variant-attributes="${escapedJson(ctx, attributes)}" hidden` : '';
                const text = applyFormatter(ctx, formatMessageTag, ctx.resolve(['scarcityText']), ['qtyInStock:qtyInStock']);
                return `\n  <div class="product-scarcity"${variant}>\n    ${escapedText(text)}\n  </div>\n`;
              }),
            )
            .join('')
        : '',
    ),
  );
};
