/**
 * How the language sees JSON values: truthiness, printing, number coercion, equality and ordering.
 * Missing values are `undefined`; JSON `null` is kept distinct (it prints as `null` inside arrays).
 */

/** True for a non-empty string or array, a non-zero number, `true`, or an object with a key. */
export function isTruthy(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return value.length > 0;
    case 'number':
      return value !== 0 && value === value;
    case 'boolean':
      return value;
    case 'object':
      if (value === null) return false;
      if (Array.isArray(value)) return value.length > 0;
      for (const key in value) if (Object.prototype.hasOwnProperty.call(value, key)) return true;
      return false;
    default:
      return false;
  }
}

/**
 * The text a `{variable}` prints: strings as is, numbers and booleans through `String`, arrays as
 * their elements joined by `,`, and nothing for objects, `null` and missing values.
 */
export function toOutput(value: unknown): string {
  return Array.isArray(value) ? joinElements(value, false) : asText(value);
}

/** An array's elements as JavaScript's `+` coerces them; nested arrays print `null` as nothing. */
function joinElements(array: readonly unknown[], nested: boolean): string {
  let text = '';
  for (let i = 0; i < array.length; i++) {
    if (i > 0) text += ',';
    const element = array[i];
    if (element === null || element === undefined) text += nested ? '' : String(element);
    else if (Array.isArray(element)) text += joinElements(element, true);
    else if (typeof element === 'object') text += '[object Object]';
    else text += String(element);
  }
  return text;
}

/** A scalar as text (`String` for numbers and booleans); objects, arrays, `null` and missing give `''`. */
export function asText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return numberText(value);
    case 'boolean':
      return String(value);
    default:
      return '';
  }
}

/** Whole cents this far from zero print with at most 15 significant digits, see `numberText`. */
const PRINTABLE_CENTS = 1e15;

/**
 * `String(number)`, quicker for a whole number of hundredths (a price in cents over 100, a
 * money amount): when `cents / 100` is the number, its decimal digits are the shortest that
 * read back as it (two decimals with at most 15 significant digits name one double each), so
 * they are what `String` prints, without its general shortest-digits search.
 */
export function numberText(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const cents = Math.round(value * 100);
  if (cents / 100 !== value || cents >= PRINTABLE_CENTS || cents <= -PRINTABLE_CENTS) return String(value);
  const magnitude = cents < 0 ? -cents : cents;
  const fraction = magnitude % 100;
  const whole = (magnitude - fraction) / 100;
  const text = fraction % 10 === 0 ? `${whole}.${fraction / 10}` : fraction < 10 ? `${whole}.0${fraction}` : `${whole}.${fraction}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * The `json` formatter's text: JSON with `</` written `<\/`, so it cannot close an inline
 * `<script>`; a missing value is `''`.
 */
export function toJsonText(value: unknown, indent = 0): string {
  if (value === undefined) return '';
  const json = JSON.stringify(value, null, indent) ?? '';
  return json.includes('</') ? json.replace(/<\//g, '<\\/') : json;
}

/**
 * JavaScript's `String(value)` for JSON values (`null` → `'null'`, arrays joined by `,`, objects
 * `[object Object]`), without calling anything the data could have shadowed.
 */
export function toJsString(value: unknown): string {
  if (Array.isArray(value)) return joinElements(value, true);
  if (typeof value === 'object' && value !== null) return '[object Object]';
  return String(value);
}

/** A JSON object as a record of its members. */
export type JsonObject = Readonly<Record<string, unknown>>;

/** A JSON object: not an array, not `null`. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The number of elements of an array or members of an object; 0 for anything else. */
export function sizeOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return isObject(value) ? Object.keys(value).length : 0;
}

/**
 * A value as a switch, the way settings and comparisons read one: `true`, the string `"true"`,
 * or a non-zero integer (not `1.5`, not `1e21`, whose integer part reads as 1). Anything else is off.
 */
export function asBoolean(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'string':
      return value === 'true';
    case 'number':
      return value !== 0 && parseInt(String(value), 10) === value;
    default:
      return false;
  }
}

/** A child of a JSON node: array elements by index, object members by key; anything else is missing. */
export function getChild(node: unknown, key: string | number): unknown {
  if (typeof node !== 'object' || node === null) return undefined;
  if (Array.isArray(node)) return typeof key === 'number' ? node[key] : undefined;
  const value = (node as Record<string, unknown>)[key];
  // Inherited members of Object.prototype are all functions; JSON never holds one.
  return typeof value === 'function' ? undefined : value;
}

/**
 * A name looked up in a scope's node, the first step of a path: like {@link getChild}, but an array
 * also answers string keys, as in the reference (`{length}` inside a loop is the list's length).
 */
export function lookupIn(node: unknown, key: string | number): unknown {
  if (!Array.isArray(node)) return getChild(node, key);
  const value: unknown = node[key as number];
  return typeof value === 'function' ? undefined : value;
}

/** Follows `path` down from `node`; missing as soon as a step is. */
export function getPath(node: unknown, path: readonly (string | number)[]): unknown {
  let value = node;
  for (let i = 0; i < path.length && value !== undefined; i++) value = getChild(value, path[i] as string | number);
  return value;
}

/**
 * A value as a number the way formatters and comparisons read it: a string through `parseFloat` when
 * it has a `.`, else `parseInt` base 10 (`"12abc"` is 12, `"0x1f"` is 0); booleans are 1 or 0;
 * anything else is 0.
 */
export function asNumber(value: unknown): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      return value.includes('.') ? parseFloat(value) : parseInt(value, 10);
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}

/** Structural equality of JSON values (`1` and `1.0` are equal, `1` and `"1"` are not). */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(b, key)) return false;
    if (!deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}
