import type { WidgetRuntime } from '../../loader';
import { DEFAULT_QUANTITY, getChosenVariant, getProductForm, itemWithVariant, type ProductFormState } from '../../src/product-form';
import type { PillInput } from './installments-pill';

const inputOf = (state: ProductFormState): PillInput => {
  const variant = getChosenVariant(state);
  return { kind: 'product', item: variant === undefined ? state.item : itemWithVariant(state.item, variant), quantity: state.quantity };
};

/**
 * Calls `show` whenever the product's chosen variant or quantity changes, and at once when the page
 * wrote no pill or another widget already took the browser's restored choice. Returns the
 * function that stops following.
 */
export function followProduct(
  runtime: WidgetRuntime,
  itemId: string,
  show: (input: PillInput) => void,
  writtenByPage: boolean,
): () => void {
  const form = getProductForm(runtime, itemId);
  const now = form.getState();
  if (!writtenByPage || Object.keys(now.selection).length > 0 || now.quantity !== DEFAULT_QUANTITY) show(inputOf(now));
  return form.subscribe((state, previous) => {
    if (state.selection !== previous.selection || state.quantity !== previous.quantity) show(inputOf(state));
  });
}
