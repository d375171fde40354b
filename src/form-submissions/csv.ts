import Papa from 'papaparse';
import { hasAnswer, type FormDefinition } from '../forms';
import { answerLines } from './answers';

export interface StoredSubmission {
  readonly id: string;
  /** When it arrived, epoch milliseconds. */
  readonly created: number;
  /** The answers as the storefront sent them, JSON text. */
  readonly form: string;
}

export const SUBMITTED_COLUMN = 'Submitted';

/**
 * The submissions of a form as CSV: a header row (Submitted, then each field's title), then one
 * row per submission in the order given, each answer flattened as the form summary flattens it and
 * `N/A` where empty. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, return
 * first) are quoted with a leading apostrophe, so a shopper's answer can never execute on the
 * owner's machine.
 */
export function submissionsCsv(definition: FormDefinition, submissions: readonly StoredSubmission[]): string {
  const header = [SUBMITTED_COLUMN, ...definition.fields.filter(hasAnswer).map(({ title, id }) => (title.trim() === '' ? id : title))];
  const rows = submissions.map((submission) => [
    new Date(submission.created).toISOString(),
    ...answerLines(definition, submission.form).map(({ text }) => text),
  ]);
  return Papa.unparse([header, ...rows], { escapeFormulae: true, newline: '\r\n', quotes: false });
}

/** The download name of a form's export: its name in lower-case words, never empty. */
export function submissionsFileName(definition: FormDefinition): string {
  const words = definition.name.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return `${words.length === 0 ? definition.id : words.join('-')}-submissions.csv`;
}

/** Submissions per page of the owner's list. */
export const SUBMISSIONS_PAGE_SIZE = 20;
