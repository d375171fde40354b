import { TEMPLATE_ENGINE_RULES, hasVariants, hasVariedPrices, isOnSale, isSoldOut } from '../../../commerce';
import type { ProductItem } from '../../../commerce';
import type { PluginContext, Predicate, PredicateTable } from '../types';

/** A predicate about the product at the current scope (`@`). */
function aboutProduct(rule: (item: ProductItem) => boolean): Predicate {
  return (_args, ctx: PluginContext) => rule(ctx.resolve(['@']) as ProductItem);
}

/** The commerce predicates, on the product at the current scope: `{.sold-out?}…{.or}…{.end}`. */
export const COMMERCE_PREDICATES: PredicateTable = {
  'has-variants?': aboutProduct(hasVariants),
  'on-sale?': aboutProduct(isOnSale),
  'sold-out?': aboutProduct(isSoldOut),
  'varied-prices?': aboutProduct((item) => hasVariedPrices(item, TEMPLATE_ENGINE_RULES)),
};
