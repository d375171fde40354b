/**
 * How the content and social families read template JSON: truthiness, text, numbers and lookups,
 * the way the language itself reads them. Missing values are `undefined`; JSON `null` is distinct.
 *
 * These mirror the engine core's value readers one for one (same names, same rules) so the two can
 * become one module when the families are wired into the engine.
 */
import type { PluginContext } from '../types';

type Path = readonly (string | number)[];

/** True for a non-empty string or array, a non-zero number, `true`, or an object with a key. */
export function isTruthy(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
      return value.length > 0;
    case 'number':
      return value !== 0 && !Number.isNaN(value);
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

/** A scalar as text (`String` for numbers and booleans); objects, arrays, `null` and missing give `''`. */
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

/**
 * A value as a number: a string through `parseFloat` when it has a `.`, else `parseInt` base 10
 * (`"12abc"` is 12, `"1e3"` is 1); booleans are 1 or 0; anything else is 0.
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

/**
 * The text a `{variable}` tag prints: strings as is, numbers and booleans through `String`, arrays
 * as their elements joined by `,`, nothing for objects, `null` and missing values.
 */
export function toOutput(value: unknown): string {
  if (Array.isArray(value)) return joinElements(value, false);
  return asText(value);
}

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

/** Integers as JSON writes them: `2` and `-1`, not `1.5` or `1e+21`. */
const INTEGER_TEXT = /^-?\d+$/;

/**
 * A switch as the gallery and calendar settings store it: `true`, a non-zero integer, or the
 * string `"true"`. Anything else, including `1.5`, `"1"` and objects, is off.
 */
export function isFlagSet(value: unknown): boolean {
  switch (typeof value) {
    case 'boolean':
      return value;
    case 'number':
      return value !== 0 && INTEGER_TEXT.test(String(value));
    case 'string':
      return value === 'true';
    default:
      return false;
  }
}

/** A plain JSON object: not an array, not `null`. */
export function isObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The number of elements of an array or keys of an object; 0 for anything else. */
export function sizeOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return isObject(value) ? Object.keys(value).length : 0;
}

/** A child of a JSON node: array elements by index, object members by key; anything else is missing. */
export function getChild(node: unknown, key: string | number): unknown {
  if (typeof node !== 'object' || node === null) return undefined;
  if (Array.isArray(node)) return typeof key === 'number' ? node[key] : undefined;
  const value = (node as Record<string, unknown>)[key];
  // Inherited members of Object.prototype are all functions; JSON never holds one.
  return typeof value === 'function' ? undefined : value;
}

/** Follows `path` down from `node`; missing as soon as a step is. */
export function getPath(node: unknown, path: Path): unknown {
  let value = node;
  for (let i = 0; i < path.length && value !== undefined; i++) value = getChild(value, path[i] as string | number);
  return value;
}

/**
 * Resolves `path` the way a tag inside the formatted value would: the first segment on `node`
 * itself, then from the render's scopes outwards; the rest walks down from what was found. This
 * is how markup formatters read settings such as `websiteSettings` that live above the item.
 */
export function resolveFrom(node: unknown, ctx: PluginContext, path: Path): unknown {
  const head = path[0];
  if (head === undefined) return node;
  let value = getChild(node, head);
  if (value === undefined) value = ctx.resolve([head]);
  return path.length === 1 ? value : getPath(value, path.slice(1));
}
