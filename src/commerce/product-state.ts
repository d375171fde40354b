import { STRINGS, localizedText } from '../i18n';
import type { LocalizedStrings } from '../i18n';
import { PRODUCT_TYPE, contentOf, getProductType, isFlagSet, readNumber, variantsOf } from './product-data';
import type { ProductItem, ProductMerchandising, ProductType, StoreWebsiteSettings } from './product-data';

/**
 * Units a shopper can still buy across all variants. Digital products and gift cards never run
 * out (Infinity), nor does a physical or service product with an unlimited variant. Other types
 * (paywall, unknown) have nothing to sell: 0. Negative or unreadable counts count as 0.
 */
export function getTotalStockRemaining(item: ProductItem): number {
  const type = getProductType(item);
  if (type === PRODUCT_TYPE.DIGITAL || type === PRODUCT_TYPE.GIFT_CARD) return Number.POSITIVE_INFINITY;
  if (type !== PRODUCT_TYPE.PHYSICAL && type !== PRODUCT_TYPE.SERVICE) return 0;
  let total = 0;
  for (const variant of variantsOf(item)) {
    if (isFlagSet(variant.unlimited)) return Number.POSITIVE_INFINITY;
    const count = readNumber(variant.qtyInStock);
    if (count > 0) total += count;
  }
  return total;
}

/**
 * Sold out: a physical or service product with no unlimited variant and no variant in stock. A
 * product of unknown type counts as sold out; digital products and gift cards never are.
 */
export function isSoldOut(item: ProductItem): boolean {
  return getTotalStockRemaining(item) === 0;
}

/**
 * On sale: a physical or service product with any variant on sale, or a digital product with its
 * own sale flag. Gift cards and other types are never on sale.
 */
export function isOnSale(item: ProductItem): boolean {
  const type = getProductType(item);
  if (type === PRODUCT_TYPE.DIGITAL) return isFlagSet(contentOf(item).onSale);
  if (type !== PRODUCT_TYPE.PHYSICAL && type !== PRODUCT_TYPE.SERVICE) return false;
  return variantsOf(item).some((variant) => isFlagSet(variant.onSale));
}

/** More than one variant to choose between. A digital product is sold as itself, never by variant. */
export function hasVariants(item: ProductItem): boolean {
  return getProductType(item) !== PRODUCT_TYPE.DIGITAL && variantsOf(item).length > 1;
}

/** The product is flagged subscribable, so it is labelled and priced as a subscription. */
export function isSubscribable(item: ProductItem): boolean {
  return isFlagSet(contentOf(item).isSubscribable);
}

/** Services may be bought several at a time unless the store turns that off. @default true */
export function isMultipleQuantityAllowedForServices(websiteSettings: StoreWebsiteSettings | undefined): boolean {
  return websiteSettings?.storeSettings?.multipleQuantityAllowedForServices !== false;
}

/**
 * Whether the product offers a quantity input: physical products, and services unless the store
 * forbids multiple quantities; never a subscribable product; and only with more than 1 unit in stock.
 */
export function isQuantityInputShown(item: ProductItem, websiteSettings?: StoreWebsiteSettings): boolean {
  const type = getProductType(item);
  const typeAllows =
    type === PRODUCT_TYPE.PHYSICAL || (type === PRODUCT_TYPE.SERVICE && isMultipleQuantityAllowedForServices(websiteSettings));
  return typeAllows && !isSubscribable(item) && getTotalStockRemaining(item) > 1;
}

/**
 * The add-to-cart button's label: the merchant's custom text when turned on and non-empty; else
 * "Subscribe" for a subscribable product; else "Add To Cart" (each overridable through
 * `localizedStrings.productSubscribeText` / `productAddToCartText`).
 */
export function getAddToCartLabel(item: ProductItem, localizedStrings?: LocalizedStrings): string {
  const content = contentOf(item);
  const custom = content.customAddButtonText;
  if (isFlagSet(content.useCustomAddButtonText) && typeof custom === 'string' && custom !== '') return custom;
  if (isSubscribable(item)) return localizedText(localizedStrings, 'productSubscribeText', STRINGS.addToCart.subscribeLabel);
  return localizedText(localizedStrings, 'productAddToCartText', STRINGS.addToCart.label);
}

export type ProductStatusKind = 'sold-out' | 'sale';

/** The badge on a product: its kind (a CSS-friendly name) and its text. */
export interface ProductStatus {
  readonly kind: ProductStatusKind;
  readonly text: string;
}

/**
 * The product's badge, sold out before on sale, or undefined when neither applies. Sold-out text:
 * the merchant's `customSoldOutText`, else `localizedStrings.productSoldOutText`, else "sold out".
 * Sale text: `localizedStrings.productSaleText`, else "sale". Text is plain, not escaped.
 */
export function getProductStatus(
  item: ProductItem,
  options: { readonly localizedStrings?: LocalizedStrings; readonly merchandising?: ProductMerchandising } = {},
): ProductStatus | undefined {
  const { localizedStrings, merchandising } = options;
  if (isSoldOut(item)) {
    const soldOutText = localizedText(localizedStrings, 'productSoldOutText', STRINGS.product.soldOutMark);
    const custom = merchandising?.customSoldOutText;
    return { kind: 'sold-out', text: typeof custom === 'string' && custom !== '' ? custom : soldOutText };
  }
  if (isOnSale(item)) {
    return { kind: 'sale', text: localizedText(localizedStrings, 'productSaleText', STRINGS.product.saleMark) };
  }
  return undefined;
}

/**
 * Subscriptions are sold only for physical and service products. (Templates still label any
 * product flagged subscribable with "Subscribe"; this is the rule for actually subscribing.)
 */
export function isSubscriptionAllowed(productType: ProductType | undefined): boolean {
  return productType === PRODUCT_TYPE.PHYSICAL || productType === PRODUCT_TYPE.SERVICE;
}
