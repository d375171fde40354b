/**
 * Variable references: segments joined by `.`, where a segment is digits (an array index), a word
 * optionally prefixed by `@` or `$`, or a lone `@` (the current node). A word is
 * `[a-zA-Z][a-zA-Z0-9_-]*`.
 */

/** A variable reference split into segments: `a.b.0` → `['a', 'b', 0]`, `@` → `['@']`. */
export type Path = readonly (string | number)[];

export interface ScannedReference {
  readonly path: Path;
  readonly end: number;
}

/** Array indices stay numbers up to this bound; longer digit runs are ordinary keys. */
const MAX_INDEX = 0x7fffffff;

export const isLetter = (c: number) => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);
export const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
export const isWordChar = (c: number) => isLetter(c) || isDigit(c) || c === 0x5f /* _ */ || c === 0x2d; /* - */

/** End of the word starting at `start`, or `start` when no word starts there. */
export function scanWord(text: string, start: number): number {
  if (!isLetter(text.charCodeAt(start))) return start;
  let end = start + 1;
  while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
  return end;
}

function scanSegment(text: string, start: number): number {
  const c = text.charCodeAt(start);
  if (isDigit(c)) {
    let end = start + 1;
    while (end < text.length && isDigit(text.charCodeAt(end))) end++;
    return end;
  }
  if (c === 0x40 /* @ */) {
    const end = scanWord(text, start + 1);
    return end === start + 1 ? start + 1 : end;
  }
  if (c === 0x24 /* $ */) {
    const end = scanWord(text, start + 1);
    return end === start + 1 ? start : end;
  }
  return scanWord(text, start);
}

function segmentValue(raw: string): string | number {
  const first = raw.charCodeAt(0);
  if (isDigit(first)) {
    const index = Number(raw);
    return index <= MAX_INDEX ? index : raw;
  }
  return raw;
}

/** Scans the longest reference starting at `start`; `null` when none starts there. */
export function scanReference(text: string, start: number): ScannedReference | null {
  let end = scanSegment(text, start);
  if (end === start) return null;
  const path: (string | number)[] = [segmentValue(text.slice(start, end))];
  while (text.charCodeAt(end) === 0x2e /* . */) {
    const next = scanSegment(text, end + 1);
    if (next === end + 1) break;
    path.push(segmentValue(text.slice(end + 1, next)));
    end = next;
  }
  return { path, end };
}

/** The whole of `text` as one reference, or `null`. */
export function parseReference(text: string): Path | null {
  const scanned = scanReference(text, 0);
  return scanned !== null && scanned.end === text.length ? scanned.path : null;
}

/**
 * Splits a path given as a plugin argument (`a.b.0`) on `.`, with digit segments as indices. Unlike
 * `parseReference` it accepts any text, since arguments are looked up, never validated.
 */
export function splitPath(text: string): Path {
  return text.split('.').map((segment) => (/^[0-9]+$/.test(segment) ? segmentValue(segment) : segment));
}
