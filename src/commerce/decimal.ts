/**
 * Exact decimal numerals as integers scaled by a power of ten (bigint), so amounts never pass
 * through binary floating point: "0.1" at scale 2 is 10n, and 10n at scale 2 prints as "0.10".
 */

const NUMERAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * The numeral `text` (optional sign, digits, optional fraction, optional exponent; surrounding
 * blanks ignored) times 10^scale, rounded half away from zero. Undefined when `text` is not a
 * numeral or its integer part has more than `maxIntegerDigits` digits.
 */
export function parseScaled(text: string, scale: number, maxIntegerDigits: number): bigint | undefined {
  const match = NUMERAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign, integerDigits = '', fractionDigits = '', exponentText = '0'] = match;
  if (integerDigits === '' && fractionDigits === '') return undefined;
  const exponent = Number(exponentText);
  const digits = (integerDigits + fractionDigits).replace(/^0+/, '');
  if (digits === '') return 0n;
  // Count the integer digits before building any bigint, so "1e999999" is refused cheaply.
  const integerPlaces = digits.length - fractionDigits.length + exponent;
  if (integerPlaces > maxIntegerDigits) return undefined;
  const shift = exponent - fractionDigits.length + scale;
  let magnitude: bigint;
  if (shift >= 0) {
    magnitude = BigInt(digits) * 10n ** BigInt(shift);
  } else if (-shift > digits.length) {
    // Every digit lies more than one place below the last kept one: the value rounds to zero.
    magnitude = 0n;
  } else {
    const divisor = 10n ** BigInt(-shift);
    const whole = BigInt(digits);
    const quotient = whole / divisor;
    magnitude = (whole % divisor) * 2n >= divisor ? quotient + 1n : quotient;
  }
  return sign === '-' ? -magnitude : magnitude;
}

/** Prints a scaled integer with exactly `scale` fraction digits, optionally grouping thousands with commas. */
export function formatScaled(value: bigint, scale: number, groupThousands: boolean): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  let integer = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  if (groupThousands) integer = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${negative ? '-' : ''}${integer}${scale > 0 ? `.${fraction}` : ''}`;
}
