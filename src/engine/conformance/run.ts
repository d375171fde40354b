/**
 * Runs conformance fixtures against an engine: output fixtures compare rendered text (trimmed),
 * `ast` fixtures compare the compiled instruction tree. Node only (reads the fixture files).
 */
import { readFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Engine, RenderOptions } from '../engine';
import type { ManifestEntry } from './fixture';
import { fixtureParams, parseFixture, parseManifest } from './fixture';
import { KNOWN_DIFFERENCES } from './known-differences';

export type FixtureStatus = 'pass' | 'fail' | 'skip';

export interface FixtureResult {
  readonly entry: ManifestEntry;
  readonly status: FixtureStatus;
  /** Why it was skipped, or what differed. */
  readonly detail?: string;
  readonly expected?: string;
  readonly actual?: string;
  /** For a fixture that fails on purpose: why this engine cannot or should not print its output. */
  readonly knownDifference?: string;
}

/**
 * The default fixture root: `../shared/engine-conformance` beside the repository (for a git
 * worktree nested one level deeper, beside one of its parent directories). `undefined` when none exists.
 */
export function defaultFixtureRoot(repositoryRoot: string): string | undefined {
  for (let directory = resolve(repositoryRoot); ; directory = dirname(directory)) {
    const candidate = join(directory, '..', 'shared', 'engine-conformance');
    if (existsSync(join(candidate, 'MANIFEST.tsv'))) return resolve(candidate);
    if (dirname(directory) === directory) return undefined;
  }
}

export function loadManifest(root: string): ManifestEntry[] {
  return parseManifest(readFileSync(join(root, 'MANIFEST.tsv'), 'utf8'));
}

/** What a fixture renders and what it should print. */
export interface FixtureCase {
  readonly template: string;
  readonly json: unknown;
  /** Partials, injects, locale and now as the fixture asks, with expressions and includes on. */
  readonly options: RenderOptions;
  /** The output as written (untrimmed); for an `ast` fixture, the instruction tree as JSON text. */
  readonly expected: string;
  /**
   * How output is compared: `trimmed` (the whole text, trimmed) or `lines` (each line trimmed,
   * blank lines dropped), the way the platform's other engine checks its units outputs.
   */
  readonly comparison: 'trimmed' | 'lines';
}

const UNITS_OUTPUT = /^(.*)-out-([A-Za-z-]+)\.html$/;

/**
 * Reads one fixture of the manifest; `undefined` for helper data (`json-cases`, `units-input`)
 * and for a units output without its `-in.html` template. A units output renders its
 * `<unit>-in.html` over `_numbers.json` in the locale its name ends with, and is compared line by
 * line: the other engine's units test trims each line and drops blank ones on both sides, so its
 * expected files do not keep the template's blank lines and indentation.
 */
export function readFixture(root: string, entry: ManifestEntry): FixtureCase | undefined {
  if (entry.kind === 'json-cases' || entry.kind === 'units-input') return undefined;
  const file = join(root, entry.path);
  const units = UNITS_OUTPUT.exec(basename(file));
  if (entry.kind === 'output' && units !== null) {
    const directory = dirname(file);
    const input = join(directory, `${units[1] as string}-in.html`);
    if (!existsSync(input)) return undefined;
    return {
      template: readFileSync(input, 'utf8'),
      json: JSON.parse(readFileSync(join(directory, '_numbers.json'), 'utf8')),
      options: { locale: units[2] as string, enableExpr: true, enableInclude: true },
      expected: readFileSync(file, 'utf8'),
      comparison: 'lines',
    };
  }
  const sections = parseFixture(readFileSync(file, 'utf8'));
  // Fixture files end sections with blank lines that are not part of the template.
  const template = (sections['TEMPLATE'] ?? '').trimEnd();
  if (entry.kind === 'ast') {
    const expected = JSON.stringify(JSON.parse(sections['JSON'] ?? 'null'));
    return { template, json: {}, options: {}, expected, comparison: 'trimmed' };
  }
  const injects: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(parseJson<Record<string, string>>(sections['INJECT'], {}))) injects[path] = JSON.parse(text);
  const params = fixtureParams(sections);
  return {
    template,
    json: parseJson(sections['JSON'], {}),
    options: {
      partials: parseJson<Record<string, string>>(sections['PARTIALS'], {}),
      injects,
      locale: params.locale === undefined ? 'en' : params.locale === 'none' ? undefined : params.locale,
      enableExpr: true,
      enableInclude: true,
      ...(params.now === undefined ? {} : { now: params.now }),
    },
    expected: sections['OUTPUT'] ?? '',
    comparison: 'trimmed',
  };
}

/** Runs one fixture: output fixtures compare the trimmed output, `ast` fixtures the instruction tree. */
export function runFixture(engine: Engine, root: string, entry: ManifestEntry): FixtureResult {
  const fixture = readFixture(root, entry);
  if (fixture === undefined) return { entry, status: 'skip', detail: 'helper data, not a template fixture' };
  const { template } = engine.compile(fixture.template);
  if (entry.kind === 'ast') {
    const actual = JSON.stringify(template.toJSON());
    return actual === fixture.expected ? { entry, status: 'pass' } : failed(entry, 'instruction tree differs', fixture.expected, actual);
  }
  const compared = fixture.comparison === 'lines' ? nonBlankLines : (text: string) => text.trim();
  const expected = compared(fixture.expected);
  const actual = compared(template.render(fixture.json, fixture.options).output);
  return expected === actual ? { entry, status: 'pass' } : failed(entry, 'output differs', expected, actual);
}

/** The text's lines, each trimmed, without the blank ones. */
function nonBlankLines(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n');
}

function failed(entry: ManifestEntry, detail: string, expected: string, actual: string): FixtureResult {
  const knownDifference = Object.hasOwn(KNOWN_DIFFERENCES, entry.path) ? KNOWN_DIFFERENCES[entry.path] : undefined;
  return knownDifference === undefined
    ? { entry, status: 'fail', detail, expected, actual }
    : { entry, status: 'fail', detail, expected, actual, knownDifference };
}

function parseJson<T>(text: string | undefined, fallback: T): T {
  if (text === undefined || text.trim() === '') return fallback;
  return JSON.parse(text) as T;
}
