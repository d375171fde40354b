import { asText, getPath, isTruthy } from '../../values';
import { formatMessageTag } from '../i18n';
import { applyFormatter, escapedJson, escapedText, printValue } from '../markup-tags';
import type { Formatter, PluginContext } from '../types';
import { PRODUCT, productType, variantOptions } from './product-reading';
import type { VariantOption } from './product-reading';
import { orNull } from './render';

/** Some text the page translates, else the default. */
function translated(ctx: PluginContext, key: string, fallback: string): string {
  return asText(ctx.resolve(['localizedStrings', key])) || fallback;
}

/**
 * The picker's accessible name, as the platform writes it: unescaped but for quotes, so the
 * attribute stays well formed whatever the option is called.
 */
function accessibleName(text: unknown): string {
  return asText(text).replace(/"/g, '&quot;');
}

function optionMarkup(ctx: PluginContext, option: VariantOption): string {
  return ctx.withScope(option, () => {
    const message = (key: string, arg: string) => applyFormatter(ctx, formatMessageTag, ctx.resolve([key]), [arg]);
    const name = escapedText(option.name);
    const choices = option.values.map((value) => `<option value="${escapedText(value)}">${escapedText(value)}</option>`);
    const radios = option.values.map((value) => {
      const id = `variant-option-${name}-${escapedText(value)}`;
      return (
        `\n      <input type="radio" class="variant-radiobtn" value="${escapedText(value)}" name="variant-option-${name}" id="${id}"/>` +
        `\n      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="${id}">${escapedText(value)}</label>`
      );
    });
    // The select's label and its empty choice print the same message: formatted once.
    const selectText = message('selectText', 'variantName:name');
    return (
      `\n    <div class="variant-option">\n` +
      `    <div class="variant-option-title">${escapedText(message('displayText', 'name:name'))}: </div>\n` +
      `    <div class="variant-select-wrapper">\n` +
      `      <select aria-label="${accessibleName(selectText)}" data-variant-option-name="${name}">\n` +
      `        <option value="">${escapedText(selectText)}</option>\n` +
      `        ${choices.join('')}\n` +
      `      </select>\n` +
      `    </div>\n` +
      `    <div class="variant-radiobtn-wrapper" data-variant-option-name="${name}">${radios.join('')}\n` +
      `    </div>\n` +
      `    </div>`
    );
  });
}

/**
 * `variants-select`: a picker per product option (a select and the same choices as radio
 * buttons); no value for a product with fewer than two variants. The wrapper carries the
 * variants, and for a subscribable product its plan, as JSON for the storefront's widget. Labels
 * come from `localizedStrings` (`productVariantSelectText`; a gift card's `giftCardVariantSelectText`
 * and `giftCardValueDisplayText`) as ICU messages naming the option.
 */
export const variantsSelect: Formatter = (_args, [first], ctx) => {
  if (first === undefined) return;
  const item = first.value;
  const options = variantOptions(item);
  if (options.length === 0) {
    first.set(undefined);
    return;
  }
  const giftCard = productType(item) === PRODUCT.GIFT_CARD;
  const scope = {
    item: orNull(item),
    options,
    selectText: giftCard
      ? translated(ctx, 'giftCardVariantSelectText', 'Select Value')
      : translated(ctx, 'productVariantSelectText', 'Select {variantName}'),
    displayText: giftCard ? translated(ctx, 'giftCardValueDisplayText', 'Value') : '{name}',
  };
  first.set(
    ctx.withScope(scope, () => {
      const content = ctx.resolve(['item', 'structuredContent']);
      const subscribable = getPath(content, ['isSubscribable']);
      const plan = isTruthy(subscribable)
        ? ` data-is-subscribable="true" data-subscription-plan="${escapedJson(ctx, getPath(content, ['subscriptionPlan']))}"`
        : '';
      return (
        `\n  \n  \n  \n  \n\n  <div class="product-variants" data-item-id="${printValue(ctx.resolve(['item', 'id']))}"` +
        ` data-variants="${escapedJson(ctx, getPath(content, ['variants']))}"${plan} data-animation-role="content">` +
        options.map((option) => optionMarkup(ctx, option)).join('') +
        `\n  </div>\n`
      );
    }),
  );
};
