import { useEffect, useMemo } from 'react';
import { definitionOf, type FormDraft } from '../../src/form-builder';
import { createFormSubmission, withDisclaimer, type FormController, type FormDefinition, type FormsTransport } from '../../src/forms';
import { injectStyles } from '../../widgets/ui';
import { BASE_CSS } from '../../widgets/ui/base-styles';
import { FORM_CSS, FormBlock } from '../../widgets/ui/form';

/**
 * Answers every call as the platform would a good submission, without sending anything: the
 * preview's submit button shows the owner the success message (or the lock before a redirect).
 */
const PREVIEW_TRANSPORT: FormsTransport = {
  postJson: async (path) => ({ status: 200, body: path.includes('FormSubmissionKey') ? { key: 'preview' } : { errors: {} } }),
  getJson: async () => ({ status: 200, body: { predictions: [] } }),
};

const PREVIEW_PAGE = {
  pageTitle: 'Preview',
  pageId: 'preview',
  contentSource: 'c',
  pagePath: '/config/forms',
  pagePermissionTypeValue: 1,
} as const;

function previewController(definition: FormDefinition): FormController {
  return createFormSubmission({ definition, transport: PREVIEW_TRANSPORT, page: PREVIEW_PAGE, search: '', navigate: () => undefined });
}

/**
 * What a shopper gets, drawn by the storefront's own form block with the disclaimer's acceptance
 * and the submit label as pages show them; a form the storefront would refuse is not drawn.
 */
export function FormPreview({ draft }: { readonly draft: FormDraft }) {
  const key = JSON.stringify(draft);
  useEffect(() => {
    injectStyles(document, 'base', BASE_CSS);
    injectStyles(document, 'form', FORM_CSS);
  }, []);
  const preview = useMemo(() => {
    try {
      const definition = withDisclaimer(definitionOf('preview', draft));
      return { definition, controller: previewController(definition) };
    } catch {
      return null;
    }
    // The draft is a new object on every change; its text says when it really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <section className="admin-preview admin-form-preview" aria-labelledby="form-preview-title">
      <h2 id="form-preview-title" className="admin-preview__title">
        Preview
      </h2>
      <p className="admin-hint">Exactly what shoppers see. Sending here stores nothing.</p>
      {preview === null || draft.fields.length === 0 ? (
        <p className="admin-hint">The preview shows the form once it has a field and every field is complete.</p>
      ) : (
        <FormBlock
          key={key}
          controller={preview.controller}
          definition={preview.definition}
          variant="form"
          submitLabel={preview.definition.submitLabel ?? 'Submit'}
          idPrefix="preview-"
        />
      )}
    </section>
  );
}
