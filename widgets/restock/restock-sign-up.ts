import type { WidgetRuntime } from '../../loader';
import { CAPTCHA_ACTIONS, executeCaptcha, loadCaptcha } from '../../src/captcha';
import { STRINGS } from '../../src/i18n';
import { checkRestockEmail, signUpForRestock } from '../../src/restock';

const MESSAGE_CLASS = 'sf-restock__message';
let messages = 0;

/** The merchant's success text: the element's own, else the page's merchandising context for the product. */
function successText(element: HTMLElement, runtime: WidgetRuntime, productId: string): string {
  const own = element.getAttribute('data-success-text')?.trim();
  if (own) return own;
  const merchandising: unknown = runtime.pageContext?.productMerchandisingContext?.[productId];
  const text: unknown = (merchandising as { restockNotificationMessages?: { successText?: unknown } } | undefined)
    ?.restockNotificationMessages?.successText;
  return typeof text === 'string' && text.trim() !== '' ? text : STRINGS.restock.signedUp;
}

/** Shows `text` after the form (role="alert"), tied to the email field when it is about the email; `null` clears it. */
function showMessage(form: HTMLFormElement, email: HTMLInputElement | null, text: string | null, aboutEmail = false): void {
  let message = form.parentElement?.querySelector<HTMLElement>(`.${MESSAGE_CLASS}`) ?? null;
  if (text === null) {
    message?.remove();
    email?.removeAttribute('aria-invalid');
    email?.removeAttribute('aria-describedby');
    return;
  }
  if (message === null) {
    message = form.ownerDocument.createElement('p');
    message.className = MESSAGE_CLASS;
    message.id = `sf-restock-message-${(messages += 1)}`;
    message.setAttribute('role', 'alert');
    form.after(message);
  }
  message.textContent = text;
  if (aboutEmail && email !== null) {
    // The engine's markup names the field only by its placeholder, which assistive technology (and
    // axe) stop taking as its name once a description is tied to it: the same words become its label.
    if (email.labels?.length === 0 && !email.hasAttribute('aria-label') && email.placeholder !== '')
      email.setAttribute('aria-label', email.placeholder);
    email.setAttribute('aria-invalid', 'true');
    email.setAttribute('aria-describedby', message.id);
  }
}

/** A token for the `product_waitlist` action, or the reason there is none (spec 000 §8: "ReCaptcha has not been set up!"). */
async function captchaToken(runtime: WidgetRuntime, doc: Document): Promise<{ token: string } | { problem: string }> {
  const siteKey = runtime.pageContext?.website?.captchaSettings?.siteKey?.trim() ?? '';
  try {
    if (siteKey === '') throw new Error('The page context has no website.captchaSettings.siteKey.');
    const scriptUrl = runtime.config.captchaScriptUrl;
    await loadCaptcha({ document: doc, ...(scriptUrl === undefined ? {} : { scriptUrl }) });
    return { token: await executeCaptcha(siteKey, CAPTCHA_ACTIONS.productWaitlist, { document: doc }) };
  } catch (error) {
    console.error('[storefront-kit] The restock form’s captcha could not be set up.', error);
    return { problem: STRINGS.captcha.notSetUp };
  }
}

/**
 * Sends one restock view's form: checks the email, gets the captcha's token when the view has a
 * captcha container (the provider's script is loaded now, on first use), signs up, then replaces
 * the view's content with the success text or shows why it failed.
 */
export async function sendRestockForm(
  element: HTMLElement,
  form: HTMLFormElement,
  runtime: WidgetRuntime,
  productId: string,
): Promise<void> {
  const doc = element.ownerDocument;
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const submit = form.querySelector<HTMLElement>('[type="submit"]');
  const optIn = element.querySelector<HTMLInputElement>('input[name="isJoinMailingList"]');
  showMessage(form, email, null);
  const problem = checkRestockEmail(email?.value ?? '');
  if (problem !== undefined) {
    showMessage(form, email, problem, true);
    email?.focus();
    return;
  }
  submit?.setAttribute('aria-disabled', 'true');
  try {
    let token = '';
    if (element.querySelector('.captcha-container') !== null) {
      const captcha = await captchaToken(runtime, doc);
      if ('problem' in captcha) return showMessage(form, email, captcha.problem);
      token = captcha.token;
    }
    const language = doc.documentElement.lang || runtime.config.locale;
    const outcome = await signUpForRestock(runtime.client, {
      isJoinMailingList: optIn?.checked ?? false,
      productId,
      variantId: element.getAttribute('data-variant-id')?.trim() ?? '',
      siteVisitorEmail: email?.value ?? '',
      recaptchaEnterpriseV3Token: token,
      ...(language === '' ? {} : { language }),
    });
    if (!outcome.ok) return showMessage(form, email, outcome.message);
    const done = doc.createElement('p');
    done.className = 'sf-restock__success';
    done.setAttribute('role', 'status');
    done.tabIndex = -1;
    done.textContent = successText(element, runtime, productId);
    element.replaceChildren(done);
    // The form the shopper was in is gone: focus moves to what replaced it.
    done.focus();
  } finally {
    submit?.removeAttribute('aria-disabled');
  }
}
