/**
 * Splits template source into text, tags and comments. A tag runs from `{` to the next `}`; if
 * another `{` comes first, the tag starts over there (the text before it stays text). `{##` opens a
 * comment that runs to `##}` (or to the end of the source); `{#…}` is a one-tag comment.
 */

export interface LexerVisitor {
  /** Literal text `source.slice(start, end)`. */
  text(start: number, end: number): void;
  /** A tag whose braces sit at `start` and `end - 1`. */
  tag(start: number, end: number): void;
  /** A comment whose content is `source.slice(contentStart, contentEnd)`; it starts at `start`. */
  comment(start: number, contentStart: number, contentEnd: number, multiline: boolean): void;
}

const OPEN = 0x7b; // {
const CLOSE = 0x7d; // }
const HASH = 0x23; // #

export function scanTemplate(source: string, visitor: LexerVisitor): void {
  const length = source.length;
  let textStart = 0;
  let i = source.indexOf('{');
  while (i >= 0) {
    if (source.charCodeAt(i + 1) === HASH && source.charCodeAt(i + 2) === HASH) {
      if (i > textStart) visitor.text(textStart, i);
      const close = source.indexOf('##}', i + 3);
      const contentEnd = close < 0 ? length : close;
      visitor.comment(i, i + 3, contentEnd, true);
      textStart = close < 0 ? length : close + 3;
      i = source.indexOf('{', textStart);
      continue;
    }
    let start = i;
    let j = i + 1;
    for (; j < length; j++) {
      const c = source.charCodeAt(j);
      if (c === CLOSE) break;
      if (c === OPEN) start = j;
    }
    if (j >= length) break;
    if (start > textStart) visitor.text(textStart, start);
    if (source.charCodeAt(start + 1) === HASH) visitor.comment(start, start + 2, j, false);
    else visitor.tag(start, j + 1);
    textStart = j + 1;
    i = source.indexOf('{', textStart);
  }
  if (textStart < length) visitor.text(textStart, length);
}

/** Turns offsets into 1-based line and column numbers. */
export class LineMap {
  private readonly starts: number[] = [0];

  constructor(source: string) {
    for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  line(offset: number): number {
    const starts = this.starts;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((starts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  column(offset: number, line: number): number {
    return offset - (this.starts[line - 1] as number) + 1;
  }
}
