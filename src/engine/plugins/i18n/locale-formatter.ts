import type { Formatter, PluginContext, TemplateVariable } from '../types';
import { getLocaleData, type LocaleData } from './locale-data';

/** Formats the tag's variables with the render's locale data; the result replaces the first. */
export type LocaleFormat = (
  data: LocaleData,
  args: readonly string[],
  vars: readonly [TemplateVariable, ...TemplateVariable[]],
  ctx: PluginContext,
) => string;

/**
 * A formatter that needs locale data. Rendering without locale data prints `withoutLocale`
 * (empty, as the reference prints); a value the locale library rejects records an error naming
 * the formatter and prints nothing, so rendering goes on.
 */
export function localeFormatter(name: string, format: LocaleFormat, withoutLocale = ''): Formatter {
  return (args, vars, ctx) => {
    const first = vars[0];
    if (first === undefined) return;
    const data = getLocaleData(ctx.locale);
    if (data === undefined) {
      first.set(withoutLocale);
      return;
    }
    try {
      // `vars` holds `first`, so it is the non-empty list the format wants, without a copy per call.
      first.set(format(data, args, vars as readonly [TemplateVariable, ...TemplateVariable[]], ctx));
    } catch (error) {
      ctx.error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
      first.set('');
    }
  };
}
