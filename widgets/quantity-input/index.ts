/**
 * Quantity input.
 *
 * Renders: nothing new. The engine writes the input only when spec 001 §5 allows it (a physical
 *   product, or a service when the store allows several; never subscribable; more than 1 in stock),
 *   with min 1, max 9999, step 1, value 1. The widget reads what the shopper types into the
 *   product's shared state, as typed, so the add-to-cart button can say "Quantity must be a whole
 *   number" instead of guessing.
 * Accepts (the engine's `.product-quantity-input` markup, or data-widget="quantity-input" on the same markup):
 *   data-item-id   required, the product id
 *   inside: one `<input type="number">`
 * Usage: {item|quantity-input} in a template.
 */
import type { MountWidget } from '../../loader';
import { getProductForm } from '../../src/product-form';
import { WidgetAttributeError, requiredAttribute } from '../ui';

export const mount: MountWidget = (element, runtime) => {
  const itemId = requiredAttribute(element, 'data-item-id');
  const input = element.querySelector<HTMLInputElement>('input');
  if (input === null) throw new WidgetAttributeError('data-widget', '"quantity-input" needs an <input type="number"> inside');
  const form = getProductForm(runtime, itemId);
  const read = () => form.getState().setQuantity(input.value);
  // A value the browser restored (back navigation) is the shopper's.
  read();
  input.addEventListener('input', read);
  return () => input.removeEventListener('input', read);
};
