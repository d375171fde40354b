import { Decimal } from '@phensley/cldr';

/** A template value as text: strings as they are, numbers and booleans through `String`, anything else empty. */
export function asText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    default:
      return '';
  }
}

/** An exact decimal of a number or numeric text (`"123456.7890"`, `"-1e3"`), or `undefined` if it is not one. */
export function toDecimal(value: string | number): Decimal | undefined {
  try {
    return new Decimal(value);
  } catch {
    return undefined;
  }
}

/**
 * A JSON object's own field, present even when its value is null; `undefined` when the value is
 * not an object or the field is absent.
 */
export function ownField(value: unknown, key: string): { readonly value: unknown } | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, key)) {
    return undefined;
  }
  return { value: (value as Record<string, unknown>)[key] };
}

/** The amount and currency code of a money node, `{decimalValue, currencyCode}` or `{value, currency}`. */
export function moneyOf(value: unknown): { readonly amount: unknown; readonly currency: unknown } | undefined {
  for (const [amountKey, currencyKey] of MONEY_SHAPES) {
    const amount = ownField(value, amountKey);
    const currency = ownField(value, currencyKey);
    if (amount !== undefined && currency !== undefined) return { amount: amount.value, currency: currency.value };
  }
  return undefined;
}

const MONEY_SHAPES = [
  ['decimalValue', 'currencyCode'],
  ['value', 'currency'],
] as const;
