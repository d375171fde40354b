import { describe, expect, it } from 'vitest';
import { fromPriceMessage, selectOptionsMessage } from './index';

describe('selectOptionsMessage', () => {
  it('names one missing option in the singular', () => {
    expect(selectOptionsMessage(['Size'])).toBe('Please select the Size option.');
  });
  it('joins two missing options with "and"', () => {
    expect(selectOptionsMessage(['Size', 'Color'])).toBe('Please select the Size and Color options.');
  });
  it('lists three or more with commas and a final "and"', () => {
    expect(selectOptionsMessage(['Size', 'Color', 'Fit'])).toBe('Please select the Size, Color and Fit options.');
  });
  it('refuses an empty list', () => {
    expect(() => selectOptionsMessage([])).toThrow(RangeError);
  });
});

describe('fromPriceMessage', () => {
  it('puts the lowest price after "from"', () => {
    expect(fromPriceMessage('$36.00')).toBe('from $36.00');
  });
});
