import { Decimal } from '@phensley/cldr';
import { getChild } from '../../values';

/** An exact decimal of a number or numeric text (`"123456.7890"`, `"-1e3"`), or `undefined` if it is not one. */
export function toDecimal(value: string | number): Decimal | undefined {
  try {
    return new Decimal(value);
  } catch {
    return undefined;
  }
}

const MONEY_SHAPES = [
  ['decimalValue', 'currencyCode'],
  ['value', 'currency'],
] as const;

/**
 * The amount and currency code of a money node, `{decimalValue, currencyCode}` or
 * `{value, currency}`; a field holding `null` still counts as given.
 */
export function moneyOf(value: unknown): { readonly amount: unknown; readonly currency: unknown } | undefined {
  for (const [amountKey, currencyKey] of MONEY_SHAPES) {
    const amount = getChild(value, amountKey);
    const currency = getChild(value, currencyKey);
    if (amount !== undefined && currency !== undefined) return { amount, currency };
  }
  return undefined;
}
