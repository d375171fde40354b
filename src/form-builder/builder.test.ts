import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DISCLAIMER_FIELD_ID, FORM_FIELD_TYPES, parseFormDefinition, type FormFieldType } from '../forms';
import {
  BUILDER_MESSAGE,
  EMPTY_DRAFT,
  MAILING_LIST_MESSAGE,
  MAX_DISCLAIMER_LENGTH,
  MAX_SUBMIT_LABEL_LENGTH,
  checkListName,
  draftJson,
  storageOf,
  builderReducer,
  builderState,
  checkFormDraft,
  definitionOf,
  draftOf,
  type BuilderAction,
  type BuilderState,
} from './index';

const run = (actions: readonly BuilderAction[], state: BuilderState = builderState(EMPTY_DRAFT)) => actions.reduce(builderReducer, state);
const ids = (state: BuilderState) => state.draft.fields.map(({ id }) => id);
const named = (state: BuilderState) => builderReducer(state, { type: 'settings', patch: { name: 'Enquiry' } });

describe('adding fields', () => {
  it('adds every one of the 19 types, each with an id of its own, and the result is a form the storefront reads', () => {
    const state = named(run(FORM_FIELD_TYPES.map((fieldType) => ({ type: 'add', fieldType }))));
    expect(state.draft.fields.map(({ type }) => type)).toEqual(FORM_FIELD_TYPES);
    expect(new Set(ids(state)).size).toBe(19);
    expect(checkFormDraft(state.draft)).toEqual([]);
    const definition = definitionOf('enquiry', state.draft);
    expect(parseFormDefinition(JSON.parse(JSON.stringify(definition)))).toEqual(definition);
  });

  it('numbers fields of one type and never reuses the id of a removed field undo could bring back', () => {
    const state = run([
      { type: 'add', fieldType: 'text' },
      { type: 'add', fieldType: 'text' },
      { type: 'remove', fieldId: 'text-2' },
      { type: 'add', fieldType: 'text' },
      { type: 'undo' },
    ]);
    expect(ids(state)).toEqual(['text-1', 'text-2', 'text-3']);
  });

  it('starts choice fields with options, likert with questions and a hidden field with a parameter name', () => {
    const state = run(['radio', 'likert', 'hidden'].map((fieldType) => ({ type: 'add', fieldType: fieldType as FormFieldType })));
    expect(state.draft.fields).toEqual([
      { id: 'radio-1', type: 'radio', title: 'Radio buttons', required: false, options: ['Option 1', 'Option 2'] },
      { id: 'likert-1', type: 'likert', title: 'Likert scale', questions: ['Question 1', 'Question 2'] },
      { id: 'hidden-1', type: 'hidden', title: 'Hidden', name: 'hidden-1', value: '' },
    ]);
  });
});

describe('editing a field', () => {
  const start = run([
    { type: 'add', fieldType: 'textarea' },
    { type: 'add', fieldType: 'section' },
    { type: 'add', fieldType: 'select' },
  ]);

  it('changes title, description, placeholder, required and the character limit, and removes emptied ones', () => {
    const edited = run(
      [
        {
          type: 'edit',
          fieldId: 'textarea-1',
          patch: { title: 'Message', description: 'Tell us', placeholder: 'Hi…', required: true, maxLength: 300 },
        },
      ],
      start,
    );
    expect(edited.draft.fields[0]).toEqual({
      id: 'textarea-1',
      type: 'textarea',
      title: 'Message',
      description: 'Tell us',
      placeholder: 'Hi…',
      required: true,
      maxLength: 300,
    });
    const cleared = builderReducer(edited, {
      type: 'edit',
      fieldId: 'textarea-1',
      patch: { description: '', placeholder: '', maxLength: null },
    });
    expect(cleared.draft.fields[0]).toEqual({ id: 'textarea-1', type: 'textarea', title: 'Message', required: true });
  });

  it('ignores what a field type does not have: a section takes no options or required flag', () => {
    const edited = builderReducer(start, { type: 'edit', fieldId: 'section-1', patch: { options: ['A'], required: true, title: 'More' } });
    expect(edited.draft.fields[1]).toEqual({ id: 'section-1', type: 'section', title: 'More' });
  });

  it('replaces a select field’s options', () => {
    const edited = builderReducer(start, { type: 'edit', fieldId: 'select-1', patch: { options: ['S', 'M', 'L'] } });
    expect(edited.draft.fields[2]).toMatchObject({ options: ['S', 'M', 'L'] });
  });
});

