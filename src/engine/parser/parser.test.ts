import { describe, expect, it } from 'vitest';
import { createEngine } from '..';
import { render } from '../../../test/engine/render';

const tree = (source: string) => createEngine().compile(source).template.toJSON();

describe('tags that do not parse', () => {
  it.each([
    ['{ foo }'],
    ['{s |html}'],
    ['{s|}'],
    ['{s||html}'],
    ['{s.}'],
    ['{.section}'],
    ['{.section a }'],
    ['{.var @x}'],
    ['{.var x y}'],
    ['{.if a b}'],
    ['{.end x}'],
    ['{.newline }'],
    ['{.SECTION o}'],
    ['{o.__proto__}'],
    ['{-1}'],
    ['{.macro a b}'],
    ['{.eval}'],
    ['{}'],
  ])('prints %s as written, with no error', (source) => {
    expect(render(source, { s: 'x', o: {} })).toEqual({ output: source, errors: [] });
  });

  it('restarts a tag at an inner brace', () => {
    expect(render('{{s}}', { s: 'abc' }).output).toBe('{abc}');
  });

  it('prints a tag with an unknown formatter literally and reports it where it stands', () => {
    expect(render('ab\n  {s|nosuch}', { s: 'x' })).toEqual({
      output: 'ab\n  {s|nosuch}',
      errors: ["2:3 Formatter 'nosuch' is unknown"],
    });
  });

  it('builds a never-taken block for an unknown predicate', () => {
    expect(render('{.nosuch? a}yes{.or}no{.end}')).toEqual({ output: 'no', errors: ["1:1 Predicate 'nosuch?' is unknown"] });
  });
});

describe('block structure', () => {
  it.each([
    ['{.end}a', 'a', '1:1 Instruction END not allowed at root'],
    ['{.or}a', 'a', '1:1 Instruction OR_PREDICATE not allowed at root'],
    ['x{.section s}a{.or}b{.or}c{.end}', 'xa', '1:21 This OR_PREDICATE block will never execute.'],
    ['{.equal? s "x"}A{.alternates with}B{.end}', 'AB', '1:17 ALTERNATES_WITH instruction is not allowed inside PREDICATE block.'],
    ['{.macro m}A{.or}B{.end}', '', '1:12 OR_PREDICATE instruction is not allowed inside MACRO block.'],
    ['{.section s}\n  {s}', '\n  x', '1:1 Reached EOF in the middle of SECTION'],
  ])('%j renders %j and reports %j', (source, output, error) => {
    expect(render(source, { s: 'x' })).toEqual({ output, errors: [error] });
  });

  it('stops at a top-level {.eof}', () => {
    const { output, errors } = render('a{.eof}b{c}');
    expect(output).toBe('a');
    expect(errors).toHaveLength(1);
  });
});

describe('the instruction tree', () => {
  it('serialises to the language opcode form', () => {
    expect(tree('a{b|truncate 10|html}{.section c}{.or equal?|d|"e"}x{.end}')).toEqual([
      17,
      1,
      [
        [0, 'a'],
        [1, [['b']], [['truncate', [['10'], ' ']], ['html']]],
        [2, ['c'], [], [7, 'equal?', [['d', '"e"'], '|'], [[0, 'x']], 3]],
      ],
      18,
    ]);
  });

  it('splits formatter arguments on the character after the name', () => {
    expect(tree('{t|output %B %d, %Y}{t|truncate,5,x}')).toEqual([
      17,
      1,
      [
        [1, [['t']], [['output', [['%B', '%d,', '%Y'], ' ']]]],
        [1, [['t']], [['truncate', [['5', 'x'], ',']]]],
      ],
      18,
    ]);
  });

  it('parses every instruction kind', () => {
    const source =
      '{.repeated section i}{@index}{.alternates with},{.end}{.if a && b || c}{.end}{.var @v a.0|json}' +
      '{.ctx @c k=a.b}{.inject @j x.json}{.macro m}{.end}{.include m output}{.eval 1 + 2}' +
      '{# note}{## long ##}{.meta-left}{.meta-right}{.newline}{.space}{.tab}';
    expect(tree(source)).toEqual([
      17,
      1,
      [
        [4, ['i'], [[1, [['@index']], 0]], 3, [[0, ',']]],
        [8, [1, 0], [['a'], ['b'], ['c']], [], 3],
        [6, '@v', [['a', 0]], [['json']]],
        [22, '@c', [['k', ['a', 'b']]]],
        [9, '@j', 'x.json', 0],
        [10, 'm', []],
        [24, 'm', [['output'], ' ']],
        [23, '1 + 2'],
        [11, ' note', 0],
        [11, ' long ', 1],
        12,
        13,
        14,
        15,
        16,
      ],
      18,
    ]);
  });
});
