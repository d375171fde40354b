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
import { mountForm } from '../ui/form';

// The action as a literal the type checks (CaptchaAction), not CAPTCHA_ACTIONS: importing that would
// bring the captcha's code with every form, protected or not.
export const mount: MountWidget = (element, runtime) =>
  mountForm(element, runtime, { variant: 'newsletter', captchaAction: 'newsletter_block', widgetName: 'newsletter-block' });
