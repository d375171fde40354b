import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { checkQuantity } from '../../../src/commerce';
import { STRINGS } from '../../../src/i18n';
import { SITE_PATH } from '../../../src/site';
import type { CartNotice } from '../../../widgets/cart';
import { listProducts } from './catalogue';
import { findRemovedEntry, readCart, removeEntry, restoreEntry, updateEntryQuantity } from './carts';
import type { VisitorCarts } from './account-carts';
import { assertSameOrigin } from '../cookies';
import type { DemoDatabase } from '../database';
import { ApiError, BadRequestError, CrumbFailError } from '../errors';
import { assertNoDemoFailure, writeTokenExempt } from '../guard';
import { pageLocaleOf } from '../site';
import { cartPage, checkoutPage, type CartPageState } from './cart-page';
import type { SendPage } from '../accounts';

/** A plain form's post about one entry of the visitor's cart: `/cart/entries/{entryId}/…`. */
type EntryForm = { Params: { entryId: string }; Body: Record<string, unknown> | undefined };

/** The query the cart page reads: the entry a form without script just removed, for its undo. */
type CartQuery = { Querystring: { removed?: unknown } };

/** What a refused form tells the shopper: the platform's own message, in the words the storefront uses for it. */
function shopperMessage(error: ApiError): string {
  if (error instanceof CrumbFailError) return STRINGS.platform.sessionExpired;
  if (error.statusCode === 429) return STRINGS.platform.rateLimited;
  return error.message;
}

/**
 * The cart page and the checkout page (`pages/cart.page`, `pages/checkout.page`) of the visitor's
 * cart (`carts`: a signed-in account's own, else the CART cookie's), and the cart page's plain
 * forms, for a shopper without script: each changes that cart through the same functions as the
 * API and answers with a redirect back to the cart (after a removal to
 * `/cart?removed={entryId}`, whose page offers the undo). A refused form answers the cart page
 * itself, with the refusal's status and an alert at the entry ("Unable to update quantity" and
 * why), the cart unchanged. The forms carry no crumb: the browser's `Origin` / `Sec-Fetch-Site`
 * must name this site, and the CART cookie is SameSite=Lax, so another site's page cannot send them
 * with the shopper's cart.
 */
export function registerCartPageRoutes(
  app: FastifyInstance,
  db: DemoDatabase,
  { carts, clock, sendPage }: { carts: VisitorCarts; clock: () => number; sendPage: SendPage },
): void {
  const productsById = () => new Map(listProducts(db).map((product) => [product.id, product]));

  const showCart = (request: FastifyRequest, reply: FastifyReply, state: CartPageState, statusCode = 200) =>
    sendPage(request, reply, cartPage(readCart(db, carts.tokenOf(request)), productsById(), { locale: pageLocaleOf(request), ...state }), {
      statusCode,
      perVisitor: true,
    });

  app.get<CartQuery>(SITE_PATH.cart, (request, reply) => {
    const { removed } = request.query;
    return showCart(request, reply, {
      removed: typeof removed === 'string' ? findRemovedEntry(db, carts.tokenOf(request), removed, clock()) : undefined,
    });
  });

  app.get(SITE_PATH.checkout, (request, reply) =>
    sendPage(request, reply, checkoutPage(readCart(db, carts.tokenOf(request)), productsById()), { perVisitor: true }),
  );

  /**
   * Runs one form's change and redirects to where it says; a refusal shows the cart page with an
   * alert titled `title` for the entry (and the entry just removed still offered, for an undo).
   */
  function handleForm(request: FastifyRequest<EntryForm>, reply: FastifyReply, title: string, change: (entryId: string) => string) {
    assertSameOrigin(request, 'Cart forms');
    const { entryId } = request.params;
    try {
      assertNoDemoFailure(request);
      return reply.code(303).header('cache-control', 'no-store').redirect(change(entryId));
    } catch (error) {
      if (!(error instanceof ApiError)) request.log.error({ err: error }, 'a cart form failed');
      const notice: CartNotice = {
        title,
        message: error instanceof ApiError ? shopperMessage(error) : 'The server could not complete this request. Please try again.',
      };
      const removed = findRemovedEntry(db, carts.tokenOf(request), entryId, clock());
      return showCart(request, reply, { removed, notices: { [entryId]: notice } }, error instanceof ApiError ? error.statusCode : 500);
    }
  }

  const noJsForm = writeTokenExempt('origin', 'the cart page’s forms work without JavaScript, so they carry no CSRF header', 'Cart forms');
  app.post<EntryForm>(`${SITE_PATH.cart}/entries/:entryId/quantity`, noJsForm, (request, reply) =>
    handleForm(request, reply, STRINGS.cartPage.updateQuantityFailed, (entryId) => {
      const typed = request.body?.['quantity'];
      const checked = checkQuantity(typeof typed === 'string' ? typed : '');
      if (!checked.ok) throw new BadRequestError(checked.message);
      updateEntryQuantity(db, carts.tokenOf(request), { entryId, quantity: checked.quantity });
      return SITE_PATH.cart;
    }),
  );

  app.post<EntryForm>(`${SITE_PATH.cart}/entries/:entryId/remove`, noJsForm, (request, reply) =>
    handleForm(request, reply, STRINGS.cartPage.removeFailed, (entryId) => {
      removeEntry(db, carts.tokenOf(request), entryId, clock());
      return `${SITE_PATH.cart}?removed=${encodeURIComponent(entryId)}`;
    }),
  );

  app.post<EntryForm>(`${SITE_PATH.cart}/entries/:entryId/restore`, noJsForm, (request, reply) =>
    handleForm(request, reply, STRINGS.cartPage.addFailed, (entryId) => {
      restoreEntry(db, carts.tokenOf(request), entryId, clock());
      return SITE_PATH.cart;
    }),
  );
}
