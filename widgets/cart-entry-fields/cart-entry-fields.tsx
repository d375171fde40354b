import { useCallback, useState } from 'react';
import type { CartState } from '../../src/cart';
import { formValuesOf, parseSubmittedForm, summarizeForm, summaryValueText, type FormDefinition } from '../../src/forms';
import { STRINGS } from '../../src/i18n';
import { shopperMessageOf } from '../../src/platform';
import { AdditionalFieldsDialog, type AdditionalFieldsAnswers } from '../additional-fields';
import { useCart, useRuntime } from '../ui';

export interface CartEntryFieldsProps {
  readonly document: Document;
  readonly entryId: string;
  readonly itemId: string;
  readonly sku: string;
  readonly definition: FormDefinition;
  /** The answers as the page was rendered with them, until the cart store knows the entry. */
  readonly renderedAnswers: string | null;
}

/**
 * A cart entry's additional-fields answers, each under its field's title, and an Edit button that
 * opens the form again: saving locks it ("Saving…") and puts the new answers on the entry
 * (`PUT …/entries/{entryId}/additionalFields`); a failure keeps the form open, answers and all.
 */
export function CartEntryFields({ document: doc, entryId, itemId, sku, definition, renderedAnswers }: CartEntryFieldsProps) {
  const { store } = useRuntime();
  const selectAnswers = useCallback(
    (state: CartState) => state.cart?.entries.find((entry) => entry.id === entryId)?.additionalFields ?? renderedAnswers,
    [entryId, renderedAnswers],
  );
  const answers = parseSubmittedForm(useCart(selectAnswers));
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = ({ additionalFields }: AdditionalFieldsAnswers) => {
    setSaving(true);
    setError(null);
    store
      .getState()
      .updateAdditionalFields({ entryId, itemId, sku, additionalFields })
      .then(
        () => setOpen(false),
        (failure: unknown) => setError(shopperMessageOf(failure)),
      )
      .finally(() => setSaving(false));
  };

  const summary = summarizeForm(definition, answers);
  return (
    <>
      <dl className="sf-entry-fields">
        {summary.map((field) => (
          <div key={field.rawTitle} className="sf-entry-fields__field">
            <dt>{field.rawTitle}</dt>
            <dd>{summaryValueText(field)}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="sf-entry-fields__edit"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {STRINGS.additionalFields.edit}
      </button>
      {open && (
        <AdditionalFieldsDialog
          document={doc}
          open
          onOpenChange={(next) => {
            if (!saving) setOpen(next);
          }}
          definition={definition}
          initialValues={formValuesOf(definition, answers)}
          onSubmit={save}
          submitLabel={STRINGS.additionalFields.save}
          busy={saving}
          busyLabel={STRINGS.additionalFields.saving}
          error={error}
        />
      )}
    </>
  );
}
