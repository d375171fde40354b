/** Reading conformance fixtures: the `:SECTION` text format and `MANIFEST.tsv`. */

/**
 * A fixture's sections by name: `TEMPLATE`, `JSON`, `OUTPUT`, `PARTIALS`, `INJECT`, `PARAMS`,
 * `PROPERTIES`, `COMMENTS`; in the helper case files (`*.json`), one section per case
 * (`getItemVariant-1`, `hasVariedPrices-2-true` …).
 */
export type FixtureSections = Readonly<Record<string, string>>;

export class FixtureFormatError extends Error {
  override readonly name = 'FixtureFormatError';
}

/** Splits fixture text on lines that are just `:name` (no template line in the suite is one). */
export function parseFixture(text: string): FixtureSections {
  const sections: Record<string, string> = {};
  let name: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    if (name !== null) sections[name] = lines.join('\n');
  };
  for (const line of text.split('\n')) {
    const header = /^:(\S+)\s*$/.exec(line);
    if (header !== null) {
      flush();
      name = header[1] as string;
      lines = [];
    } else lines.push(line);
  }
  flush();
  return sections;
}

/** How a fixture asks to be rendered. */
export interface FixtureParams {
  /** The render locale; `'none'` renders without locale data. */
  readonly locale?: string;
  /** Epoch milliseconds taken as "now". */
  readonly now?: number;
}

/**
 * The render parameters of a fixture: the `PARAMS` section (JSON), or the `PROPERTIES` section the
 * platform's other engine reads (`locale=fr-FR` or `locale: en-US`, one per line).
 */
export function fixtureParams(sections: FixtureSections): FixtureParams {
  const params = sections['PARAMS'];
  if (params !== undefined && params.trim() !== '') return JSON.parse(params) as FixtureParams;
  const locale = /^\s*locale\s*[:=]\s*(\S+)/m.exec(sections['PROPERTIES'] ?? '')?.[1];
  return locale === undefined ? {} : { locale };
}

export type ManifestKind = 'output' | 'ast' | 'json-cases' | 'units-input';

export interface ManifestEntry {
  /** Relative to the fixture root, e.g. `resources/eval-1.html`. */
  readonly path: string;
  readonly kind: ManifestKind;
  readonly category: string;
  /** Whether the reference engine's own test suite runs this fixture. */
  readonly inReferenceSuite: boolean;
  readonly referenceResult: 'pass' | 'fail' | 'skip';
}

export function parseManifest(text: string): ManifestEntry[] {
  const entries: ManifestEntry[] = [];
  for (const line of text.split('\n').slice(1)) {
    if (line.trim() === '') continue;
    const [path, kind, category, suite, result] = line.split('\t');
    if (path === undefined || kind === undefined || category === undefined || result === undefined) {
      throw new FixtureFormatError(`MANIFEST.tsv: malformed line ${JSON.stringify(line)}`);
    }
    entries.push({
      path,
      kind: kind as ManifestKind,
      category,
      inReferenceSuite: suite === '1',
      referenceResult: result as ManifestEntry['referenceResult'],
    });
  }
  return entries;
}
