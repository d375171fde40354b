import { createElement, type ReactElement } from 'react';
import { createFormSubmission, type AddressAutocomplete, type FormDefinition, type FormsTransport } from '../../../src/forms';
import { createCaptchaSlot } from './captcha';
import { FormBlock, type FormVariant } from './form-block';
import { formIdPrefix } from './markup';

const NO_TRANSPORT: FormsTransport = {
  postJson: () => Promise.reject(new Error('A server-rendered form does not send')),
  getJson: () => Promise.reject(new Error('A server-rendered form does not look anything up')),
};

// Present so the first address line renders as it will once live (a combobox); never called.
const NO_AUTOCOMPLETE: AddressAutocomplete = {
  predict: () => Promise.resolve({ status: 'unavailable' }),
  details: () => Promise.resolve({ status: 'unavailable' }),
};

const NO_PAGE = { pageTitle: '', pageId: '', contentSource: 'c', pagePath: '', pagePermissionTypeValue: 0 } as const;

/**
 * The form as the widget first renders it, for a platform to render on the server (with
 * react-dom/server) inside `[data-form-root]`: the same elements, classes and ids, so mounting
 * the live form in its place shifts nothing.
 */
export function formFallback(
  definition: FormDefinition,
  options: { readonly variant: FormVariant; readonly submitLabel: string },
): ReactElement {
  return createElement(FormBlock, {
    controller: createFormSubmission({ definition, transport: NO_TRANSPORT, page: NO_PAGE, search: '' }),
    definition,
    variant: options.variant,
    submitLabel: options.submitLabel,
    idPrefix: formIdPrefix(definition),
    // Only its space is rendered here; the captcha itself renders once the widget is live.
    captcha: definition.captcha.enabled ? { slot: createCaptchaSlot(), siteKey: '', action: 'form_block' } : undefined,
    addressAutocomplete: NO_AUTOCOMPLETE,
  });
}
