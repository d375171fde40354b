import { TEMPLATE_ENGINE_RULES, getVariantOptionLabels, getVariantOptions } from '../../../commerce';
import type { ProductItem, VariantOption } from '../../../commerce';
import type { LocalizedStrings } from '../../../i18n';
import { getPath, isTruthy, toJsonText } from '../../values';
import { escapeAttribute } from '../html';
import type { PluginContext } from '../types';
import { fieldText, formatMessage, localizedStringsFor } from './render';

/** The platform's picker markup starts with these blank lines; kept so concatenations match it. */
const LEADING_LINES = '\n  \n  \n  \n  \n\n  ';

/**
 * The platform writes the picker's accessible name unescaped (fixtures pin `&` as is there);
 * escaping the quote alone keeps the attribute well-formed whatever the option is called.
 */
function accessibleName(text: string): string {
  return text.replace(/"/g, '&quot;');
}

function radioButton(optionName: string, value: string): string {
  const id = escapeAttribute(`variant-option-${optionName}-${value}`);
  const text = escapeAttribute(value);
  return (
    `      <input type="radio" class="variant-radiobtn" value="${text}" name="${escapeAttribute(`variant-option-${optionName}`)}" id="${id}"/>\n` +
    `      <label class="sqs-button-element--secondary" role="button" tabindex="0" for="${id}">${text}</label>\n`
  );
}

function optionMarkup(item: unknown, option: VariantOption, localizedStrings: LocalizedStrings | undefined, ctx: PluginContext): string {
  const { title, prompt } = getVariantOptionLabels(item as ProductItem, option.name, localizedStrings, {
    format: (pattern, values) => formatMessage(ctx, pattern, values),
  });
  const name = escapeAttribute(option.name);
  const choices = option.values.map((value) => `<option value="${escapeAttribute(value)}">${escapeAttribute(value)}</option>`);
  return (
    `    <div class="variant-option">\n` +
    `    <div class="variant-option-title">${escapeAttribute(title)}: </div>\n` +
    `    <div class="variant-select-wrapper">\n` +
    `      <select aria-label="${accessibleName(prompt)}" data-variant-option-name="${name}">\n` +
    `        <option value="">${escapeAttribute(prompt)}</option>\n` +
    `        ${choices.join('')}\n` +
    `      </select>\n` +
    `    </div>\n` +
    `    <div class="variant-radiobtn-wrapper" data-variant-option-name="${name}">\n` +
    option.values.map((value) => radioButton(option.name, value)).join('') +
    `    </div>\n` +
    `    </div>\n`
  );
}

/**
 * `variants-select`: a picker per product option (a select and the same choices as radio
 * buttons), or nothing for a product with fewer than two variants. The wrapper carries the
 * variants, and for a subscribable product its plan, as JSON for the storefront's widget.
 */
export function variantsSelectMarkup(item: unknown, ctx: PluginContext): string {
  const options = getVariantOptions(item as ProductItem, TEMPLATE_ENGINE_RULES);
  if (options.length === 0) return '';
  const content = getPath(item, ['structuredContent']);
  const subscription = isTruthy(getPath(content, ['isSubscribable']))
    ? ` data-is-subscribable="true" data-subscription-plan="${escapeAttribute(toJsonText(getPath(content, ['subscriptionPlan'])))}"`
    : '';
  const localizedStrings = localizedStringsFor(ctx);
  return (
    `${LEADING_LINES}<div class="product-variants" data-item-id="${escapeAttribute(fieldText(item, 'id'))}"` +
    ` data-variants="${escapeAttribute(toJsonText(getPath(content, ['variants'])))}"${subscription} data-animation-role="content">\n` +
    options.map((option) => optionMarkup(item, option, localizedStrings, ctx)).join('') +
    `  </div>\n`
  );
}
