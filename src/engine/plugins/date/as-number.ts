/**
 * A template value read as a number, the way the engine's numeric formatters read it: a string
 * containing `.` parses as a float, any other string as a base-10 integer prefix (`"1e3"` is 1,
 * `"12abc"` is 12, `"abc"` is NaN); booleans are 1 and 0; objects, arrays, null and missing are 0.
 */
export function asNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      return value.includes('.') ? Number.parseFloat(value) : Number.parseInt(value, 10);
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}
