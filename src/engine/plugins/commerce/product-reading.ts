/**
 * Product JSON read the way the platform's template engine reads it, quirks included, so the
 * family's markup matches the platform's for any page data, well formed or not: a type code read
 * as templates read numbers (`"1abc"` is physical), amounts parsed as decimals (an amount that does
 * not parse is 0, and the decimal library ranks 0 above amounts under 1), every entry of the variant
 * list counted, flags read by template truthiness. The storefront's widgets read products more
 * carefully (`src/commerce`); this reading is for markup the platform would print.
 */
import { Decimal } from '@phensley/cldr';
import { asBoolean, asNumber, asText, deepEqual, isTruthy, lookupIn } from '../../values';

/** The platform's product type codes. `UNDEFINED` is a code of its own: an unknown code is no type at all. */
export const PRODUCT = { UNDEFINED: -1, PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4 } as const;
export type ProductKind = (typeof PRODUCT)[keyof typeof PRODUCT];

/** A member by name or index: own members of objects, numeric indices of arrays (the platform's `path`). */
export function at(node: unknown, ...keys: readonly (string | number)[]): unknown {
  let value = node;
  for (const key of keys) {
    if (typeof value !== 'object' || value === null) return undefined;
    if (Array.isArray(value)) {
      if (typeof key !== 'number') return undefined;
      value = value[key];
    } else {
      if (!Object.prototype.hasOwnProperty.call(value, key)) return undefined;
      value = (value as Record<string, unknown>)[key];
    }
  }
  return typeof value === 'function' ? undefined : value;
}

/** Equality of two members, a missing one equal to `null`. */
export function sameValue(a: unknown, b: unknown): boolean {
  return deepEqual(a ?? null, b ?? null);
}

/** The product's type; `undefined` for a code the platform does not know (a paywall's 5, a missing type). */
export function productType(item: unknown): ProductKind | undefined {
  const code = asNumber(at(item, 'structuredContent', 'productType'));
  switch (code) {
    case PRODUCT.UNDEFINED:
    case PRODUCT.PHYSICAL:
    case PRODUCT.DIGITAL:
    case PRODUCT.SERVICE:
    case PRODUCT.GIFT_CARD:
      return code;
    default:
      return undefined;
  }
}

/** The variant list, if it is a list. */
export function variantList(item: unknown): readonly unknown[] | undefined {
  const variants = at(item, 'structuredContent', 'variants');
  return Array.isArray(variants) ? variants : undefined;
}

export function isSubscribable(item: unknown): boolean {
  return asBoolean(at(item, 'structuredContent', 'isSubscribable'));
}

export function hasVariants(item: unknown): boolean {
  const variants = variantList(item);
  return productType(item) !== PRODUCT.DIGITAL && variants !== undefined && variants.length > 1;
}

/** What a product prices at when it has no price of its own. */
export const DEFAULT_MONEY: Readonly<Record<string, string>> = Object.freeze({ value: '0', currency: 'USD' });

const ZERO = new Decimal('0');

/** A money node's `value` as a decimal; 0 when missing, empty or not a decimal numeral. */
export function amountOf(money: unknown): Decimal {
  const text = asText(at(money, 'value'));
  if (text === '') return ZERO;
  try {
    return new Decimal(text);
  } catch {
    return ZERO;
  }
}

/** A money node's currency code as written (trimmed), `USD` when missing. */
export function currencyOf(money: unknown): string {
  const currency = at(money, 'currency');
  return currency === undefined ? 'USD' : asText(currency).trim();
}

/** A money node's amount in hundredths, whatever the currency ("19.99" is 1999). */
export function legacyCents(money: unknown): Decimal {
  return amountOf(money).movePoint(2);
}

/**
 * An amount of 1 or more with at most two decimals ("19.99"), as nearly every price is written.
 * As a number it is exact to the cent and orders as the decimal library orders it (which ranks 0
 * oddly, hence the leading digit), so it can be read without building a decimal.
 */
const PLAIN_AMOUNT = /^[1-9][0-9]{0,12}(?:\.[0-9]{1,2})?$/;

/** A money node's amount as a number when it is a plain amount, else `undefined`. */
export function plainAmountOf(money: unknown): number | undefined {
  const value = at(money, 'value');
  if (typeof value !== 'string' || !PLAIN_AMOUNT.test(value)) return undefined;
  return Number(value);
}

/**
 * A plain amount's hundredths (1999 for "19.99"), else `undefined`. The amount's number is the
 * nearest double to its hundredths over 100, so `Math.round(amount * 100)` is those hundredths
 * (the product's error stays under a quarter of one below 10^15), without building a decimal.
 */
