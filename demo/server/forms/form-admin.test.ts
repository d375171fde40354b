import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import Papa from 'papaparse';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { BUILDER_MESSAGE, EMPTY_DRAFT, builderReducer, builderState, draftJson, type BuilderAction } from '../../../src/form-builder';
import { FORM_FIELD_TYPES, serializeForm, type FormDefinition } from '../../../src/forms';
import type { DemoDatabase } from '../database';
import { findForm, storeSubmission } from './forms';
import { FIELD_ERRORS_MESSAGE, FORM_CHANGED_MESSAGE } from './form-routes';

const FORMS = '/api/config/forms';
const formUrl = (id: string) => `${FORMS}/${id}`;

let db: DemoDatabase;
let app: FastifyInstance;
useSeededDemoApp((demo) => ({ db, app } = demo));

let owner: Visitor;
beforeEach(async () => {
  owner = await Visitor.signedIn(app, 'owner@example.com');
});

const put = (visitor: Visitor, url: string, body: unknown) => visitor.write('PUT', url, JSON.stringify(body));
const json = (response: LightMyRequestResponse) => response.json() as Record<string, unknown>;

/** A form with one field of every type, built as the builder builds it. */
function everyTypeBody() {
  const actions: BuilderAction[] = [
    { type: 'settings', patch: { name: 'Everything', submissionMessage: 'Got it.' } },
    ...FORM_FIELD_TYPES.map((fieldType): BuilderAction => ({ type: 'add', fieldType })),
    { type: 'edit', fieldId: 'email-1', patch: { required: true, title: 'Your email' } },
  ];
  const { id: _none, ...body } = draftJson('', actions.reduce(builderReducer, builderState(EMPTY_DRAFT)).draft);
  return body;
}

async function create(body: unknown = everyTypeBody()): Promise<FormDefinition> {
  const response = await owner.postJson(FORMS, body);
  expect(response.statusCode).toBe(201);
  return json(response)['form'] as FormDefinition;
}

