/**
 * The product markup the template engine's commerce formatters emit (JSON-T §8: `add-to-cart-btn`,
 * `variants-select`, `quantity-input`, `product-price`, `product-status`), written here as strings
 * until the engine renders the demo site. The widgets mount on exactly this markup, so they will
 * mount unchanged on the engine's. `product-markup.test.ts` holds it to the conformance fixtures.
 */
import {
  getAddToCartLabel,
  getProductStatus,
  getVariantOptionLabels,
  getVariantOptions,
  isQuantityInputShown,
  isSubscribable,
  type ProductContent,
  type ProductItem,
  type StoreWebsiteSettings,
} from '../../../src/commerce';
import { localizedText, STRINGS, type LocalizedStrings } from '../../../src/i18n';
import { getPriceLine } from '../../../src/product-form';

/** The engine's `html` escaping: `&`, `<` and `>`. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The engine's `htmlattr` escaping: `html` plus `"`. */
function attr(text: string): string {
  return html(text).replace(/"/g, '&quot;');
}

/** A JSON value as the engine writes it into a data attribute. */
const jsonAttr = (value: unknown): string => attr(JSON.stringify(value));

const contentOfItem = (item: ProductItem): ProductContent => item.structuredContent ?? {};

/** Page JSON writes an absent value as null as often as it leaves it out. */
const present = (value: unknown): boolean => value !== undefined && value !== null;

/** What a template prints for a raw value: nothing for missing, else its text. */
const printed = (value: unknown): string => (present(value) ? String(value) : '');

/** `{item|add-to-cart-btn}` */
export function addToCartButtonMarkup(item: ProductItem, localizedStrings?: LocalizedStrings): string {
  const content = contentOfItem(item);
  const label = getAddToCartLabel(item, localizedStrings);
  // `use-form` and `data-form` need both the form's id and the form.
  const form = present(content.additionalFieldsFormId) && present(content.additionalFieldsForm);
  const subscribable = isSubscribable(item);
  const optionId = subscribable ? content.productSubscriptionOptions?.[0]?.id : undefined;
  return `<div class="sqs-add-to-cart-button-wrapper" data-animation-role="button">
  <div class="sqs-add-to-cart-button sqs-suppress-edit-mode sqs-editable-button sqs-button-element--primary ${form ? 'use-form' : ''}" role="button" tabindex="0" data-dynamic-strings data-collection-id="${attr(printed(item.collectionId))}" data-item-id="${attr(printed(item.id))}" data-product-type="${attr(printed(content.productType))}" data-use-custom-label="${attr(printed(content.useCustomAddButtonText))}"${subscribable ? ' data-is-subscription="true"' : ''} data-original-label="${attr(label)}" ${form ? `data-form="${jsonAttr(content.additionalFieldsForm)}"` : ''}${optionId === undefined ? '' : `data-subscription-option-id="${attr(optionId)}"`}>
    <div class="sqs-add-to-cart-button-inner">${html(label)}</div>
  </div>
</div>`;
}

/** `{item|quantity-input}`: nothing unless spec 001 §5 allows a quantity. */
export function quantityInputMarkup(item: ProductItem, options: { websiteSettings?: StoreWebsiteSettings; localizedStrings?: LocalizedStrings } = {}): string {
  if (!isQuantityInputShown(item, options.websiteSettings)) return '';
  const label = localizedText(options.localizedStrings, 'productQuantityInputLabel', STRINGS.product.quantityLabel);
  return `<div class="product-quantity-input" data-item-id="${attr(printed(item.id))}" data-animation-role="content">
  <div class="quantity-label">${html(label)}:</div>
  <input aria-label="${attr(label)}" size="4" max="9999" min="1" value="1" type="number" step="1"></input>
</div>`;
}

/** `{item|variants-select}`: nothing with fewer than 2 variants. */
export function variantsSelectMarkup(item: ProductItem, localizedStrings?: LocalizedStrings): string {
  const options = getVariantOptions(item);
  if (options.length === 0) return '';
  const content = contentOfItem(item);
  const subscription = isSubscribable(item) ? ` data-is-subscribable="true" data-subscription-plan="${jsonAttr(content.subscriptionPlan)}"` : '';
  const blocks = options.map(({ name, values }) => {
    const { title, prompt } = getVariantOptionLabels(item, name, localizedStrings);
    const id = (value: string) => attr(`variant-option-${name}-${value}`);
    const choices = values.map((value) => `<option value="${attr(value)}">${html(value)}</option>`).join('');
    const radios = values
      .map(
        (value) => `      <input type="radio" class="variant-radiobtn" value="${attr(value)}" name="${attr(`variant-option-${name}`)}" id="${id(value)}"/>
      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="${id(value)}">${html(value)}</label>`,
      )
      .join('\n');
    return `    <div class="variant-option">
    <div class="variant-option-title">${html(title)}: </div>
    <div class="variant-select-wrapper">
      <select aria-label="${attr(prompt)}" data-variant-option-name="${attr(name)}">
        <option value="">${html(prompt)}</option>
        ${choices}
      </select>
    </div>
    <div class="variant-radiobtn-wrapper" data-variant-option-name="${attr(name)}">
${radios}
    </div>
    </div>`;
  });
  return `<div class="product-variants" data-item-id="${attr(printed(item.id))}" data-variants="${jsonAttr(content.variants)}"${subscription} data-animation-role="content">
${blocks.join('\n')}
  </div>`;
}

/** `{item|product-price}` in the site's money format (the demo formats money for its locale). */
export function productPriceMarkup(item: ProductItem, locale: string): string {
  const line = getPriceLine(item, { locale });
  let inner = '';
  if (line.kind === 'text') inner = html(line.text);
  else if (line.kind === 'sale') {
    const hidden = (text: string) => `<span class="visually-hidden v6-visually-hidden">${html(text)}</span>`;
    inner = `${hidden(STRINGS.product.salePriceLabel)}${html(line.salePrice)} ${hidden(STRINGS.product.originalPriceLabel)}<span class="original-price">${html(line.originalPrice)}</span>`;
  }
  return `<div class="product-price">${inner}</div>`;
}

/** `{item|product-status}`: the sold-out or sale badge, or nothing. */
export function productStatusMarkup(item: ProductItem, localizedStrings?: LocalizedStrings): string {
  const status = getProductStatus(item, localizedStrings === undefined ? {} : { localizedStrings });
  return status === undefined ? '' : `<div class="product-mark ${status.kind}">${attr(status.text)}</div>`;
}
