import { FORM_FIELD_TYPES, type FormField, type FormFieldType } from '../forms';

/** What the builder's "Add field" menu calls each field type, in the spec's order. */
export const FIELD_TYPE_LABEL: Readonly<Record<FormFieldType, string>> = {
  text: 'Text',
  textarea: 'Text area',
  email: 'Email',
  currency: 'Currency',
  number: 'Number',
  website: 'Website',
  password: 'Password',
  twitter: 'Twitter',
  date: 'Date',
  time: 'Time',
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  section: 'Section',
  radio: 'Radio buttons',
  checkbox: 'Checkboxes',
  select: 'Dropdown',
  likert: 'Likert scale',
  hidden: 'Hidden',
};

export const BUILDER_FIELD_TYPES: readonly FormFieldType[] = FORM_FIELD_TYPES;

/**
 * The first id of the form `{type}-{n}` that no field holds: readable in the exported CSV's
 * history and stable across saves (ids are what stored answers are keyed by).
 */
export function freshFieldId(type: FormFieldType, taken: Iterable<string>): string {
  const used = new Set(taken);
  let n = 1;
  while (used.has(`${type}-${n}`)) n += 1;
  return `${type}-${n}`;
}

/** A field of `type` as the builder adds it: titled after its type, with starter options or questions. */
export function newField(type: FormFieldType, taken: Iterable<string>): FormField {
  const id = freshFieldId(type, taken);
  const title = FIELD_TYPE_LABEL[type];
  switch (type) {
    case 'section':
      return { id, type, title };
    case 'hidden':
      return { id, type, title, name: id, value: '' };
    case 'likert':
      return { id, type, title, questions: ['Question 1', 'Question 2'] };
    case 'radio':
    case 'checkbox':
    case 'select':
      return { id, type, title, required: false, options: ['Option 1', 'Option 2'] };
    default:
      return { id, type, title, required: false };
  }
}
