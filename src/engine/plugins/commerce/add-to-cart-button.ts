import { getAddToCartLabel } from '../../../commerce';
import type { ProductItem } from '../../../commerce';
import { getPath, isTruthy, toJsonText } from '../../values';
import { escapeAttribute } from '../html';
import type { PluginContext } from '../types';
import { fieldText, localizedStringsFor } from './render';

/** The platform's button markup starts after this many blank lines; kept so concatenations match it. */
const LEADING_LINES = '\n'.repeat(13);

/**
 * `add-to-cart-btn`: the add-to-cart button the storefront's widget takes over, labelled with the
 * merchant's text, "Subscribe" or "Add To Cart". It carries the product's additional-fields form
 * (`use-form`, `data-form`) when it has one, and its first subscription option when subscribable.
 */
export function addToCartButtonMarkup(item: unknown, ctx: PluginContext): string {
  const content = getPath(item, ['structuredContent']);
  const label = escapeAttribute(getAddToCartLabel(item as ProductItem, localizedStringsFor(ctx)));
  const subscribable = getPath(content, ['isSubscribable']);
  const form = getPath(content, ['additionalFieldsForm']);
  const usesForm = isTruthy(getPath(content, ['additionalFieldsFormId'])) && isTruthy(form);
  const options = getPath(content, ['productSubscriptionOptions']);
  const optionId =
    isTruthy(subscribable) && isTruthy(options) ? `data-subscription-option-id="${escapeAttribute(fieldText(options, 0, 'id'))}"` : '';
  return (
    `${LEADING_LINES}<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">\n` +
    `  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ${usesForm ? 'use-form' : ''}"` +
    ` role="button" tabindex="0" data-dynamic-strings` +
    ` data-collection-id="${escapeAttribute(fieldText(item, 'collectionId'))}"` +
    ` data-item-id="${escapeAttribute(fieldText(item, 'id'))}"` +
    ` data-product-type="${escapeAttribute(fieldText(content, 'productType'))}"` +
    ` data-use-custom-label="${escapeAttribute(fieldText(content, 'useCustomAddButtonText'))}"` +
    (isTruthy(subscribable) ? ` data-is-subscription="${escapeAttribute(fieldText(content, 'isSubscribable'))}"` : '') +
    ` data-original-label="${label}" ${usesForm ? `data-form="${escapeAttribute(toJsonText(form))}"` : ''}${optionId}>\n` +
    `    <div class="sqs-add-to-cart-button-inner">${label}</div>\n` +
    `  </div>\n` +
    `</div>`
  );
}
