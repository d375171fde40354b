import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseFormDefinition, serializeForm } from '../forms';
import { answerLines, submissionsCsv, submissionsFileName } from './index';

const definition = parseFormDefinition({
  id: 'contact',
  name: 'Contact us!',
  fields: [
    { id: 'name', type: 'name', title: 'Name' },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'when', type: 'date', title: 'Date' },
    { id: 'topics', type: 'checkbox', title: 'Topics', options: ['Tea', 'Coffee'] },
    { id: 'views', type: 'likert', title: 'How did we do?', questions: ['Quick', 'Kind'] },
    { id: 'heading', type: 'section', title: 'More' },
    { id: 'note', type: 'textarea', title: 'Note' },
    { id: 'source', type: 'hidden', title: 'Source', name: 'ref', value: 'direct' },
  ],
});

const full = JSON.stringify(
  serializeForm(definition, {
    name: ['Ada', 'Lovelace'],
    phone: ['646', '123', '0000'],
    when: ['12', '25', '2024'],
    topics: ['Tea', 'Coffee'],
    views: { Quick: '2', Kind: '-1' },
    note: 'Line one, "quoted"\nline two',
    source: 'newsletter',
  }),
);
const empty = JSON.stringify(serializeForm(definition, { source: '' }));

describe('answerLines', () => {
  it('flattens every answer as the form summary does, with likert labels, and leaves sections out', () => {
    expect(answerLines(definition, full).map(({ title, text }) => [title, text])).toEqual([
      ['Name', 'Ada Lovelace'],
      ['Phone', '646-123-0000'],
      ['Date', '12/25/2024'],
      ['Topics', 'Tea, Coffee'],
      ['How did we do?', 'Quick: Strongly Agree; Kind: Disagree'],
      ['Note', 'Line one, "quoted"\nline two'],
      ['Source', 'newsletter'],
    ]);
  });

  it('answers N/A for every empty answer, and for an answer that no longer fits an edited field', () => {
    expect(answerLines(definition, empty).every(({ text }) => text === 'N/A')).toBe(true);
    const older = JSON.stringify({ name: 'Ada', topics: ['Milk'], gone: 'x', note: 'kept' });
    expect(answerLines(definition, older).map(({ text }) => text)).toEqual(['N/A', 'N/A', 'N/A', 'Milk', 'N/A', 'kept', 'N/A']);
  });

  it('reads text that is not JSON as no answers', () => {
    expect(answerLines(definition, 'not json').map(({ text }) => text)).toEqual(Array(7).fill('N/A'));
  });
});

describe('submissionsCsv', () => {
  const csv = submissionsCsv(definition, [
    { id: 's2', created: Date.UTC(2026, 0, 2, 9, 30), form: full },
    { id: 's1', created: Date.UTC(2026, 0, 1), form: empty },
  ]);

  it('has a header of the field titles and a row per submission that a CSV reader reads back', () => {
    const { data } = Papa.parse<string[]>(csv.trimEnd());
    expect(data).toEqual([
      ['Submitted', 'Name', 'Phone', 'Date', 'Topics', 'How did we do?', 'Note', 'Source'],
      [
        '2026-01-02T09:30:00.000Z',
        'Ada Lovelace',
        '646-123-0000',
        '12/25/2024',
        'Tea, Coffee',
        'Quick: Strongly Agree; Kind: Disagree',
        'Line one, "quoted"\nline two',
        'newsletter',
      ],
      ['2026-01-01T00:00:00.000Z', 'N/A', 'N/A', 'N/A', 'N/A', 'N/A', 'N/A', 'N/A'],
    ]);
    expect(csv).toContain('\r\n');
  });

  it('defuses answers a spreadsheet would run as a formula', () => {
    const form = JSON.stringify({ note: '=HYPERLINK("http://evil.example","click")' });
    const [, row] = Papa.parse<string[]>(submissionsCsv(definition, [{ id: 's', created: 0, form }]).trimEnd()).data;
    expect(row![6]).toBe('\'=HYPERLINK("http://evil.example","click")');
  });
});

it('names the file after the form', () => {
  expect(submissionsFileName(definition)).toBe('contact-us-submissions.csv');
  expect(submissionsFileName({ ...definition, name: '☕' })).toBe('contact-submissions.csv');
});