export function plainCentsOf(money: unknown): number | undefined {
  const plain = plainAmountOf(money);
  return plain === undefined ? undefined : Math.round(plain * 100);
}

/** `legacyCents(money)` as text ("1999"). */
export function legacyCentsText(money: unknown): string {
  const cents = plainCentsOf(money);
  return cents === undefined ? legacyCents(money).toString() : String(cents);
}

/** The sign of `a`'s amount minus `b`'s, as the decimal library compares them. */
function compareMoney(a: unknown, b: unknown): number {
  const x = plainAmountOf(a);
  const y = plainAmountOf(b);
  if (x !== undefined && y !== undefined) return Math.sign(x - y);
  return amountOf(a).compare(amountOf(b));
}

/** The money a variant sells at: its sale price while on sale, else its price. */
function sellingMoney(variant: unknown): unknown {
  return isTruthy(lookupIn(variant, 'onSale')) ? at(variant, 'salePriceMoney') : at(variant, 'priceMoney');
}

/**
 * The index of the variant whose money (read by `money`) beats every one before it by `beats`
 * (given the sign of their difference), ties going to the first; 0 for a single variant.
 */
function winningVariant(variants: readonly unknown[], money: (variant: unknown) => unknown, beats: (sign: number) => boolean): number {
  let winner = 0;
  let held = money(variants[0]);
  for (let i = 1; i < variants.length; i++) {
    const candidate = money(variants[i]);
    if (beats(compareMoney(candidate, held))) {
      winner = i;
      held = candidate;
    }
  }
  return winner;
}

const lower = (sign: number) => sign < 0;
const higher = (sign: number) => sign > 0;
const regularMoney = (variant: unknown) => at(variant, 'priceMoney');

/** The money of the winning variant (gift cards, physical products, services), or a digital product's own price. */
function variantPriceMoney(item: unknown, money: (variant: unknown) => unknown, beats: (sign: number) => boolean): unknown {
  switch (productType(item)) {
    case PRODUCT.GIFT_CARD:
    case PRODUCT.PHYSICAL:
    case PRODUCT.SERVICE: {
      const variants = variantList(item);
      if (variants === undefined || variants.length === 0) return DEFAULT_MONEY;
      return money(variants[winningVariant(variants, money, beats)]);
    }
    case PRODUCT.DIGITAL:
      return at(item, 'structuredContent', 'priceMoney') ?? DEFAULT_MONEY;
    default:
      return DEFAULT_MONEY;
  }
}

/** The lowest selling price among the variants, or the digital price. */
export const fromPriceMoney = (item: unknown): unknown => variantPriceMoney(item, sellingMoney, lower);

/** The highest regular price among the variants, or the digital price. */
export const normalPriceMoney = (item: unknown): unknown => variantPriceMoney(item, regularMoney, higher);

/** The lowest sale price among the variants on sale, or the digital sale price. */
export function salePriceMoney(item: unknown): unknown {
  switch (productType(item)) {
    case PRODUCT.PHYSICAL:
    case PRODUCT.SERVICE: {
      const variants = variantList(item);
      if (variants === undefined || variants.length === 0) return DEFAULT_MONEY;
      let money: unknown = undefined;
      let found = false;
      for (const variant of variants) {
        if (!isTruthy(lookupIn(variant, 'onSale'))) continue;
        const candidate = at(variant, 'salePriceMoney');
        if (!found) {
          found = true;
          money = candidate;
        } else if (compareMoney(candidate, money) < 0) {
          money = candidate;
        }
      }
      // A variant on sale without sale money stands for a missing price, not the default one.
      return found ? money : DEFAULT_MONEY;
    }
    case PRODUCT.DIGITAL:
      return at(item, 'structuredContent', 'salePriceMoney') ?? DEFAULT_MONEY;
    default:
      return DEFAULT_MONEY;
  }
}

/** Stock left across the variants; unlimited (a variant marked so, digital goods, gift cards) is `MAX_SAFE_INTEGER`. */
export function totalStock(item: unknown): number {
  const type = productType(item);
  if (type === PRODUCT.DIGITAL || type === PRODUCT.GIFT_CARD) return Number.MAX_SAFE_INTEGER;
  const variants = variantList(item);
  let total = 0;
  for (const variant of variants ?? []) {
    if (isTruthy(lookupIn(variant, 'unlimited'))) return Number.MAX_SAFE_INTEGER;
    total += asNumber(lookupIn(variant, 'qtyInStock'));
  }
  return total;
}

