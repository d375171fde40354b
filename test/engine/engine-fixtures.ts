/**
 * The engine's own fixtures, in `test/engine/fixtures/<kind>/<name>.html`, written in the shared
 * suite's `:SECTION` format but compared exactly, untrimmed:
 *
 * - `differential/`: both engines print OUTPUT (the fuzzer writes each difference it minimizes here).
 * - `deliberate/`: ours prints OUTPUT, the reference prints REFERENCE; the reason is listed in
 *   `src/engine/conformance/deliberate-differences.ts` under the fixture's name.
 * - `preprocessor/`: the first pass prints PREPROCESSED, the second pass over it prints OUTPUT
 *   (the reference engine has no preprocessor).
 *
 * Sections: COMMENTS (free text), TEMPLATE, JSON, PARTIALS (JSON object of template sources),
 * INJECTS (JSON object of values), PARAMS (`{"locale": "de-DE" | "none", "now": ms}`; locale `en` by
 * default), PREPROCESSED, OUTPUT, REFERENCE. A section's text is exact: the newline before the
 * next `:NAME` line, and the file's final newline, are not part of it.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFixture } from '../../src/engine/conformance';

export const FIXTURE_ROOT = new URL('fixtures/', import.meta.url).pathname;

export type FixtureKind = 'differential' | 'deliberate' | 'preprocessor';

export interface EngineFixture {
  readonly comments?: string;
  readonly template: string;
  readonly json: unknown;
  readonly partials?: Readonly<Record<string, string>>;
  readonly injects?: Readonly<Record<string, unknown>>;
  /** `undefined`: no locale data. */
  readonly locale: string | undefined;
  readonly now: number;
  readonly preprocessed?: string;
  readonly output: string;
  readonly reference?: string;
}

const ORDER = ['COMMENTS', 'TEMPLATE', 'JSON', 'PARTIALS', 'INJECTS', 'PARAMS', 'PREPROCESSED', 'OUTPUT', 'REFERENCE'] as const;

export function parseEngineFixture(text: string): EngineFixture {
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const sections = parseFixture(body);
  const json = (name: string) => (sections[name] === undefined ? undefined : (JSON.parse(sections[name]) as unknown));
  const params = (json('PARAMS') ?? {}) as { locale?: string; now?: number };
  const template = sections['TEMPLATE'];
  const output = sections['OUTPUT'];
  if (template === undefined || output === undefined) throw new Error('a fixture needs TEMPLATE and OUTPUT sections');
  return {
    ...(sections['COMMENTS'] === undefined ? {} : { comments: sections['COMMENTS'] }),
    template,
    json: json('JSON') ?? {},
    ...(sections['PARTIALS'] === undefined ? {} : { partials: json('PARTIALS') as Record<string, string> }),
    ...(sections['INJECTS'] === undefined ? {} : { injects: json('INJECTS') as Record<string, unknown> }),
    locale: params.locale === 'none' ? undefined : (params.locale ?? 'en'),
    now: params.now ?? 0,
    ...(sections['PREPROCESSED'] === undefined ? {} : { preprocessed: sections['PREPROCESSED'] }),
    output,
    ...(sections['REFERENCE'] === undefined ? {} : { reference: sections['REFERENCE'] }),
  };
}

/** The fixture as text; throws when a section holds a line the format would read as a header. */
export function formatEngineFixture(fixture: EngineFixture): string {
  const params: Record<string, unknown> = {};
  if (fixture.locale !== 'en') params['locale'] = fixture.locale ?? 'none';
  if (fixture.now !== 0) params['now'] = fixture.now;
  const sections: Record<(typeof ORDER)[number], string | undefined> = {
    COMMENTS: fixture.comments,
    TEMPLATE: fixture.template,
    JSON: JSON.stringify(fixture.json),
    PARTIALS:
      fixture.partials === undefined || Object.keys(fixture.partials).length === 0 ? undefined : JSON.stringify(fixture.partials, null, 2),
    INJECTS:
      fixture.injects === undefined || Object.keys(fixture.injects).length === 0 ? undefined : JSON.stringify(fixture.injects, null, 2),
    PARAMS: Object.keys(params).length === 0 ? undefined : JSON.stringify(params),
    PREPROCESSED: fixture.preprocessed,
    OUTPUT: fixture.output,
    REFERENCE: fixture.reference,
  };
  const text = ORDER.filter((name) => sections[name] !== undefined)
    .map((name) => `:${name}\n${sections[name] as string}\n`)
    .join('');
  if (canonical(parseEngineFixture(text)) !== canonical(fixture)) {
    throw new Error('the fixture does not survive the :SECTION format (a line of it reads as a section header)');
  }
  return text;
}

const FIELDS = ['comments', 'template', 'json', 'partials', 'injects', 'locale', 'now', 'preprocessed', 'output', 'reference'] as const;

/** The fixture's fields in a fixed order, empty tables as absent ones, as one string. */
function canonical(fixture: EngineFixture): string {
  const empty = (value: unknown) => typeof value === 'object' && value !== null && Object.keys(value).length === 0;
  return JSON.stringify(FIELDS.map((field) => (field !== 'json' && empty(fixture[field]) ? null : (fixture[field] ?? null))));
}

export interface NamedFixture {
  /** The file name without `.html`. */
  readonly name: string;
  readonly fixture: EngineFixture;
}

export function loadEngineFixtures(kind: FixtureKind): NamedFixture[] {
  const directory = join(FIXTURE_ROOT, kind);
  return readdirSync(directory)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({ name: file.slice(0, -'.html'.length), fixture: parseEngineFixture(readFileSync(join(directory, file), 'utf8')) }));
}

export function writeEngineFixture(kind: FixtureKind, name: string, fixture: EngineFixture): string {
  const file = join(FIXTURE_ROOT, kind, `${name}.html`);
  writeFileSync(file, formatEngineFixture(fixture));
  return file;
}
