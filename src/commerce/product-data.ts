import type { MoneyInput } from './money';

/**
 * The product JSON as the platform sends it to templates and widgets. Every field may be missing
 * or malformed in page data, so the readers below check what they read instead of trusting these
 * types.
 */

/** Product type codes. */
export const PRODUCT_TYPE = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
} as const;

export type ProductType = (typeof PRODUCT_TYPE)[keyof typeof PRODUCT_TYPE];

export interface SubscriptionPlanInput {
  readonly billingPeriod?: { readonly value?: number; readonly unit?: string };
  /** 0 or absent: renews until cancelled. */
  readonly numBillingCycles?: number;
  readonly planVersionId?: string;
}

/** One price of a subscribable variant, per subscription option. */
export interface PricingOption {
  readonly priceMoney?: MoneyInput;
  readonly salePriceMoney?: MoneyInput;
  /** Legacy minor units. */
  readonly price?: number | string;
  readonly salePrice?: number | string;
  readonly onSale?: boolean;
  readonly productSubscriptionOptionId?: string;
  readonly subscriptionPlan?: SubscriptionPlanInput;
}

export interface ProductVariant {
  readonly id?: string;
  readonly sku?: string;
  /** Option name → chosen value, e.g. `{ Size: "M", Color: "Red" }`. */
  readonly attributes?: Readonly<Record<string, unknown>>;
  readonly optionValues?: readonly { readonly optionName?: string; readonly value?: unknown }[];
  readonly onSale?: boolean;
  readonly priceMoney?: MoneyInput;
  readonly salePriceMoney?: MoneyInput;
  /** Legacy minor units, read only when `priceMoney` is absent. */
  readonly price?: number | string;
  /** Legacy minor units, read only when `salePriceMoney` is absent. */
  readonly salePrice?: number | string;
  readonly qtyInStock?: number | string;
  readonly unlimited?: boolean;
  readonly pricingOptions?: readonly PricingOption[];
}

export interface ProductContent {
  /** A type code; page data sometimes carries it as a string ("1"). */
  readonly productType?: number | string;
  readonly variants?: readonly ProductVariant[];
  readonly variantOptionOrdering?: readonly string[];
  /** Digital products carry their price and sale flag here rather than on variants. */
  readonly priceMoney?: MoneyInput;
  readonly salePriceMoney?: MoneyInput;
  readonly onSale?: boolean;
  readonly isSubscribable?: boolean | string;
  readonly subscriptionPlan?: SubscriptionPlanInput;
  readonly productSubscriptionOptions?: readonly { readonly id?: string; readonly subscriptionPlan?: SubscriptionPlanInput }[];
  readonly useCustomAddButtonText?: boolean | string;
  readonly customAddButtonText?: string;
  readonly additionalFieldsFormId?: string;
  readonly additionalFieldsForm?: unknown;
}

export interface ProductItem {
  readonly id?: string;
  readonly collectionId?: string;
  readonly structuredContent?: ProductContent;
}

/** `websiteSettings` as far as product rules read it. */
export interface StoreWebsiteSettings {
  readonly storeSettings?: { readonly multipleQuantityAllowedForServices?: boolean };
}

/** One product's entry of `productMerchandisingContext`, as far as product rules read it. */
export interface ProductMerchandising {
  readonly customSoldOutText?: string;
}

const PRODUCT_TYPES: ReadonlySet<number> = new Set(Object.values(PRODUCT_TYPE));

/** The product's type code, accepting "1" as 1; undefined when missing or not a known code. */
export function getProductType(item: ProductItem): ProductType | undefined {
  const raw = contentOf(item).productType;
  const code = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof code === 'number' && PRODUCT_TYPES.has(code) ? (code as ProductType) : undefined;
}

export function contentOf(item: ProductItem): ProductContent {
  const content = (item as { structuredContent?: unknown } | null | undefined)?.structuredContent;
  return typeof content === 'object' && content !== null ? (content as ProductContent) : {};
}

/** The variants that are objects; anything else in the list is ignored. */
export function variantsOf(item: ProductItem): readonly ProductVariant[] {
  const variants: unknown = contentOf(item).variants;
  if (!Array.isArray(variants)) return [];
  return variants.filter((variant): variant is ProductVariant => typeof variant === 'object' && variant !== null);
}

/** JSON flags arrive as `true` or, from some serialisers, as the string "true". */
export function isFlagSet(flag: unknown): boolean {
  return flag === true || flag === 'true';
}

/** A stock count or legacy amount given as a number or a numeric string; NaN otherwise. */
export function readNumber(raw: unknown): number {
  if (typeof raw === 'number') return raw;
  if (typeof raw === 'string' && raw.trim() !== '') return Number(raw);
  return Number.NaN;
}
