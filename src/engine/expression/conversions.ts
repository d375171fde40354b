/**
 * Value conversions of the expression language's arithmetic. They follow JavaScript except that a
 * string becomes a number only when the whole string is a decimal or hexadecimal literal (no trimming).
 */
import { scanNumber } from './numbers';

/** A value an expression can compute with. Objects and arrays never reach an operator. */
export type Primitive = number | string | boolean | null;

export function isPrimitive(value: unknown): value is Primitive {
  return value === null || typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean';
}

export function toNumber(value: Primitive): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'boolean':
      return value ? 1 : 0;
    case 'string':
      return stringToNumber(value);
    default:
      return 0;
  }
}

function stringToNumber(text: string): number {
  if (text.length === 0) return 0;
  let start = 0;
  let sign = 1;
  const first = text.charCodeAt(0);
  if (first === 0x2d /* - */ || first === 0x2b /* + */) {
    start = 1;
    if (first === 0x2d) sign = -1;
  }
  const scanned = scanNumber(text, start);
  if (typeof scanned === 'string' || scanned.end !== text.length) return NaN;
  return sign * scanned.value;
}

export function toText(value: Primitive): string {
  return String(value);
}

export function toBoolean(value: Primitive): boolean {
  return typeof value === 'string' ? value.length > 0 : typeof value === 'number' ? value !== 0 && value === value : value === true;
}
