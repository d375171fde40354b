/**
 * Cart entry fields.
 *
 * Renders: the entry's additional-fields answers as a list (`dl.sf-entry-fields`: each field's title,
 *   then its answer, "N/A" when left empty), and an "Edit" button that opens the product's
 *   additional-fields form in the shared modal, filled in with those answers. Saving shows
 *   "Saving…" and updates the entry through the cart store; a failure shows the spec's message in an
 *   alert inside the form, keeping what was typed. The page renders the same list inside the
 *   element and styles it (the widget adds no styles of its own), so mounting moves nothing.
 * Accepts:
 *   data-entry-id            required, the cart entry id
 *   data-item-id             required, the product id
 *   data-sku                 required, the entry's variant SKU
 *   data-form                required, the product's additional-fields form as JSON
 *   data-additional-fields   the entry's answers as the page knew them (JSON), until the cart loads
 * Usage: <div data-widget="cart-entry-fields" data-entry-id="…" data-item-id="…" data-sku="…" data-form="{…}"></div>
 */
import { createElement } from 'react';
import type { MountWidget } from '../../loader';
import { readFormDefinition } from '../additional-fields';
import { WidgetAttributeError, jsonAttribute, mountWidget, requiredAttribute } from '../ui';
import { CartEntryFields } from './cart-entry-fields';

export const mount: MountWidget = (element, runtime) => {
  const entryId = requiredAttribute(element, 'data-entry-id');
  const itemId = requiredAttribute(element, 'data-item-id');
  const sku = requiredAttribute(element, 'data-sku');
  const formJson = jsonAttribute(element, 'data-form');
  if (formJson === undefined) throw new WidgetAttributeError('data-form', 'is required');
  const definition = readFormDefinition(formJson, `${itemId}-additional-fields`);
  return mountWidget(
    'cart-entry-fields',
    element,
    runtime,
    createElement(CartEntryFields, {
      document: element.ownerDocument,
      entryId,
      itemId,
      sku,
      definition,
      renderedAnswers: element.getAttribute('data-additional-fields'),
    }),
  );
};

// The cart root renders the same component in each entry that has answers.
export { CartEntryFields } from './cart-entry-fields';
export type { CartEntryFieldsProps } from './cart-entry-fields';
