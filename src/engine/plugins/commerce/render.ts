import type { CurrencyType } from '@phensley/cldr';
import type { LocalizedStrings } from '../../../i18n';
import { getPath, isObject, toOutput } from '../../values';
import type { JsonObject } from '../../values';
import { currencyOptions, formatMessage as formatLocaleMessage, getCldr } from '../i18n';
import type { PluginContext } from '../types';

/*
 * What every commerce formatter renders with. Lookups go through the render's scopes: while a
 * `{item|formatter}` tag runs, the item is the innermost scope, so its own fields are found first
 * and page data such as `localizedStrings` further out. Locale data comes from the i18n family.
 */

/** A field of a JSON node as a template prints it (`{item.id}`). */
export function fieldText(node: unknown, ...path: (string | number)[]): string {
  return toOutput(getPath(node, path));
}

/** The site's `localizedStrings`, seen from the formatted value outwards. */
export function localizedStringsFor(ctx: PluginContext): LocalizedStrings | undefined {
  const strings = ctx.resolve(['localizedStrings']);
  return isObject(strings) ? strings : undefined;
}

/**
 * The product's entry in `productMerchandisingContext` (keyed by its id), seen from the product
 * outwards; none for a product without an id.
 */
export function merchandisingFor(item: unknown, ctx: PluginContext): JsonObject | undefined {
  const id = fieldText(item, 'id');
  const entry = id === '' ? undefined : ctx.resolve(['productMerchandisingContext', id]);
  return isObject(entry) ? entry : undefined;
}

/**
 * An ICU message in the render's locale. Without locale data a message has no text, so every
 * message-built text of the markup is empty then, as the platform renders it.
 */
export function formatMessage(
  ctx: PluginContext,
  pattern: string,
  named: Readonly<Record<string, unknown>>,
  positional: readonly unknown[] = [],
): string {
  return formatLocaleMessage(ctx.locale, pattern, { positional, named: new Map(Object.entries(named)) }, ctx.timeZone);
}

/**
 * Money as the render's locale writes it ("$2,500.00", "2.500,00 €"), `amount` a decimal numeral;
 * `args` are the money formatter's currency options (`style:code`, `no-group`, `maxfrac:0` …).
 * Empty without locale data.
 */
export function currencyText(ctx: PluginContext, amount: string, currencyCode: string, args: readonly string[]): string {
  const cldr = getCldr(ctx.locale);
  return cldr === undefined ? '' : cldr.Numbers.formatCurrency(amount, currencyCode as CurrencyType, currencyOptions(args));
}