describe('moving and removing', () => {
  const start = run(['text', 'email', 'phone', 'date'].map((fieldType) => ({ type: 'add', fieldType: fieldType as FormFieldType })));

  it('moves a field to a place, clamped to the list', () => {
    expect(ids(builderReducer(start, { type: 'move', fieldId: 'date-1', to: 0 }))).toEqual(['date-1', 'text-1', 'email-1', 'phone-1']);
    expect(ids(builderReducer(start, { type: 'move', fieldId: 'text-1', to: 99 }))).toEqual(['email-1', 'phone-1', 'date-1', 'text-1']);
    expect(builderReducer(start, { type: 'move', fieldId: 'gone', to: 1 })).toBe(start);
  });

  it('undoes removals latest first, each back where it stood', () => {
    const removed = run(
      [
        { type: 'remove', fieldId: 'email-1' },
        { type: 'remove', fieldId: 'date-1' },
      ],
      start,
    );
    expect(ids(removed)).toEqual(['text-1', 'phone-1']);
    expect(ids(builderReducer(removed, { type: 'undo' }))).toEqual(['text-1', 'phone-1', 'date-1']);
    expect(ids(run([{ type: 'undo' }, { type: 'undo' }], removed))).toEqual(ids(start));
    expect(run([{ type: 'undo' }, { type: 'undo' }, { type: 'undo' }], removed).draft).toEqual(start.draft);
  });
});

describe('checkFormDraft', () => {
  it('needs a name and at least one field', () => {
    expect(checkFormDraft({ ...EMPTY_DRAFT, name: '  ' })).toEqual([
      { on: 'name', message: BUILDER_MESSAGE.nameRequired },
      { on: 'fields', message: BUILDER_MESSAGE.fieldRequired },
    ]);
  });

  it('refuses a field id twice, blank or repeated options and questions, a nameless hidden field and a bad limit or redirect', () => {
    const draft = {
      ...EMPTY_DRAFT,
      name: 'Broken',
      redirectUrl: 'javascript:alert(1)',
      fields: [
        { id: 'a', type: 'text', title: 'A', required: false },
        { id: 'a', type: 'email', title: 'A again', required: false },
        { id: 'b', type: 'radio', title: 'B', required: false, options: [] },
        { id: 'c', type: 'checkbox', title: 'C', required: false, options: ['x', ' '] },
        { id: 'd', type: 'select', title: 'D', required: false, options: ['x', 'x'] },
        { id: 'e', type: 'likert', title: 'E', questions: ['q', 'q'] },
        { id: 'f', type: 'hidden', title: 'F', name: ' ', value: '' },
        { id: 'g', type: 'textarea', title: 'G', required: false, maxLength: 0 },
      ],
    } as const;
    expect(checkFormDraft(draft)).toEqual([
      { on: 'field', fieldId: 'a', message: 'Another field already has the id "a".' },
      { on: 'field', fieldId: 'b', message: BUILDER_MESSAGE.optionsRequired },
      { on: 'field', fieldId: 'c', message: BUILDER_MESSAGE.optionBlank },
      { on: 'field', fieldId: 'd', message: 'The option "x" is listed twice.' },
      { on: 'field', fieldId: 'e', message: 'The question "q" is listed twice.' },
      { on: 'field', fieldId: 'f', message: BUILDER_MESSAGE.hiddenNameRequired },
      { on: 'field', fieldId: 'g', message: BUILDER_MESSAGE.maxLength },
      { on: 'fields', message: BUILDER_MESSAGE.redirect },
    ]);
  });

  it.each(['', '/thank-you', 'https://example.com/thanks', 'http://example.com'])('accepts the redirect %j', (redirectUrl) => {
    expect(checkFormDraft({ ...EMPTY_DRAFT, name: 'N', fields: [{ id: 's', type: 'section', title: '' }], redirectUrl })).toEqual([]);
  });

  it.each(['//evil.example', 'ftp://example.com', 'thanks', 'https://'])('refuses the redirect %j', (redirectUrl) => {
    expect(checkFormDraft({ ...EMPTY_DRAFT, name: 'N', fields: [{ id: 's', type: 'section', title: '' }], redirectUrl })).toContainEqual({
      on: 'fields',
      message: BUILDER_MESSAGE.redirect,
    });
  });
});