/** Whether the variants differ from the first in `onSale`, `price` or (first on sale) `salePrice`, as given. */
export function hasVariedPrices(item: unknown): boolean {
  switch (productType(item)) {
    case PRODUCT.GIFT_CARD:
    case PRODUCT.PHYSICAL:
    case PRODUCT.SERVICE: {
      const variants = variantList(item);
      if (variants === undefined || variants.length === 0) return false;
      const first = variants[0];
      const onSale = lookupIn(first, 'onSale');
      for (let i = 1; i < variants.length; i++) {
        const variant = variants[i];
        if (!sameValue(lookupIn(variant, 'onSale'), onSale)) return true;
        if (isTruthy(onSale) && !sameValue(lookupIn(variant, 'salePrice'), lookupIn(first, 'salePrice'))) return true;
        if (!sameValue(lookupIn(variant, 'price'), lookupIn(first, 'price'))) return true;
      }
      return false;
    }
    default:
      return false;
  }
}

export function isOnSale(item: unknown): boolean {
  switch (productType(item)) {
    case PRODUCT.PHYSICAL:
    case PRODUCT.SERVICE:
      return (variantList(item) ?? []).some((variant) => isTruthy(lookupIn(variant, 'onSale')));
    case PRODUCT.DIGITAL:
      return isTruthy(lookupIn(lookupIn(item, 'structuredContent'), 'onSale'));
    default:
      return false;
  }
}

/** Sold out: physical or service with no unlimited variant and none in stock; an unknown type counts as sold out. */
export function isSoldOut(item: unknown): boolean {
  switch (productType(item)) {
    case PRODUCT.PHYSICAL:
    case PRODUCT.SERVICE:
      return !(variantList(item) ?? []).some(
        (variant) => isTruthy(lookupIn(variant, 'unlimited')) || asNumber(lookupIn(variant, 'qtyInStock')) > 0,
      );
    case PRODUCT.DIGITAL:
    case PRODUCT.GIFT_CARD:
      return false;
    default:
      return true;
  }
}

/**
 * The pricing options (subscription prices) of the variant selling lowest, for physical products
 * and services; `undefined` for other types or without variants.
 */
export function pricingOptionsOfLowestVariant(item: unknown): unknown {
  const type = productType(item);
  if (type !== PRODUCT.PHYSICAL && type !== PRODUCT.SERVICE) return undefined;
  const variants = variantList(item);
  if (variants === undefined || variants.length === 0) return undefined;
  return at(variants[winningVariant(variants, sellingMoney, lower)], 'pricingOptions');
}

/** One option a shopper picks, with its values in the order the variants first use them. */
export interface VariantOption {
  readonly name: string;
  readonly values: string[];
}

/**
 * The options of a product with two variants or more, in `variantOptionOrdering` order; an option
 * named twice collects its values at its first place only.
 */
export function variantOptions(item: unknown): VariantOption[] {
  const content = lookupIn(item, 'structuredContent');
  const variants = lookupIn(content, 'variants');
  const count = sizeOfNode(variants);
  if (count <= 1) return [];
  const ordering = lookupIn(content, 'variantOptionOrdering');
  // Plain loops, as this runs for every product of a listing. A name fills the first option of
  // that name (a repeated name in the ordering gets no values, as on the platform).
  const optionCount = sizeOfNode(ordering);
  const options: VariantOption[] = [];
  for (let i = 0; i < optionCount; i++) options.push({ name: asText(lookupIn(ordering, i)), values: [] });
  for (let i = 0; i < count; i++) {
    const attributes = lookupIn(lookupIn(variants, i), 'attributes');
    if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) continue;
    for (const name of Object.keys(attributes)) {
      let option: VariantOption | undefined;
      for (let k = 0; k < options.length && option === undefined; k++) if ((options[k] as VariantOption).name === name) option = options[k];
      if (option === undefined) continue;
      const value = asText(lookupIn(attributes, name));
      if (!option.values.includes(value)) option.values.push(value);
    }
  }
  return options;
}

/** Elements of an array or members of an object; 0 for anything else. */
function sizeOfNode(node: unknown): number {
  if (Array.isArray(node)) return node.length;
  return typeof node === 'object' && node !== null ? Object.keys(node).length : 0;
}

/** A variant's option values joined by ` / `, an entry without a value leaving its place empty. */
export function variantDescriptor(variant: unknown): string {
  const values = lookupIn(variant, 'optionValues');
  const count = sizeOfNode(values);
  const texts: string[] = [];
  for (let i = 0; i < count; i++) texts.push(asText(lookupIn(lookupIn(values, i), 'value')));
  return texts.join(' / ');
}
