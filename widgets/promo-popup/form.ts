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
import { CAPTCHA_ACTIONS } from '../../src/captcha';
import { mountForm } from '../ui/form';

export const mount: MountWidget = (element, runtime) =>
  mountForm(element, runtime, { variant: 'newsletter', captchaAction: CAPTCHA_ACTIONS.promoPopup, widgetName: 'promo-popup-form' });
