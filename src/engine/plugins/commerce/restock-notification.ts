import { getPath, isTruthy } from '../../values';
import type { JsonObject } from '../../values';
import { escapeAttribute } from '../html';
import type { PluginContext } from '../types';
import { fieldText, merchandisingFor } from './render';

/** The platform's markup starts with these blank lines, views or not; kept so concatenations match it. */
const LEADING_LINES = '\n'.repeat(6);

interface RestockForm {
  readonly productId: string;
  readonly messages: unknown;
  readonly mailingListSignUp: boolean;
  readonly mailingListOptIn: boolean;
  readonly captcha: boolean;
}

function viewMarkup(view: unknown, form: RestockForm): string {
  const message = (key: string): string => escapeAttribute(fieldText(form.messages, key));
  const mailingList = form.mailingListSignUp
    ? `  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"${form.mailingListOptIn ? ' checked' : ''}>${message('mailingListDescription')}</label>\n`
    : '\n';
  return (
    `\n<div class="product-restock-notification" data-product-id="${form.productId}" data-variant-id="${escapeAttribute(fieldText(view, 'variantId'))}"` +
    `${isTruthy(getPath(view, ['hiddenByDefault'])) ? ' hidden' : ''}>\n` +
    `  <span class="product-restock-cta">${message('CTAText')}</span>\n` +
    `  <form class="product-restock-form" action="#">\n` +
    `    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="${message('placeholderText')}">\n` +
    `    <input class="sqs-editable-button" type="submit" value="${message('buttonText')}">\n` +
    `  </form>\n` +
    mailingList +
    (form.captcha ? `  <div class="captcha-container"></div>\n` : '\n') +
    `</div>\n`
  );
}

/**
 * `product-restock-notification`: a back-in-stock sign-up form per restock view of the product
 * (`productMerchandisingContext[id].restockNotificationViews`), each for one variant and hidden
 * until that variant is picked when the view says so; with a mailing-list opt-in when sign-up is
 * on, and a captcha container when the site has a captcha key.
 */
export function restockNotificationMarkup(item: unknown, ctx: PluginContext): string {
  const merchandising: JsonObject = merchandisingFor(item, ctx) ?? {};
  const views = merchandising['restockNotificationViews'];
  if (!Array.isArray(views)) return LEADING_LINES;
  const form: RestockForm = {
    productId: escapeAttribute(fieldText(item, 'id')),
    messages: merchandising['restockNotificationMessages'],
    mailingListSignUp: isTruthy(merchandising['mailingListSignUpEnabled']),
    mailingListOptIn: isTruthy(merchandising['mailingListOptInByDefault']),
    captcha: isTruthy(ctx.resolve(['website', 'captchaSettings', 'siteKey'])),
  };
  return LEADING_LINES + views.map((view: unknown) => viewMarkup(view, form)).join('');
}
