import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/engine/render';
import type { RenderOptions } from '../..';

/** `{from|name args}`, or `{from,to|name args}` for two instants. */
const format = (name: string, args: string, [from, to]: readonly unknown[], options?: RenderOptions) =>
  render(`{${to === undefined ? 'from' : 'from,to'}|${name}${args === '' ? '' : ` ${args}`}}`, { from, to }, options).output;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('relative-time', () => {
  const now = 1502298000000;

  it.each([
    [[1509647217000, 1510641417000], '', 'in 12 days'],
    [[1509647217000, 1510641417000], 'allowWeeks:true', 'in 2 weeks'],
    [[1502298000000, 1502305200000], '', 'in 2 hours'],
    [[1502305200000], 'context:begin-sentence', 'In 2 hours'],
    [[1502258000000], 'context:begin-sentence', '11 hours ago'],
    [[now - 3 * DAY], 'field:day', '3 days ago'],
    [[now + 90_000], 'width:short', 'in 2 min.'],
  ])('%j with %j prints %j', (values, args, expected) => {
    expect(format('relative-time', args, values, { now })).toBe(expected);
  });

  it('prints nothing for an instant that is not a number', () => {
    expect(format('relative-time', '', ['soon'], { now })).toBe('');
  });

  it('speaks the site language', () => {
    expect(format('relative-time', '', [now + 2 * HOUR], { now, locale: 'de-DE' })).toBe('in 2 Stunden');
  });
});

describe('timesince', () => {
  const now = 1627849845000;
  const since = (value: unknown, options: RenderOptions = {}) => format('timesince', '', [value], { now, ...options });

  it.each([
    [-607001400000, 'about 70 years ago'],
    [1577987019000, 'about a year ago'],
    [now - 45 * DAY, 'about a month ago'],
    [now - 14 * DAY, 'about 2 weeks ago'],
    [now - DAY, 'about a day ago'],
    [now - HOUR, 'about an hour ago'],
    [now - 5 * HOUR, 'about 5 hours ago'],
    [now - 60_000, 'about a minute ago'],
    [now - 59_999, 'less than a minute ago'],
    [now + DAY, 'less than a minute ago'],
  ])('%j prints %j', (value, phrase) => {
    expect(since(value)).toBe(`<span class="timesince" data-date="${value}">${phrase}</span>`);
  });

  it('marks up the instant as read from numeric text', () => {
    expect(since('1627849845000.5')).toBe('<span class="timesince" data-date="1627849845000.5">less than a minute ago</span>');
  });

  it('prints Invalid date. for a value that is not a number, or without locale data', () => {
    expect(since('yesterday')).toBe('Invalid date.');
    expect(since(now - DAY, { locale: undefined })).toBe('Invalid date.');
  });

  it('stays English in other locales', () => {
    expect(since(now - DAY, { locale: 'ja' })).toContain('about a day ago');
  });

  it('never prints markup from its input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double()), (value) => {
        expect(since(value)).toMatch(/^(?:Invalid date\.|<span class="timesince" data-date="[-+.\de]+">[a-z0-9 ]+<\/span>)$/);
      }),
    );
  });
});

describe('relative-time without locale data', () => {
  it('prints nothing', () => {
    expect(format('relative-time', '', [0], { locale: undefined })).toBe('');
  });
});