describe('any sequence of builder actions', () => {
  const fieldType = fc.constantFrom(...FORM_FIELD_TYPES);
  const action = (count: number): fc.Arbitrary<BuilderAction> =>
    fc.oneof(
      fieldType.map((type): BuilderAction => ({ type: 'add', fieldType: type })),
      fc.nat(count).map((index): BuilderAction => ({ type: 'remove', fieldId: `pick:${index}` })),
      fc
        .tuple(fc.nat(count), fc.integer({ min: -2, max: count + 2 }))
        .map(([index, to]): BuilderAction => ({ type: 'move', fieldId: `pick:${index}`, to })),
      fc.constant<BuilderAction>({ type: 'undo' }),
      fc
        .tuple(fc.nat(count), fc.string())
        .map(([index, title]): BuilderAction => ({ type: 'edit', fieldId: `pick:${index}`, patch: { title } })),
    );
  /** Actions name a field by its place at the time they run, so generated sequences hit real fields. */
  const resolve = (state: BuilderState, step: BuilderAction): BuilderAction => {
    if (!('fieldId' in step) || !step.fieldId.startsWith('pick:')) return step;
    const field = state.draft.fields[Number(step.fieldId.slice(5)) % Math.max(1, state.draft.fields.length)];
    return { ...step, fieldId: field?.id ?? 'none' };
  };

  it('keeps field ids unique, and undoing every removal brings back every field ever added', () => {
    fc.assert(
      fc.property(fc.array(action(12), { maxLength: 40 }), (steps) => {
        let state = builderState(EMPTY_DRAFT);
        for (const step of steps) state = builderReducer(state, resolve(state, step));
        expect(new Set(ids(state)).size).toBe(state.draft.fields.length);
        while (state.removed.length > 0) state = builderReducer(state, { type: 'undo' });
        expect(state.draft.fields).toHaveLength(steps.filter(({ type }) => type === 'add').length);
        expect(checkFormDraft({ ...state.draft, name: 'Any' }).filter(({ on }) => on === 'field')).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips through the stored definition', () => {
    fc.assert(
      fc.property(fc.array(fieldType, { minLength: 1, maxLength: 19 }), (types) => {
        const state = named(run(types.map((type) => ({ type: 'add', fieldType: type }))));
        expect(draftOf(definitionOf('f', state.draft))).toEqual(state.draft);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the Advanced, Disclaimer and Storage settings', () => {
  const form = named(run([{ type: 'add', fieldType: 'email' }]));

  it('keep the submit label, the disclaimer and the storage settings in the draft and round-trip them, trimmed', () => {
    const state = builderReducer(form, {
      type: 'settings',
      patch: { submitLabel: ' Join ', disclaimer: 'We keep your address.', notifyEmail: 'shop@example.com', mailingListId: 'l1' },
    });
    const json = draftJson('f', state.draft);
    expect(json).toMatchObject({
      submitLabel: 'Join',
      disclaimer: 'We keep your address.',
      notifyEmail: 'shop@example.com',
      mailingListId: 'l1',
    });
    const definition = definitionOf('f', state.draft);
    expect(definition).toMatchObject({ submitLabel: 'Join', disclaimer: 'We keep your address.' });
    expect(definition).not.toHaveProperty('notifyEmail');
    expect(draftOf(definition, storageOf(json))).toEqual({ ...state.draft, submitLabel: 'Join' });
    expect(checkFormDraft(state.draft)).toEqual([]);
  });

  it('leaves emptied settings out of what is saved', () => {
    const json = draftJson('f', { ...form.draft, submitLabel: '  ', disclaimer: '', notifyEmail: '' });
    expect(Object.keys(json)).not.toContain('submitLabel');
    expect(Object.keys(json)).not.toContain('disclaimer');
    expect(Object.keys(json)).not.toContain('notifyEmail');
  });

  it('refuses a long label or disclaimer, a bad notification address and a field with the acceptance’s id', () => {
    const draft = {
      ...form.draft,
      submitLabel: 'x'.repeat(MAX_SUBMIT_LABEL_LENGTH + 1),
      disclaimer: 'y'.repeat(MAX_DISCLAIMER_LENGTH + 1),
      notifyEmail: 'shop@',
      fields: [{ id: DISCLAIMER_FIELD_ID, type: 'text', title: 'T', required: false }] as const,
    };
    expect(checkFormDraft(draft)).toEqual([
      { on: 'field', fieldId: DISCLAIMER_FIELD_ID, message: BUILDER_MESSAGE.idReserved },
      { on: 'submitLabel', message: BUILDER_MESSAGE.submitLabelTooLong },
      { on: 'disclaimer', message: BUILDER_MESSAGE.disclaimerTooLong },
      { on: 'notifyEmail', message: 'Email is not valid. Email addresses should follow the format user@domain.com.' },
    ]);
    expect(checkFormDraft({ ...form.draft, submitLabel: 'x'.repeat(MAX_SUBMIT_LABEL_LENGTH) })).toEqual([]);
  });

  it('reads storage settings of the wrong type as a TypeError', () => {
    expect(() => storageOf({ notifyEmail: 3 })).toThrow(TypeError);
    expect(storageOf({})).toEqual({ notifyEmail: '', mailingListId: '' });
  });
});

describe('checkListName', () => {
  it('needs a name, at most 100 characters, not another list’s of the service in any case', () => {
    expect(checkListName(' ', [])).toBe(MAILING_LIST_MESSAGE.nameRequired);
    expect(checkListName('x'.repeat(101), [])).toBe(MAILING_LIST_MESSAGE.nameTooLong);
    expect(checkListName('letters', [{ name: 'Letters' }])).toBe(MAILING_LIST_MESSAGE.nameTaken('Letters'));
    expect(checkListName('Letters', [{ name: 'News' }])).toBeUndefined();
  });
});
