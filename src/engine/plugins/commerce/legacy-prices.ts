import type { Formatter } from '../types';
import { fromPriceMoney, legacyCentsText, normalPriceMoney, salePriceMoney } from './product-reading';

function centsOf(price: (item: unknown) => unknown): Formatter {
  return (_args, [first]) => first?.set(legacyCentsText(price(first.value)));
}

/** `from-price`: the lowest price a shopper can pay, in legacy cents ("5000"). */
export const fromPriceCents = centsOf(fromPriceMoney);
/** `normal-price`: the highest regular price, in legacy cents. */
export const normalPriceCents = centsOf(normalPriceMoney);
/** `sale-price`: the lowest sale price of the variants on sale, in legacy cents. */
export const salePriceCents = centsOf(salePriceMoney);
