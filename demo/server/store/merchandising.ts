import { hasUnlimitedStock, isVariantSoldOut, type Product, type RestockNotificationMessages } from './catalogue';

export type { MerchandisingSettings, RestockNotificationMessages } from './catalogue';

/** The most left of a variant for its scarcity message to show. */
const SCARCE_AT_MOST = 3;

/** Spec 000 §3 *Merchandising context per product id*, as far as the demo fills it in. */
export interface MerchandisingContext {
  scarcityEnabled: boolean;
  scarcityText: string;
  scarcityShownByDefault: boolean;
  scarcityTemplateViews: { qtyInStock: number; attributes?: Readonly<Record<string, string>> }[];
  restockNotificationViews: { variantId: string; hiddenByDefault: boolean }[];
  restockNotificationMessages: RestockNotificationMessages | Record<string, never>;
  mailingListSignUpEnabled: boolean;
  mailingListOptInByDefault: boolean;
}

/**
 * The merchandising context of a product, from its settings and its stock: where restock sign-ups
 * are on, a view per sold-out variant (hidden until that variant is chosen, unless the product has
 * one variant); where scarcity messages are on, a view per variant with 1 to 3 left (the same, for
 * its attributes). Undefined when that leaves neither.
 */
export function merchandisingContextFor(product: Product): MerchandisingContext | undefined {
  const { restock, scarcity } = product.merchandising ?? {};
  const single = product.variants.length === 1;
  const soldOut = restock === undefined ? [] : product.variants.filter((variant) => isVariantSoldOut(product, variant));
  const scarce =
    scarcity === undefined
      ? []
      : product.variants.filter(
          (variant) => !hasUnlimitedStock(product, variant) && variant.qtyInStock > 0 && variant.qtyInStock <= SCARCE_AT_MOST,
        );
  if (soldOut.length === 0 && scarce.length === 0) return undefined;
  return {
    scarcityEnabled: scarce.length > 0,
    scarcityText: scarcity?.text ?? '',
    scarcityShownByDefault: single,
    scarcityTemplateViews: scarce.map((variant) =>
      single ? { qtyInStock: variant.qtyInStock } : { qtyInStock: variant.qtyInStock, attributes: variant.attributes },
    ),
    restockNotificationViews: soldOut.map((variant) => ({ variantId: variant.id, hiddenByDefault: !single })),
    restockNotificationMessages: restock?.messages ?? {},
    mailingListSignUpEnabled: restock !== undefined,
    mailingListOptInByDefault: restock?.mailingListOptInByDefault ?? false,
  };
}
