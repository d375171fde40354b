import { applyFormatter } from '../markup-tags';
import { toOutput } from '../../values';
import type { Formatter, FormatterTable } from '../types';
import { addToCartButton } from './add-to-cart-button';
import { cartQuantity, cartSubtotal, cartUrl } from './cart';
import { fromPriceCents, normalPriceCents, salePriceCents } from './legacy-prices';
import { bookkeeperMoneyFormat, percentageFormat } from './number-formats';
import { productPrice, subscriptionPrice } from './price-markup';
import { productStatus } from './product-status';
import { variantDescriptor } from './product-reading';
import { quantityInput } from './quantity-input';
import { productQuickView } from './quick-view';
import { productRestockNotification } from './restock-notification';
import { productScarcity } from './scarcity';
import { summaryFormField } from './summary-form-field';
import { variantsSelect } from './variants-select';

/** `product-checkout`: the variant picker, quantity input and add-to-cart button, each as its own tag over the product. */
const productCheckout: Formatter = (_args, [first], ctx) => {
  if (first === undefined) return;
  first.set(
    ctx.withScope(
      first.value,
      () =>
        toOutput(applyFormatter(ctx, variantsSelect, first.value)) +
        toOutput(applyFormatter(ctx, quantityInput, first.value)) +
        toOutput(applyFormatter(ctx, addToCartButton, first.value)),
    ),
  );
};

/** The 20 commerce formatters. */
export const COMMERCE_FORMATTERS: FormatterTable = {
  'add-to-cart-btn': addToCartButton,
  'bookkeeper-money-format': bookkeeperMoneyFormat,
  'cart-quantity': cartQuantity,
  'cart-subtotal': cartSubtotal,
  'cart-url': cartUrl,
  'from-price': fromPriceCents,
  'normal-price': normalPriceCents,
  'percentage-format': percentageFormat,
  'product-checkout': productCheckout,
  'product-price': productPrice,
  'product-quick-view': productQuickView,
  'product-restock-notification': productRestockNotification,
  'product-scarcity': productScarcity,
  'product-status': productStatus,
  'quantity-input': quantityInput,
  'sale-price': salePriceCents,
  'subscription-price': subscriptionPrice,
  'summary-form-field': summaryFormField,
  'variant-descriptor': (_args, [first]) => first?.set(variantDescriptor(first.value)),
  'variants-select': variantsSelect,
};
