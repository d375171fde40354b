import type { HTMLInputTypeAttribute } from 'react';
import {
  FIELD_PARTS,
  type FormDefinition,
  type FormValues,
  LIKERT_SCALE,
  inputParts,
  textareaCounter,
  type AddressAutocomplete,
  type ChoiceField,
  type FieldValue,
  type FormField,
  type InputField,
  type LikertField,
  type PartsField,
  type TextareaField,
} from '../../../src/forms';
import { STRINGS } from '../../../src/i18n';
import { Field, fieldIds } from '../field';
import { AddressLine } from './address-line';
import { checkedOf, likertOf, partsOf, textOf } from './values';

/** What every field control is given by the form. */
export interface FieldControlOptions<F extends FormField = FormField> {
  readonly field: F;
  /** The id every element of the field derives its own from; unique on the page. */
  readonly id: string;
  readonly value: FieldValue | undefined;
  readonly error: string | undefined;
  readonly onChange: (value: FieldValue) => void;
  /** Titles become visually hidden (still the accessible names); placeholders show them instead. */
  readonly compact: boolean;
  /** Address suggestions while typing an address; absent, an address is plain inputs. */
  readonly addressAutocomplete: AddressAutocomplete | undefined;
}

/** One field of a form, by its type. Hidden fields render nothing; a section is a heading. */
export function FormFieldControl(options: FieldControlOptions) {
  const { field } = options;
  switch (field.type) {
    case 'hidden':
      return null;
    case 'section':
      return (
        <div className="sf-form__section">
          <h2 className="sf-form__section-title">{field.title}</h2>
          {field.description && <p className="sf-form__section-description">{field.description}</p>}
        </div>
      );
    case 'textarea':
      return <TextareaControl {...options} field={field} />;
    case 'likert':
      return <LikertControl {...options} field={field} />;
    case 'radio':
    case 'checkbox':
    case 'select':
      return <ChoiceControl {...options} field={field} />;
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return <PartsControl {...options} field={field} />;
    default:
      return <InputControl {...options} field={field} />;
  }
}

export interface FormFieldListProps {
  readonly definition: FormDefinition;
  /** Each field's id is this, a dash and the field's own id; unique on the page. */
  readonly idPrefix: string;
  readonly values: FormValues;
  /** Field id → its error, shown above its title. */
  readonly errors: Readonly<Record<string, string>> | undefined;
  readonly onChange: (fieldId: string, value: FieldValue) => void;
  readonly compact: boolean;
  readonly addressAutocomplete: AddressAutocomplete | undefined;
}

/** Every field of a form, in definition order: what a form block and the additional-fields form both render. */
export function FormFieldList({ definition, idPrefix, values, errors, onChange, compact, addressAutocomplete }: FormFieldListProps) {
  return definition.fields.map((field) => (
    <FormFieldControl
      key={field.id}
      field={field}
      id={`${idPrefix}-${field.id}`}
      value={values[field.id]}
      error={errors?.[field.id]}
      onChange={(value) => onChange(field.id, value)}
      compact={compact}
      addressAutocomplete={addressAutocomplete}
    />
  ));
}

/**
 * Moves focus to the first control of the first field marked invalid. Fields render in definition
 * order, so the first in the DOM is the first in the form.
 */
export function focusFirstInvalidField(form: HTMLFormElement): void {
  form.querySelector<HTMLElement>('[data-invalid] :is(input, select, textarea)')?.focus();
}

const INPUT_TYPES: Readonly<Record<InputField['type'], { type: HTMLInputTypeAttribute; inputMode?: 'decimal'; autoComplete?: string }>> = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email' },
  currency: { type: 'text', inputMode: 'decimal' },
  number: { type: 'text', inputMode: 'decimal' },
  website: { type: 'url', autoComplete: 'url' },
  password: { type: 'password', autoComplete: 'off' },
  twitter: { type: 'text' },
};

function fieldFrame(options: FieldControlOptions<Exclude<FormField, { type: 'section' | 'hidden' }>>) {
  const { field, id, error, compact } = options;
  return {
    id,
    title: field.title,
    description: field.description,
    error,
    hideTitle: compact,
    className: `sf-field--${field.type}`,
  };
}

