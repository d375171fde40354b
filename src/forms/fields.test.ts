import { describe, expect, it } from 'vitest';
import { FIELD_PARTS, LIKERT_SCALE, fitsField, initialFormValues, parseFormDefinition, type FormDefinition } from './index';

const definition: FormDefinition = parseFormDefinition({
  id: 'contact',
  name: 'Contact',
  submissionMessage: 'Thanks!',
  fields: [
    { id: 'f-name', type: 'name', title: 'Name', required: true },
    { id: 'f-address', type: 'address', title: 'Address' },
    { id: 'f-date', type: 'date', title: 'Date' },
    { id: 'f-time', type: 'time', title: 'Time' },
    { id: 'f-phone', type: 'phone', title: 'Phone' },
    { id: 'f-topics', type: 'checkbox', title: 'Topics', options: ['A', 'B'] },
    { id: 'f-size', type: 'radio', title: 'Size', options: ['S', 'M'] },
    { id: 'f-views', type: 'likert', title: 'Views', questions: ['Good?'] },
    { id: 'f-intro', type: 'section', title: 'About you' },
    { id: 'f-source', type: 'hidden', title: 'Source', name: 'utm_source', value: 'direct' },
    { id: 'f-campaign', type: 'hidden', title: 'Campaign', name: 'utm_campaign', value: 'spring' },
    { id: 'f-message', type: 'textarea', title: 'Message', maxLength: 10 },
  ],
});

describe('initial answers', () => {
  const values = initialFormValues(definition, '?utm_source=newsletter');

  it('start list-shaped fields with one empty part each, and a phone with the three typed parts', () => {
    expect(values['f-name']).toEqual(['', '']);
    expect(values['f-address']).toEqual(['', '', '', '', '', '']);
    expect(values['f-date']).toEqual(['', '', '']);
    expect(values['f-time']).toEqual(['', '', '', '']);
    expect(values['f-phone']).toEqual(['', '', '']);
  });

  it('start a checkbox with nothing checked, a likert with no choice and other fields blank', () => {
    expect(values['f-topics']).toEqual([]);
    expect(values['f-views']).toEqual({});
    expect(values['f-size']).toBe('');
    expect(values['f-message']).toBe('');
  });

  it('give a hidden field the URL query parameter named after it, else its own value', () => {
    expect(values['f-source']).toBe('newsletter');
    expect(values['f-campaign']).toBe('spring');
  });

  it('give a section no answer', () => {
    expect(values).not.toHaveProperty('f-intro');
  });
});

describe('the likert scale', () => {
  it('runs from -2 Strongly Disagree to 2 Strongly Agree', () => {
    expect(LIKERT_SCALE.map(({ value, label }) => `${value} ${label}`)).toEqual([
      '-2 Strongly Disagree',
      '-1 Disagree',
      '0 Neutral',
      '1 Agree',
      '2 Strongly Agree',
    ]);
  });
});

describe('the parts of list-shaped fields', () => {
  it('are named as a form summary names them', () => {
    expect(FIELD_PARTS.address).toEqual(['Line1', 'Line2', 'City', 'State', 'Zip', 'Country']);
    expect(FIELD_PARTS.phone).toEqual(['Country', 'Areacode', 'Prefix', 'Line']);
    expect(FIELD_PARTS.time).toEqual(['Hour', 'Minute', 'Second', 'Ampm']);
  });
});

describe('fitsField', () => {
  const field = (id: string) => {
    const found = definition.fields.find((candidate) => candidate.id === id);
    if (found === undefined || found.type === 'section') throw new Error(`no answer field ${id}`);
    return found;
  };

  it('accepts each answer of its own shape', () => {
    expect(fitsField(field('f-name'), ['Ada', 'Lovelace'])).toBe(true);
    expect(fitsField(field('f-topics'), ['A'])).toBe(true);
    expect(fitsField(field('f-views'), { 'Good?': '2' })).toBe(true);
    expect(fitsField(field('f-size'), 'S')).toBe(true);
  });

  it('refuses a list of the wrong length, a likert choice off the scale and a list for a single value', () => {
    expect(fitsField(field('f-name'), ['Ada'])).toBe(false);
    expect(fitsField(field('f-views'), { 'Good?': '3' })).toBe(false);
    expect(fitsField(field('f-size'), ['S'])).toBe(false);
  });
});
