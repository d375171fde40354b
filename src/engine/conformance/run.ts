/**
 * Runs conformance fixtures against an engine: output fixtures compare rendered text (trimmed),
 * `ast` fixtures compare the compiled instruction tree. Node only (reads the fixture files).
 */
import { readFileSync, existsSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Engine, RenderOptions } from '../engine';
import { familyOf } from './families';
import type { PluginFamily } from './families';
import type { ManifestEntry } from './fixture';
import { parseFixture, parseManifest } from './fixture';

export type FixtureStatus = 'pass' | 'fail' | 'skip';

export interface FixtureResult {
  readonly entry: ManifestEntry;
  readonly status: FixtureStatus;
  /** Why it was skipped, or what differed. */
  readonly detail?: string;
  readonly expected?: string;
  readonly actual?: string;
  /** Plugin families the fixture uses that the engine does not provide yet. */
  readonly missingFamilies: readonly PluginFamily[];
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

interface Case {
  readonly template: string;
  readonly json: unknown;
  readonly options: RenderOptions;
  readonly expected: string;
  readonly partials: Readonly<Record<string, string>>;
}

const UNITS_OUTPUT = /^(.*)-out-([A-Za-z-]+)\.html$/;

export function runFixture(engine: Engine, root: string, entry: ManifestEntry): FixtureResult {
  if (entry.kind === 'json-cases' || entry.kind === 'units-input') {
    return { entry, status: 'skip', detail: 'helper data, not a template fixture', missingFamilies: [] };
  }
  const file = join(root, entry.path);
  const units = UNITS_OUTPUT.exec(basename(file));
  if (entry.kind === 'output' && units !== null) {
    const directory = dirname(file);
    const input = join(directory, `${units[1] as string}-in.html`);
    if (!existsSync(input)) return { entry, status: 'skip', detail: 'no matching -in.html', missingFamilies: [] };
    return runCase(engine, entry, {
      template: readFileSync(input, 'utf8'),
      json: JSON.parse(readFileSync(join(directory, '_numbers.json'), 'utf8')),
      options: { locale: units[2] as string, enableExpr: true, enableInclude: true },
      expected: readFileSync(file, 'utf8'),
      partials: {},
    });
  }
  const sections = parseFixture(readFileSync(file, 'utf8'));
  // Fixture files end sections with blank lines that are not part of the template.
  const template = (sections['TEMPLATE'] ?? '').trimEnd();
  if (entry.kind === 'ast') {
    const { template: compiled } = engine.compile(template);
    const expected = JSON.stringify(JSON.parse(sections['JSON'] ?? 'null'));
    const actual = JSON.stringify(compiled.toJSON());
    return expected === actual
      ? { entry, status: 'pass', missingFamilies: [] }
      : { entry, status: 'fail', detail: 'instruction tree differs', expected, actual, missingFamilies: missingFamilies(engine, template, {}) };
  }
  const partials = parseJson<Record<string, string>>(sections['PARTIALS'], {});
  const injectText = parseJson<Record<string, string>>(sections['INJECT'], {});
  const injects: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(injectText)) injects[path] = JSON.parse(text);
  const params = parseJson<{ locale?: string; now?: number }>(sections['PARAMS'], {});
  const locale = params.locale === undefined ? 'en' : params.locale === 'none' ? undefined : params.locale;
  const options: RenderOptions = {
    partials,
    injects,
    locale,
    enableExpr: true,
    enableInclude: true,
    ...(params.now === undefined ? {} : { now: params.now }),
  };
  return runCase(engine, entry, {
    template,
    json: parseJson(sections['JSON'], {}),
    options,
    expected: sections['OUTPUT'] ?? '',
    partials,
  });
}

function runCase(engine: Engine, entry: ManifestEntry, test: Case): FixtureResult {
  const { template } = engine.compile(test.template);
  const { output } = template.render(test.json, test.options);
  const expected = test.expected.trim();
  const actual = output.trim();
  if (expected === actual) return { entry, status: 'pass', missingFamilies: [] };
  return { entry, status: 'fail', detail: 'output differs', expected, actual, missingFamilies: missingFamilies(engine, test.template, test.partials) };
}

/** Families of formatter and predicate names the template uses that the engine lacks. */
function missingFamilies(engine: Engine, template: string, partials: Readonly<Record<string, string>>): PluginFamily[] {
  const families = new Set<PluginFamily>();
  for (const source of [template, ...Object.values(partials)]) {
    for (const name of usedPluginNames(engine, source)) {
      const known = name.endsWith('?') ? name in engine.predicates : name in engine.formatters;
      if (!known) families.add(familyOf(name));
    }
  }
  families.delete('core');
  return [...families].sort();
}

/** Formatter and predicate names a template mentions, found through its compile errors. */
function usedPluginNames(engine: Engine, source: string): string[] {
  const names: string[] = [];
  for (const error of engine.compile(source).errors) {
    const match = /^(?:Formatter|Predicate) '([^']+)' is unknown/.exec(error.message);
    if (match !== null) names.push(match[1] as string);
  }
  return names;
}

function parseJson<T>(text: string | undefined, fallback: T): T {
  if (text === undefined || text.trim() === '') return fallback;
  return JSON.parse(text) as T;
}

