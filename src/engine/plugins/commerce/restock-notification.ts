import { asText, isTruthy, lookupIn } from '../../values';
import { escapedText, printPath, printValue } from '../markup-tags';
import type { Formatter, PluginContext } from '../types';
import { at } from './product-reading';
import { orNull } from './render';

function viewMarkup(ctx: PluginContext, view: unknown, messages: Readonly<Record<string, unknown>>, productId: unknown): string {
  return ctx.withScope(view, () => {
    const mailingList = isTruthy(ctx.resolve(['mailingListSignUpEnabled']))
      ? `  <label class="product-restock-mailing-list"><input type="checkbox" name="isJoinMailingList"` +
        `${isTruthy(ctx.resolve(['mailingListOptInByDefault'])) ? ' checked' : ''}>${escapedText(messages['mailingListDescription'])}</label>`
      : '';
    return (
      `\n<div class="product-restock-notification" data-product-id="${printValue(productId)}" data-variant-id="${printPath(ctx, 'variantId')}"` +
      `${isTruthy(ctx.resolve(['hiddenByDefault'])) ? ' hidden' : ''}>\n` +
      `  <span class="product-restock-cta">${escapedText(messages['CTAText'])}</span>\n` +
      `  <form class="product-restock-form" action="#">\n` +
      `    <input type="text" x-autocompletetype="email" spellcheck="false" name="email" placeholder="${escapedText(messages['placeholderText'])}">\n` +
      `    <input class="sqs-editable-button" type="submit" value="${escapedText(messages['buttonText'])}">\n` +
      `  </form>\n` +
      `${mailingList}\n` +
      `${isTruthy(ctx.resolve(['captchaSiteKey'])) ? '  <div class="captcha-container"></div>' : ''}\n` +
      `</div>\n`
    );
  });
}

/**
 * `product-restock-notification`: a back-in-stock sign-up form per restock view of the product
 * (`productMerchandisingContext[id].restockNotificationViews`), each for one variant and hidden
 * until that variant is picked when the view says so; with a mailing-list opt-in when sign-up is
 * on, and a captcha container when the site has a captcha key (`website.captchaSettings.siteKey`).
 */
export const productRestockNotification: Formatter = (_args, [first], ctx) => {
  if (first === undefined) return;
  const website = ctx.resolve(['website']);
  const merchandising = ctx.resolve(['productMerchandisingContext']);
  const product = at(merchandising, asText(lookupIn(first.value, 'id')));
  const scope = {
    product: orNull(first.value),
    views: orNull(at(product, 'restockNotificationViews')),
    messages: orNull(at(product, 'restockNotificationMessages')),
    mailingListSignUpEnabled: orNull(at(product, 'mailingListSignUpEnabled')),
    mailingListOptInByDefault: orNull(at(product, 'mailingListOptInByDefault')),
    captchaSiteKey: orNull(at(website, 'captchaSettings', 'siteKey')),
  };
  first.set(
    ctx.withScope(scope, () => {
      const productId = ctx.resolve(['product', 'id']);
      const messages: Record<string, unknown> = {};
      for (const key of ['buttonText', 'CTAText', 'placeholderText', 'mailingListDescription'])
        messages[key] = ctx.resolve(['messages', key]);
      const views = scope.views;
      const markup = Array.isArray(views)
        ? views.map((view: unknown) => viewMarkup(ctx, view ?? undefined, messages, productId)).join('')
        : '';
      return `\n\n\n\n\n\n${markup}`;
    }),
  );
};
