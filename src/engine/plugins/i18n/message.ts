import { localeFormatter } from './locale-formatter';
import { asText } from './values';

/** Array indices in references stop at the largest 32-bit integer; longer digit runs are keys. */
const MAX_INDEX = 0x7fffffff;

/**
 * `{pattern|message a b key:path}` (alias `plural`): formats the ICU-style message held by the
 * variable. Each argument is a reference resolved from the tag's scope and fills `{0}`, `{1}` …
 * in order; `key:path` (or `key=path`) also fills `{key}`.
 */
export const formatMessageTag = localeFormatter('message', ({ messages }, args, [first], ctx) => {
  const positional: unknown[] = [];
  const named = new Map<string, unknown>();
  for (const arg of args) {
    const split = arg.search(/[:=]/);
    const value = ctx.resolve(referencePath(split === -1 ? arg : arg.slice(split + 1)));
    if (split !== -1) named.set(arg.slice(0, split), value);
    positional.push(value);
  }
  return messages.format(asText(first.value), { positional, named }, ctx.timeZone);
});

/** `items.0.title` → `['items', 0, 'title']`. */
function referencePath(reference: string): (string | number)[] {
  return reference.split('.').map((segment) => {
    if (!/^\d+$/.test(segment)) return segment;
    const index = Number.parseInt(segment, 10);
    return index <= MAX_INDEX ? index : segment;
  });
}
