import { STRINGS, localizedText } from '../i18n';
import type { LocalizedStrings } from '../i18n';
import { PRODUCT_TYPE, contentOf, getProductType, variantsOf } from './product-data';
import type { ProductItem, ProductVariant } from './product-data';

/** One choice a shopper makes, e.g. `{ name: "Size", values: ["S", "M", "L"] }`. */
export interface VariantOption {
  readonly name: string;
  readonly values: readonly string[];
}

/** The shopper's choice per option name; an empty string or a missing name means not chosen yet. */
export type VariantSelection = Readonly<Record<string, string | undefined>>;

/** Attribute values may arrive as numbers or booleans; the picker shows and compares their text. */
function attributeText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function optionNamesOf(item: ProductItem): string[] {
  const ordering: unknown = contentOf(item).variantOptionOrdering;
  if (!Array.isArray(ordering)) return [];
  return ordering.filter((name): name is string => typeof name === 'string');
}

/**
 * The options a shopper picks from, in `variantOptionOrdering` order, each with its values in the
 * order the variants first use them. Empty for a product with fewer than 2 variants: there is
 * nothing to choose.
 */
export function getVariantOptions(item: ProductItem): VariantOption[] {
  const variants = variantsOf(item);
  if (variants.length < 2) return [];
  return optionNamesOf(item).map((name) => {
    const values = new Set<string>();
    for (const variant of variants) {
      const text = attributeText(variant.attributes?.[name]);
      if (text !== undefined) values.add(text);
    }
    return { name, values: [...values] };
  });
}

/** Names of the options not chosen yet, in display order. */
export function getMissingOptions(item: ProductItem, selection: VariantSelection): string[] {
  return getVariantOptions(item)
    .map((option) => option.name)
    .filter((name) => !selection[name]);
}

/**
 * The variant matching every chosen option value. A product with a single variant resolves to it
 * whatever the selection; undefined when options are missing or no variant has that combination.
 */
export function findVariant(item: ProductItem, selection: VariantSelection): ProductVariant | undefined {
  const variants = variantsOf(item);
  if (variants.length === 1) return variants[0];
  const options = getVariantOptions(item);
  if (options.length === 0) return undefined;
  return variants.find((variant) =>
    options.every(({ name }) => {
      const chosen = selection[name];
      return Boolean(chosen) && attributeText(variant.attributes?.[name]) === chosen;
    }),
  );
}

/** A variant's option values joined for display: "Blue / Large". Empty when it has none; entries without a value are left out. */
export function getVariantDescriptor(variant: ProductVariant): string {
  const optionValues: unknown = variant.optionValues;
  if (!Array.isArray(optionValues)) return '';
  const texts = optionValues.map((entry: unknown) =>
    typeof entry === 'object' && entry !== null ? attributeText((entry as { value?: unknown }).value) : undefined,
  );
  return texts.filter((text): text is string => text !== undefined).join(' / ');
}

/** The words around one option's picker. */
export interface VariantOptionLabels {
  /** Shown before the picker: the option name; for gift cards "Value". */
  readonly title: string;
  /** The picker's empty first choice and accessible name: "Select Size"; for gift cards "Select Value". */
  readonly prompt: string;
}

/** A label that is just the option's name. */
const OPTION_NAME_PATTERN = '{variantName}';

function fillVariantName(pattern: string, values: { readonly variantName: string }): string {
  return pattern.replace(/\{variantName\}/g, () => values.variantName);
}

/**
 * Labels of an option's picker. Overrides: `productVariantSelectText` (may contain `{variantName}`),
 * and for gift cards `giftCardValueDisplayText` and `giftCardVariantSelectText`.
 */
export function getVariantOptionLabels(item: ProductItem, optionName: string, localizedStrings?: LocalizedStrings): VariantOptionLabels {
  const format = fillVariantName;
  const values = { variantName: optionName };
  if (getProductType(item) === PRODUCT_TYPE.GIFT_CARD) {
    return {
      title: format(localizedText(localizedStrings, 'giftCardValueDisplayText', STRINGS.product.giftCardValueTitle), values),
      prompt: format(localizedText(localizedStrings, 'giftCardVariantSelectText', STRINGS.product.giftCardValuePrompt), values),
    };
  }
  return {
    title: format(OPTION_NAME_PATTERN, values),
    prompt: format(localizedText(localizedStrings, 'productVariantSelectText', STRINGS.product.variantSelectPattern), values),
  };
}
