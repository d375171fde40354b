/** Product type codes a cart entry carries (spec 000 §3): physical 1, digital 2, service 3, gift card 4. */
export type CartProductType = 1 | 2 | 3 | 4;

export interface ChosenVariant {
  readonly sku: string;
  readonly attributes: Readonly<Record<string, string>>;
}

/** One line of the cart (spec 000 §3 *Cart entry*). Money is in cents. */
export interface CartEntry {
  readonly id: string;
  readonly itemId: string;
  readonly quantity: number;
  readonly chosenVariant: ChosenVariant;
  readonly title: string;
  readonly subTotal: number;
  readonly purchasePriceCents: number;
  readonly productType: CartProductType;
  /** The additional-fields form answers as a JSON string, or `null`. */
  readonly additionalFields: string | null;
}

/** The shopper's cart (spec 000 §3 *Shopping cart*). Money is in cents; an empty cart has id `""`. */
export interface ShoppingCart {
  readonly id: string;
  readonly websiteId: string;
  readonly orderId: string;
  /** Epoch milliseconds. */
  readonly created: number;
  readonly isPurchased: boolean;
  readonly entries: readonly CartEntry[];
  readonly shippingOptions: readonly unknown[];
  readonly selectedShippingOption: unknown;
  readonly shippingLocation: Readonly<Record<string, unknown>>;
  readonly applicableTaxRules: readonly unknown[];
  readonly coupons: readonly unknown[];
  readonly validCoupons: readonly unknown[];
  readonly invalidCoupons: readonly unknown[];
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly shippingCostCents: number;
  readonly discountCents: number;
  readonly grandTotalCents: number;
  readonly totalQuantity: number;
  readonly hasDigital: boolean;
  readonly purelyDigital: boolean;
  readonly requiresShipping: boolean;
}

/** What `addEntry` sends (spec 000 §7 `POST /api/commerce/shopping-cart/entries`). */
export interface AddEntryInput {
  readonly itemId: string;
  readonly sku: string;
  /** A whole number of at least 1. */
  readonly quantity: number;
  /** The additional-fields form answers, already serialised as a JSON string. */
  readonly additionalFields?: string;
}

/** The platform's answer to an add: the whole cart and the entry just added or incremented. */
export interface AddEntryResult {
  readonly shoppingCart: ShoppingCart;
  readonly newlyAdded: CartEntry;
}

/** What `updateAdditionalFields` sends (spec 000 §7 `PUT …/entries/{entryId}/additionalFields`). */
export interface UpdateAdditionalFieldsInput {
  readonly entryId: string;
  readonly itemId: string;
  readonly sku: string;
  /** The new answers, serialised as a JSON string. */
  readonly additionalFields: string;
}

/** The platform's answer to an additional-fields update: the whole cart and the entry as it now is. */
export interface UpdateAdditionalFieldsResult {
  readonly shoppingCart: ShoppingCart;
  readonly updatedEntry: CartEntry;
}

/** What `updateEntryQuantity` sends: `PUT …/entries/{entryId}/quantity` `{quantity}` (a path of ours; the spec lists none). */
export interface UpdateEntryQuantityInput {
  readonly entryId: string;
  /** A whole number from 1 to 9999. */
  readonly quantity: number;
}

/** The platform's answer to a quantity change: the whole cart and the entry as it now is. */
export interface UpdateEntryQuantityResult {
  readonly shoppingCart: ShoppingCart;
  readonly updatedEntry: CartEntry;
}

/** The platform's answer to `DELETE …/entries/{entryId}`: the cart without the entry, and the entry as it was. */
export interface RemoveEntryResult {
  readonly shoppingCart: ShoppingCart;
  readonly removedEntry: CartEntry;
}

/** The platform's answer to `POST …/entries/{entryId}/restore`: the cart with the entry back, and the entry as it now is. */
export interface RestoreEntryResult {
  readonly shoppingCart: ShoppingCart;
  readonly restoredEntry: CartEntry;
}
