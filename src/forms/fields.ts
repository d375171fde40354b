import { STRINGS } from '../i18n';

/** Every field type a form may hold, as the form builder names them. */
export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'currency',
  'number',
  'website',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/**
 * The sub-values of the list-shaped fields, in the order they are submitted, named as a form
 * summary names them. A phone is typed as three parts and submitted as four: the country part
 * goes first and empty.
 */
export const FIELD_PARTS = {
  name: ['First', 'Last'],
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
} as const;

/** The phone parts a shopper types. */
export const PHONE_INPUT_PARTS = ['Areacode', 'Prefix', 'Line'] as const;

/** The value a likert choice submits. */
export type LikertValue = '-2' | '-1' | '0' | '1' | '2';

/** The likert scale in display order, each point with its label. */
export const LIKERT_SCALE: readonly { readonly value: LikertValue; readonly label: string }[] = (['-2', '-1', '0', '1', '2'] as const).map(
  (value) => ({ value, label: STRINGS.forms.likert[value] }),
);

interface FieldBase {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
}

/** A one-line input whose answer is a single string. */
export interface InputField extends FieldBase {
  readonly type: 'text' | 'email' | 'currency' | 'number' | 'website' | 'password' | 'twitter';
  readonly required: boolean;
  readonly placeholder?: string;
}

export interface TextareaField extends FieldBase {
  readonly type: 'textarea';
  readonly required: boolean;
  readonly placeholder?: string;
  /** Characters allowed; a counter `n / max` shows under the field when set. */
  readonly maxLength?: number;
}

/** A field typed in several parts and submitted as a list (see {@link FIELD_PARTS}). */
export interface PartsField extends FieldBase {
  readonly type: keyof typeof FIELD_PARTS;
  readonly required: boolean;
}

export interface ChoiceField extends FieldBase {
  /** radio and select answer one option; checkbox answers a list of them. */
  readonly type: 'radio' | 'checkbox' | 'select';
  readonly required: boolean;
  readonly options: readonly string[];
}

/** A grid of statements, each answered on the {@link LIKERT_SCALE}. Never required. */
export interface LikertField extends FieldBase {
  readonly type: 'likert';
  readonly questions: readonly string[];
}

/** Not shown; submits the URL query parameter named `name` when present, else `value`. */
export interface HiddenField extends FieldBase {
  readonly type: 'hidden';
  readonly name: string;
  readonly value: string;
}

/** A heading between fields; it has no answer. */
export interface SectionField extends FieldBase {
  readonly type: 'section';
}

export type FormField = InputField | TextareaField | PartsField | ChoiceField | LikertField | HiddenField | SectionField;

/** A field that carries an answer (every type but `section`). */
export type AnswerField = Exclude<FormField, SectionField>;

export interface FormCaptchaSettings {
  /** Whether the shopper must complete a captcha before the form is sent. */
  readonly enabled: boolean;
}

export interface FormDefinition {
  readonly id: string;
  readonly name: string;
  readonly fields: readonly FormField[];
  /** Text shown in place of the form after a successful submission (no redirect). */
  readonly submissionMessage: string;
  /** Merchant HTML shown after the submission text; sanitized before it is shown. */
  readonly postSubmitHtml?: string;
  /** Where the shopper goes after a successful submission, instead of the submission text. */
  readonly redirectUrl?: string;
  readonly captcha: FormCaptchaSettings;
  /** The submit button's label the owner chose; without one, the block's own. */
  readonly submitLabel?: string;
  /** Text the shopper must accept before sending (see `withDisclaimer`). */
  readonly disclaimer?: string;
}

export type LikertAnswers = Readonly<Partial<Record<string, LikertValue>>>;

/**
 * A field's answer while the shopper types: a string for single-value fields, the parts in
 * {@link FIELD_PARTS} order for list-shaped fields (the three {@link PHONE_INPUT_PARTS} for a
 * phone), the checked options for a checkbox, and question → choice for a likert.
 */
export type FieldValue = string | readonly string[] | LikertAnswers;

/** Answers keyed by field id; sections have none. */
export type FormValues = Readonly<Record<string, FieldValue>>;

export function hasAnswer(field: FormField): field is AnswerField {
  return field.type !== 'section';
}

/** The parts a shopper types for a list-shaped field. */
export function inputParts(type: PartsField['type']): readonly string[] {
  return type === 'phone' ? PHONE_INPUT_PARTS : FIELD_PARTS[type];
}

/** The answer of a field nobody has touched yet; a hidden field reads the URL query first. */
export function initialValue(field: AnswerField, query: URLSearchParams): FieldValue {
  switch (field.type) {
    case 'hidden':
      return query.get(field.name) ?? field.value;
    case 'checkbox':
      return [];
    case 'likert':
      return {};
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return inputParts(field.type).map(() => '');
    default:
      return '';
  }
}

const NO_QUERY = new URLSearchParams();

/** A field's current answer in `values`, or its untouched answer when `values` lacks it. */
export function answerOf(field: AnswerField, values: FormValues): FieldValue {
  return values[field.id] ?? initialValue(field, NO_QUERY);
}

/**
 * The starting answers of a whole form.
 * @param search the page's query string; hidden fields take their value from it by name.
 * @default search `location.search`
 */
export function initialFormValues(definition: FormDefinition, search: string = globalThis.location?.search ?? ''): FormValues {
  const query = new URLSearchParams(search);
  const values: Record<string, FieldValue> = {};
  for (const field of definition.fields) {
    if (hasAnswer(field)) values[field.id] = initialValue(field, query);
  }
  return values;
}

/** Whether `value` has the shape `field` answers with (see {@link FieldValue}). */
export function fitsField(field: AnswerField, value: unknown): value is FieldValue {
  switch (field.type) {
    case 'checkbox':
      return isStringList(value);
    case 'likert':
      return isLikertAnswers(value);
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return isStringList(value) && value.length === inputParts(field.type).length;
    default:
      return typeof value === 'string';
  }
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every((part) => typeof part === 'string');
}

function isLikertAnswers(value: unknown): value is LikertAnswers {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((choice) => LIKERT_SCALE.some((point) => point.value === choice));
}
