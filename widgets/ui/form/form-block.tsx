import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { AddressAutocomplete, FormController, FormDefinition } from '../../../src/forms';
import { STRINGS } from '../../../src/i18n';
import { useCaptcha, type CaptchaSetup } from './captcha';
import { FormFieldList, focusFirstInvalidField } from './fields';

/** `form`: a form block, titles above fields. `newsletter`: one compact row, titles as placeholders. */
export type FormVariant = 'form' | 'newsletter';

export interface FormBlockProps {
  readonly controller: FormController;
  readonly definition: FormDefinition;
  readonly variant: FormVariant;
  /** The merchant's label for the submit button. */
  readonly submitLabel: string;
  /** Every element id in the form starts with it; unique on the page. */
  readonly idPrefix: string;
  /** Present for a protected form (`definition.captcha.enabled`). */
  readonly captcha?: CaptchaSetup | undefined;
  readonly addressAutocomplete?: AddressAutocomplete | undefined;
}

/**
 * A form over its submission store: every field with its error above its title, the banners
 * above and below on failure, the captcha, and the submit button that locks with "Submitting…".
 * On success it is replaced by the submission text and the sanitized post-submit HTML.
 */
export function FormBlock({ controller, definition, variant, submitLabel, idPrefix, captcha, addressAutocomplete }: FormBlockProps) {
  const { values, submission } = useStore(controller);
  const form = useRef<HTMLFormElement | null>(null);
  const { containerRef, prepare, problem } = useCaptcha(captcha);

  useEffect(() => {
    if (submission.status !== 'failed' || Object.keys(submission.fieldErrors).length === 0) return;
    if (form.current !== null) focusFirstInvalidField(form.current);
  }, [submission]);

  if (submission.status === 'success' && submission.outcome === 'message') {
    return (
      <FormSuccess
        className={`sf-form-success sf-form-success--${variant}`}
        message={submission.submissionMessage}
        html={submission.postSubmitHtml}
      />
    );
  }

  const failed = submission.status === 'failed' ? submission : undefined;
  // Locked while sending, and while the page leaves for the redirect.
  const locked = submission.status === 'submitting' || submission.status === 'success';
  return (
    <form
      ref={form}
      className={`sf-form sf-form--${variant}`}
      aria-label={definition.name}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!locked) void controller.submit();
      }}
      onFocus={prepare}
      onPointerEnter={prepare}
    >
      {failed && <p className="sf-form__banner">{failed.bannerAbove}</p>}
      <div className="sf-form__fields">
        <FormFieldList
          definition={definition}
          idPrefix={idPrefix}
          values={values}
          errors={failed?.fieldErrors}
          onChange={controller.setValue}
          compact={variant === 'newsletter'}
          addressAutocomplete={addressAutocomplete}
        />
      </div>
      {captcha && (
        <div className="sf-form__captcha-area">
          <div className="sf-form__captcha" ref={containerRef} />
          {problem && (
            <p className="sf-form__captcha-problem" role="alert">
              {problem}
            </p>
          )}
        </div>
      )}
      <div className="sf-form__actions">
        <button type="submit" className="sf-form__submit" aria-disabled={locked || undefined} data-state={submission.status}>
          {locked ? STRINGS.forms.submitting : submitLabel}
        </button>
        <div className="sf-form__message" role="alert">
          {failed?.message}
        </div>
      </div>
      {failed && <p className="sf-form__banner sf-form__banner--below">{failed.bannerBelow}</p>}
    </form>
  );
}

interface FormSuccessProps {
  readonly className: string;
  readonly message: string;
  /** Already sanitized by the submission flow. */
  readonly html: string;
}

/** Takes the form's place, and focus with it: the button the shopper pressed is gone. */
function FormSuccess({ className, message, html }: FormSuccessProps) {
  const region = useRef<HTMLDivElement | null>(null);
  useEffect(() => region.current?.focus(), []);
  return (
    <div ref={region} className={className} role="status" tabIndex={-1}>
      {message && <p className="sf-form-success__message">{message}</p>}
      {html && <div className="sf-form-success__html" dangerouslySetInnerHTML={{ __html: html }} />}
    </div>
  );
}
