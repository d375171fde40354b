import { DEFAULT_CURRENCY, compareMoney, moneyFromMinorUnits, parseMoney, zeroMoney } from './money';
import type { CurrencyCode, Money, MoneyInput } from './money';
import { PRODUCT_TYPE, contentOf, getProductType, isFlagSet, readNumber, variantsOf } from './product-data';
import type { PricingOption, ProductItem, ProductVariant } from './product-data';
import { isOnSale, isSubscribable, isSubscriptionAllowed } from './product-state';
import { parseSubscriptionPlan } from './subscriptions';
import type { SubscriptionPlan } from './subscriptions';

export interface PriceOptions {
  /** The currency of amounts that name none (and of legacy minor-unit fields). @default "USD" */
  readonly storeCurrency?: CurrencyCode;
}

/** What one variant (or one pricing option) costs. */
export interface VariantPrices {
  readonly price: Money;
  readonly salePrice: Money;
  readonly onSale: boolean;
}

function readPrice(money: MoneyInput | undefined, legacyMinorUnits: unknown, currency: CurrencyCode): Money {
  const parsed = parseMoney(money, currency);
  if (parsed) return parsed;
  const legacy = readNumber(legacyMinorUnits);
  // Legacy fields hold whole minor units; anything else (or beyond 15 integer places) is no price.
  if (Number.isSafeInteger(legacy)) {
    try {
      return moneyFromMinorUnits(legacy, currency);
    } catch {
      return zeroMoney(currency);
    }
  }
  return zeroMoney(currency);
}

/**
 * The prices of a variant or pricing option: `priceMoney` / `salePriceMoney`, falling back to the
 * legacy minor-unit fields `price` / `salePrice`, else 0 in the store currency.
 */
export function getVariantPrices(variant: ProductVariant | PricingOption, options: PriceOptions = {}): VariantPrices {
  const currency = options.storeCurrency ?? DEFAULT_CURRENCY;
  return {
    price: readPrice(variant.priceMoney, variant.price, currency),
    salePrice: readPrice(variant.salePriceMoney, variant.salePrice, currency),
    onSale: isFlagSet(variant.onSale),
  };
}

/** The amount a shopper pays: the sale price while on sale. */
function payablePrice(prices: VariantPrices): Money {
  return prices.onSale ? prices.salePrice : prices.price;
}

function lowest(amounts: readonly Money[]): Money | undefined {
  return amounts.reduce<Money | undefined>((low, money) => (low && compareMoney(low, money) <= 0 ? low : money), undefined);
}

function highest(amounts: readonly Money[]): Money | undefined {
  return amounts.reduce<Money | undefined>((high, money) => (high && compareMoney(high, money) >= 0 ? high : money), undefined);
}

/** Prices of each variant; gift-card denominations are never on sale. */
function variantPriceList(item: ProductItem, options: PriceOptions): VariantPrices[] {
  const ignoreSales = getProductType(item) === PRODUCT_TYPE.GIFT_CARD;
  return variantsOf(item).map((variant) => {
    const prices = getVariantPrices(variant, options);
    return ignoreSales ? { ...prices, onSale: false } : prices;
  });
}

/** Physical, service and gift-card products are priced per variant; digital products on the product. */
function pricedByVariant(item: ProductItem): boolean {
  const type = getProductType(item);
  return type === PRODUCT_TYPE.PHYSICAL || type === PRODUCT_TYPE.SERVICE || type === PRODUCT_TYPE.GIFT_CARD;
}

function digitalPrices(item: ProductItem, options: PriceOptions): VariantPrices {
  const content = contentOf(item);
  const currency = options.storeCurrency ?? DEFAULT_CURRENCY;
  return {
    price: readPrice(content.priceMoney, undefined, currency),
    salePrice: readPrice(content.salePriceMoney, undefined, currency),
    onSale: isFlagSet(content.onSale),
  };
}

function zeroPrice(options: PriceOptions): Money {
  return zeroMoney(options.storeCurrency ?? DEFAULT_CURRENCY);
}

/**
 * The lowest amount a shopper can pay for the product: the cheapest variant at its sale price
 * while on sale; a digital product's own payable price. 0 (store currency, USD by default) when
 * no price is found.
 */
export function getFromPrice(item: ProductItem, options: PriceOptions = {}): Money {
  if (getProductType(item) === PRODUCT_TYPE.DIGITAL) return payablePrice(digitalPrices(item, options));
  if (!pricedByVariant(item)) return zeroPrice(options);
  return lowest(variantPriceList(item, options).map(payablePrice)) ?? zeroPrice(options);
}

/** The regular (not sale) price: the highest variant price; a digital product's own price. 0 when none is found. */
export function getNormalPrice(item: ProductItem, options: PriceOptions = {}): Money {
  if (getProductType(item) === PRODUCT_TYPE.DIGITAL) return digitalPrices(item, options).price;
  if (!pricedByVariant(item)) return zeroPrice(options);
  return highest(variantPriceList(item, options).map((prices) => prices.price)) ?? zeroPrice(options);
}

