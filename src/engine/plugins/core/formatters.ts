/**
 * The core formatters: text and HTML escaping, JSON, data access (`get`, `prop`, `lookup`,
 * `key-by`, `find-first`…), numbers and plurals, and `apply` for macros and partials. Each one
 * changes the first variable of its tag; none reads the locale.
 */
import type { ApplyPartialOptions, Formatter, FormatterTable, PluginContext, TemplateVariable } from '../types';
import { asNumber, asText, getPath, isTruthy, sizeOf, toJsString, toJsonText } from '../../values';
import { escapeAttribute, escapeHtml } from '../html';

/**
 * What a formatter that changes only its first variable does to it, from the value and the tag's
 * arguments alone: it reads no scope, so the render may run it without the variable objects and the
 * scope of a formatter chain (see `valueMapping`).
 */
export type ValueMapping = (value: unknown, args: readonly string[], ctx: PluginContext) => unknown;

const mappings = new WeakMap<Formatter, ValueMapping>();

/** The value mapping of a core formatter that has one, for the render's fast path of plain tags. */
export const valueMapping = (formatter: Formatter): ValueMapping | undefined => mappings.get(formatter);

/** A formatter that replaces the first variable with `fn` of its value, reading no scope. */
function mapped(fn: ValueMapping, formatter: Formatter): Formatter {
  mappings.set(formatter, fn);
  return formatter;
}

/** Replaces the first variable with `fn` of its value; `fn` may resolve names in the tag's scope. */
const mapInScope =
  (fn: ValueMapping): Formatter =>
  (args, vars, ctx) => {
    const first = vars[0] as TemplateVariable;
    first.set(fn(first.value, args, ctx));
  };

/** Replaces the first variable with `fn` of its value, which reads no scope. */
const map = (fn: ValueMapping): Formatter => mapped(fn, mapInScope(fn));

/**
 * Replaces the first variable with `fn` of its value as text. Written out rather than through
 * `map`: `html` and its kin run on nearly every tag, and each indirection is a call V8 cannot inline.
 */
const mapText = (fn: (text: string, args: readonly string[]) => string): Formatter =>
  mapped(
    (value, args) => fn(asText(value), args),
    (args, vars) => {
      const first = vars[0] as TemplateVariable;
      first.set(fn(asText(first.value), args));
    },
  );

/** `json` asks the render, which does not serialize again an object it has just serialized. */
const json: Formatter = map((value, _args, ctx) => ctx.jsonText(value));
const jsonPretty: Formatter = map((value) => toJsonText(value, 2));

/**
 * `{0}`, `{1}` … replaced by the values (`{}` is `{0}`); other brace groups print nothing. Nested
 * braces follow the reference engine's scanner: a `{` inside a group of digits starts a group that
 * is skipped, a `{` inside any other group starts the group afresh.
 */
function fillPlaceholders(pattern: string, values: readonly string[]): string {
  let text = '';
  let state: 'text' | 'key' | 'skip' = 'text';
  let key = '';
  for (const char of pattern) {
    if (state === 'text') {
      if (char === '{') {
        state = 'key';
        key = '';
      } else text += char;
    } else if (state === 'skip') {
      if (char === '}') state = 'text';
      else if (char === '{') {
        state = 'key';
        key = '';
      }
    } else if (char === '}') {
      if (/^[0-9]*$/.test(key)) text += values[key === '' ? 0 : parseInt(key, 10)] ?? '';
      state = 'text';
    } else if (char === '{') {
      if (/^[0-9]*$/.test(key)) state = 'skip';
      key = '';
    } else key += char;
  }
  return text;
}

/** Cuts after the last ASCII whitespace within the first `limit` characters (at `limit` when there is none). */
function truncate(text: string, limit: number, ellipsis: string): string {
  if (text.length <= limit) return text;
  let end = limit;
  while (end > 0 && !isAsciiSpace(text.charCodeAt(end - 1))) end--;
  return text.slice(0, end > 0 ? end : limit) + ellipsis;
}

