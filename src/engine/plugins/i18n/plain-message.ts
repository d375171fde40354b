import { buildMessageMatcher, parseMessagePattern, type MessageCode, type MessageMatcher } from '@phensley/cldr';

/**
 * Messages that are only text and `{name}` / `{0}` placeholders ("Select {variantName}",
 * "{price}"), which most of the platform's markup formats once per product. Evaluating them
 * directly skips the locale library's per-call engine, argument boxes and converter, which cost
 * more than the substitution itself. A message is read by the library's own parser, so quoting,
 * escapes and what counts as a placeholder stay exactly the library's.
 */

/** The message as parts: literal text at even indices, the placeholder's argument between them. */
export type PlainMessage = readonly (string | number)[];

// The library's instruction codes (a `const enum` in its types, so not importable as values).
const TEXT = 0;
const ARG = 1;
const BLOCK = 4;
const NOOP = 5;

/** Parsed messages kept (the library keeps as many); beyond that the table starts again. */
const CACHE_SIZE = 100;

export class PlainMessages {
  private readonly matcher: MessageMatcher;
  private readonly parsed = new Map<string, PlainMessage | null>();

  /** `placeholders`: the names of the formatting placeholders (`money`, `datetime` …), as the library's formatter is given them. */
  constructor(placeholders: string[]) {
    this.matcher = buildMessageMatcher(placeholders);
  }

  /** The message's parts, or `null` when it has plural, select or formatting placeholders. */
  get(message: string): PlainMessage | null {
    let plain = this.parsed.get(message);
    if (plain === undefined) {
      if (this.parsed.size >= CACHE_SIZE) this.parsed.clear();
      const parts: (string | number)[] = [''];
      plain = collect(parseMessagePattern(message, this.matcher), parts) ? parts : null;
      this.parsed.set(message, plain);
    }
    return plain;
  }
}

/** Appends the code's text and arguments to `parts`; false when the code holds anything else. */
function collect(code: MessageCode, parts: (string | number)[]): boolean {
  switch (code[0]) {
    case TEXT:
      parts[parts.length - 1] += code[1];
      return true;
    case ARG:
      parts.push(code[1], '');
      return true;
    case BLOCK:
      return code[1].every((child) => collect(child, parts));
    case NOOP:
      return true;
    default:
      return false;
  }
}
