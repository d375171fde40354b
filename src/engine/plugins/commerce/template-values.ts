import type { PluginContext } from '../types';

/*
 * How JSON-T itself reads JSON values: truthiness, printing, lookup. The commerce markup follows
 * these so its attributes and conditions read page data exactly as a template would.
 */

export type JsonRecord = Readonly<Record<string, unknown>>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON-T truthiness: a non-empty string, a non-zero number, true, a non-empty array or object. */
export function isTruthy(value: unknown): boolean {
  if (typeof value === 'string') return value !== '';
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.keys(value).length > 0;
  return false;
}

/**
 * The text a `{var}` tag prints: strings as they are, numbers and booleans through `String()`,
 * arrays joined with commas, anything else nothing.
 */
export function printedText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((element: unknown) => String(element)).join(',');
  return '';
}

/** The `json` formatter's text: JSON with `</` written `<\/`, so it cannot close a script; missing is empty. */
export function jsonText(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value).replace(/<\//g, '<\\/');
}

/**
 * JSON-T's number reading: a string with a `.` through `parseFloat`, any other string through
 * `parseInt`, a boolean as 0 or 1; objects, arrays, null and missing are 0.
 */
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value.includes('.') ? Number.parseFloat(value) : Number.parseInt(value, 10);
  return 0;
}

/** The value at `path` below `value`; missing as soon as a step is not there. */
export function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return undefined;
    current = (current as JsonRecord)[key];
  }
  return current;
}

/**
 * Resolves `path` as a sub-template rendered on `node` would: from `node` when it holds the
 * first key, else outwards from the current scope.
 */
export function resolveFrom(node: unknown, path: readonly string[], ctx: PluginContext): unknown {
  const [first] = path;
  if (first !== undefined && typeof node === 'object' && node !== null && Object.hasOwn(node, first)) return valueAt(node, path);
  return ctx.resolve(path);
}
