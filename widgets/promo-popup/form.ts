/**
 * The promotional pop-up's sign-up form.
 *
 * Renders: the newsletter block (its markup, validation, messages, submission), with the captcha's
 *   `promo_popup` action. The pop-up's markup carries it `hidden`, so the loader mounts it (and
 *   downloads React and the forms' code) only once the pop-up opens.
 * Accepts: the newsletter block's markup (data-submit-label, the data-form-definition script, the
 *   optional data-form-root child).
 * Usage: inside the pop-up's <dialog>: <div data-widget="promo-popup-form" data-submit-label="Sign Up" hidden>…</div>
 */
import type { MountWidget } from '../../loader';
import { mountForm } from '../ui/form';

// The action as a literal the type checks (CaptchaAction), not CAPTCHA_ACTIONS: importing that would
// bring the captcha's code with every form, protected or not.
export const mount: MountWidget = (element, runtime) =>
  mountForm(element, runtime, { variant: 'newsletter', captchaAction: 'promo_popup', widgetName: 'promo-popup-form' });
