import { describe, expect, it } from 'vitest';
import {
  STRINGS,
  cartEntryLabels,
  cartEntryRemovedMessage,
  cartItemCountLabel,
  cartLabel,
  characterCountMessage,
  fromPriceMessage,
  selectOptionsMessage,
} from './index';

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

describe('characterCountMessage', () => {
  it('shows the count against the limit', () => {
    expect(characterCountMessage(12, 500)).toBe('12 / 500');
  });
});

describe('STRINGS.forms.likert', () => {
  it('labels the five points of the scale from -2 to 2', () => {
    const { likert } = STRINGS.forms;
    expect([likert['-2'], likert['-1'], likert['0'], likert['1'], likert['2']]).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
  });
});

describe('cartLabel', () => {
  it('says "item" for one and "items" otherwise', () => {
    expect(cartLabel(1)).toBe('Cart, 1 item');
    expect(cartLabel(0)).toBe('Cart, 0 items');
    expect(cartLabel(150)).toBe('Cart, 150 items');
  });
});

describe('cartItemCountLabel', () => {
  it('takes the one form for 1 and the other form for every other count', () => {
    expect([0, 1, 2, 100, 1001].map(cartItemCountLabel)).toEqual(['0 items', '1 item', '2 items', '100 items', '1001 items']);
  });
});

describe('cartEntryLabels', () => {
  it('names each control of an entry after its product', () => {
    expect(cartEntryLabels('Linen Shirt')).toEqual({
      quantity: 'Quantity of Linen Shirt',
      decrease: 'Decrease the quantity of Linen Shirt',
      increase: 'Increase the quantity of Linen Shirt',
      remove: 'Remove Linen Shirt',
    });
    expect(cartEntryRemovedMessage('Linen Shirt')).toBe('Linen Shirt was removed from your cart.');
  });
});

describe('fromPriceMessage', () => {
  it('puts the lowest price after "from"', () => {
    expect(fromPriceMessage('$36.00')).toBe('from $36.00');
  });
});

describe('STRINGS.comments', () => {
  it('words a comment count as the engine prints it: No Comments, 1 Comment, 12 Comments', () => {
    const { none, singular, plural } = STRINGS.comments;
    expect([`${none} ${plural}`, `1 ${singular}`, `12 ${plural}`]).toEqual(['No Comments', '1 Comment', '12 Comments']);
  });
});
