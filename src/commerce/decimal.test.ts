import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseScaled } from './decimal';

describe('parseScaled', () => {
  it('reads plain amounts exactly', () => {
    expect(parseScaled('48.00', 2, 15)).toBe(4800n);
    expect(parseScaled('-3', 2, 15)).toBe(-300n);
    expect(parseScaled('.5', 2, 15)).toBe(50n);
    expect(parseScaled('-0', 2, 15)).toBe(0n);
    expect(parseScaled('999999999999999', 2, 15)).toBe(99999999999999900n);
    expect(parseScaled('1000', 0, 3)).toBeUndefined();
    expect(parseScaled('', 2, 15)).toBeUndefined();
    expect(parseScaled('-', 2, 15)).toBeUndefined();
    expect(parseScaled('1.2.3', 2, 15)).toBeUndefined();
  });

  it('reads every numeral the same whether it is plain or needs the general reading', () => {
    // Surrounding blanks send a numeral down the general reading; the plain one must agree with it.
    const numeral = fc
      .tuple(fc.constantFrom('', '-', '+'), fc.stringMatching(/^\d{0,18}$/), fc.option(fc.stringMatching(/^\d{0,5}$/)))
      .map(([sign, integer, fraction]) => `${sign}${integer}${fraction === null ? '' : `.${fraction}`}`);
    fc.assert(
      fc.property(numeral, fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 15 }), (text, scale, maxIntegerDigits) => {
        expect(parseScaled(text, scale, maxIntegerDigits)).toBe(parseScaled(` ${text} `, scale, maxIntegerDigits));
      }),
      { numRuns: 2000 },
    );
  });
});
