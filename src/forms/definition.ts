import { FORM_FIELD_TYPES, type FormDefinition, type FormField, type FormFieldType } from './fields';

type Json = Readonly<Record<string, unknown>>;

/**
 * Reads a form definition from JSON (a data attribute, an API answer), checking every field.
 * @throws TypeError naming the property that is missing or of the wrong type
 * @throws RangeError for a duplicate field id or a character limit below 1
 */
export function parseFormDefinition(input: unknown): FormDefinition {
  const form = asObject(input, 'form');
  const rawFields = form['fields'];
  if (!Array.isArray(rawFields)) throw new TypeError('form.fields must be an array');
  const fields = rawFields.map((raw: unknown, index) => parseField(raw, `form.fields[${index}]`));
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.id)) throw new RangeError(`form.fields has the id "${field.id}" twice`);
    seen.add(field.id);
  }
  const captcha = asObject(form['captcha'] ?? { enabled: false }, 'form.captcha');
  return {
    id: requiredString(form, 'id', 'form'),
    name: requiredString(form, 'name', 'form'),
    fields,
    submissionMessage: optionalString(form, 'submissionMessage', 'form') ?? '',
    ...optional('postSubmitHtml', optionalString(form, 'postSubmitHtml', 'form')),
    ...optional('redirectUrl', optionalString(form, 'redirectUrl', 'form')),
    captcha: { enabled: optionalBoolean(captcha, 'enabled', 'form.captcha') ?? false },
    ...optional('submitLabel', optionalString(form, 'submitLabel', 'form')),
    ...optional('disclaimer', optionalString(form, 'disclaimer', 'form')),
  };
}

function parseField(raw: unknown, where: string): FormField {
  const field = asObject(raw, where);
  const type = field['type'];
  if (!FORM_FIELD_TYPES.includes(type as FormFieldType)) {
    throw new TypeError(`${where}.type must be one of ${FORM_FIELD_TYPES.join(', ')}`);
  }
  const base = {
    id: requiredString(field, 'id', where),
    title: optionalString(field, 'title', where) ?? '',
    ...optional('description', optionalString(field, 'description', where)),
  };
  const required = optionalBoolean(field, 'required', where) ?? false;
  switch (type as FormFieldType) {
    case 'section':
      return { ...base, type: 'section' };
    case 'hidden':
      return {
        ...base,
        type: 'hidden',
        name: requiredString(field, 'name', where),
        value: optionalString(field, 'value', where) ?? '',
      };
    case 'likert':
      return { ...base, type: 'likert', questions: stringList(field, 'questions', where) };
    case 'radio':
    case 'checkbox':
    case 'select':
      return { ...base, type: type as 'radio' | 'checkbox' | 'select', required, options: stringList(field, 'options', where) };
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return { ...base, type: type as 'name' | 'address' | 'date' | 'time' | 'phone', required };
    case 'textarea': {
      const maxLength = field['maxLength'];
      if (maxLength !== undefined && (!Number.isInteger(maxLength) || (maxLength as number) < 1)) {
        throw new RangeError(`${where}.maxLength must be a whole number of at least 1`);
      }
      return {
        ...base,
        type: 'textarea',
        required,
        ...optional('placeholder', optionalString(field, 'placeholder', where)),
        ...optional('maxLength', maxLength as number | undefined),
      };
    }
    default:
      return {
        ...base,
        type: type as 'text' | 'email' | 'currency' | 'number' | 'website' | 'password' | 'twitter',
        required,
        ...optional('placeholder', optionalString(field, 'placeholder', where)),
      };
  }
}

/** `{ key: value }` when value is defined, `{}` otherwise: optional properties stay absent. */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]: V });
}

function asObject(value: unknown, where: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`${where} must be an object`);
  }
  return value as Json;
}

function requiredString(object: Json, key: string, where: string): string {
  const value = object[key];
  if (typeof value !== 'string' || value === '') throw new TypeError(`${where}.${key} must be a non-empty string`);
  return value;
}

function optionalString(object: Json, key: string, where: string): string | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new TypeError(`${where}.${key} must be a string`);
  return value;
}

function optionalBoolean(object: Json, key: string, where: string): boolean | undefined {
  const value = object[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw new TypeError(`${where}.${key} must be a boolean`);
  return value;
}

function stringList(object: Json, key: string, where: string): readonly string[] {
  const value = object[key];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new TypeError(`${where}.${key} must be an array of strings`);
  }
  return value;
}
