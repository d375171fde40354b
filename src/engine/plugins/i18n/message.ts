import { localeFormatter } from './locale-formatter';
import { asText } from '../../values';

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
    const split = arg.search(/[:=]/);
    const value = ctx.resolveOuter(ctx.parsePath(split === -1 ? arg : arg.slice(split + 1)));
    if (split !== -1) named.set(arg.slice(0, split), value);
    positional.push(value);
  }
  return messages.format(asText(first.value), { positional, named }, ctx.timeZone);
});
