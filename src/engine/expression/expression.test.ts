import { describe, expect, it } from 'vitest';
import { render } from '../../../test/engine/render';

const evaluate = (expression: string, json: unknown = {}) => render(`{.eval ${expression}}`, json);

describe('{.eval} values', () => {
  it.each([
    ['1 + 2 * 3', '7'],
    ['(1 + 2) * 3', '9'],
    ['"a" + 1', 'a1'],
    ['1 / 0', 'Infinity'],
    ['2 ** 3 ** 2', '512'],
    ['-2 ** 2', '4'],
    ['1 << 40', '256'],
    ['-1 >> 1', '-1'],
    ['7 % -4', '3'],
    ['0x1f + 1e2', '131'],
    ['5.', '5'],
    ['017', '17'],
    ['1 && "a"', 'true'],
    ['0 || ""', 'false'],
    ['" 7 " * 1', 'NaN'],
    ['"0x10" * 1', '16'],
    ['"" * 1', '0'],
    ['" 7 " == 7', 'true'],
    ['"10" < "9"', 'true'],
    ['null + 1', '1'],
    ['null', ''],
    ['1 2 3', '3'],
    ['1, 2, 3', '3'],
    ['max(1, 7, 3) - min(4, 2)', '5'],
    ['abs(-2) + num("4") + bool("x")', '7'],
    ['str(5) + str(true)', '5true'],
    ["'\\u2018q\\u2019'", '\u2018q\u2019'],
    ['"tab\\there"', 'tab\there'],
    ['PI > 3 && E < 3', 'true'],
  ])('%s → %j', (expression, expected) => {
    expect(evaluate(expression)).toEqual({ output: expected, errors: [] });
  });

  it('reads variables, which must hold scalars', () => {
    expect(evaluate('a.b * 2 + @x', { a: { b: 3 } }).output).toBe('6');
  });

  it('prints the last expression; an assignment prints nothing', () => {
    expect(render('{.eval @n = 2; @n ** 10}|{.eval @m = 3}|{@m}').output).toBe('1024||3');
  });

  it('keeps assignments in the current scope', () => {
    expect(render('{.section o}{.eval @x = 1}{@x}{.end}[{@x}]', { o: { k: 1 } }).output).toBe('1[]');
  });

  it('prints its compiled form with a # prefix', () => {
    expect(render('{.eval #1 + 1}|{.eval #@a = 2}').output).toBe('EVAL=[[1 1 <add>]] -> 2|EVAL=[[@a 2 <assign>]]');
  });

  it('prints, after a syntax error, what still compiled: nothing after a bad token, the other expressions after a bad parenthesis', () => {
    const printed = (source: string) => render(`{.eval #${source}}`);
    expect(printed('1; 2; "x').output).toBe('EVAL=[]');
    expect(printed('(1; 2').output).toBe('EVAL=[[2]]');
    // What waited below the open parenthesis carries into the next expression.
    expect(printed('1 + (2; 3').output).toBe('EVAL=[[3 <add>]]');
    // A closing parenthesis without its opening one ends the assembly.
    expect(printed('1; 2); 3').output).toBe('EVAL=[[1]]');
    expect(printed('1; 2); 3').errors).toEqual(['1:1 Error parsing expression: "1; 2); 3": Mismatched operator found: right paren']);
  });

  it('picks max and min pairwise, a NaN losing to what follows it, as the reference does', () => {
    expect(render('{.eval max(NaN, 1)}|{.eval max(1, NaN)}|{.eval min("x", -5)}|{.eval max(-0, 0)}').output).toBe('1|NaN|-5|0');
  });

  it('ends a call’s arguments at a prefix operator applied to an object', () => {
    // `!o` voids its operand; the call takes only the arguments after it.
    expect(render('{.eval max(3, !o, 1)}', { o: { a: 1 } }).output).toBe('1');
    expect(render('{.eval abs(!o)}', { o: { a: 1 } }).errors).toEqual([
      '1:1 Error reducing expression: abs(!o): Error calling function abs',
    ]);
  });

  it('leaves an object or array argument out of a function call', () => {
    expect(render('{.eval str(1, list)}|{.eval max(list, 3, map)}', { list: [], map: { a: 1 } }).output).toBe('1|3');
    expect(render('{.eval str(list)}', { list: [] }).errors).toEqual([
      '1:1 Error reducing expression: str(list): Error calling function str',
    ]);
  });
});

describe('{.eval} errors', () => {
  it.each([
    ['.5', 'Error parsing expression: ".5": Unexpected character at 0: "."'],
    ['"abc', 'Error parsing expression: "\\"abc": Unterminated string'],
    ['(1', 'Error parsing expression: "(1": Mismatched operator found: left paren'],
    ['1)', 'Error parsing expression: "1)": Mismatched operator found: right paren'],
    ['foo(1)', 'Error parsing expression: "foo(1)": Invalid function foo'],
    ["'\\x4g'", `Error parsing expression: "'\\\\x4g'": Invalid 2-char hex escape found`],
    ['1.2.3', 'Error parsing expression: "1.2.3": Duplicate decimal point in number'],
    ['1e', 'Error parsing expression: "1e": Expected a digit after exponent in decimal number'],
    ['1 +', 'Error reducing expression: 1 +: Invalid arguments to operator add'],
    ['max()', 'Error reducing expression: max(): Error calling function max'],
    ['o', 'Error reducing expression: o: Reduce error: unexpected token on stack'],
  ])('%s reports %j and prints nothing', (expression, message) => {
    expect(evaluate(expression, { o: { k: 1 } })).toEqual({ output: '', errors: [`1:1 ${message}`] });
  });

  it('discards every assignment of an evaluation that failed', () => {
    expect(render('{.eval @a = 1; x +}[{@a}]').output).toBe('[]');
  });

  it('enforces the token and string length limits', () => {
    const engine = { limits: { maxExpressionTokens: 3, maxExpressionStringLength: 4 } };
    expect(render('{.eval 1 + 1 + 1}', {}, {}, engine).errors).toEqual([
      '1:1 Error parsing expression: "1 + 1 + 1": Expression exceeds the maximum number of allowed tokens: 3',
    ]);
    expect(render('{.eval "ab" + "cde"}', {}, {}, engine).errors).toEqual([
      '1:1 Error reducing expression: "ab" + "cde": Concatenation would exceed maximum string length 4',
    ]);
  });
});
