import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPE, findVariant, getMissingOptions, getVariantDescriptor, getVariantOptionLabels, getVariantOptions } from './index';
import type { ProductItem, ProductVariant } from './index';

const shirt: ProductItem = {
  id: 'shirt',
  structuredContent: {
    productType: PRODUCT_TYPE.PHYSICAL,
    variantOptionOrdering: ['Size', 'Color'],
    variants: [
      { sku: 'M-RED', attributes: { Size: 'M', Color: 'Red' } },
      { sku: 'S-RED', attributes: { Size: 'S', Color: 'Red' } },
      { sku: 'M-BLUE', attributes: { Size: 'M', Color: 'Blue' } },
      { sku: 'L-RED', attributes: { Size: 'L', Color: 'Red' } },
    ],
  },
};

const giftCard: ProductItem = {
  structuredContent: {
    productType: PRODUCT_TYPE.GIFT_CARD,
    variantOptionOrdering: ['Value'],
    variants: [
      { sku: 'GC25', attributes: { Value: 25 } },
      { sku: 'GC50', attributes: { Value: '50' } },
    ],
  },
};

describe('getVariantOptions', () => {
  it('lists options in ordering order, values in the order variants first use them', () => {
    expect(getVariantOptions(shirt)).toEqual([
      { name: 'Size', values: ['M', 'S', 'L'] },
      { name: 'Color', values: ['Red', 'Blue'] },
    ]);
  });

  it('shows number values as text, once each', () => {
    expect(getVariantOptions(giftCard)).toEqual([{ name: 'Value', values: ['25', '50'] }]);
  });

  it('offers no choice with fewer than two variants', () => {
    expect(
      getVariantOptions({ structuredContent: { variantOptionOrdering: ['Size'], variants: [{ attributes: { Size: 'M' } }] } }),
    ).toEqual([]);
    expect(getVariantOptions({})).toEqual([]);
  });

  it('skips values that are not text or numbers', () => {
    const item: ProductItem = {
      structuredContent: {
        variantOptionOrdering: ['Size'],
        variants: [{ attributes: { Size: { nested: 1 } } }, { attributes: { Size: 'M' } }, {}],
      },
    };
    expect(getVariantOptions(item)).toEqual([{ name: 'Size', values: ['M'] }]);
  });
});

describe('getMissingOptions', () => {
  it('names the options not chosen, in display order', () => {
    expect(getMissingOptions(shirt, {})).toEqual(['Size', 'Color']);
    expect(getMissingOptions(shirt, { Color: 'Red' })).toEqual(['Size']);
    expect(getMissingOptions(shirt, { Size: '', Color: 'Red' })).toEqual(['Size']);
    expect(getMissingOptions(shirt, { Size: 'M', Color: 'Red' })).toEqual([]);
  });
});

describe('findVariant', () => {
  it('finds the variant with every chosen value', () => {
    expect(findVariant(shirt, { Size: 'M', Color: 'Blue' })?.sku).toBe('M-BLUE');
    expect(findVariant(giftCard, { Value: '25' })?.sku).toBe('GC25');
  });

  it('finds nothing for a missing option or a combination nobody sells', () => {
    expect(findVariant(shirt, { Size: 'M' })).toBeUndefined();
    expect(findVariant(shirt, { Size: 'L', Color: 'Blue' })).toBeUndefined();
  });

  it('resolves a single-variant product whatever the selection', () => {
    expect(findVariant({ structuredContent: { variants: [{ sku: 'ONLY' }] } }, {})?.sku).toBe('ONLY');
  });

  it('finds nothing among several variants when there are no options to tell them apart', () => {
    expect(findVariant({ structuredContent: { variants: [{ sku: 'A' }, { sku: 'B' }] } }, {})).toBeUndefined();
  });

  it('finds, for every offered combination of values, a variant carrying exactly those values', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(shirt.structuredContent?.variants ?? [])), (variant: ProductVariant) => {
        const selection = { Size: String(variant.attributes?.['Size']), Color: String(variant.attributes?.['Color']) };
        expect(findVariant(shirt, selection)).toBe(variant);
      }),
    );
  });
});

describe('getVariantDescriptor', () => {
  it('joins the option values with slashes', () => {
    expect(getVariantDescriptor({ optionValues: [{ value: 'blue' }, { value: 'large' }, { value: 'normal' }] })).toBe(
      'blue / large / normal',
    );
  });

  it('is empty without option values', () => {
    expect(getVariantDescriptor({})).toBe('');
  });

  it('leaves out entries without a value', () => {
    const variant: ProductVariant = { optionValues: [{ value: 'blue' }, {}, { value: 5 }, { value: null }] };
    expect(getVariantDescriptor(variant)).toBe('blue / 5');
  });
});

describe('getVariantOptionLabels', () => {
  it('titles a picker with the option name and prompts "Select {name}"', () => {
    expect(getVariantOptionLabels(shirt, 'Size')).toEqual({ title: 'Size', prompt: 'Select Size' });
  });

  it('uses the localized prompt, filling in {variantName}', () => {
    expect(getVariantOptionLabels(shirt, 'fit', { productVariantSelectText: 'Get foobar' }).prompt).toBe('Get foobar');
    expect(getVariantOptionLabels(shirt, 'color&hue', { productVariantSelectText: 'Choisir {variantName}' }).prompt).toBe(
      'Choisir color&hue',
    );
  });

  it('keeps an option name as written, even one that looks like a pattern', () => {
    expect(getVariantOptionLabels(shirt, '{variantName} $&')).toEqual({ title: '{variantName} $&', prompt: 'Select {variantName} $&' });
  });

  it('labels a gift card’s amount as its value', () => {
    expect(getVariantOptionLabels(giftCard, 'Value')).toEqual({ title: 'Value', prompt: 'Select Value' });
    expect(
      getVariantOptionLabels(giftCard, 'Value', { giftCardValueDisplayText: 'Test Value', giftCardVariantSelectText: 'Get foobar' }),
    ).toEqual({
      title: 'Test Value',
      prompt: 'Get foobar',
    });
  });
});
