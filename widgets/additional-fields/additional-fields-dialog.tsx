import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  hasAnswer,
  initialFormValues,
  serializeForm,
  validateField,
  validateForm,
  type FieldErrors,
  type FieldValue,
  type FormDefinition,
  type FormValues,
} from '../../src/forms';
import { STRINGS } from '../../src/i18n';
import { Alert, Modal, injectStyles } from '../ui';
import { FORM_CSS, FormFieldList, focusFirstInvalidField } from '../ui/form';
import { FIELDS_FORM_CSS } from './styles';

/** Valid answers: as the form holds them, and as the platform takes them (the JSON text of `serializeForm`). */
export interface AdditionalFieldsAnswers {
  readonly values: FormValues;
  readonly additionalFields: string;
}

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
  readonly onSubmit: (answers: AdditionalFieldsAnswers) => void;
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
  const form = useRef<HTMLFormElement | null>(null);
  const [values, setValues] = useState<FormValues>(() => initialValues ?? initialFormValues(definition));
  const [errors, setErrors] = useState<FieldErrors>({});
  // Counts refused submissions: each one sends focus to the first invalid field once it is marked.
  const [refusals, setRefusals] = useState(0);
  useLayoutEffect(() => {
    injectStyles(doc, 'form', FORM_CSS);
    injectStyles(doc, 'fields-form', FIELDS_FORM_CSS);
  }, [doc]);
  useEffect(() => {
    if (refusals > 0 && form.current !== null) focusFirstInvalidField(form.current);
  }, [refusals]);

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
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    onSubmit({ values, additionalFields: JSON.stringify(serializeForm(definition, values)) });
  }

  const invalid = Object.keys(errors).length > 0;
  return (
    <form ref={form} className="sf-fields-form" noValidate onSubmit={submit}>
      {invalid && <Alert message={STRINGS.forms.formInvalid} />}
      {!invalid && error !== null && <Alert message={error} />}
      <FormFieldList
        definition={definition}
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        onChange={change}
        compact={false}
        addressAutocomplete={undefined}
      />
      <button type="submit" className="sf-fields-form__submit" aria-disabled={busy || undefined}>
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
