import { moneyFromMinorUnits, toDecimalString, type CurrencyCode } from '../../../src/commerce';

/** Stored minor units as the platform's decimal string: 1250 USD → "12.50", 4800 JPY → "4800". */
function minorUnitsToDecimal(minorUnits: number, currency: string): string {
  return toDecimalString(moneyFromMinorUnits(minorUnits, currency as CurrencyCode));
}
import type { FormDefinition } from '../../../src/forms';
import { isOnSale, unitPriceCents, type Product, type ProductTypeCode, type SubscriptionPlan, type Variant } from './catalogue';
import { RECORD_TYPE_STORE_ITEM } from '../site';

/** Spec 001 money: a decimal string with its currency. */
export interface MoneyValue {
  currency: string;
  value: string;
}

/** Spec 000 money: the same amount as `decimalValue` with `currencyCode`. */
export interface DecimalMoney {
  decimalValue: string;
  currencyCode: string;
}

/** A variant as the template engine reads it (spec 001 §3 *Variant*). */
export interface VariantItem {
  id: string;
  sku: string;
  attributes: Readonly<Record<string, string>>;
  optionValues: { optionName: string; value: string }[];
  onSale: boolean;
  /** Legacy minor-unit amounts, printed by `normal-price` and `sale-price`. */
  price: number;
  salePrice: number;
  priceMoney: MoneyValue;
  salePriceMoney: MoneyValue;
  qtyInStock: number;
  unlimited: boolean;
  /** The product image shown while this variant is chosen; the variant picker switches to it. Absent: none. */
  mainImageId?: string;
}

/**
 * The page context's `product`: the fields spec 000 §3 *Product* names (id, name, productType,
 * variants with `price.decimalValue`, price) beside the item fields spec 001 §3 *Product item* names
 * (collectionId, structuredContent …), so widgets and, later, the template engine read the same JSON.
 */
export interface PageContextProduct {
  id: string;
  name: string;
  productType: ProductTypeCode;
  /** The lowest price a shopper pays now (sale prices included). */
  price: DecimalMoney;
  variants: { sku: string; price: DecimalMoney; attributes: Readonly<Record<string, string>> }[];
  collectionId: string;
  recordType: typeof RECORD_TYPE_STORE_ITEM;
  title: string;
  urlId: string;
  fullUrl: string;
  structuredContent: {
    productType: ProductTypeCode;
    variants: VariantItem[];
    isSubscribable: boolean;
    /** Present on subscribable products. */
    subscriptionPlan?: SubscriptionPlan;
    priceMoney: MoneyValue;
    salePriceMoney: MoneyValue;
    onSale: boolean;
    /** Present with a form, like the form itself. */
    additionalFieldsFormId?: string;
    additionalFieldsForm?: FormDefinition;
    useCustomAddButtonText: boolean;
    customAddButtonText: string;
    variantOptionOrdering: readonly string[];
  };
}

/** The path of a product's page. */
export function productPath(product: Product): string {
  return `/products/${encodeURIComponent(product.slug)}`;
}

function moneyValue(minorUnits: number, currency: string): MoneyValue {
  return { currency, value: minorUnitsToDecimal(minorUnits, currency) };
}

function decimalMoney(minorUnits: number, currency: string): DecimalMoney {
  return { decimalValue: minorUnitsToDecimal(minorUnits, currency), currencyCode: currency };
}

function variantItem(product: Product, variant: Variant): VariantItem {
  return {
    id: variant.id,
    sku: variant.sku,
    attributes: variant.attributes,
    optionValues: product.variantOptionOrdering.flatMap((optionName) => {
      const value = variant.attributes[optionName];
      return value === undefined ? [] : [{ optionName, value }];
    }),
    onSale: variant.onSale,
    price: variant.priceCents,
    salePrice: variant.salePriceCents,
    priceMoney: moneyValue(variant.priceCents, product.currency),
    salePriceMoney: moneyValue(variant.salePriceCents, product.currency),
    qtyInStock: variant.qtyInStock,
    unlimited: variant.unlimited,
    ...(variant.mainImageId === null ? {} : { mainImageId: variant.mainImageId }),
  };
}

export function toPageContextProduct(product: Product): PageContextProduct {
  const [first] = product.variants;
  if (first === undefined) throw new RangeError(`Product "${product.id}" has no variants`);
  const lowest = Math.min(...product.variants.map(unitPriceCents));
  return {
    id: product.id,
    name: product.name,
    productType: product.productType,
    price: decimalMoney(lowest, product.currency),
    variants: product.variants.map((variant) => ({
      sku: variant.sku,
      price: decimalMoney(unitPriceCents(variant), product.currency),
      attributes: variant.attributes,
    })),
    collectionId: product.collectionId,
    recordType: RECORD_TYPE_STORE_ITEM,
    title: product.name,
    urlId: product.slug,
    fullUrl: productPath(product),
    structuredContent: {
      productType: product.productType,
      variants: product.variants.map((variant) => variantItem(product, variant)),
      isSubscribable: product.subscriptionPlan !== null,
      ...(product.subscriptionPlan === null ? {} : { subscriptionPlan: product.subscriptionPlan }),
      // A single-priced product's own price: its first variant's, as the platform reports it.
      priceMoney: moneyValue(first.priceCents, product.currency),
      salePriceMoney: moneyValue(first.salePriceCents, product.currency),
      onSale: isOnSale(product),
      ...(product.additionalFieldsForm === null
        ? {}
        : { additionalFieldsFormId: product.additionalFieldsForm.id, additionalFieldsForm: product.additionalFieldsForm }),
      useCustomAddButtonText: product.customAddButtonText !== null,
      customAddButtonText: product.customAddButtonText ?? '',
      variantOptionOrdering: product.variantOptionOrdering,
    },
  };
}
