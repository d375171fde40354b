import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formValuesOf, initialFormValues, parseFormDefinition, parseSubmittedForm, serializeForm } from './index';

const definition = parseFormDefinition({
  id: 'contact',
  name: 'Contact',
  fields: [
    { id: 'name', type: 'name', title: 'Name' },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'heading', type: 'section', title: 'More' },
    { id: 'topics', type: 'checkbox', title: 'Topics', options: ['A', 'B', 'C'] },
    { id: 'views', type: 'likert', title: 'Views', questions: ['Good?', 'Fast?'] },
    { id: 'source', type: 'hidden', title: 'Source', name: 'ref', value: 'direct' },
    { id: 'email', type: 'email', title: 'Email' },
  ],
});

describe('serializeForm', () => {
  const values = {
    ...initialFormValues(definition, ''),
    name: ['Ada', 'Lovelace'],
    phone: ['646', '123', '0000'],
    topics: ['A', 'C'],
    views: { 'Good?': '2' as const },
    email: 'ada@example.com',
  };

  it('keys every answer by field id and leaves sections out', () => {
    expect(serializeForm(definition, values)).toEqual({
      name: ['Ada', 'Lovelace'],
      phone: ['', '646', '123', '0000'],
      topics: ['A', 'C'],
      views: { 'Good?': '2' },
      source: 'direct',
      email: 'ada@example.com',
    });
  });

  it('submits a phone as four parts, the first one empty', () => {
    fc.assert(
      fc.property(fc.tuple(fc.string(), fc.string(), fc.string()), (typed) => {
        const submitted = serializeForm(definition, { ...values, phone: typed });
        expect(submitted['phone']).toEqual(['', ...typed]);
      }),
    );
  });

  it('never changes the answers it reads', () => {
    const before = structuredClone(values);
    serializeForm(definition, values);
    expect(values).toEqual(before);
  });

  it('submits the untouched answer of a field missing from the answers', () => {
    expect(serializeForm(definition, {})).toMatchObject({ phone: ['', '', '', ''], topics: [], source: 'direct' });
  });

  it('survives a JSON round trip unchanged, as the platform receives it', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.constantFrom('A', 'B', 'C')), (email, topics) => {
        const submitted = serializeForm(definition, { ...values, email, topics });
        expect(JSON.parse(JSON.stringify(submitted))).toEqual(submitted);
      }),
    );
  });
});

describe('formValuesOf', () => {
  it('gives back the answers a submission was made from, through JSON as it is stored', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.string(), fc.string()),
        fc.tuple(fc.string(), fc.string(), fc.string()),
        fc.subarray(['A', 'B', 'C']),
        fc.string(),
        (name, phone, topics, email) => {
          const values = { ...initialFormValues(definition, ''), name, phone, topics, email, views: { 'Fast?': '-1' as const } };
          const stored = JSON.parse(JSON.stringify(serializeForm(definition, values))) as unknown;
          expect(formValuesOf(definition, stored)).toEqual(values);
        },
      ),
    );
  });

  it('leaves out answers that do not fit their field, and anything that is not a submission', () => {
    expect(formValuesOf(definition, { name: 'Ada', topics: ['A'], email: 7, unknown: 'x' })).toEqual({ topics: ['A'] });
    expect(formValuesOf(definition, 'not a form')).toEqual({});
    expect(formValuesOf(definition, null)).toEqual({});
  });
});

describe('parseSubmittedForm', () => {
  it('reads stored answers back from their JSON text', () => {
    expect(parseSubmittedForm('{"recipient":"Ada","lines":["a","b"]}')).toEqual({ recipient: 'Ada', lines: ['a', 'b'] });
  });

  it.each([null, '', 'not json', '[1,2]', '"text"', 'null'])('reads %j as no answers', (json) => {
    expect(parseSubmittedForm(json)).toEqual({});
  });
});
