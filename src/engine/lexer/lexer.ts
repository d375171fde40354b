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
    const j = source.indexOf('}', i + 1);
    if (j < 0) break;
    // The tag starts at the last `{` before its `}`: any earlier one belongs to the text.
    const start = source.lastIndexOf('{', j);
    if (start > textStart) visitor.text(textStart, start);
    if (source.charCodeAt(start + 1) === HASH) visitor.comment(start, start + 2, j, false);
    else visitor.tag(start, j + 1);
    textStart = j + 1;
    i = source.indexOf('{', textStart);
  }
  if (textStart < length) visitor.text(textStart, length);
}

/**
 * 1-based line and column of offsets visited in increasing order, as the lexer produces them:
 * each newline is looked at once, however long the lines.
 */
export class LineCounter {
  line = 1;
  column = 1;
  private lineStart = 0;
  private nextNewline: number;

  constructor(private readonly source: string) {
    this.nextNewline = source.indexOf('\n');
  }

  /** Moves to `offset`, which must not be before the previous one. */
  moveTo(offset: number): void {
    while (this.nextNewline >= 0 && this.nextNewline < offset) {
      this.line++;
      this.lineStart = this.nextNewline + 1;
      this.nextNewline = this.source.indexOf('\n', this.lineStart);
    }
    this.column = offset - this.lineStart + 1;
  }
}
