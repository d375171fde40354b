/**
 * Newsletter block.
 *
 * Renders: a newsletter sign-up form (typically a name and an email) on one compact row, the
 *   field titles as placeholders and accessible names; otherwise it behaves as the form block:
 *   the same validation, messages, banners, captcha (action `newsletter_block`) and submission,
 *   and success replaces it with the submission text.
 * Accepts: the form block's markup (data-submit-label, the data-form-definition script, the
 *   optional data-form-root child).
 * Usage: <div data-widget="newsletter-block" data-submit-label="Sign Up"><script type="application/json" data-form-definition>{…}</script><div data-form-root inert>…</div></div>
 */
import type { MountWidget } from '../../loader';
import { CAPTCHA_ACTIONS } from '../../src/captcha';
import { mountForm } from '../ui/form';

export const mount: MountWidget = (element, runtime) =>
  mountForm(element, runtime, { variant: 'newsletter', captchaAction: CAPTCHA_ACTIONS.newsletterBlock, widgetName: 'newsletter-block' });
