import type { RulesOptions } from '../../../commerce';
import type { LocalizedStrings } from '../../../i18n';
import type { PluginContext } from '../types';
import type { LocaleFormat } from './locale-format';
import { isRecord, printedText, resolveFrom, valueAt } from './template-values';
import type { JsonRecord } from './template-values';

/** What a commerce formatter renders with: the plugin context and the render locale's formatting. */
export interface CommerceRender {
  readonly ctx: PluginContext;
  /** Undefined when rendering without locale data. */
  readonly locale: LocaleFormat | undefined;
}

/** Server markup reads product data as the platform's template engine does (see `CommerceRules`). */
export const ENGINE_RULES: RulesOptions = { rules: 'template-engine' };

/** A field of a JSON node as a template prints it (`{item.id}`). */
export function fieldText(node: unknown, ...path: string[]): string {
  return printedText(valueAt(node, path));
}

/** The site's `localizedStrings`, seen from `node` outwards. */
export function localizedStringsFor(node: unknown, ctx: PluginContext): LocalizedStrings | undefined {
  const strings = resolveFrom(node, ['localizedStrings'], ctx);
  return isRecord(strings) ? strings : undefined;
}

/**
 * The product's entry in `productMerchandisingContext` (keyed by its id), seen from the product
 * outwards; none for a product without an id.
 */
export function merchandisingFor(item: unknown, ctx: PluginContext): JsonRecord | undefined {
  const id = fieldText(item, 'id');
  const entry = id === '' ? undefined : resolveFrom(item, ['productMerchandisingContext', id], ctx);
  return isRecord(entry) ? entry : undefined;
}

/**
 * An ICU message in the render's locale. Without locale data a message has no text, so every
 * message-built text of the markup is empty then, as the platform renders it.
 */
export function formatMessage(
  render: CommerceRender,
  pattern: string,
  named: Readonly<Record<string, unknown>>,
  positional?: readonly unknown[],
): string {
  return render.locale ? render.locale.message(pattern, named, positional) : '';
}
