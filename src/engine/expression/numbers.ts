/** The number literal grammar, shared by the tokenizer and string-to-number conversion. */

export interface ScannedNumber {
  readonly value: number;
  readonly end: number;
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHexDigit = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);

/**
 * Scans a decimal (`12`, `1.5`, `5.`, `1e-3`) or hexadecimal (`0x1f`) literal starting at a digit.
 * Returns the value and where it ends, or the syntax error message.
 */
export function scanNumber(text: string, start: number): ScannedNumber | string {
  const length = text.length;
  if (!isDigit(text.charCodeAt(start))) return 'Expected a digit';
  const second = text.charCodeAt(start + 1);
  if (text.charCodeAt(start) === 0x30 && (second === 0x78 || second === 0x58)) {
    let end = start + 2;
    while (end < length && isHexDigit(text.charCodeAt(end))) end++;
    if (end === start + 2) return 'Expected digits after start of hex number';
    return { value: parseInt(text.slice(start + 2, end), 16), end };
  }
  let end = start;
  let seenPoint = false;
  while (end < length) {
    const c = text.charCodeAt(end);
    if (isDigit(c)) end++;
    else if (c === 0x2e /* . */) {
      if (seenPoint) return 'Duplicate decimal point in number';
      seenPoint = true;
      end++;
    } else break;
  }
  const e = text.charCodeAt(end);
  if (e === 0x65 || e === 0x45 /* e E */) {
    end++;
    const sign = text.charCodeAt(end);
    if (sign === 0x2b || sign === 0x2d) end++;
    if (!isDigit(text.charCodeAt(end))) return 'Expected a digit after exponent in decimal number';
    while (end < length && isDigit(text.charCodeAt(end))) end++;
    if (text.charCodeAt(end) === 0x2e) return 'Unexpected decimal point in exponent';
  }
  return { value: Number(text.slice(start, end)), end };
}
