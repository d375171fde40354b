/**
 * Form block.
 *
 * Renders: the form in place of its server-rendered copy: every field with its title, description
 *   and error (above the title), `n / max` under a text area with a limit, a captcha for a
 *   protected form (loaded when the shopper reaches the form), and the submit button, which locks
 *   with "Submitting…". A failure shows the spec's message by the button and a banner above and
 *   below the form, moves focus to the first invalid field, and keeps every answer. Success goes
 *   to the form's redirect, or replaces the form with its submission text and sanitized HTML.
 * Accepts:
 *   data-submit-label                       required, the submit button's label
 *   <script type="application/json" data-form-definition>   required child, the form definition
 *   <div data-form-root inert>              optional child, the server-rendered form
 * Usage: <div data-widget="form-block" data-submit-label="Send"><script type="application/json" data-form-definition>{…}</script><div data-form-root inert>…</div></div>
 */
import type { MountWidget } from '../../loader';
import { mountForm } from '../ui/form';

// The action as a literal the type checks (CaptchaAction), not CAPTCHA_ACTIONS: importing that would
// bring the captcha's code with every form, protected or not.
export const mount: MountWidget = (element, runtime) =>
  mountForm(element, runtime, { variant: 'form', captchaAction: 'form_block', widgetName: 'form-block' });
