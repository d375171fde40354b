/**
 * The stand-in mailing services (a mail marketing service and an automation service): their
 * lists and members, and what a stored submission sets off — its email joins the form's list, and
 * the form's notification address gets a message, kept in an outbox since no mail leaves the demo.
 */
import { answerLines } from '../../../src/form-submissions';
import type { FormStorage, MailingList, MailingListMember, MailingServiceId, SentNotification } from '../../../src/form-builder';
import { isValidEmail, type FormDefinition } from '../../../src/forms';
import { type DemoDatabase, newId } from '../database';

export function listMailingLists(db: DemoDatabase): MailingList[] {
  return db
    .prepare(
      `SELECT l.id, l.service, l.name, COUNT(m.email) AS memberCount FROM mailing_lists l
       LEFT JOIN mailing_list_members m ON m.list_id = l.id GROUP BY l.id ORDER BY l.created, l.rowid`,
    )
    .all() as MailingList[];
}

export function findMailingList(db: DemoDatabase, id: string): MailingList | undefined {
  return listMailingLists(db).find((list) => list.id === id);
}

/** A new empty list; the caller checked its name against the service's lists. */
export function insertMailingList(db: DemoDatabase, service: MailingServiceId, name: string, now: number): MailingList {
  const id = newId();
  db.prepare('INSERT INTO mailing_lists (id, service, name, created) VALUES (?, ?, ?, ?)').run(id, service, name, now);
  return { id, service, name, memberCount: 0 };
}

export function listMembers(db: DemoDatabase, listId: string): MailingListMember[] {
  return db
    .prepare('SELECT email, added FROM mailing_list_members WHERE list_id = ? ORDER BY added DESC, rowid DESC')
    .all(listId) as MailingListMember[];
}

/** The first valid address among the answers to the form's email fields, in field order. */
function emailOf(form: FormDefinition, answers: Readonly<Record<string, unknown>>): string | undefined {
  for (const field of form.fields) {
    const answer = answers[field.id];
    if (field.type === 'email' && typeof answer === 'string' && isValidEmail(answer)) return answer.trim();
  }
  return undefined;
}

/** The latest notifications about `formId`'s submissions, newest first. */
export function listOutbox(db: DemoDatabase, formId: string, limit = 20): SentNotification[] {
  return db
    .prepare('SELECT recipient, subject, body, created FROM form_notifications WHERE form_id = ? ORDER BY id DESC LIMIT ?')
    .all(formId, limit) as SentNotification[];
}

/**
 * What a stored submission sets off, in its transaction: the first email answered joins the form's
 * list (once: an address already there keeps its first date), and the notification address gets the
 * answers as the owner reads them.
 */
export function afterSubmission(
  db: DemoDatabase,
  submission: { readonly form: FormDefinition; readonly storage: FormStorage; readonly id: string; readonly text: string },
  now: number,
): void {
  const { form, storage } = submission;
  if (storage.mailingListId !== '') {
    const email = emailOf(form, JSON.parse(submission.text) as Record<string, unknown>);
    if (email !== undefined) {
      db.prepare('INSERT OR IGNORE INTO mailing_list_members (list_id, email, form_id, added) VALUES (?, ?, ?, ?)').run(
        storage.mailingListId,
        email,
        form.id,
        now,
      );
    }
  }
  if (storage.notifyEmail !== '') {
    const lines = answerLines(form, submission.text).map(({ title, text }) => `${title}: ${text}`);
    db.prepare('INSERT INTO form_notifications (form_id, submission_id, recipient, subject, body, created) VALUES (?, ?, ?, ?, ?, ?)').run(
      form.id,
      submission.id,
      storage.notifyEmail,
      `New submission: ${form.name}`,
      lines.join('\n'),
      now,
    );
  }
}