function InputControl(options: FieldControlOptions<InputField>) {
  const { field, id, value, onChange, compact } = options;
  const { type, inputMode, autoComplete } = INPUT_TYPES[field.type];
  return (
    <Field {...fieldFrame(options)} required={field.required}>
      {(control) => (
        <input
          {...control}
          className="sf-field__input"
          id={id}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder={field.placeholder ?? (compact ? field.title : undefined)}
          value={textOf(value)}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function TextareaControl(options: FieldControlOptions<TextareaField>) {
  const { field, id, value, onChange } = options;
  const text = textOf(value);
  return (
    <Field {...fieldFrame(options)} required={field.required} counter={textareaCounter(field, text)}>
      {(control) => (
        <textarea
          {...control}
          className="sf-field__input"
          id={id}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** Autofill hints per part, so browsers and password managers can fill them. */
const PART_AUTOCOMPLETE: Readonly<Record<string, string>> = {
  First: 'given-name',
  Last: 'family-name',
  Line1: 'address-line1',
  Line2: 'address-line2',
  City: 'address-level2',
  State: 'address-level1',
  Zip: 'postal-code',
  Country: 'country-name',
  Areacode: 'tel-area-code',
  Prefix: 'tel-local-prefix',
  Line: 'tel-local-suffix',
};

const NUMERIC_PARTS: ReadonlySet<string> = new Set(['Month', 'Day', 'Year', 'Hour', 'Minute', 'Second', 'Areacode', 'Prefix', 'Line']);

function PartsControl(options: FieldControlOptions<PartsField>) {
  const { field, id, value, onChange, addressAutocomplete, compact } = options;
  const names = inputParts(field.type);
  const parts = partsOf(value, names.length);
  const setPart = (index: number, text: string) => onChange(parts.map((part, at) => (at === index ? text : part)));
  return (
    <Field {...fieldFrame(options)} required={field.required} layout="group">
      {(control) => (
        <div className="sf-field__parts">
          {names.map((name, index) => {
            const partId = `${id}-${name}`;
            const label = STRINGS.forms.parts[name as keyof typeof STRINGS.forms.parts];
            const input = {
              ...control,
              className: 'sf-field__input',
              id: partId,
              value: parts[index] ?? '',
            };
            const placeholder = compact ? label : undefined;
            return (
              <span className={`sf-field__part sf-field__part--${name}`} key={name}>
                <label className={compact ? 'sf-field__part-label sf-visually-hidden' : 'sf-field__part-label'} htmlFor={partId}>
                  {label}
                </label>
                {name === 'Ampm' ? (
                  <select {...input} onChange={(event) => setPart(index, event.target.value)}>
                    <option value="" />
                    {STRINGS.forms.meridiem.map((meridiem) => (
                      <option key={meridiem} value={meridiem}>
                        {meridiem}
                      </option>
                    ))}
                  </select>
                ) : field.type === 'address' && name === FIELD_PARTS.address[0] && addressAutocomplete !== undefined ? (
                  <AddressLine
                    {...input}
                    placeholder={placeholder}
                    autocomplete={addressAutocomplete}
                    onText={(text) => setPart(index, text)}
                    onAddress={(address) => onChange(partsOf(address, names.length))}
                  />
                ) : (
                  <input
                    {...input}
                    type="text"
                    placeholder={placeholder}
                    inputMode={NUMERIC_PARTS.has(name) ? 'numeric' : undefined}
                    autoComplete={PART_AUTOCOMPLETE[name]}
                    onChange={(event) => setPart(index, event.target.value)}
                  />
                )}
              </span>
            );
          })}
        </div>
      )}
    </Field>
  );
}

function ChoiceControl(options: FieldControlOptions<ChoiceField>) {
  const { field, id, value, onChange } = options;
  if (field.type === 'select') {
    return (
      <Field {...fieldFrame(options)} required={field.required}>
        {(control) => (
          <select {...control} className="sf-field__input" id={id} value={textOf(value)} onChange={(event) => onChange(event.target.value)}>
            <option value="" />
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  const checked = field.type === 'checkbox' ? checkedOf(value) : [textOf(value)];
  const toggle = (option: string, on: boolean) => {
    if (field.type === 'radio') onChange(option);
    // Kept in the form's option order, whatever order they were ticked in.
    else onChange(field.options.filter((candidate) => (candidate === option ? on : checked.includes(candidate))));
  };
  return (
    <Field {...fieldFrame(options)} required={field.required} layout={field.type === 'radio' ? 'radiogroup' : 'group'}>
      {(control) => (
        <div className="sf-field__options">
          {field.options.map((option, index) => {
            const optionId = `${id}-${index}`;
            return (
              <span className="sf-field__option" key={option}>
                <input
                  {...control}
                  id={optionId}
                  type={field.type}
                  name={id}
                  value={option}
                  checked={checked.includes(option)}
                  onChange={(event) => toggle(option, event.target.checked)}
                />
                <label htmlFor={optionId}>{option}</label>
              </span>
            );
          })}
        </div>
      )}
    </Field>
  );
}

function LikertControl(options: FieldControlOptions<LikertField>) {
  const { field, id, value, onChange } = options;
  const answers = likertOf(value);
  return (
    <Field {...fieldFrame(options)} layout="group">
      {() => (
        <div className="sf-field__likert">
          {field.questions.map((question, questionIndex) => {
            const questionId = `${id}-${questionIndex}`;
            return (
              <div className="sf-field__likert-question" role="radiogroup" aria-labelledby={fieldIds(questionId).title} key={question}>
                <span className="sf-field__likert-statement" id={fieldIds(questionId).title}>
                  {question}
                </span>
                <span className="sf-field__likert-scale">
                  {LIKERT_SCALE.map((point) => {
                    const pointId = `${questionId}-${point.value}`;
                    return (
                      <span className="sf-field__option" key={point.value}>
                        <input
                          id={pointId}
                          type="radio"
                          name={questionId}
                          value={point.value}
                          checked={answers[question] === point.value}
                          onChange={() => onChange({ ...answers, [question]: point.value })}
                        />
                        <label htmlFor={pointId}>{point.label}</label>
                      </span>
                    );
                  })}
                </span>
              </div>
            );
          })}
        </div>
      )}
    </Field>
  );
}
