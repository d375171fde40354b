import { localeFormatter } from './locale-formatter';
import type { Path } from '../../lexer';
import { splitPath } from '../../lexer';
import { asText } from '../../values';

/** One argument of a `message` tag: the reference it reads, and the placeholder name it also fills. */
interface MessageArgument {
  readonly name: string | null;
  readonly path: Path;
}

/**
 * Arguments as read, by their text. They come from templates and the commerce formatters' own
 * markup, a few dozen texts in all, so each is read once rather than on every product of a listing.
 */
const readArguments = new Map<string, MessageArgument>();
const READ_ARGUMENTS_KEPT = 1024;

function messageArgument(arg: string): MessageArgument {
  let parsed = readArguments.get(arg);
  if (parsed === undefined) {
    const split = arg.search(/[:=]/);
    parsed = split === -1 ? { name: null, path: splitPath(arg) } : { name: arg.slice(0, split), path: splitPath(arg.slice(split + 1)) };
    if (readArguments.size >= READ_ARGUMENTS_KEPT) readArguments.clear();
    readArguments.set(arg, parsed);
  }
  return parsed;
}

/**
 * `{pattern|message a b key:path}` (alias `plural`): formats the ICU-style message held by the
 * variable. Each argument is a reference resolved from where the tag stands (not from the message,
 * which is the innermost scope while the chain runs), and fills `{0}`, `{1}` … in order;
 * `key:path` (or `key=path`) also fills `{key}`.
 */
export const formatMessageTag = localeFormatter('message', ({ messages }, args, [first], ctx) => {
  const positional: unknown[] = [];
  const named = new Map<string, unknown>();
  for (const arg of args) {
    const { name, path } = messageArgument(arg);
    const value = ctx.resolveOuter(path);
    if (name !== null) named.set(name, value);
    positional.push(value);
  }
  // The zone is looked up (through every scope) only by a message with a date in it.
  return messages.format(asText(first.value), { positional, named }, () => ctx.timeZone);
});
