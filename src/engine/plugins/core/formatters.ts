/**
 * The core formatters: text and HTML escaping, JSON, data access (`get`, `prop`, `lookup`,
 * `key-by`, `find-first`…), numbers and plurals, and `apply` for macros and partials. Each one
 * changes the first variable of its tag; none reads the locale.
 */
import type { ApplyPartialOptions, Formatter, FormatterTable, PluginContext, TemplateVariable } from '../types';
import { asNumber, asText, getPath, isTruthy, toJsString } from '../../values';

/** Replaces the first variable with `fn` of its value. */
const map =
  (fn: (value: unknown, args: readonly string[], ctx: PluginContext) => unknown): Formatter =>
  (args, vars, ctx) => {
    const first = vars[0] as TemplateVariable;
    first.set(fn(first.value, args, ctx));
  };

/** Replaces the first variable with `fn` of its value as text. */
const mapText = (fn: (text: string, args: readonly string[]) => string): Formatter =>
  map((value, args) => fn(asText(value), args));

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeHtml(text).replace(/"/g, '&quot;');

/** Keeps serialised JSON from closing an inline `<script>` element. */
const escapeScriptEnd = (json: string) => json.replace(/<\//g, '<\\/');

const json =
  (indent: number): Formatter =>
  (_args, vars) => {
    const first = vars[0] as TemplateVariable;
    first.set(first.value === undefined ? '' : escapeScriptEnd(JSON.stringify(first.value, null, indent) ?? ''));
  };

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
  const cut = text.slice(0, limit);
  let end = cut.length;
  while (end > 0 && !ASCII_SPACE.test(cut.charAt(end - 1))) end--;
  return (end > 0 ? cut.slice(0, end) : cut) + ellipsis;
}

const ASCII_SPACE = /[ \t\n\v\f\r]/;

/** Curly quotes and em dashes, with the reference's character classes for "opening" positions. */
function smartypants(text: string): string {
  return text
    .replace(/(^|[-\u2014\\s(["[])'/gm, '$1\u2018')
    .replace(/'/g, '\u2019')
    .replace(/(^|[-\u2014/[(\u2018\s])"/gm, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/--/g, '\u2014');
}

const URL_SAFE = /[A-Za-z0-9@*_+\-./]/;

/** UTF-8 bytes percent-encoded, leaving `A-Z a-z 0-9 @ * _ + - . /` as they are. */
function urlEncode(text: string): string {
  let encoded = '';
  for (const char of text) {
    if (char.length === 1 && char.charCodeAt(0) < 0x80 && URL_SAFE.test(char)) {
      encoded += char;
      continue;
    }
    for (const byte of new TextEncoder().encode(char)) encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
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

const apply: Formatter = (args, vars, ctx) => {
  const first = vars[0] as TemplateVariable;
  const [name, ...rest] = args;
  if (name === undefined) return first.set('');
  let isPrivate = false;
  let partialArgs: Record<string, string> | undefined;
  if (rest.length > 0) {
    partialArgs = Object.create(null) as Record<string, string>;
    for (const arg of rest) {
      if (arg === 'private') isPrivate = true;
      const equals = arg.indexOf('=');
      if (equals >= 0) partialArgs[arg.slice(0, equals)] = arg.slice(equals + 1);
    }
  }
  const options: ApplyPartialOptions = partialArgs === undefined ? { private: isPrivate } : { private: isPrivate, args: partialArgs };
  first.set(ctx.applyPartial(name, first.value, options));
};

export const CORE_FORMATTERS: FormatterTable = Object.freeze({
  apply,
  count: map((value) => {
    if (typeof value === 'string' || Array.isArray(value)) return value.length;
    return typeof value === 'object' && value !== null ? Object.keys(value).length : 0;
  }),
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
  format: map((value, args, ctx) => {
    const values = args.map((arg) => {
      const found = ctx.resolveOuter(ctx.parsePath(arg));
      return found === undefined || found === null ? '' : toJsString(found);
    });
    return fillPlaceholders(asText(value), values);
  }),
  get: map((value, args, ctx) => {
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
  iter: map((_value, _args, ctx) => asText(ctx.resolve(['@index']))),
  json: json(0),
  'json-pretty': json(2),
  'key-by': map((value, args, ctx) => {
    const byKey: Record<string, unknown> = {};
    const path = args[0];
    if (!Array.isArray(value) || path === undefined || path === '') return byKey;
    const segments = ctx.parsePath(path);
    for (const item of value) {
      const key = getPath(item, segments);
      if (key !== undefined) Object.defineProperty(byKey, toJsString(key), { value: item, enumerable: true, writable: true, configurable: true });
    }
    return byKey;
  }),
  'line-breaks': mapText((text) => text.replace(/\n/g, '<br/>')),
  lookup: map((_value, args, ctx) => {
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
  slugify: mapText((text) =>
    text
      .replace(/[^A-Za-z0-9\s-]/g, '')
      .replace(/\s+/g, '-')
      .toLowerCase(),
  ),
  smartypants: mapText(smartypants),
  str: map((value) => (typeof value === 'object' && value !== null ? '' : asText(value))),
  truncate: (args, vars) => {
    const limit = args.length > 0 ? parseInt(args[0] as string, 10) : 100;
    if (!Number.isFinite(limit) || limit <= 0) return;
    const first = vars[0] as TemplateVariable;
    first.set(truncate(asText(first.value), limit, args[1] ?? '...'));
  },
  'url-encode': mapText(urlEncode),
} satisfies FormatterTable);
