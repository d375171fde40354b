import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { BUILDER_MESSAGE, MAILING_LIST_MESSAGE, type MailingList } from '../../../src/form-builder';
import { DISCLAIMER_FIELD_ID } from '../../../src/forms';
import { STRINGS } from '../../../src/i18n';
import type { DemoDatabase } from '../database';
import { MAIN_NAVIGATION, readNavigations } from '../site';
import { FIELD_ERRORS_MESSAGE } from './form-routes';

// The builder's Advanced, Disclaimer and Storage settings as the platform keeps and applies them,
// and the pages that show forms: what is stored, what a shopper's submission sets off, what is refused.

const FORMS = '/api/config/forms';
const LISTS = '/api/config/mailing-lists';
const PAGES = '/api/config/form-pages';
const KEY = '/api/form/FormSubmissionKey';
const SAVE = '/api/form/SaveFormSubmission';
const VALIDATE = (formId: string) => `/api/rest/forms/validate/${formId}`;
const PAGE = { pageTitle: 'Page', pageId: 'p1', contentSource: 'c', pagePath: '/page', pagePermissionTypeValue: 1 };

let db: DemoDatabase;
let app: FastifyInstance;
useSeededDemoApp((demo) => ({ db, app } = demo));

let owner: Visitor;
beforeEach(async () => {
  owner = await Visitor.signedIn(app, 'owner@example.com');
});

const SIGN_UP = {
  name: 'Sign-up',
  submissionMessage: 'Thanks',
  fields: [{ id: 'email', type: 'email', title: 'Email', required: true }],
};

async function createForm(body: Record<string, unknown>) {
  const response = await owner.postJson(FORMS, body);
  expect(response.statusCode).toBe(201);
  return response.json<{ form: { id: string }; storage: { notifyEmail: string; mailingListId: string } }>();
}

async function submit(formId: string, answers: unknown) {
  const shopper = new Visitor(app);
  await shopper.get('/');
  const { key } = (await shopper.postNothing(KEY)).json<{ key: string }>();
  return shopper.postJson(SAVE, { key, formId, form: JSON.stringify(answers), ...PAGE });
}

