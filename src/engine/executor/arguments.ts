/**
 * Predicate-style arguments: JSON when the text starts like JSON and parses, otherwise a variable
 * reference. Parsed once per distinct text, since the same few arguments repeat in every loop.
 */
import type { Path } from '../instructions/instruction';
import { splitPath } from '../lexer';

export type ParsedArgument = { readonly kind: 'value'; readonly value: unknown } | { readonly kind: 'path'; readonly path: Path };

const cache = new Map<string, ParsedArgument>();
const CACHE_LIMIT = 2048;

const LITERAL_START = /^(?:["[{0-9]|-[0-9]|true|false|null)/;

export function parseArgument(text: string): ParsedArgument {
  let parsed = cache.get(text);
  if (parsed === undefined) {
    parsed = parse(text);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(text, parsed);
  }
  return parsed;
}

function parse(text: string): ParsedArgument {
  if (LITERAL_START.test(text)) {
    try {
      return { kind: 'value', value: JSON.parse(text) as unknown };
    } catch {
      // Looked like JSON but is not: read it as a variable, as real templates expect.
    }
  }
  return { kind: 'path', path: splitPath(text) };
}