/** Space, tab, line feed, vertical tab, form feed, carriage return. */
const isAsciiSpace = (code: number) => code === 0x20 || (code >= 0x09 && code <= 0x0d);

/** Curly quotes and em dashes, with the reference's character classes for "opening" positions. */
function smartypants(text: string): string {
  return text
    .replace(/(^|[-\u2014\\s(["[])'/gm, '$1\u2018')
    .replace(/'/g, '\u2019')
    .replace(/(^|[-\u2014/[(\u2018\s])"/gm, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/--/g, '\u2014');
}

/** Where `encodeURIComponent` and the legacy `escape` disagree on ASCII characters. */
const ESCAPE_DIFFERENCES: Readonly<Record<string, string>> = {
  '!': '%21',
  "'": '%27',
  '(': '%28',
  ')': '%29',
  '~': '%7E',
  '%40': '@',
  '%2B': '+',
  '%2F': '/',
};

/**
 * UTF-8 bytes percent-encoded, leaving `A-Z a-z 0-9 @ * _ + - . /` as they are (the legacy
 * `escape` applied to UTF-8). A lone surrogate throws, as it has no UTF-8 form.
 */
const urlEncode = (text: string) =>
  /^[A-Za-z0-9*_.-]*$/.test(text)
    ? text
    : encodeURIComponent(text).replace(/[!'()~]|%40|%2B|%2F/g, (match) => ESCAPE_DIFFERENCES[match] as string);

/** JavaScript's `\s`: ASCII whitespace, no-break spaces, Unicode spaces and line separators, BOM. */
function isJsSpace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * The `slugify` formatter, also the class-name slugs of `item-classes`: ASCII letters
 * (lowercased), digits and `-` kept, every other character dropped, and each run of whitespace —
 * counted after dropping — turned into one `-` (`Bar Baz!` → `bar-baz`).
 */
export function slugify(text: string): string {
  if (/^[a-z0-9-]*$/.test(text)) return text;
  let slug = '';
  let space = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const upper = code >= 0x41 && code <= 0x5a;
    if (upper || (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || code === 0x2d) {
      if (space) slug += '-';
      space = false;
      slug += upper ? String.fromCharCode(code + 0x20) : text[i];
    } else if (isJsSpace(code)) space = true;
  }
  return space ? `${slug}-` : slug;
}

/** `get` takes each argument's value as the next key (an array value is a whole path). */
function getKeys(value: unknown): readonly (string | number)[] {
  if (Array.isArray(value)) return value as (string | number)[];
  return typeof value === 'number' ? [value] : [asText(value)];
}

/**
 * `find-first` / `find-last`: no argument takes the end element; `path` the first element whose
 * `path` is truthy; `lookup path` the first element `e` whose `lookup[e].path` is truthy.
 */
const find =
  (fromEnd: boolean): Formatter =>
  (args, vars, ctx) => {
    const first = vars[0] as TemplateVariable;
    const items = first.value;
    const lookup = args.length === 2 ? ctx.resolve(ctx.parsePath(args[0] as string)) : undefined;
    const path = args.length === 0 ? null : ctx.parsePath(args[args.length === 2 ? 1 : 0] as string);
    let found: unknown;
    if (Array.isArray(items)) {
      for (let n = 0; n < items.length; n++) {
        const item: unknown = items[fromEnd ? items.length - 1 - n : n];
        const candidate = args.length === 2 ? getPath(lookup, [asText(item)]) : item;
        if (path === null || isTruthy(getPath(candidate, path))) {
          found = item;
          break;
        }
      }
    }
    first.set(found);
  };

/** `object[key] = value`, except that `__proto__` becomes an ordinary key instead of the prototype. */
function setKey(object: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

/** `{x|apply name}` with nothing after the name, the common case: one options object for all of them. */
const PLAIN_APPLY: ApplyPartialOptions = Object.freeze({ private: false });

const apply: Formatter = (args, vars, ctx) => {
  const first = vars[0] as TemplateVariable;
  const name = args[0];
  if (name === undefined) return first.set('');
  let options = PLAIN_APPLY;
  if (args.length > 1) {
    let isPrivate = false;
    const partialArgs: Record<string, string> = {};
    for (let i = 1; i < args.length; i++) {
      const arg = args[i] as string;
      if (arg === 'private') isPrivate = true;
      const equals = arg.indexOf('=');
      if (equals >= 0) setKey(partialArgs, arg.slice(0, equals), arg.slice(equals + 1));
    }
    options = { private: isPrivate, args: partialArgs };
  }
  first.set(ctx.applyPartial(name, first.value, options));
};

export const CORE_FORMATTERS: FormatterTable = Object.freeze({
  apply,
  count: map((value) => (typeof value === 'string' ? value.length : sizeOf(value))),
  cycle: map((value, args) => {
    let index = (asNumber(value) - 1) % args.length;
    if (index < 0) index += args.length;
    return args[index];
  }),
  'encode-space': mapText((text) => text.replace(/\s/g, '&nbsp;')),
  'encode-uri': mapText((text) => encodeURI(text)),
  'encode-uri-component': mapText((text) => encodeURIComponent(text)),
  'find-first': find(false),
  'find-last': find(true),
  format: mapInScope((value, args, ctx) => {
    const values = args.map((arg) => {
      const found = ctx.resolveOuter(ctx.parsePath(arg));
      return found === undefined || found === null ? '' : toJsString(found);
    });
    return fillPlaceholders(asText(value), values);
  }),
  get: mapInScope((value, args, ctx) => {
    let node = value;
    for (const arg of args) {
      const key = ctx.resolve(ctx.parsePath(arg));
      node = key === undefined ? undefined : getPath(node, getKeys(key));
      if (node === undefined) break;
    }
    return node;
  }),
  html: mapText(escapeHtml),
  htmlattr: mapText(escapeAttribute),
  htmltag: mapText(escapeAttribute),
  iter: mapInScope((_value, _args, ctx) => asText(ctx.resolve(['@index']))),
  json,
  'json-pretty': jsonPretty,
  'key-by': map((value, args, ctx) => {
    const byKey: Record<string, unknown> = {};
    const path = args[0];
    if (!Array.isArray(value) || path === undefined || path === '') return byKey;
    const segments = ctx.parsePath(path);
    for (const item of value) {
      const key = getPath(item, segments);
      if (key !== undefined) setKey(byKey, toJsString(key), item);
    }
    return byKey;
  }),
  'line-breaks': mapText((text) => text.replace(/\n/g, '<br/>')),
  lookup: mapInScope((_value, args, ctx) => {
    const key = args[0];
    if (key === undefined || key === '') return '';
    return ctx.resolve(ctx.parsePath(asText(ctx.resolve(ctx.parsePath(key)))));
  }),
  mod: map((value, args) => {
    const divisor = parseInt(args[0] ?? '', 10) || 2;
    return asNumber(value) % (Number.isFinite(divisor) ? divisor : 2);
  }),
  output: map((_value, args) => args.join(' ')),
  pluralize: map((value, args) => {
    const singular = args.length >= 2 ? (args[0] as string) : '';
    const plural = args.length >= 2 ? (args[1] as string) : (args[0] ?? 's');
    return asNumber(value) === 1 ? singular : plural;
  }),
  prop: map((value, args, ctx) => {
    let node = value;
    for (const arg of args) {
      node = getPath(node, ctx.parsePath(arg));
      if (node === undefined) break;
    }
    return node;
  }),
  raw: map((value) => JSON.stringify(value === undefined ? null : value)),
  round: map((value) => Math.round(asNumber(value))),
  safe: map((value) => (isTruthy(value) ? asText(value).replace(/<[^>]*?>/g, '') : value)),
  slugify: mapText(slugify),
  smartypants: mapText(smartypants),
  str: map((value) => (typeof value === 'object' && value !== null ? '' : asText(value))),
  truncate: map((value, args) => {
    const limit = args.length > 0 ? parseInt(args[0] as string, 10) : 100;
    return Number.isFinite(limit) && limit > 0 ? truncate(asText(value), limit, args[1] ?? '...') : value;
  }),
  'url-encode': mapText(urlEncode),
} satisfies FormatterTable);
