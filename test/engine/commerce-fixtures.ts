import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMMERCE_FORMATTERS, COMMERCE_PREDICATES } from '../../src/engine/plugins/commerce';
import type { PluginContext, TemplateVariable } from '../../src/engine/plugins/types';

/*
 * The commerce conformance fixtures, and a stand-in for the executor that is enough for their
 * templates: `{path|formatter args}` tags and `{.section path}{.predicate?}A{.or}B{.end}{.end}`
 * lines. Frames resolve names from the innermost outwards, as JSON-T does.
 */

export const CONFORMANCE = '/work/shared/engine-conformance';
export const RESOURCES = join(CONFORMANCE, 'plugins', 'resources');
export const fixturesPresent = existsSync(join(CONFORMANCE, 'MANIFEST.tsv'));

export interface Fixture {
  readonly file: string;
  readonly category: string;
  readonly template: string;
  readonly json: unknown;
  readonly output: string;
  /** `undefined` for `"locale": "none"`, rendering without locale data. */
  readonly locale: string | undefined;
}

/** `:NAME` lines start sections; the text up to the next one is the section's body. */
function sections(text: string): Map<string, string> {
  const result = new Map<string, string>();
  let name: string | undefined;
  let body: string[] = [];
  for (const line of text.split('\n')) {
    const header = /^:([A-Z]+)\s*$/.exec(line);
    if (header?.[1]) {
      if (name !== undefined) result.set(name, body.join('\n'));
      name = header[1];
      body = [];
    } else {
      body.push(line);
    }
  }
  if (name !== undefined) result.set(name, body.join('\n'));
  return result;
}

/** The output fixtures whose MANIFEST category matches. */
export function commerceFixtures(category: RegExp): Fixture[] {
  const manifest = readFileSync(join(CONFORMANCE, 'MANIFEST.tsv'), 'utf8');
  return manifest
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([path, kind, name]) => path !== undefined && kind === 'output' && name !== undefined && category.test(name))
    .map(([path = '', , name = '']) => {
      const parsed = sections(readFileSync(join(CONFORMANCE, path), 'utf8'));
      const params = JSON.parse(parsed.get('PARAMS') ?? '{}') as { locale?: string };
      const locale = params.locale ?? 'en';
      return {
        file: path.split('/').pop() ?? path,
        category: name,
        template: (parsed.get('TEMPLATE') ?? '').trim(),
        json: JSON.parse(parsed.get('JSON') ?? 'null') as unknown,
        output: parsed.get('OUTPUT') ?? '',
        locale: locale === 'none' ? undefined : locale,
      };
    });
}

function child(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** A plugin context over a stack of frames, the last being the current scope. */
export function testContext(frames: readonly unknown[], locale: string | undefined, errors: string[] = []): PluginContext {
  return {
    locale,
    now: 0,
    timeZone: 'America/New_York',
    error: (message) => errors.push(message),
    resolve(path) {
      const [first, ...rest] = path.map(String);
      if (first === undefined) return undefined;
      let frame = frames.length - 1;
      if (first !== '@') {
        while (frame >= 0 && child(frames[frame], first) === undefined) frame -= 1;
        if (frame < 0) return undefined;
      }
      let value = first === '@' ? frames[frame] : child(frames[frame], first);
      for (const key of rest) value = child(value, key);
      return value;
    },
  };
}

function lookup(frames: readonly unknown[], path: string, locale: string | undefined): unknown {
  return testContext(frames, locale).resolve(path === '@' ? ['@'] : path.split('.'));
}

function applyFormatter(frames: readonly unknown[], path: string, name: string, args: readonly string[], locale: string | undefined): string {
  const formatter = COMMERCE_FORMATTERS[name];
  if (!formatter) throw new Error(`no commerce formatter ${name}`);
  let value = lookup(frames, path, locale);
  const variable: TemplateVariable = {
    get value() {
      return value;
    },
    set: (next) => {
      value = next;
    },
  };
  formatter(args, [variable], testContext(frames, locale));
  return typeof value === 'string' ? value : '';
}

const FORMATTER_TAG = /\{([@\w.]+)\|([\w-]+)((?: [^}]*)?)\}/g;
const SECTION_FORMATTER = /^\{\.section ([\w.]+)\}\{@\|([\w-]+)((?: [^}]*)?)\}\{\.end\}$/;
const PREDICATE_LINE = /^\{\.section ([\w.]+)\}\{\.([\w-]+\?)\}([^{]*)(?:\{\.or\}([^{]*))?\{\.end\}\{\.end\}$/;

/** Renders one of the commerce fixtures' templates with the commerce tables. */
export function renderCommerce(template: string, json: unknown, locale: string | undefined): string {
  return template
    .split('\n')
    .map((line) => {
      const section = SECTION_FORMATTER.exec(line);
      if (section) {
        const [, path = '', name = '', args = ''] = section;
        const node = lookup([json], path, locale);
        return node === undefined ? '' : applyFormatter([json, node], '@', name, args.trim().split(' ').filter(Boolean), locale);
      }
      const predicate = PREDICATE_LINE.exec(line);
      if (predicate) {
        const [, path = '', name = '', holds = '', otherwise = ''] = predicate;
        const node = lookup([json], path, locale);
        const rule = COMMERCE_PREDICATES[name];
        if (!rule) throw new Error(`no commerce predicate ${name}`);
        if (node === undefined) return '';
        return rule([], testContext([json, node], locale)) ? holds : otherwise;
      }
      return line.replace(FORMATTER_TAG, (_tag, path: string, name: string, args: string) =>
        applyFormatter([json], path, name, args.trim().split(' ').filter(Boolean), locale),
      );
    })
    .join('\n');
}
