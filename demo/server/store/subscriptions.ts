import { PRODUCT_TYPE, findProduct, hasUnlimitedStock, type Product, type Variant } from './catalogue';
import { storedAdditionalFields } from './additional-fields';
import { type DemoDatabase, newSecret } from '../database';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import { STRINGS } from '../../../src/i18n';

export interface SubscriptionInput {
  itemId: string;
  sku: string;
  quantity: number;
  /** The parsed answers, or `null` when none were sent. */
  additionalFields: unknown;
}

/** A subscription's own cart, as its checkout page shows it. */
export interface SubscriptionCart {
  token: string;
  product: Product;
  variant: Variant;
  quantity: number;
  additionalFields: string | null;
}

/**
 * Starts a subscription (spec 000 §7 `POST /api/3/commerce/cart/subscription`): a cart of its own
 * holding one variant of a subscribable product, for the subscription checkout. Only physical and
 * service products are subscribed to (spec 000 §5); stock is checked, not reserved, as an add's is.
 * Answers the cart's token.
 */
export function startSubscription(db: DemoDatabase, visitor: string, input: SubscriptionInput, now: number): string {
  return db
    .transaction((): string => {
      const product = findProduct(db, input.itemId);
      if (product === undefined) throw new NotFoundError(`Unknown item "${input.itemId}"`);
      const variant = product.variants.find((candidate) => candidate.sku === input.sku);
      if (variant === undefined) throw new NotFoundError(`Unknown SKU "${input.sku}" for item "${input.itemId}"`);
      if (product.subscriptionPlan === null) throw new BadRequestError(`"${product.name}" is not sold by subscription`);
      if (product.productType !== PRODUCT_TYPE.physical && product.productType !== PRODUCT_TYPE.service) {
        throw new BadRequestError('Only physical and service products can be subscribed to');
      }
      if (!hasUnlimitedStock(product, variant) && input.quantity > variant.qtyInStock)
        throw new ConflictError(STRINGS.addToCart.notEnoughStock);
      const additionalFields = storedAdditionalFields(product, input.additionalFields);
      const token = newSecret();
      db.prepare(
        'INSERT INTO subscription_carts (token, item_id, sku, quantity, additional_fields, visitor, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(token, product.id, variant.sku, input.quantity, additionalFields, visitor, now);
      return token;
    })
    .immediate();
}

/** The subscription cart a token names, or undefined. */
export function findSubscriptionCart(db: DemoDatabase, token: string): SubscriptionCart | undefined {
  const row = db.prepare('SELECT item_id, sku, quantity, additional_fields FROM subscription_carts WHERE token = ?').get(token) as
    { item_id: string; sku: string; quantity: number; additional_fields: string | null } | undefined;
  if (row === undefined) return undefined;
  const product = findProduct(db, row.item_id);
  const variant = product?.variants.find((candidate) => candidate.sku === row.sku);
  if (product === undefined || variant === undefined) return undefined;
  return { token, product, variant, quantity: row.quantity, additionalFields: row.additional_fields };
}
