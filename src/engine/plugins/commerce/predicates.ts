import type { Predicate, PredicateTable } from '../types';
import { hasVariants, hasVariedPrices, isOnSale, isSoldOut } from './product-reading';

/** A predicate about the product at the current scope (`@`). */
const aboutProduct =
  (rule: (item: unknown) => boolean): Predicate =>
  (_args, ctx) =>
    rule(ctx.resolve(['@']));

/** The commerce predicates, on the product at the current scope: `{.sold-out?}…{.or}…{.end}`. */
export const COMMERCE_PREDICATES: PredicateTable = {
  'has-variants?': aboutProduct(hasVariants),
  'on-sale?': aboutProduct(isOnSale),
  'sold-out?': aboutProduct(isSoldOut),
  'varied-prices?': aboutProduct(hasVariedPrices),
};
