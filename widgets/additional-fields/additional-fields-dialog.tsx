import { useId, useLayoutEffect, useState, type FormEvent } from 'react';
import {
  answerOf,
  hasAnswer,
  initialFormValues,
  validateField,
  validateForm,
  type FieldErrors,
  type FieldValue,
  type FormDefinition,
  type FormValues,
} from '../../src/forms';
import { STRINGS } from '../../src/i18n';
import { Alert, Modal, injectStyles } from '../ui';
import { Field, fieldControlId } from './form-fields';
import { FIELDS_FORM_CSS } from './styles';

export interface AdditionalFieldsDialogProps {
  readonly document: Document;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly definition: FormDefinition;
  /** The answers to start from (the last try's, or the entry's); the form's own defaults otherwise. */
  readonly initialValues: FormValues | null;
  /** Every change, so nothing typed is lost if the dialog closes before it is sent. */
  readonly onValuesChange?: (values: FormValues) => void;
  /** Called with valid answers only. */
  readonly onSubmit: (values: FormValues) => void;
  readonly submitLabel: string;
  /** While true the submit button is locked and reads `busyLabel`. */
  readonly busy?: boolean;
  readonly busyLabel?: string;
  /** A failure to show above the form, e.g. the platform refusing a save. */
  readonly error?: string | null;
}

/**
 * A product's additional-fields form in the shared modal: every field type, client validation
 * (spec 000 §5) with each error above its field and the form-level message in an alert, focus on
 * the first invalid field. What the shopper typed stays until they change it.
 */
export function AdditionalFieldsDialog(props: AdditionalFieldsDialogProps) {
  const { document: doc, open, onOpenChange, definition } = props;
  return (
    <Modal document={doc} open={open} onOpenChange={onOpenChange} title={definition.name} closeLabel={STRINGS.dialog.close}>
      <AdditionalFieldsForm {...props} />
    </Modal>
  );
}

function AdditionalFieldsForm({
  document: doc,
  definition,
  initialValues,
  onValuesChange,
  onSubmit,
  submitLabel,
  busy = false,
  busyLabel = submitLabel,
  error = null,
}: AdditionalFieldsDialogProps) {
  const idPrefix = useId();
  const [values, setValues] = useState<FormValues>(() => initialValues ?? initialFormValues(definition));
  const [errors, setErrors] = useState<FieldErrors>({});
  useLayoutEffect(() => injectStyles(doc, 'fields-form', FIELDS_FORM_CSS), [doc]);

  function change(fieldId: string, value: FieldValue): void {
    const next = { ...values, [fieldId]: value };
    setValues(next);
    onValuesChange?.(next);
    // A field already marked wrong is checked again as it is corrected.
    const field = definition.fields.find((candidate) => candidate.id === fieldId);
    if (field !== undefined && hasAnswer(field) && errors[fieldId] !== undefined) {
      const { [fieldId]: _, ...others } = errors;
      const still = validateField(field, value);
      setErrors(still === undefined ? others : { ...others, [fieldId]: still });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (busy) return;
    const found = validateForm(definition, values);
    setErrors(found);
    const firstInvalid = definition.fields.find((field) => hasAnswer(field) && found[field.id] !== undefined);
    if (firstInvalid !== undefined && hasAnswer(firstInvalid)) {
      doc.getElementById(fieldControlId(idPrefix, firstInvalid))?.focus();
      return;
    }
    onSubmit(values);
  }

  const invalid = Object.keys(errors).length > 0;
  return (
    <form className="sf-fields-form" noValidate onSubmit={submit}>
      {invalid && <Alert message={STRINGS.forms.formInvalid} />}
      {!invalid && error !== null && <Alert message={error} />}
      {definition.fields.map((field) => (
        <Field
          key={field.id}
          field={field}
          value={hasAnswer(field) ? answerOf(field, values) : ''}
          error={errors[field.id]}
          onChange={(value) => change(field.id, value)}
          idPrefix={idPrefix}
        />
      ))}
      <button type="submit" className="sf-fields-form__submit" aria-disabled={busy || undefined}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
