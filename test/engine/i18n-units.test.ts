import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultFixtureRoot, loadManifest, readFixture } from '../../src/engine/conformance';
import type { ManifestEntry } from '../../src/engine/conformance';
import { render } from './render';

/*
 * The units conformance fixtures, line by line. They were written against the platform's
 * earlier engine and its older CLDR data; the engine formats with CLDR 48 (the locale packs),
 * so two kinds of difference are expected and nothing else:
 *
 * - French spacing. CLDR 48 groups French digits with U+202F and puts U+00A0, U+202F or no space
 *   before a unit where the older data had U+00A0 and plain spaces, so fr-FR lines are compared
 *   with spaces removed.
 * - The lines below, each pinned to what the engine prints and why it differs.
 */
const DIFFERENCES: Readonly<Record<string, Readonly<Record<number, { readonly prints: string; readonly why: string }>>>> = {
  'units/acceleration-out-fr-FR.html': {
    1: { prints: '1\u00a0force\u00a0g', why: 'CLDR 48 French narrow g-force is "force g" (older data: G)' },
    4: { prints: '0,102\u00a0force\u00a0g', why: 'CLDR 48 French narrow g-force' },
    5: { prints: '0,510\u00a0force\u00a0g', why: 'CLDR 48 French narrow g-force' },
  },
  'units/area-out-fr-FR.html': {
    8: {
      prints: '4\u00a0milles carrés 146\u00a0acres anglo-saxonnes 4\u202f374\u00a0yards carrés 4,8\u00a0pieds carrés',
      why: 'CLDR 48 French spells square miles "milles carrés" (older data: miles carrés)',
    },
  },
  'units/digital-out-en-US.html': {
    8: { prints: '4,194,304B', why: 'CLDR 48 English narrow byte is B (older data: byte)' },
  },
  'units/digital-out-fr-FR.html': {
    8: { prints: '4\u202f194\u202f304o', why: 'CLDR 48 French narrow byte is o (older data: octet)' },
    15: { prints: '1\u202f307,7Gbit', why: 'CLDR 48 French narrow gigabit is Gbit (older data: Gb)' },
  },
  'units/duration-out-fr-FR.html': {
    1: { prints: '38a 8m. 5,8j', why: 'CLDR 48 French narrow month is "m." (older data: m)' },
    2: { prints: '38\u00a0ans 8\u202fm. 5,8\u202fj', why: 'CLDR 48 French short month is "m." (older data: m)' },
  },
  'f-unit-area-en-US.html': {
    1: { prints: '61.7km²', why: 'CLDR 48 English narrow square kilometers have no space (older data: 61.7 km²)' },
  },
};

const root = defaultFixtureRoot(fileURLToPath(new URL('../..', import.meta.url)));
const fixtureRoot = root ?? '';

/** The units fixtures of the manifest: `i18n-units` outputs, `f:unit-*` and `f:message-units`. */
const fixtures =
  root === undefined
    ? []
    : loadManifest(fixtureRoot).filter(
        (entry) => entry.kind === 'output' && (entry.category === 'i18n-units' || /^f:(unit-|message-units)/.test(entry.category)),
      );

/** A fixture's name as DIFFERENCES keys it: the path below `plugins/resources/i18n/`. */
const nameOf = (path: string) => path.replace(/^plugins\/resources\/i18n\//, '');

interface LineResult {
  readonly line: number;
  readonly expected: string;
  readonly actual: string;
}

/**
 * Pairs the non-blank lines of both texts, each trimmed. The fixtures' expected files differ from
 * their templates in blank lines and indentation (a blank line between groups sits one line
 * off, an expected line carries a leading space), which their own runner ignores too.
 */
function pairLines(actual: string, expected: string): LineResult[] {
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  const ours = lines(actual);
  const theirs = lines(expected);
  return Array.from({ length: Math.max(ours.length, theirs.length) }, (_, index) => ({
    line: index + 1,
    expected: theirs[index] ?? '',
    actual: ours[index] ?? '',
  }));
}

const spaceless = (text: string) => text.replace(/[ \u00a0\u202f]/g, '');

function checkLines(entry: ManifestEntry): void {
  const fixture = readFixture(fixtureRoot, entry);
  if (fixture === undefined) throw new Error(`${entry.path}: no template`);
  const { output } = render(fixture.template, fixture.json, fixture.options);
  const name = nameOf(entry.path);
  const french = name.endsWith('fr-FR.html');
  for (const { line, expected, actual } of pairLines(output, fixture.expected)) {
    const known = DIFFERENCES[name]?.[line];
    if (known !== undefined) {
      expect(actual, `line ${line}: ${known.why}`).toBe(known.prints);
      expect(actual, `line ${line} now matches the fixture; drop it from DIFFERENCES`).not.toBe(expected);
    } else if (french) {
      expect(spaceless(actual), `line ${line}`).toBe(spaceless(expected));
    } else {
      expect(actual, `line ${line}`).toBe(expected);
    }
  }
}

describe.skipIf(root === undefined)('units fixtures', () => {
  it.each(fixtures)('$path', (entry) => {
    checkLines(entry);
  });

  it('covers every units fixture the manifest lists', () => {
    expect(fixtures.filter((entry) => entry.category === 'i18n-units')).toHaveLength(30);
    expect(fixtures.filter((entry) => entry.category !== 'i18n-units')).toHaveLength(9);
  });
});
