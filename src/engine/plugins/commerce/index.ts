/**
 * The engine's commerce family: the 20 formatters and 4 predicates that render products, carts
 * and order summaries, reading product data through `src/commerce` under its template-engine
 * rules so the markup matches the platform's byte for byte.
 */
export { COMMERCE_FORMATTERS, createCommerceFormatters } from './formatters';
export type { CommerceFormatterOptions } from './formatters';
export { COMMERCE_PREDICATES } from './predicates';
export { createCldrLocaleFormats, loadInstalledPack } from './cldr-locale-format';
export type { CldrPackLoader } from './cldr-locale-format';
export type { LocaleFormat, LocaleFormats } from './locale-format';
