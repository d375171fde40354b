import { hasUnlimitedStock, isVariantSoldOut, type Product } from './catalogue';

/** The most left of a variant for its scarcity message to show. */
const SCARCE_AT_MOST = 3;

/**
 * What the demo merchant wrote in the site editor for restock sign-ups and scarcity messages: the
 * demo's copy, not storefront strings. The Linen Shirt has its own success text; other products
 * leave it out, so the storefront's "Signed up!" shows.
 */
const MERCHANT_COPY = {
  restock: {
    CTAText: 'Sold out for now. Leave your email and we will tell you when it is back.',
    placeholderText: 'Email address',
    buttonText: 'Notify Me',
    mailingListDescription: 'Also send me the shop newsletter',
  },
  successTexts: { 'linen-shirt': 'Thank you! We will email you when it is back in stock.' } as Readonly<Record<string, string>>,
  /** Shoppers are signed up to the newsletter unless they untick it, on these products. */
  optInByDefault: new Set(['enamel-mug']),
  scarcityText: 'Only {qtyInStock} left!',
} as const;

/** Spec 000 §3 *Merchandising context per product id*, as far as the demo fills it in. */
export interface MerchandisingContext {
  scarcityEnabled: boolean;
  scarcityText: string;
  scarcityShownByDefault: boolean;
  scarcityTemplateViews: { qtyInStock: number; attributes?: Readonly<Record<string, string>> }[];
  restockNotificationViews: { variantId: string; hiddenByDefault: boolean }[];
  restockNotificationMessages: typeof MERCHANT_COPY.restock & { successText?: string };
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
}

/**
 * The merchandising context of a product: a restock sign-up view per sold-out variant (hidden until
 * that variant is chosen, unless the product has one variant) and a scarcity message per variant
 * with 1 to 3 left (the same, for its attributes). Undefined for a product with neither.
 */
export function merchandisingContextFor(product: Product): MerchandisingContext | undefined {
  const single = product.variants.length === 1;
  const soldOut = product.variants.filter((variant) => isVariantSoldOut(product, variant));
  const scarce = product.variants.filter((variant) => !hasUnlimitedStock(product, variant) && variant.qtyInStock > 0 && variant.qtyInStock <= SCARCE_AT_MOST);
  if (soldOut.length === 0 && scarce.length === 0) return undefined;
  const successText = MERCHANT_COPY.successTexts[product.slug];
  return {
    scarcityEnabled: scarce.length > 0,
    scarcityText: MERCHANT_COPY.scarcityText,
    scarcityShownByDefault: single,
    scarcityTemplateViews: scarce.map((variant) => (single ? { qtyInStock: variant.qtyInStock } : { qtyInStock: variant.qtyInStock, attributes: variant.attributes })),
    restockNotificationViews: soldOut.map((variant) => ({ variantId: variant.id, hiddenByDefault: !single })),
    restockNotificationMessages: { ...MERCHANT_COPY.restock, ...(successText === undefined ? {} : { successText }) },
    mailingListSignUpEnabled: true,
    mailingListOptInByDefault: MERCHANT_COPY.optInByDefault.has(product.slug),
  };
}
