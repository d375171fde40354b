import { createElement } from 'react';
import type { WidgetRuntime } from '../../../loader';
import type { CaptchaAction } from '../../../src/captcha';
import {
  createFormSubmission,
  createPlatformFormsTransport,
  parseFormDefinition,
  submissionPageOf,
  type AddressAutocomplete,
  type AddressAutocompleteOptions,
  type FormDefinition,
} from '../../../src/forms';
import { WidgetAttributeError, requiredAttribute } from '../attributes';
import { injectStyles } from '../inject-styles';
import { mountWidget } from '../mount-widget';
import { createCaptchaSlot } from './captcha';
import { FormBlock, type FormVariant } from './form-block';
import { FORM_MARKUP, formIdPrefix } from './markup';
import { FORM_CSS } from './styles';

export interface FormWidgetKind {
  readonly variant: FormVariant;
  /** The captcha action a protected form of this kind runs. */
  readonly captchaAction: CaptchaAction;
  /** The `data-widget` name, sent as the section in address lookups. */
  readonly widgetName: string;
}

/**
 * The address lookups, whose code comes with the shopper's first typing in an address line, not with
 * every form. Code that cannot arrive is a lookup that is unavailable: the inputs stay plain.
 */
function lazyAddressAutocomplete(options: AddressAutocompleteOptions): AddressAutocomplete {
  let client: Promise<AddressAutocomplete> | undefined;
  const ready = () =>
    (client ??= import('../../../src/forms/address-autocomplete').then(({ createAddressAutocomplete }) =>
      createAddressAutocomplete(options),
    ));
  const unavailable = (error: unknown) => {
    client = undefined;
    console.error('[storefront-kit] The address lookup could not load.', error);
    return { status: 'unavailable' } as const;
  };
  return {
    predict: (input) => ready().then((ready) => ready.predict(input), unavailable),
    details: (placeId) => ready().then((ready) => ready.details(placeId), unavailable),
  };
}

/** The definition in the element's `<script type="application/json" data-form-definition>`. */
function readDefinition(element: HTMLElement): FormDefinition {
  const script = element.querySelector(`:scope > script[type="application/json"][${FORM_MARKUP.definition}]`);
  if (script === null)
    throw new WidgetAttributeError(
      FORM_MARKUP.definition,
      'is missing: the element needs a <script type="application/json" data-form-definition> child',
    );
  try {
    return parseFormDefinition(JSON.parse(script.textContent ?? ''));
  } catch (error) {
    throw new WidgetAttributeError(
      FORM_MARKUP.definition,
      `does not hold a form definition: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The child the form renders into: the server-rendered one, or a new one. */
function formRoot(element: HTMLElement): HTMLElement {
  const existing = element.querySelector<HTMLElement>(`:scope > [${FORM_MARKUP.root}]`);
  if (existing !== null) return existing;
  const root = element.ownerDocument.createElement('div');
  root.setAttribute(FORM_MARKUP.root, '');
  element.append(root);
  return root;
}

/**
 * Mounts a form widget of `kind` on its markup: reads the definition, wires the submission to the
 * platform client, replaces the inert server-rendered form with the live one in place, and records
 * the form's render with the census.
 * @throws WidgetAttributeError naming the definition or the submit label when the markup is unusable
 */
export function mountForm(element: HTMLElement, runtime: WidgetRuntime, kind: FormWidgetKind): () => void {
  const definition = readDefinition(element);
  const submitLabel = requiredAttribute(element, FORM_MARKUP.submitLabel);
  const doc = element.ownerDocument;
  const location = doc.defaultView?.location;
  const transport = createPlatformFormsTransport(runtime.client);
  const slot = definition.captcha.enabled ? createCaptchaSlot() : undefined;
  const controller = createFormSubmission({
    definition,
    transport,
    page: submissionPageOf(runtime.pageContext, { title: doc.title, path: location?.pathname ?? '' }),
    search: location?.search ?? '',
    ...(slot === undefined ? {} : { captcha: slot }),
    ...(doc.defaultView === null ? {} : { window: doc.defaultView }),
  });
  const sessionToken = globalThis.crypto?.randomUUID?.();
  const addressAutocomplete = lazyAddressAutocomplete({
    transport,
    context: { productPage: location?.pathname ?? '', productSection: kind.widgetName },
    ...(sessionToken === undefined ? {} : { sessionToken }),
  });

  injectStyles(doc, 'form', FORM_CSS);
  const root = formRoot(element);
  root.removeAttribute('inert');
  const unmount = mountWidget(
    kind.widgetName,
    root,
    runtime,
    createElement(FormBlock, {
      controller,
      definition,
      variant: kind.variant,
      submitLabel,
      idPrefix: formIdPrefix(definition),
      captcha:
        slot === undefined
          ? undefined
          : {
              slot,
              siteKey: runtime.pageContext?.website?.captchaSettings?.siteKey ?? '',
              action: kind.captchaAction,
              scriptUrl: runtime.config.captchaScriptUrl,
            },
      addressAutocomplete,
    }),
  );
  // The shopper sees the form now: the loader mounts a hidden one only once it is shown.
  runtime.census({ kind: 'form-render', data: { formId: definition.id } });
  return unmount;
}
