import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineMap, scanTemplate } from '.';

function tokens(source: string) {
  const found: [kind: string, text: string][] = [];
  scanTemplate(source, {
    text: (start, end) => found.push(['text', source.slice(start, end)]),
    tag: (start, end) => found.push(['tag', source.slice(start, end)]),
    comment: (_start, contentStart, contentEnd, multiline) =>
      found.push([multiline ? 'comment*' : 'comment', source.slice(contentStart, contentEnd)]),
  });
  return found;
}

describe('scanTemplate', () => {
  it.each([
    ['a{b}c', [['text', 'a'], ['tag', '{b}'], ['text', 'c']]],
    ['a{b{c}d', [['text', 'a{b'], ['tag', '{c}'], ['text', 'd']]],
    ['a{b', [['text', 'a{b']]],
    ['{# one}{## two } ##}x', [['comment', ' one'], ['comment*', ' two } '], ['text', 'x']]],
    ['{## open', [['comment*', ' open']]],
    ['x{{## b ##}', [['text', 'x{'], ['comment', '# b ##']]],
  ])('splits %j', (source, expected) => {
    expect(tokens(source)).toEqual(expected);
  });

  it('covers every character of the source exactly once, in order, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('{', '}', '#', 'a', '\n', ' ') }), (source) => {
        const spans: [number, number][] = [];
        scanTemplate(source, {
          text: (start, end) => spans.push([start, end]),
          tag: (start, end) => spans.push([start, end]),
          comment: (start, _contentStart, contentEnd, multiline) =>
            spans.push([start, multiline ? Math.min(source.length, contentEnd + 3) : contentEnd + 1]),
        });
        let at = 0;
        for (const [start, end] of spans) {
          expect(start).toBe(at);
          at = end;
        }
        expect(at).toBe(source.length);
      }),
    );
  });
});

describe('LineMap', () => {
  it('gives 1-based lines and columns', () => {
    const lines = new LineMap('ab\ncd\n\ne');
    expect([lines.line(0), lines.column(0, 1)]).toEqual([1, 1]);
    expect([lines.line(4), lines.column(4, 2)]).toEqual([2, 2]);
    expect(lines.line(7)).toBe(4);
  });
});
