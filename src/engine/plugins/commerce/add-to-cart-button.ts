import { getPath, isTruthy } from '../../values';
import { CORE_FORMATTERS } from '../core';
import { applyFormatter, escapedJson, escapedText, printPath, printValue } from '../markup-tags';
import type { Formatter, PluginContext } from '../types';

/**
 * Whether the button names the product's first subscription option. The platform computes it as
 * the expression `count && isSubscribable`, so it is never set when expressions are off, and an
 * `isSubscribable` that is an object or a list fails the expression (reported) and leaves it unset.
 */
function namesSubscriptionOption(ctx: PluginContext, optionCount: unknown, subscribable: unknown): boolean {
  if (!ctx.expressionsEnabled) return false;
  if (typeof subscribable === 'object' && subscribable !== null) {
    ctx.error('Error reducing expression: @subsOTPOptionsCount && @isSubscribable: Reduce error: unexpected token on stack');
    return false;
  }
  return Boolean(optionCount) && Boolean(subscribable);
}

/** The label: the merchant's own text, else "Subscribe" or "Add To Cart" (translated when the page has the words). */
function label(useCustom: unknown, customText: unknown, subscribable: unknown, ctx: PluginContext): string {
  if (isTruthy(useCustom) && isTruthy(customText)) return escapedText(customText);
  const [key, fallback] = isTruthy(subscribable) ? ['productSubscribeText', 'Subscribe'] : ['productAddToCartText', 'Add To Cart'];
  const text = ctx.resolve(['localizedStrings', key]);
  return isTruthy(text) ? escapedText(text) : fallback;
}

/**
 * `add-to-cart-btn`: the add-to-cart button the storefront's widget takes over, labelled with the
 * merchant's text, "Subscribe" or "Add To Cart". It carries the product's additional-fields form
 * (`use-form`, `data-form`) when it has one, and its first subscription option when subscribable.
 * Fields are looked up as the platform's button template does: from the product outwards.
 */
export const addToCartButton: Formatter = (_args, [first], ctx) => {
  if (first === undefined) return;
  first.set(
    ctx.withScope(first.value, () => {
      const content = ctx.resolve(['structuredContent']);
      const field = (name: string) => getPath(content, [name]);
      const form = field('additionalFieldsForm');
      const usesForm = isTruthy(field('additionalFieldsFormId')) && isTruthy(form);
      const subscribable = field('isSubscribable');
      const options = ctx.resolve(['structuredContent', 'productSubscriptionOptions']);
      const optionCount = applyFormatter(ctx, CORE_FORMATTERS['count'] as Formatter, options);
      const optionId = namesSubscriptionOption(ctx, optionCount, subscribable)
        ? `data-subscription-option-id="${printValue(getPath(options, [0, 'id']))}"`
        : '';
      const text = label(field('useCustomAddButtonText'), field('customAddButtonText'), subscribable, ctx);
      return (
        `${'\n'.repeat(13)}<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n` +
        `  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ${usesForm ? 'use-form' : ''}"` +
        ` role="button" tabindex="0" data-dynamic-strings` +
        ` data-collection-id="${printPath(ctx, 'collectionId')}"` +
        ` data-item-id="${printPath(ctx, 'id')}"` +
        ` data-product-type="${printValue(field('productType'))}"` +
        ` data-use-custom-label="${printValue(field('useCustomAddButtonText'))}" ` +
        (isTruthy(subscribable) ? `data-is-subscription="${printValue(subscribable)}" ` : '') +
        `data-original-label="${text}" ${usesForm ? `data-form="${escapedJson(ctx, form)}"` : ''}${optionId}>\n` +
        `    <div class="sqs-add-to-cart-button-inner">${text}</div>\n` +
        `  </div>\n` +
        `</div>`
      );
    }),
  );
};