/** The sale price: the lowest among variants on sale; a digital product's own sale price. 0 when none is found. */
export function getSalePrice(item: ProductItem, options: PriceOptions = {}): Money {
  if (getProductType(item) === PRODUCT_TYPE.DIGITAL) return digitalPrices(item, options).salePrice;
  if (!pricedByVariant(item)) return zeroPrice(options);
  const onSale = variantPriceList(item, options).filter((prices) => prices.onSale);
  return lowest(onSale.map((prices) => prices.salePrice)) ?? zeroPrice(options);
}

/**
 * Whether one price cannot describe every variant, so the product shows "from {lowest}": some
 * variant differs from the first in being on sale, in its regular price, or (both on sale) in its
 * sale price. Only physical, service and gift-card products have per-variant prices.
 */
export function hasVariedPrices(item: ProductItem, options: PriceOptions = {}): boolean {
  if (!pricedByVariant(item)) return false;
  const [first, ...rest] = variantPriceList(item, options);
  if (!first) return false;
  return rest.some(
    (other) =>
      other.onSale !== first.onSale ||
      compareMoney(other.price, first.price) !== 0 ||
      (first.onSale && compareMoney(other.salePrice, first.salePrice) !== 0),
  );
}

/**
 * How a product's price reads in the storefront's widgets. A `plan` is
 * present on subscribable products: the amount is then per billing period.
 */
export type PriceDisplay =
  /** The product type is unknown or has no price (paywall): show nothing. */
  | { readonly kind: 'none' }
  /** A subscribable product without a usable plan: show "Unavailable". */
  | { readonly kind: 'unavailable' }
  /** Variants differ: "from {price}". */
  | { readonly kind: 'from'; readonly price: Money; readonly plan?: SubscriptionPlan }
  /** On sale: the sale price, then the original price. */
  | { readonly kind: 'sale'; readonly price: Money; readonly originalPrice: Money; readonly plan?: SubscriptionPlan }
  | { readonly kind: 'single'; readonly price: Money; readonly plan?: SubscriptionPlan };

function withPlan<T extends object>(display: T, plan: SubscriptionPlan | undefined): T & { plan?: SubscriptionPlan } {
  return plan ? { ...display, plan } : display;
}

/** Whether the product shows no price at all: an unknown type or a paywall. */
function isUnpriced(item: ProductItem): boolean {
  return getProductType(item) !== PRODUCT_TYPE.DIGITAL && !pricedByVariant(item);
}

/**
 * The product's price display: from-price when prices vary, else sale and original when on sale,
 * else the price. A subscribable product carries its plan, or is unavailable without one.
 */
export function getPriceDisplay(item: ProductItem, options: PriceOptions = {}): PriceDisplay {
  const subscribable = isSubscribable(item);
  if (isUnpriced(item)) return { kind: 'none' };
  let plan: SubscriptionPlan | undefined;
  if (subscribable) {
    plan = parseSubscriptionPlan(contentOf(item).subscriptionPlan);
    if (!plan) return { kind: 'unavailable' };
  }
  if (hasVariedPrices(item, options)) return withPlan({ kind: 'from', price: getFromPrice(item, options) }, plan);
  if (isOnSale(item)) {
    return withPlan({ kind: 'sale', price: getSalePrice(item, options), originalPrice: getNormalPrice(item, options) }, plan);
  }
  return withPlan({ kind: 'single', price: getNormalPrice(item, options) }, plan);
}

/**
 * The price display of a product's subscription pricing: the first pricing option of its
 * lowest-priced variant (the first such variant on a tie), shown as "from" when the product's
 * prices vary, else as a sale when that option is on sale. `none` when that variant has no
 * pricing option, or the product cannot be subscribed to (only physical and service products can).
 */
export function getSubscriptionOptionPriceDisplay(item: ProductItem, options: PriceOptions = {}): PriceDisplay {
  if (!isSubscriptionAllowed(getProductType(item))) return { kind: 'none' };
  const variants = variantsOf(item);
  const prices = variantPriceList(item, options);
  let cheapest: number | undefined;
  prices.forEach((variantPrices, index) => {
    const current = cheapest === undefined ? undefined : prices[cheapest];
    if (!current || compareMoney(payablePrice(variantPrices), payablePrice(current)) < 0) cheapest = index;
  });
  const pricingOptions: unknown = cheapest === undefined ? undefined : variants[cheapest]?.pricingOptions;
  const option: unknown = Array.isArray(pricingOptions) ? pricingOptions[0] : undefined;
  if (typeof option !== 'object' || option === null) return { kind: 'none' };
  const optionPrices = getVariantPrices(option as PricingOption, options);
  if (hasVariedPrices(item, options)) return { kind: 'from', price: payablePrice(optionPrices) };
  if (optionPrices.onSale) return { kind: 'sale', price: optionPrices.salePrice, originalPrice: optionPrices.price };
  return { kind: 'single', price: optionPrices.price };
}
