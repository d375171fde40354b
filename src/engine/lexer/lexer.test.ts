import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineCounter, scanTemplate } from '.';

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
    [
      'a{b}c',
      [
        ['text', 'a'],
        ['tag', '{b}'],
        ['text', 'c'],
      ],
    ],
    [
      'a{b{c}d',
      [
        ['text', 'a{b'],
        ['tag', '{c}'],
        ['text', 'd'],
      ],
    ],
    ['a{b', [['text', 'a{b']]],
    [
      '{# one}{## two } ##}x',
      [
        ['comment', ' one'],
        ['comment*', ' two } '],
        ['text', 'x'],
      ],
    ],
    ['{## open', [['comment*', ' open']]],
    [
      'x{{## b ##}',
      [
        ['text', 'x{'],
        ['comment', '# b ##'],
      ],
    ],
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

describe('LineCounter', () => {
  it('gives 1-based lines and columns for increasing offsets', () => {
    const lines = new LineCounter('ab\ncd\n\ne');
    const at = (offset: number) => {
      lines.moveTo(offset);
      return [lines.line, lines.column];
    };
    expect(at(0)).toEqual([1, 1]);
    expect(at(4)).toEqual([2, 2]);
    expect(at(7)).toEqual([4, 1]);
  });
});
