import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/engine/render';

const holds = (predicate: string, json: unknown) => render(`{.${predicate}}y{.or}n{.end}`, json).output === 'y';

describe('core predicates', () => {
  const json = { a: 3, b: 4, s: 'abc', t: true, n: null, o: { k: [1] }, p: { k: [1] }, debug: 1, nums: [2, 3] };

  it.each([
    ['equal? a 3', true],
    ['equal? a "3"', false],
    ['equal? o p', true],
    ['equal? n missing', true],
    ['notEqual? a b', true],
    ['greaterThan? b a', true],
    ['greaterThan? s "abb"', true],
    ['greaterThan? a "x"', true],
    ['lessThan? a "x"', false],
    ['lessThan? n 1', true],
    ['greaterThan? missing -1', false],
    ['greaterThanOrEqual? a 3', true],
    ['lessThanOrEqual? s "abc"', true],
    ['greaterThan? t 0', true],
    ['greaterThan? t 1.5', true],
    ['even? b', true],
    ['odd? a', true],
    ['odd? 3', false],
    ['nth? 6 a', true],
    ['nth? a 0', false],
    ['debug?', true],
    ['equal? "a b" "a b"', true],
  ])('%s is %s', (predicate, expected) => {
    expect(holds(predicate, json)).toBe(expected);
  });

  it('tests the current node when given no arguments', () => {
    expect(render('{.repeated section n}{.even?}e{.or}o{.end}{.plural?}+{.end}{.singular?}1{.end}{.end}', { n: [1, 2, 3.5] }).output).toBe(
      'o1e+o+',
    );
  });

  it('compares the current node with a single argument', () => {
    expect(render('{.section a}{.equal? 3}y{.or}n{.end}{.end}', { a: 3 }).output).toBe('y');
  });
});
