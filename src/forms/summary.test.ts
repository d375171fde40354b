import { describe, expect, it } from 'vitest';
import { parseFormDefinition, serializeForm, summarizeForm, summaryValueText } from './index';

const definition = parseFormDefinition({
  id: 'details',
  name: 'Details',
  fields: [
    { id: 'address', type: 'address', title: 'Address' },
    { id: 'phone', type: 'phone', title: 'Phone' },
    { id: 'time', type: 'time', title: 'Time' },
    { id: 'topics', type: 'checkbox', title: 'Checkbox', options: ['One', 'Two', 'Three'] },
    { id: 'views', type: 'likert', title: 'Views', questions: ['Stuff is good', 'Things are nice'] },
    { id: 'note', type: 'text', title: 'Note' },
    { id: 'heading', type: 'section', title: 'More' },
    { id: 'source', type: 'hidden', title: 'Source', name: 'ref', value: 'ad' },
  ],
});

describe('summarizeForm', () => {
  const submitted = serializeForm(definition, {
    address: ['123 Main St', '', 'New York', 'New York', '10013', 'US'],
    phone: ['646', '123', '0000'],
    time: ['4', '', '', 'pm'],
    topics: ['One', 'Two', 'Three'],
    views: { 'Stuff is good': '1', 'Things are nice': '2' },
    note: '   ',
  });
  const summary = summarizeForm(definition, submitted);

  it('names list parts as the summary formatter reads them, leaving empty parts out', () => {
    expect(summary[0]).toEqual({
      rawTitle: 'Address',
      type: 'address',
      values: { Line1: '123 Main St', City: 'New York', State: 'New York', Zip: '10013', Country: 'US' },
    });
    expect(summary[1]).toEqual({ rawTitle: 'Phone', type: 'phone', values: { Areacode: '646', Prefix: '123', Line: '0000' } });
    expect(summary[2]).toEqual({ rawTitle: 'Time', type: 'time', values: { Hour: '4', Ampm: 'pm' } });
  });

  it('lists checked options and maps likert questions to their choice', () => {
    expect(summary[3]).toEqual({ rawTitle: 'Checkbox', type: 'checkbox', values: ['One', 'Two', 'Three'] });
    expect(summary[4]).toEqual({
      rawTitle: 'Views',
      type: 'likert',
      values: { 'Stuff is good': '1', 'Things are nice': '2' },
    });
  });

  it('gives an empty answer neither value nor values, and shows no section or hidden field', () => {
    expect(summary[5]).toEqual({ rawTitle: 'Note', type: 'text' });
    expect(summary).toHaveLength(6);
  });
});

describe('summaryValueText', () => {
  const summary = summarizeForm(
    definition,
    serializeForm(definition, {
      address: ['123 Main St', '', 'New York', 'NY', '10013', 'US'],
      phone: ['646', '123', '0000'],
      time: ['4', '30', '', 'pm'],
      topics: ['One', 'Three'],
      views: { 'Stuff is good': '1' },
      note: '',
    }),
  );

  it('reads each answer as one line', () => {
    expect(summary.map(summaryValueText)).toEqual([
      '123 Main St, New York, NY, 10013, US',
      '646-123-0000',
      '4:30 pm',
      'One, Three',
      'Stuff is good: Agree',
      'N/A',
    ]);
  });
});
