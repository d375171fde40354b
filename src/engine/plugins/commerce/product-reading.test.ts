import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRODUCT,
  amountOf,
  fromPriceMoney,
  hasVariedPrices,
  isSoldOut,
  legacyCents,
  legacyCentsText,
  normalPriceMoney,
  productType,
  salePriceMoney,
  totalStock,
  variantDescriptor,
  variantOptions,
} from './product-reading';

const product = (content: Record<string, unknown>) => ({ structuredContent: content });
const money = (value: unknown) => ({ value, currency: 'USD' });

describe('product-reading: products as the platform reads them', () => {
  it('reads the type code as templates read numbers; an unknown code is no type, -1 is a type of its own', () => {
    expect(productType(product({ productType: '1abc' }))).toBe(PRODUCT.PHYSICAL);
    expect(productType(product({ productType: true }))).toBe(PRODUCT.PHYSICAL);
    expect(productType(product({ productType: -1 }))).toBe(PRODUCT.UNDEFINED);
    expect(productType(product({ productType: 5 }))).toBeUndefined();
    expect(productType({})).toBeUndefined();
  });

  it('reads amounts as decimals, 0 when they do not parse, and counts legacy cents in hundredths', () => {
    expect(amountOf(money('12.345')).toString()).toBe('12.345');
    expect(amountOf(money('twelve')).toString()).toBe('0');
    expect(legacyCents(money('12.345')).toString()).toBe('1234.5');
    expect(legacyCents({ value: '50', currency: 'JPY' }).toString()).toBe('5000');
  });

  it('ranks 0 above amounts under 1, as the platform’s decimal comparison does', () => {
    const item = product({ productType: 1, variants: [{ priceMoney: money('0') }, { priceMoney: money('0.5') }] });
    expect(fromPriceMoney(item)).toEqual(money('0.5'));
    expect(normalPriceMoney(item)).toEqual(money('0'));
  });

  it('takes the lowest sale price among the variants on sale, one without sale money counting as 0', () => {
    const sale = (variants: unknown[]) => salePriceMoney(product({ productType: 1, variants }));
    expect(
      sale([
        { onSale: true, salePriceMoney: money('4') },
        { onSale: false, salePriceMoney: money('1') },
      ]),
    ).toEqual(money('4'));
    expect(legacyCents(sale([{ onSale: true, salePriceMoney: money('4') }, { onSale: 1 }])).toString()).toBe('0');
  });

  it('counts every entry of the variant list and compares prices as given', () => {
    expect(totalStock(product({ productType: 1, variants: [{ qtyInStock: '2' }, null, { qtyInStock: 3 }] }))).toBe(5);
    expect(isSoldOut(product({ productType: 1, variants: [{ qtyInStock: 0 }, 'x'] }))).toBe(true);
    expect(hasVariedPrices(product({ productType: 1, variants: [{ price: 100 }, { price: '100' }] }))).toBe(true);
    expect(hasVariedPrices(product({ productType: 1, variants: [{ onSale: null }, {}] }))).toBe(false);
  });

  it('collects option values once, at an option’s first place', () => {
    const item = product({
      variantOptionOrdering: ['Size', 'Size'],
      variants: [{ attributes: { Size: 'S' } }, { attributes: { Size: null } }],
    });
    expect(variantOptions(item)).toEqual([
      { name: 'Size', values: ['S', ''] },
      { name: 'Size', values: [] },
    ]);
  });

  it('keeps an empty place for an option value without text', () => {
    expect(variantDescriptor({ optionValues: [{ value: 'blue' }, {}, { value: 5 }] })).toBe('blue /  / 5');
  });

  it('writes legacy cents of plain amounts as the decimal library does', () => {
    const amounts = fc.oneof(
      fc.integer({ min: 100, max: 10 ** 15 - 1 }).map((cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`),
      fc.integer({ min: 1, max: 10 ** 13 - 1 }).map((whole) => `${whole}.5`),
      fc.integer({ min: 1, max: 10 ** 13 - 1 }).map(String),
      fc.constantFrom('0.5', '0', '-3.25', '1.005', ' 7', 'x'),
    );
    fc.assert(
      fc.property(amounts, (value) => {
        expect(legacyCentsText(money(value))).toBe(legacyCents(money(value)).toString());
      }),
      { numRuns: 300 },
    );
  });
});