describe('the submit label and the disclaimer', () => {
  it('are stored with the form, and its page shows the label and the acceptance the shopper must tick', async () => {
    const { form } = await createForm({ ...SIGN_UP, submitLabel: 'Join us', disclaimer: 'We keep your address for letters only.' });
    expect(form).toMatchObject({ submitLabel: 'Join us', disclaimer: 'We keep your address for letters only.' });
    const page = (await owner.postJson(PAGES, { title: 'Join', urlId: '', formId: form.id, addToNavigation: false })).json<{
      page: { url: string };
    }>().page;
    const html = (await new Visitor(app).get(page.url)).body;
    expect(html).toContain('data-submit-label="Join us"');
    expect(html).toContain('We keep your address for letters only.');
    expect(html).toContain(STRINGS.forms.disclaimerAccept);
  });

  it('refuses a submission without the acceptance with a field error, and takes it with one', async () => {
    const { form } = await createForm({ ...SIGN_UP, disclaimer: 'Terms apply.' });
    const refused = await submit(form.id, { email: 'ada@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: FIELD_ERRORS_MESSAGE, errors: { [DISCLAIMER_FIELD_ID]: 'Required' } });
    const checker = new Visitor(app);
    await checker.get('/');
    const validated = await checker.postJson(VALIDATE(form.id), { email: 'ada@example.com', [DISCLAIMER_FIELD_ID]: [] });
    expect(validated.json()).toMatchObject({ errors: { [DISCLAIMER_FIELD_ID]: 'Required' } });
    const taken = await submit(form.id, { email: 'ada@example.com', [DISCLAIMER_FIELD_ID]: [STRINGS.forms.disclaimerAccept] });
    expect(taken.statusCode).toBe(200);
  });

  it('answers a shopper who opened the form before a disclaimer was added with a field error and what to do, never a 5xx', async () => {
    const { form } = await createForm(SIGN_UP);
    expect((await owner.write('PUT', `${FORMS}/${form.id}`, JSON.stringify({ ...SIGN_UP, disclaimer: 'New terms.' }))).statusCode).toBe(
      200,
    );
    const answer = await submit(form.id, { email: 'ada@example.com' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: FIELD_ERRORS_MESSAGE, errors: { [DISCLAIMER_FIELD_ID]: 'Required' } });
  });

  it('refuses a label over 50 characters and a field that takes the acceptance’s id', async () => {
    const long = await owner.postJson(FORMS, { ...SIGN_UP, submitLabel: 'x'.repeat(51) });
    expect(long.json()).toMatchObject({ problems: [{ on: 'submitLabel', message: BUILDER_MESSAGE.submitLabelTooLong }] });
    const reserved = await owner.postJson(FORMS, { ...SIGN_UP, fields: [{ id: DISCLAIMER_FIELD_ID, type: 'text', title: 'T' }] });
    expect(reserved.json()).toMatchObject({ problems: [{ on: 'field', message: BUILDER_MESSAGE.idReserved }] });
  });
});

describe('the notification address', () => {
  it('is checked with the email message, and each submission leaves a notification in the outbox', async () => {
    const bad = await owner.postJson(FORMS, { ...SIGN_UP, notifyEmail: 'owner@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ problems: [{ on: 'notifyEmail', message: BUILDER_MESSAGE.notifyEmail }] });
    expect(BUILDER_MESSAGE.notifyEmail).toBe('Email is not valid. Email addresses should follow the format user@domain.com.');

    const { form, storage } = await createForm({ ...SIGN_UP, notifyEmail: 'shop@example.com' });
    expect(storage).toEqual({ notifyEmail: 'shop@example.com', mailingListId: '' });
    expect((await owner.get(`${FORMS}/${form.id}`)).json()).toMatchObject({ storage });
    expect((await submit(form.id, { email: 'ada@example.com' })).statusCode).toBe(200);
    const rows = db.prepare('SELECT recipient, subject, body FROM form_notifications WHERE form_id = ?').all(form.id);
    expect(rows).toEqual([{ recipient: 'shop@example.com', subject: 'New submission: Sign-up', body: 'Email: ada@example.com' }]);
    expect((await owner.get(`${FORMS}/${form.id}/notifications`)).json()).toMatchObject({
      notifications: [{ recipient: 'shop@example.com', body: 'Email: ada@example.com' }],
    });
  });

  it('is never written into the page shoppers get', async () => {
    await owner.write(
      'PUT',
      `${FORMS}/contact`,
      JSON.stringify({ ...(await owner.get(`${FORMS}/contact`)).json<{ form: object }>().form, notifyEmail: 'secret@example.com' }),
    );
    expect((await new Visitor(app).get('/forms/contact')).body).not.toContain('secret@example.com');
  });
});

describe('mailing lists', () => {
  async function createList(service: string, name: string) {
    return owner.postJson(LISTS, { service, name });
  }

  it('are created per service, named once each, and a newsletter form connected to one adds each sign-up once', async () => {
    expect((await owner.get(LISTS)).json()).toEqual({ lists: [] });
    const created = await createList('mail-marketing', 'Letters');
    expect(created.statusCode).toBe(201);
    const list = created.json<{ list: MailingList }>().list;
    expect((await createList('mail-marketing', 'letters')).json()).toMatchObject({ error: MAILING_LIST_MESSAGE.nameTaken('Letters') });
    expect((await createList('automation', 'Letters')).statusCode).toBe(201);
    expect((await createList('fax', 'Letters')).json()).toMatchObject({ error: MAILING_LIST_MESSAGE.unknownService('fax') });
    expect((await createList('automation', ' ')).json()).toMatchObject({ error: MAILING_LIST_MESSAGE.nameRequired });

    const unknown = await owner.write('PUT', `${FORMS}/newsletter`, JSON.stringify({ ...(await newsletter()), mailingListId: 'nope' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: MAILING_LIST_MESSAGE.unknownList('nope') });

    const saved = await owner.write('PUT', `${FORMS}/newsletter`, JSON.stringify({ ...(await newsletter()), mailingListId: list.id }));
    expect(saved.json()).toMatchObject({ storage: { mailingListId: list.id } });
    for (const email of ['ada@example.com', 'grace@example.com', 'ADA@example.com']) {
      expect((await submit('newsletter', { name: ['', ''], email })).statusCode).toBe(200);
    }
    const members = (await owner.get(`${LISTS}/${list.id}/members`)).json<{ members: { email: string }[] }>().members;
    expect(members.map(({ email }) => email)).toEqual(['grace@example.com', 'ada@example.com']);
    expect((await owner.get(LISTS)).json()).toMatchObject({ lists: [{ id: list.id, memberCount: 2 }, { memberCount: 0 }] });
    expect((await owner.get(`${LISTS}/nope/members`)).statusCode).toBe(404);

    // An editor builds forms and connects lists, but who joined is what shoppers sent.
    const editor = await Visitor.signedIn(app, 'editor@example.com');
    expect((await editor.get(LISTS)).statusCode).toBe(200);
    expect((await editor.get(`${LISTS}/${list.id}/members`)).statusCode).toBe(403);
    expect((await editor.get(`${FORMS}/newsletter/notifications`)).statusCode).toBe(403);
  });

  async function newsletter() {
    return (await owner.get(`${FORMS}/newsletter`)).json<{ form: Record<string, unknown> }>().form;
  }
});

describe('form pages', () => {
  it('are created with a URL id by the store rules, in the main navigation when asked, and show their form', async () => {
    const { form } = await createForm(SIGN_UP);
    const created = await owner.postJson(PAGES, { title: 'Stay in Touch!', urlId: '', formId: form.id, addToNavigation: true });
    expect(created.statusCode).toBe(201);
    const page = created.json<{ page: { id: string; url: string } }>().page;
    expect(page).toMatchObject({ url: '/stay-in-touch', formId: form.id, builtIn: false });
    const again = await owner.postJson(PAGES, { title: 'Stay in touch', urlId: '', formId: form.id, addToNavigation: false });
    expect(again.json()).toMatchObject({ page: { url: '/stay-in-touch-1' } });
    const html = (await new Visitor(app).get('/stay-in-touch')).body;
    expect(html).toContain('<h1>Stay in Touch!</h1>');
    expect(html).toContain('data-submit-label="Submit"');
    expect(html).toMatch(/<a[^>]*href="\/stay-in-touch"[^>]*>Stay in Touch!<\/a>/);
    const main = readNavigations(db).find(({ identifier }) => identifier === MAIN_NAVIGATION)!;
    expect(main.items.at(-1)).toMatchObject({ collectionId: page.id, title: 'Stay in Touch!' });

    const taken = await owner.postJson(PAGES, { title: 'Shop form', urlId: 'shop', formId: form.id, addToNavigation: false });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'Another page already has the URL id "shop". Choose another.' });
    const badId = await owner.postJson(PAGES, { title: 'Bad', urlId: 'Not An Id', formId: form.id, addToNavigation: false });
    expect(badId.statusCode).toBe(400);
    const noForm = await owner.postJson(PAGES, { title: 'No form', urlId: '', formId: 'gone', addToNavigation: false });
    expect(noForm.json()).toEqual({ error: 'Choose the form the page shows' });
  });

  it('keep their form: deleting it is refused naming them; deleting the page takes it out of the navigation', async () => {
    const { form } = await createForm(SIGN_UP);
    const page = (await owner.postJson(PAGES, { title: 'Join', urlId: 'join', formId: form.id, addToNavigation: true })).json<{
      page: { id: string };
    }>().page;
    expect((await submit(form.id, { email: 'ada@example.com' })).statusCode).toBe(200);

    const refused = await owner.delete(`${FORMS}/${form.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: '"Sign-up" is shown on the page "Join" (/join). A form is deleted only once nothing shows it.',
    });
    const popup = await owner.delete(`${FORMS}/promo-letters`);
    expect(popup.json()).toMatchObject({ error: expect.stringContaining('the promotional pop-up') });
    expect((await owner.delete(`${PAGES}/64b0f3c2a1d9e8f7c6b5a410`)).statusCode).toBe(409);

    expect((await owner.delete(`${PAGES}/${page.id}`)).statusCode).toBe(204);
    expect((await new Visitor(app).get('/join')).statusCode).toBe(404);
    expect(JSON.stringify(readNavigations(db))).not.toContain(page.id);

    expect((await owner.delete(`${FORMS}/${form.id}`)).statusCode).toBe(204);
    expect((await owner.get(`${FORMS}/${form.id}`)).statusCode).toBe(404);
    expect(db.prepare('SELECT count(*) AS count FROM form_submissions WHERE form_id = ?').get(form.id)).toEqual({ count: 0 });
    expect((await submit(form.id, { email: 'ada@example.com' })).statusCode).toBe(404);
  });
});