describe('building forms', () => {
  it('creates a form with every field type, stores it and lists it after the seeded ones', async () => {
    const form = await create();
    expect(form.fields.map(({ type }) => type)).toEqual(FORM_FIELD_TYPES);
    expect(findForm(db, form.id)).toEqual(form);
    expect(json(await owner.get(formUrl(form.id)))).toEqual({ form, storage: { notifyEmail: '', mailingListId: '' } });
    const { forms } = json(await owner.get(FORMS)) as { forms: { id: string; fieldCount: number; submissionCount: number }[] };
    expect(forms.at(-1)).toEqual({ id: form.id, name: 'Everything', fieldCount: 19, submissionCount: 0, lastSubmitted: null });
    expect(forms.map(({ id }) => id)).toEqual(expect.arrayContaining(['contact', 'newsletter']));
  });

  it('saves changes to a form', async () => {
    const form = await create();
    const response = await put(owner, formUrl(form.id), {
      ...form,
      id: 'ignored',
      name: 'Renamed',
      fields: form.fields.slice(0, 2),
      captcha: { enabled: true },
    });
    expect(response.statusCode).toBe(200);
    expect(findForm(db, form.id)).toMatchObject({
      id: form.id,
      name: 'Renamed',
      fields: form.fields.slice(0, 2),
      captcha: { enabled: true },
    });
  });

  it('refuses with the builder’s own checks and stores nothing', async () => {
    const before = (json(await owner.get(FORMS))['forms'] as unknown[]).length;
    const response = await owner.postJson(FORMS, { name: ' ', fields: [], submissionMessage: '', redirectUrl: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Update the missing or invalid information above.',
      problems: [
        { on: 'name', message: BUILDER_MESSAGE.nameRequired },
        { on: 'fields', message: BUILDER_MESSAGE.fieldRequired },
        { on: 'fields', message: BUILDER_MESSAGE.redirect },
      ],
    });
    expect((json(await owner.get(FORMS))['forms'] as unknown[]).length).toBe(before);
  });

  it.each([
    [
      'a field id twice',
      {
        fields: [
          { id: 'a', type: 'text', title: 'A' },
          { id: 'a', type: 'email', title: 'B' },
        ],
      },
      'form.fields has the id "a" twice',
    ],
    [
      'an unknown field type',
      { fields: [{ id: 'a', type: 'colour', title: 'A' }] },
      expect.stringContaining('form.fields[0].type must be one of text,'),
    ],
    ['fields that are not a list', { fields: 'text' }, 'form.fields must be an array'],
  ])('answers %s with 400 and the reason', async (_case, body, error) => {
    const response = await owner.postJson(FORMS, { name: 'Bad', submissionMessage: '', ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it('answers an option listed twice with the problem on its field', async () => {
    const response = await owner.postJson(FORMS, {
      name: 'Sizes',
      submissionMessage: '',
      fields: [{ id: 'size', type: 'select', title: 'Size', options: ['S', 'S'] }],
    });
    expect(response.json()).toMatchObject({ problems: [{ on: 'field', fieldId: 'size', message: 'The option "S" is listed twice.' }] });
  });

  it('answers 404 for a form that does not exist', async () => {
    expect((await owner.get(formUrl('nope'))).statusCode).toBe(404);
    expect((await put(owner, formUrl('nope'), everyTypeBody())).statusCode).toBe(404);
  });

  it('lets an editor build forms but not read what shoppers sent', async () => {
    const editor = await Visitor.signedIn(app, 'editor@example.com');
    expect((await editor.postJson(FORMS, everyTypeBody())).statusCode).toBe(201);
    expect((await editor.get(`${formUrl('contact')}/submissions`)).statusCode).toBe(403);
    expect((await editor.get(`${formUrl('contact')}/submissions.csv`)).statusCode).toBe(403);
  });
});

describe('where a form sends what shoppers send', () => {
  // The notification address and the mailing list receive every submission: choosing them is
  // reading submissions, so a role with forms:edit alone may keep them but not change them.
  async function formAndStorage(formId: string) {
    return json(await owner.get(formUrl(formId))) as { form: FormDefinition; storage: { notifyEmail: string; mailingListId: string } };
  }

  it('refuses a forms:edit-only role a changed notification address or mailing list, naming it; unchanged passes', async () => {
    const editor = await Visitor.signedIn(app, 'editor@example.com');
    const list = json(await owner.postJson('/api/config/mailing-lists', { service: 'mail-marketing', name: 'Studio letters' }))['list'] as {
      id: string;
    };
    const before = await formAndStorage('newsletter');
    expect((await put(owner, formUrl('newsletter'), { ...before.form, ...before.storage, mailingListId: list.id })).statusCode).toBe(200);
    const { form, storage } = await formAndStorage('newsletter');
    expect(storage.mailingListId).toBe(list.id);

    const redirected = await put(editor, formUrl(form.id), { ...form, ...storage, notifyEmail: 'collector@evil.example' });
    expect([redirected.statusCode, json(redirected)['error']]).toEqual([
      403,
      'notifyEmail: changing where a form’s submissions are sent needs the forms:submissions permission',
    ]);
    const unlisted = await put(editor, formUrl(form.id), { ...form, ...storage, mailingListId: '' });
    expect([unlisted.statusCode, json(unlisted)['error']]).toEqual([
      403,
      'mailingListId: changing where a form’s submissions are sent needs the forms:submissions permission',
    ]);
    expect((await formAndStorage(form.id)).storage).toEqual(storage);

    const renamed = await put(editor, formUrl(form.id), { ...form, ...storage, name: 'Letters' });
    expect(renamed.statusCode).toBe(200);
    expect(findForm(db, form.id)?.name).toBe('Letters');

    const created = await editor.postJson(FORMS, { ...everyTypeBody(), notifyEmail: 'collector@evil.example' });
    expect([created.statusCode, json(created)['error']]).toEqual([
      403,
      'notifyEmail: changing where a form’s submissions are sent needs the forms:submissions permission',
    ]);
  });

  it('lets a role with forms:submissions change them', async () => {
    const { form, storage } = await formAndStorage('newsletter');
    const saved = await put(owner, formUrl(form.id), { ...form, ...storage, notifyEmail: 'studio@example.com' });
    expect(saved.statusCode).toBe(200);
    expect((await formAndStorage(form.id)).storage).toEqual({ ...storage, notifyEmail: 'studio@example.com' });
  });
});

describe('a form changed while a shopper has it open', () => {
  const KEY = '/api/form/FormSubmissionKey';
  const SAVE = '/api/form/SaveFormSubmission';
  const PAGE = { pageTitle: 'Contact', pageId: 'p1', contentSource: 'c', pagePath: '/contact', pagePermissionTypeValue: 1 };

  async function submit(formId: string, answers: unknown) {
    const shopper = new Visitor(app);
    await shopper.get('/');
    const { key } = (await shopper.postNothing(KEY)).json<{ key: string }>();
    return shopper.postJson(SAVE, { key, formId, form: JSON.stringify(answers), ...PAGE });
  }

  it('answers answers for a removed field with 409 and what to do, and a new required field with its field error', async () => {
    const form = await create({
      name: 'Short',
      submissionMessage: '',
      fields: [
        { id: 'note', type: 'text', title: 'Note' },
        { id: 'extra', type: 'text', title: 'Extra' },
      ],
    });
    const opened = { note: 'Hello', extra: 'More' };
    await put(owner, formUrl(form.id), {
      ...form,
      fields: [
        { id: 'note', type: 'text', title: 'Note' },
        { id: 'email', type: 'email', title: 'Email', required: true },
      ],
    });

    const removed = await submit(form.id, opened);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toEqual({ error: FORM_CHANGED_MESSAGE });

    const added = await submit(form.id, { note: 'Hello' });
    expect(added.statusCode).toBe(400);
    expect(added.json()).toEqual({ error: FIELD_ERRORS_MESSAGE, errors: { email: 'Required' } });

    const retyped = await put(owner, formUrl(form.id), {
      ...form,
      fields: [{ id: 'note', type: 'checkbox', title: 'Note', options: ['A'] }],
    });
    expect(retyped.statusCode).toBe(200);
    expect((await submit(form.id, { note: 'Hello' })).json()).toEqual({
      error: FIELD_ERRORS_MESSAGE,
      errors: { note: 'This is not an answer a checkbox field takes' },
    });
  });
});

describe('submissions', () => {
  let form: FormDefinition;
  beforeEach(async () => {
    form = await create();
  });

  function stored(answers: Record<string, unknown>, created: number): void {
    const record = {
      formId: form.id,
      form: JSON.stringify(answers),
      captchaVerified: false,
      visitor: 'v',
      pageTitle: 'Everything',
      pageId: 'p',
      contentSource: 'c',
      pagePath: '/everything',
      pagePermissionTypeValue: 1,
    } as const;
    storeSubmission(db, record, created);
  }

  it('lists them newest first, twenty a page, each answer as the form summary writes it', async () => {
    for (let n = 0; n < 25; n += 1) stored({ 'text-1': `Answer ${n}` }, Date.UTC(2026, 0, 1) + n * 60_000);
    const first = json(await owner.get(`${formUrl(form.id)}/submissions`));
    expect(first).toMatchObject({ form: { id: form.id, name: 'Everything' }, page: 1, pageSize: 20, pageCount: 2, total: 25 });
    const texts = (page: Record<string, unknown>) =>
      (page['submissions'] as { answers: { fieldId: string; text: string }[] }[]).map(
        ({ answers }) => answers.find(({ fieldId }) => fieldId === 'text-1')!.text,
      );
    expect(texts(first)).toEqual(Array.from({ length: 20 }, (_, n) => `Answer ${24 - n}`));
    const second = json(await owner.get(`${formUrl(form.id)}/submissions?page=2`));
    expect(texts(second)).toEqual(['Answer 4', 'Answer 3', 'Answer 2', 'Answer 1', 'Answer 0']);
    expect(json(await owner.get(`${formUrl(form.id)}/submissions?page=3`))['submissions']).toEqual([]);
    expect((await owner.get(`${formUrl(form.id)}/submissions?page=0`)).statusCode).toBe(400);
    expect((await owner.get(`${formUrl(form.id)}/submissions?page=two`)).statusCode).toBe(400);
  });

  it('exports them all as CSV: flattened answers, likert labels, N/A for empty ones, newest first', async () => {
    const answers = serializeForm(form, {
      'name-1': ['Ada', 'Lovelace'],
      'email-1': 'ada@example.com',
      'phone-1': ['646', '555', '0100'],
      'address-1': ['1 Main St', '', 'Brooklyn', 'NY', '11201', 'US'],
      'checkbox-1': ['Option 2'],
      'likert-1': { 'Question 1': '1', 'Question 2': '-2' },
      'hidden-1': 'spring-sale',
    });
    stored(answers, Date.UTC(2026, 1, 2, 10));
    stored({ 'email-1': 'grace@example.com' }, Date.UTC(2026, 1, 1, 10));
    const response = await owner.get(`${formUrl(form.id)}/submissions.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="everything-submissions.csv"');
    const [header, newest, older] = Papa.parse<string[]>(response.body.trimEnd()).data;
    const column = (row: string[] | undefined, title: string) => row![header!.indexOf(title)];
    expect(header).toEqual([
      'Submitted',
      'Text',
      'Text area',
      'Your email',
      'Currency',
      'Number',
      'Website',
      'Password',
      'Twitter',
      'Date',
      'Time',
      'Name',
      'Address',
      'Phone',
      'Radio buttons',
      'Checkboxes',
      'Dropdown',
      'Likert scale',
      'Hidden',
    ]);
    expect(column(newest, 'Submitted')).toBe('2026-02-02T10:00:00.000Z');
    expect(column(newest, 'Name')).toBe('Ada Lovelace');
    expect(column(newest, 'Address')).toBe('1 Main St, Brooklyn, NY, 11201, US');
    expect(column(newest, 'Phone')).toBe('646-555-0100');
    expect(column(newest, 'Checkboxes')).toBe('Option 2');
    expect(column(newest, 'Likert scale')).toBe('Question 1: Agree; Question 2: Strongly Disagree');
    expect(column(newest, 'Hidden')).toBe('spring-sale');
    expect(column(newest, 'Text')).toBe('N/A');
    expect(column(older, 'Your email')).toBe('grace@example.com');
    expect(older!.filter((cell) => cell === 'N/A')).toHaveLength(17);
  });

  it('answers 404 for the submissions of a form that does not exist', async () => {
    expect((await owner.get(`${formUrl('nope')}/submissions`)).statusCode).toBe(404);
    expect((await owner.get(`${formUrl('nope')}/submissions.csv`)).statusCode).toBe(404);
  });
});
