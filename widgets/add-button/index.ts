/**
 * Add button (the foundation's plain one).
 *
 * Renders: inside the merchant's own <button>, its label: the original text while idle, "Adding…"
 *   while the add runs, "Added!" 1 s after success for 2 s. On failure an alert titled "Unable to Add
 *   Item" with the spec's message appears right after the button, and the button idles after 1 s.
 *   While busy the button carries aria-disabled="true"; data-state mirrors idle | adding | added.
 * Accepts:
 *   data-item-id   required, the product id
 *   data-sku       required, the variant SKU
 *   data-quantity  optional whole number ≥ 1, default 1
 *   The element must be a <button>, so it works from the keyboard.
 * Usage: <button type="button" data-widget="add-button" data-item-id="ID" data-sku="SKU" data-quantity="1">Add To Cart</button>
 */
import { createElement } from 'react';
import type { MountWidget } from '../../loader';
import { STRINGS } from '../../src/i18n';
import { WidgetAttributeError, injectStyles, mountWidget, requiredAttribute, wholeNumberAttribute } from '../ui';
import { AddButton } from './add-button';
import { ADD_BUTTON_CSS } from './styles';

export const mount: MountWidget = (element, runtime) => {
  if (element.localName !== 'button') {
    throw new WidgetAttributeError('data-widget', `"add-button" must be on a <button>, not a <${element.localName}>`);
  }
  const button = element as HTMLButtonElement;
  const itemId = requiredAttribute(element, 'data-item-id');
  const sku = requiredAttribute(element, 'data-sku');
  const quantity = wholeNumberAttribute(element, 'data-quantity', 1, 1);
  const originalText = element.textContent ?? '';
  const idleLabel = originalText.trim() || STRINGS.addToCart.label;

  injectStyles(element.ownerDocument, 'add-button', ADD_BUTTON_CSS);
  const unmount = mountWidget('add-button', element, runtime, createElement(AddButton, { host: button, itemId, sku, quantity, idleLabel }));
  return () => {
    unmount();
    // Leaves the button as the merchant wrote it, ready to mount again if it comes back.
    element.textContent = originalText;
  };
};
