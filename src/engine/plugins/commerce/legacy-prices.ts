import { TEMPLATE_ENGINE_RULES, formatLegacyCents, getFromPrice, getNormalPrice, getSalePrice } from '../../../commerce';
import type { Money, PriceOptions, ProductItem } from '../../../commerce';

type PriceRule = (item: ProductItem, options: PriceOptions) => Money;

function centsOf(rule: PriceRule): (item: unknown) => string {
  return (item) => formatLegacyCents(rule(item as ProductItem, TEMPLATE_ENGINE_RULES), TEMPLATE_ENGINE_RULES);
}

/** `from-price`: the lowest price a shopper can pay, in legacy cents ("5000"). */
export const fromPriceCents = centsOf(getFromPrice);
/** `normal-price`: the highest regular price, in legacy cents. */
export const normalPriceCents = centsOf(getNormalPrice);
/** `sale-price`: the lowest sale price of the variants on sale, in legacy cents. */
export const salePriceCents = centsOf(getSalePrice);
