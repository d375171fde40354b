/**
 * The fonts the site offers, served by the platform itself from @fontsource packages (no other
 * host is reached): each family's name and weights from its package's metadata, the picker's
 * category chosen here (Google's "handwriting" is our Script; slab serifs get their own).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fontStack, type FontCategory } from '../../../src/fonts';
import type { FontFaceFile, PickerFont } from '../../../src/site-styles';

const require = createRequire(import.meta.url);

/** The system's own font: nothing to download, the site's look before an owner chooses. */
export const SYSTEM_FONT_ID = 'system';

/** The packaged families, by font id (the package's own). */
const PACKAGED_FONTS: readonly { readonly id: string; readonly category: FontCategory }[] = [
  { id: 'work-sans', category: 'Sans Serif' },
  { id: 'atkinson-hyperlegible', category: 'Sans Serif' },
  { id: 'lora', category: 'Serif' },
  { id: 'playfair-display', category: 'Serif' },
  { id: 'abril-fatface', category: 'Display' },
  { id: 'pacifico', category: 'Script' },
  { id: 'roboto-slab', category: 'Slab Serif' },
  { id: 'ibm-plex-mono', category: 'Mono' },
  { id: 'special-elite', category: 'Other' },
];

/** One downloadable face (latin characters, one weight, upright), and a font, as the picker receives them. */
export type FontFace = FontFaceFile;
export type Font = PickerFont;

interface PackagedFont extends Font {
  /** The package's files folder, and the face files it may serve from it. */
  readonly folder: string;
  readonly files: ReadonlySet<string>;
}

interface FontMetadata {
  family: string;
  weights: number[];
  version?: string;
}

/** Where fonts are served: `/fonts/<id>/<file>`. */
export const FONTS_PREFIX = '/fonts/';

function loadPackagedFont({ id, category }: (typeof PACKAGED_FONTS)[number]): PackagedFont {
  const root = dirname(require.resolve(`@fontsource/${id}/package.json`));
  const metadata = JSON.parse(readFileSync(join(root, 'metadata.json'), 'utf8')) as FontMetadata;
  const folder = join(root, 'files');
  const faces = metadata.weights
    .map((weight) => ({ weight, file: `${id}-latin-${weight}-normal.woff2` }))
    .filter(({ file }) => existsSync(join(folder, file)));
  if (faces.length === 0) throw new Error(`@fontsource/${id} has no latin woff2 faces`);
  return {
    id,
    family: metadata.family,
    category,
    stack: fontStack(metadata.family, category),
    weights: faces.map((face) => face.weight),
    faces: faces.map(({ weight, file }) => ({ weight, style: 'normal', url: `${FONTS_PREFIX}${id}/${file}` })),
    folder,
    files: new Set(faces.map((face) => face.file)),
  };
}

const SYSTEM_FONT: Font = {
  id: SYSTEM_FONT_ID,
  family: 'System',
  category: 'Sans Serif',
  stack: fontStack(undefined, 'Sans Serif'),
  weights: [400, 700],
  faces: [],
};

let catalogue: readonly PackagedFont[] | undefined;

function packagedFonts(): readonly PackagedFont[] {
  catalogue ??= PACKAGED_FONTS.map(loadPackagedFont);
  return catalogue;
}

/** Every font of the picker: the system's, then the packaged families. */
export function listFonts(): Font[] {
  return [SYSTEM_FONT, ...packagedFonts().map(({ folder: _folder, files: _files, ...font }) => font)];
}

export function findFont(id: string): Font | undefined {
  return listFonts().find((font) => font.id === id);
}

/** The file on disk for `/fonts/<id>/<file>`, only when it is one of that font's faces. */
export function fontFilePath(id: string, file: string): string | undefined {
  const font = packagedFonts().find((candidate) => candidate.id === id);
  return font !== undefined && font.files.has(file) ? join(font.folder, file) : undefined;
}

/** The face of `font` nearest to `weight` (the heavier on a tie), none for the system font. */
export function nearestFace(font: Font, weight: number): FontFace | undefined {
  return [...font.faces].sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight) || b.weight - a.weight)[0];
}
