import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { VisitorCarts } from './account-carts';
import {
  addEntry,
  readCart,
  removeEntry,
  restoreEntry,
  updateAdditionalFields,
  updateEntryQuantity,
  type AddEntryInput,
  type UpdateAdditionalFieldsInput,
  type UpdateQuantityInput,
} from './carts';
import { findProduct } from './catalogue';
import type { DemoDatabase } from '../database';
import { demoFaultOf } from '../telemetry';
import type { AssertMayView } from '../guard';
import { parsedAdditionalFields, requireId, requireJsonObject, requireQuantity } from '../validation';

/** Where an entry of the visitor's cart is: `…/shopping-cart/entries/{entryId}`. */
type EntryRoute = { Params: { entryId: string } };

/** Validates the body of an add-to-cart call: `{ itemId, sku, quantity, additionalFields? }`. */
function parseAddEntryBody(request: FastifyRequest): AddEntryInput {
  const fields = requireJsonObject(request);
  return {
    itemId: requireId(fields['itemId'], 'itemId'),
    sku: requireId(fields['sku'], 'sku'),
    quantity: requireQuantity(fields, 'quantity'),
    additionalFields: parsedAdditionalFields(fields),
  };
}

/** Validates the body of an additional-fields update: `{ itemId, sku, additionalFields }`. */
function parseUpdateBody(request: FastifyRequest<EntryRoute>): UpdateAdditionalFieldsInput {
  const fields = requireJsonObject(request);
  return {
    entryId: requireId(request.params.entryId, 'entryId'),
    itemId: requireId(fields['itemId'], 'itemId'),
    sku: requireId(fields['sku'], 'sku'),
    additionalFields: parsedAdditionalFields(fields),
  };
}

/** Validates the body of a quantity update: `{ quantity }`, a whole number from 1 to 9999. */
function parseQuantityBody(request: FastifyRequest<EntryRoute>): UpdateQuantityInput {
  return { entryId: requireId(request.params.entryId, 'entryId'), quantity: requireQuantity(requireJsonObject(request), 'quantity') };
}

/**
 * The cart calls of spec 000 §7 on the visitor's cart (a signed-in account's own, on any device;
 * else the one the CART cookie names: `carts`), and the three the cart page adds, which the spec does not list
 * (their paths are ours, in the platform's style): an entry's quantity (PUT
 * `…/entries/{entryId}/quantity` `{quantity}`), its removal (DELETE `…/entries/{entryId}`) and
 * putting a removed entry back (POST `…/entries/{entryId}/restore`). `clock` dates removals.
 * A members-only product is refused to those who may not see it.
 */
export function registerCartRoutes(
  app: FastifyInstance,
  db: DemoDatabase,
  { carts, mayView, clock }: { carts: VisitorCarts; mayView: AssertMayView; clock: () => number },
): void {
  // The query (mock, timecode, calculateSubtotal) is accepted and ignored: the demo always has fresh totals.
  app.get('/api/commerce/shopping-cart', async (request) => readCart(db, carts.tokenOf(request)).cart);

  app.post('/api/commerce/shopping-cart/entries', async (request, reply) => {
    const input = parseAddEntryBody(request);
    const product = findProduct(db, input.itemId);
    if (product !== undefined) mayView(request, product.access);
    const { shoppingCart, newlyAdded } = db
      .transaction(() => {
        const added = addEntry(db, carts.tokenOf(request), input, carts.guestOf(request));
        if (added.adopt) carts.adopt(request, reply, added.token);
        return added;
      })
      .immediate();
    // The entry is stored as it should be; only this answer is broken, for the popover to choke on.
    if (demoFaultOf(request) === 'cart-popover')
      return { shoppingCart, newlyAdded: { ...newlyAdded, title: { demoFault: newlyAdded.title } } };
    return { shoppingCart, newlyAdded };
  });

  app.put<EntryRoute>('/api/commerce/shopping-cart/entries/:entryId/additionalFields', async (request) =>
    updateAdditionalFields(db, carts.tokenOf(request), parseUpdateBody(request)),
  );

  app.put<EntryRoute>('/api/commerce/shopping-cart/entries/:entryId/quantity', async (request) =>
    updateEntryQuantity(db, carts.tokenOf(request), parseQuantityBody(request)),
  );

  app.delete<EntryRoute>('/api/commerce/shopping-cart/entries/:entryId', async (request) =>
    removeEntry(db, carts.tokenOf(request), requireId(request.params.entryId, 'entryId'), clock()),
  );

  app.post<EntryRoute>('/api/commerce/shopping-cart/entries/:entryId/restore', async (request) =>
    restoreEntry(db, carts.tokenOf(request), requireId(request.params.entryId, 'entryId'), clock()),
  );
}
