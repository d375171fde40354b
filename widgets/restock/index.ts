/**
 * Restock sign-up.
 *
 * Renders: nothing new until the shopper sends the form. It takes over the engine's restock
 *   markup (one view per product or variant): sending checks the email ("Email cannot be blank",
 *   "Email is invalid"), asks the captcha for a token when the view has a captcha container, and
 *   signs up with the mailing-list choice and the page's language. On success the view's content
 *   is replaced by the merchant's success text or "Signed up!" (role="status", focused); on failure
 *   the server's message, else "Unable to submit form. Please try again later.", shows after the
 *   form (role="alert"). Views hidden until their variant is chosen are shown by the variant
 *   picker (its product block view) while that variant is chosen and sold out; the loader mounts
 *   a view only once it is shown, so this chunk never comes with a page whose views are hidden.
 * Accepts (the engine's `.product-restock-notification` markup, or data-widget="restock" on the same markup):
 *   data-product-id    required, the product id
 *   data-variant-id    the variant the view is for; blank: the product as a whole
 *   data-success-text  the merchant's success text; else the page context's
 *                      productMerchandisingContext[id].restockNotificationMessages.successText
 *   inside: `form` with `input[name=email]` and a submit control; optionally
 *   `input[name=isJoinMailingList]` and `.captcha-container`.
 * Usage: {item|product-restock-notification} in a template.
 */
import type { MountWidget } from '../../loader';
import { PRESS_ATTRIBUTE, WidgetAttributeError, requiredAttribute } from '../ui';

export const mount: MountWidget = (element, runtime) => {
  const productId = requiredAttribute(element, 'data-product-id');
  const form = element.querySelector('form');
  if (form === null) throw new WidgetAttributeError('data-widget', '"restock" needs its <form> inside');
  let sending: Promise<void> | undefined;
  // The checks, the captcha and the call come with the first send, not with the page.
  const onSubmit = (event: Event) => {
    event.preventDefault();
    sending ??= import('./restock-sign-up')
      .then((signUp) => signUp.sendRestockForm(element, form, runtime, productId))
      .catch((error: unknown) => console.error('[storefront-kit] The restock sign-up failed.', error))
      .finally(() => (sending = undefined));
  };
  form.addEventListener('submit', onSubmit);
  // A send the loader kept while this chunk was on its way (the shopper pressed Enter in the email
  // field, or the button): sent now, once.
  if (element.getAttribute(PRESS_ATTRIBUTE) === 'kept') {
    element.removeAttribute(PRESS_ATTRIBUTE);
    onSubmit(new Event('submit', { cancelable: true }));
  }
  return () => form.removeEventListener('submit', onSubmit);
};
