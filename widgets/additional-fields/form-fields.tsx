import type { ReactNode } from 'react';
import {
  LIKERT_SCALE,
  inputParts,
  textareaCounter,
  type AnswerField,
  type FieldValue,
  type FormField,
  type LikertAnswers,
} from '../../src/forms';
import { STRINGS } from '../../src/i18n';

export interface FieldProps {
  readonly field: FormField;
  /** The field's answer; ignored for sections. */
  readonly value: FieldValue;
  readonly error: string | undefined;
  readonly onChange: (value: FieldValue) => void;
  /** Unique on the page: every id inside the field starts with it. */
  readonly idPrefix: string;
}

const INPUT_TYPES: Readonly<Record<string, string>> = { email: 'email', website: 'url', password: 'password', number: 'text', currency: 'text' };
const INPUT_MODES: Readonly<Record<string, 'decimal' | 'numeric'>> = { number: 'numeric', currency: 'decimal' };

/** The id of the control a field's error belongs to: focus goes there when the form is refused. */
export function fieldControlId(idPrefix: string, field: AnswerField): string {
  return `${idPrefix}-${field.id}`;
}

const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

const asText = (value: FieldValue): string => (typeof value === 'string' ? value : '');
const asList = (value: FieldValue): readonly string[] => (Array.isArray(value) ? value : []);

/**
 * One field of a form as the shopper fills it in: its error above its title (so it is read
 * first), its description, the control(s), and for a text area with a limit the `n / max` counter.
 */
export function Field({ field, value, error, onChange, idPrefix }: FieldProps) {
  if (field.type === 'hidden') return null;
  if (field.type === 'section') {
    return (
      <div className="sf-field sf-field--section">
        <h3 className="sf-field__section">{field.title}</h3>
        {field.description !== undefined && <p className="sf-field__description">{field.description}</p>}
      </div>
    );
  }
  const id = fieldControlId(idPrefix, field);
  const errorId = error === undefined ? undefined : `${id}-error`;
  const descriptionId = field.description === undefined ? undefined : `${id}-description`;
  const required = 'required' in field && field.required;
  const title = (
    <>
      {field.title}
      {required && <span aria-hidden="true"> *</span>}
    </>
  );
  const errorText = errorId !== undefined && (
    <p id={errorId} className="sf-field__error">
      {error}
    </p>
  );
  const description = descriptionId !== undefined && (
    <p id={descriptionId} className="sf-field__description">
      {field.description}
    </p>
  );
  const invalid = error === undefined ? undefined : true;

  /** A group of controls under one legend; the error and description describe the group. */
  const group = (controls: ReactNode) => (
    <fieldset className="sf-field sf-field--group" aria-describedby={describedBy(errorId, descriptionId)} aria-required={required || undefined}>
      {errorText}
      <legend className="sf-field__title">{title}</legend>
      {description}
      {controls}
    </fieldset>
  );

  switch (field.type) {
    case 'radio':
    case 'checkbox': {
      const chosen = field.type === 'radio' ? [asText(value)] : asList(value);
      return group(
        field.options.map((option, index) => (
          <label key={option} className="sf-field__choice">
            <input
              id={index === 0 ? id : `${id}-${index}`}
              type={field.type}
              name={id}
              value={option}
              checked={chosen.includes(option)}
              aria-invalid={invalid}
              onChange={(event) => {
                if (field.type === 'radio') onChange(option);
                else onChange(event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option));
              }}
            />{' '}
            {option}
          </label>
        )),
      );
    }
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone': {
      const parts = asList(value);
      return group(
        <div className="sf-field__parts">
          {inputParts(field.type).map((part, index) => {
            const partId = index === 0 ? id : `${id}-${part}`;
            return (
              <div key={part} className="sf-field__part">
                <label htmlFor={partId} className="sf-field__part-label">
                  {STRINGS.forms.parts[part as keyof typeof STRINGS.forms.parts] ?? part}
                </label>
                <input
                  id={partId}
                  type="text"
                  value={parts[index] ?? ''}
                  aria-invalid={invalid}
                  onChange={(event) => onChange(inputParts(field.type).map((_, at) => (at === index ? event.target.value : (parts[at] ?? ''))))}
                />
              </div>
            );
          })}
        </div>,
      );
    }
    case 'likert': {
      const answers = (typeof value === 'object' && !Array.isArray(value) ? value : {}) as LikertAnswers;
      return group(
        field.questions.map((question, row) => (
          <fieldset key={question} className="sf-field__likert">
            <legend>{question}</legend>
            {LIKERT_SCALE.map((point, index) => (
              <label key={point.value} className="sf-field__choice">
                <input
                  id={row === 0 && index === 0 ? id : `${id}-${row}-${index}`}
                  type="radio"
                  name={`${id}-${row}`}
                  value={point.value}
                  checked={answers[question] === point.value}
                  onChange={() => onChange({ ...answers, [question]: point.value })}
                />{' '}
                {point.label}
              </label>
            ))}
          </fieldset>
        )),
      );
    }
    default:
      break;
  }

  const text = asText(value);
  const counter = field.type === 'textarea' ? textareaCounter(field, text) : undefined;
  const counterId = counter === undefined ? undefined : `${id}-counter`;
  const common = {
    id,
    value: text,
    'aria-invalid': invalid,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(errorId, descriptionId, counterId),
  };
  let control: ReactNode;
  if (field.type === 'textarea') {
    control = <textarea {...common} rows={4} placeholder={field.placeholder} onChange={(event) => onChange(event.target.value)} />;
  } else if (field.type === 'select') {
    control = (
      <select {...common} onChange={(event) => onChange(event.target.value)}>
        <option value="" />
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...common}
        type={INPUT_TYPES[field.type] ?? 'text'}
        inputMode={INPUT_MODES[field.type]}
        autoComplete={field.type === 'email' ? 'email' : undefined}
        placeholder={'placeholder' in field ? field.placeholder : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div className="sf-field">
      {errorText}
      <label htmlFor={id} className="sf-field__title">
        {title}
      </label>
      {description}
      {control}
      {counterId !== undefined && (
        <p id={counterId} className="sf-field__counter">
          {counter}
        </p>
      )}
    </div>
  );
}
