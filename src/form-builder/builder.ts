import type { FormField, FormFieldType } from '../forms';
import type { FormDraft } from './draft';
import { newField } from './fields';

/** What the owner may change on a field; a change a field's type does not have is ignored. */
export interface FieldPatch {
  readonly title?: string;
  readonly description?: string;
  readonly placeholder?: string;
  readonly required?: boolean;
  readonly options?: readonly string[];
  readonly questions?: readonly string[];
  /** The hidden field's URL parameter. */
  readonly name?: string;
  /** The hidden field's value when the URL has no such parameter. */
  readonly value?: string;
  /** A text area's character limit; `null` removes it. */
  readonly maxLength?: number | null;
}

export type FormSettingsPatch = Partial<Omit<FormDraft, 'fields'>>;

/** A removed field and where it stood, so undo puts it back in place. */
export interface RemovedField {
  readonly field: FormField;
  readonly index: number;
}

export interface BuilderState {
  readonly draft: FormDraft;
  /** Removals that undo can take back, the latest last. */
  readonly removed: readonly RemovedField[];
}

export type BuilderAction =
  | { readonly type: 'add'; readonly fieldType: FormFieldType }
  | { readonly type: 'edit'; readonly fieldId: string; readonly patch: FieldPatch }
  | { readonly type: 'move'; readonly fieldId: string; readonly to: number }
  | { readonly type: 'remove'; readonly fieldId: string }
  | { readonly type: 'undo' }
  | { readonly type: 'settings'; readonly patch: FormSettingsPatch }
  | { readonly type: 'load'; readonly draft: FormDraft };

export function builderState(draft: FormDraft): BuilderState {
  return { draft, removed: [] };
}

/** The builder's one state change: pure, so the editor, its tests and the preview agree. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  const { draft } = state;
  const withFields = (fields: readonly FormField[], removed = state.removed): BuilderState => ({ draft: { ...draft, fields }, removed });
  switch (action.type) {
    case 'add': {
      const taken = [...draft.fields, ...state.removed.map(({ field }) => field)].map(({ id }) => id);
      return withFields([...draft.fields, newField(action.fieldType, taken)]);
    }
    case 'edit':
      return withFields(draft.fields.map((field) => (field.id === action.fieldId ? editField(field, action.patch) : field)));
    case 'move': {
      const from = draft.fields.findIndex(({ id }) => id === action.fieldId);
      if (from === -1) return state;
      const to = Math.max(0, Math.min(draft.fields.length - 1, action.to));
      if (to === from) return state;
      const fields = draft.fields.filter((_, index) => index !== from);
      fields.splice(to, 0, draft.fields[from]!);
      return withFields(fields);
    }
    case 'remove': {
      const index = draft.fields.findIndex(({ id }) => id === action.fieldId);
      if (index === -1) return state;
      return withFields(
        draft.fields.filter((_, at) => at !== index),
        [...state.removed, { field: draft.fields[index]!, index }],
      );
    }
    case 'undo': {
      const last = state.removed.at(-1);
      if (last === undefined) return state;
      const fields = [...draft.fields];
      fields.splice(Math.min(last.index, fields.length), 0, last.field);
      return withFields(fields, state.removed.slice(0, -1));
    }
    case 'settings':
      return { ...state, draft: { ...draft, ...action.patch } };
    case 'load':
      return builderState(action.draft);
  }
}

/** The patch keys each field type has besides its title and description. */
const EDITABLE: Readonly<Record<FormFieldType, readonly (keyof FieldPatch)[]>> = {
  text: ['required', 'placeholder'],
  email: ['required', 'placeholder'],
  currency: ['required', 'placeholder'],
  number: ['required', 'placeholder'],
  website: ['required', 'placeholder'],
  password: ['required', 'placeholder'],
  twitter: ['required', 'placeholder'],
  textarea: ['required', 'placeholder', 'maxLength'],
  name: ['required'],
  address: ['required'],
  date: ['required'],
  time: ['required'],
  phone: ['required'],
  radio: ['required', 'options'],
  checkbox: ['required', 'options'],
  select: ['required', 'options'],
  likert: ['questions'],
  hidden: ['name', 'value'],
  section: [],
};

/** Optional texts that are left out of the stored field when emptied. */
const DROPPED_WHEN_EMPTY = new Set<keyof FieldPatch>(['description', 'placeholder']);

/** `field` with the parts of `patch` its type has; an emptied description or placeholder, or a `null` limit, is removed. */
export function editField(field: FormField, patch: FieldPatch): FormField {
  const edited: Record<string, unknown> = { ...field };
  for (const key of ['title', 'description', ...EDITABLE[field.type]] as const) {
    const value = patch[key];
    if (value === undefined) continue;
    if (value === null || (DROPPED_WHEN_EMPTY.has(key) && value === '')) delete edited[key];
    else edited[key] = value;
  }
  return edited as unknown as FormField;
}
