/**
 * What the tags of the platform's own markup templates print, for the families that write that
 * markup. The platform renders a formatter's markup as a small template run in a scope of its own
 * (`ctx.withScope`): a `{name}` there finds the name in that scope first and the page's further
 * out, prints as any variable does, and a `{value|formatter args}` runs with the value as the
 * innermost scope.
 */
import { asText, toOutput } from '../values';
import { escapeAttribute } from './html';
import type { Formatter, PluginContext, TemplateVariable } from './types';

/** `{path}`: the value found from the current scope outwards, as a variable prints, escaped for markup. */
export function printPath(ctx: PluginContext, ...path: (string | number)[]): string {
  return escapeAttribute(toOutput(ctx.resolve(path)));
}

/** `{value}` in markup: the value as a variable prints, escaped. */
export function printValue(value: unknown): string {
  return escapeAttribute(toOutput(value));
}

/** `{value|htmlattr}` (or `htmltag`): the value's text, escaped; objects and arrays have none. */
export function escapedText(value: unknown): string {
  return escapeAttribute(asText(value));
}

/** `{value|json|htmlattr}`: the value as JSON, escaped for an attribute. */
export function escapedJson(ctx: PluginContext, value: unknown): string {
  return escapeAttribute(ctx.jsonText(value));
}

/** A formatter's one variable; a class rather than an object of closures, as markup runs formatters per product. */
class Slot implements TemplateVariable {
  constructor(public value: unknown) {}

  set(next: unknown): void {
    this.value = next;
  }
}

/** What `{value|formatter args}` leaves in its variable: the formatter runs with the value as the innermost scope. */
export function applyFormatter(ctx: PluginContext, formatter: Formatter, value: unknown, args: readonly string[] = []): unknown {
  const variables = [new Slot(value)] as const;
  ctx.withScope(value, () => formatter(args, variables, ctx));
  return variables[0].value;
}
