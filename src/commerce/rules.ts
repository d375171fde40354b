/**
 * Which reading of product data a rule applies.
 *
 * - `storefront` (the default): the storefront's own reading, shared by every widget.
 * - `template-engine`: the reading of the platform's template engine, so that markup rendered on
 *   the server matches it byte for byte. It differs only on data the storefront reads more
 *   carefully: legacy money counts every currency in hundredths (¥50 prints "50.00" and "5000");
 *   prices come from `priceMoney` / `salePriceMoney` alone (legacy `price` / `salePrice` read as
 *   0); a digital product's from-price is its regular price even on sale; a gift card's
 *   from-price counts sale prices; prices vary when a variant's `price`, `onSale` or (both on
 *   sale) `salePrice` field differs from the first variant's as given; and only the type code
 *   -1 hides the price (a paywall or unknown type is priced at 0). Where a rule takes the option
 *   (`getProductType`, stock, sold out, on sale), flags are read by template truthiness and
 *   counts and type codes as templates read numbers (`"1abc"` is 1, `true` is 1).
 */
export type CommerceRules = 'storefront' | 'template-engine';

/** Options of the rules that read differently under {@link CommerceRules}. */
export interface RulesOptions {
  /** @default "storefront" */
  readonly rules?: CommerceRules;
}

/** The template engine's reading, for the engine's formatters and predicates. */
export const TEMPLATE_ENGINE_RULES: RulesOptions = Object.freeze({ rules: 'template-engine' });

export function usesTemplateEngineRules(options: RulesOptions | undefined): boolean {
  return options?.rules === 'template-engine';
}
