import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CartEntry, CartState } from '../../src/cart';
import { checkQuantity } from '../../src/commerce';
import { STRINGS, cartEntryRemovedMessage } from '../../src/i18n';
import { shopperMessageOf } from '../../src/platform';
import { Alert, announce, useCart, useRuntime } from '../ui';
import { CartEntryItem, RemovedEntryItem } from './cart-entry';
import type { CartPageData } from './page-data';
import { useUndoTimer } from './use-undo-timer';
import { cartView, entryControlIds, stepperOf, type CartNotice, type RemovedEntry } from './view';

export interface CartPageProps {
  readonly document: Document;
  /** The cart root: its `empty` class follows the cart. */
  readonly root: HTMLElement;
  readonly data: CartPageData;
  /** What the shopper typed into quantities before the widget arrived, by entry id. */
  readonly typed: Readonly<Record<string, string>>;
  /** Where focus was before the widget arrived, as a selector inside the root. */
  readonly focus: string | null;
}

/** The removal on show: on its way, done (the undo offered), or being undone. */
interface Removal extends RemovedEntry {
  readonly status: 'removing' | 'removed' | 'restoring';
}

const selectCart = (state: CartState) => state.cart;

/** A control of one row of the list: `[data-entry-id="…"] .sf-cart__remove`. */
const entrySelector = (entryId: string, control: string) => `[data-entry-id="${entryId.replace(/["\\]/g, '\\$&')}"] .${control}`;

function isNotFound(failure: unknown): boolean {
  return (failure as { status?: unknown } | null)?.status === 404;
}

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  if (!Object.hasOwn(record, key)) return record;
  const { [key]: _dropped, ...rest } = record;
  return rest;
}

/**
 * The full-page cart: the page's own markup, taken over. A quantity changes by the stepper at once
 * (the field shows the new number while it is sent; quick presses travel as one change) or by
 * typing (sent on Enter, Update or leaving the field); a refusal shows "Unable to update quantity"
 * with why, and the number the cart holds comes back. Remove takes the entry out at once and offers
 * its undo in its place for a few seconds; a refused removal puts it back with "Unable to remove
 * item", a refused undo says "Unable to add item". Count, subtotal and the root's `empty` class
 * follow the cart, which the pill, the installments pill and the shopper's other tabs share.
 */
export function CartPage({ document: doc, root, data, typed, focus }: CartPageProps) {
  const { store, config, tracking } = useRuntime();
  const cart = useCart(selectCart) ?? data.cart;
  const [drafts, setDrafts] = useState<Readonly<Record<string, string>>>(typed);
  const [notices, setNotices] = useState<Readonly<Record<string, CartNotice>>>(data.notices ?? {});
  const [removal, setRemoval] = useState<Removal | null>(data.removed === undefined ? null : { ...data.removed, status: 'removed' });
  const removedRow = useRef<HTMLLIElement>(null);
  const draftsNow = useRef(drafts);
  useLayoutEffect(() => {
    draftsNow.current = drafts;
  }, [drafts]);
  // Quantity changes on their way, by entry id; a newer wish waits for the one in flight.
  const sending = useRef(new Map<string, { next: number | null }>());
  const focusWanted = useRef<string | null>(focus);

  const setNotice = useCallback((entryId: string, notice: CartNotice | null) => {
    setNotices((current) => (notice === null ? without(current, entryId) : { ...current, [entryId]: notice }));
  }, []);
  /** Forgets the field's text; `sent`: only while it still shows that number (the shopper may have typed on). */
  const dropDraft = useCallback((entryId: string, sent?: number) => {
    setDrafts((current) => (sent === undefined || current[entryId] === String(sent) ? without(current, entryId) : current));
  }, []);
  const focusSoon = (selector: string) => {
    focusWanted.current = selector;
  };

  // Focus asked for lands once the element it names is on the page.
  useEffect(() => {
    const selector = focusWanted.current;
    if (selector === null) return;
    const target = root.querySelector<HTMLElement>(selector);
    if (target === null) return;
    focusWanted.current = null;
    target.focus();
  });

  const trackChange = useCallback(
    (entry: CartEntry, from: number, to: number) => {
      const change = { productId: entry.itemId, sku: entry.chosenVariant.sku, quantity: Math.abs(to - from) };
      if (to > from) tracking.track('add_to_cart', change);
      else if (to < from) tracking.track('remove_from_cart', change);
    },
    [tracking],
  );

  const sendQuantity = (entry: CartEntry, quantity: number) => {
    const waiting = sending.current.get(entry.id);
    if (waiting !== undefined) {
      waiting.next = quantity;
      return;
    }
    const slot: { next: number | null } = { next: null };
    sending.current.set(entry.id, slot);
    const send = (wanted: number, from: number) => {
      store
        .getState()
        .updateEntryQuantity({ entryId: entry.id, quantity: wanted })
        .then(
          ({ updatedEntry }) => {
            trackChange(entry, from, updatedEntry.quantity);
            const next = slot.next;
            slot.next = null;
            if (next !== null && next !== updatedEntry.quantity) return send(next, updatedEntry.quantity);
            sending.current.delete(entry.id);
            dropDraft(entry.id, wanted);
            return undefined;
          },
          (failure: unknown) => {
            sending.current.delete(entry.id);
            // The number the cart holds comes back.
            dropDraft(entry.id);
            setNotice(entry.id, { title: STRINGS.cartPage.updateQuantityFailed, message: shopperMessageOf(failure) });
            if (isNotFound(failure)) void store.getState().load();
          },
        );
    };
    send(quantity, entry.quantity);
  };

  const changeQuantity = (entry: CartEntry, quantity: number) => {
    setNotice(entry.id, null);
    if (!sending.current.has(entry.id) && quantity === entry.quantity) {
      dropDraft(entry.id);
      return;
    }
    setDrafts((current) => ({ ...current, [entry.id]: String(quantity) }));
    sendQuantity(entry, quantity);
  };

  const commitTyped = (entry: CartEntry) => {
    const text = draftsNow.current[entry.id];
    if (text === undefined) return;
    const checked = checkQuantity(text);
    if (checked.ok) {
      changeQuantity(entry, checked.quantity);
      return;
    }
    dropDraft(entry.id);
    setNotice(entry.id, { title: STRINGS.cartPage.updateQuantityFailed, message: checked.message });
  };

  const step = (entry: CartEntry, by: 1 | -1) => {
    const shown = checkQuantity(draftsNow.current[entry.id] ?? String(entry.quantity));
    const base = shown.ok ? shown.quantity : entry.quantity;
    const stepper = stepperOf(base);
    if (by < 0 ? !stepper.canDecrease : !stepper.canIncrease) return;
    const wanted = by < 0 ? stepper.decreaseTo : stepper.increaseTo;
    // The button is about to be disabled at the end of the range: focus waits in the field instead.
    const next = stepperOf(wanted);
    if (by < 0 ? !next.canDecrease : !next.canIncrease) doc.getElementById(entryControlIds(entry.id).input)?.focus();
    changeQuantity(entry, wanted);
  };

  const remove = (entry: CartEntry, index: number) => {
    setNotice(entry.id, null);
    setRemoval({ entry, index, status: 'removing' });
    focusSoon(entrySelector(entry.id, 'sf-cart__undo'));
    store
      .getState()
      .removeEntry(entry.id)
      .then(
        ({ removedEntry }) => {
          setRemoval((current) => (current?.entry.id === entry.id ? { ...current, entry: removedEntry, status: 'removed' } : current));
          announce(doc, cartEntryRemovedMessage(entry.title));
          tracking.track('remove_from_cart', { productId: entry.itemId, sku: entry.chosenVariant.sku, quantity: removedEntry.quantity });
        },
        (failure: unknown) => {
          setRemoval((current) => (current?.entry.id === entry.id ? null : current));
          setNotice(entry.id, { title: STRINGS.cartPage.removeFailed, message: shopperMessageOf(failure) });
          focusSoon(entrySelector(entry.id, 'sf-cart__remove'));
          if (isNotFound(failure)) void store.getState().load();
        },
      );
  };

  const undo = () => {
    if (removal?.status !== 'removed') return;
    const { entry } = removal;
    setNotice(entry.id, null);
    setRemoval({ ...removal, status: 'restoring' });
    store
      .getState()
      .restoreEntry(entry.id)
      .then(
        ({ restoredEntry }) => {
          setRemoval((current) => (current?.entry.id === entry.id ? null : current));
          focusSoon(entrySelector(restoredEntry.id, 'sf-cart__remove'));
          tracking.track('add_to_cart', { productId: entry.itemId, sku: entry.chosenVariant.sku, quantity: entry.quantity });
        },
        (failure: unknown) => {
          setRemoval((current) => (current?.entry.id === entry.id ? { ...current, status: 'removed' } : current));
          setNotice(entry.id, { title: STRINGS.cartPage.addFailed, message: shopperMessageOf(failure) });
        },
      );
  };

  const expire = useCallback(() => {
    const row = removedRow.current;
    if (row !== null && row.contains(doc.activeElement)) focusSoon('.sf-cart__count');
    setRemoval((current) => (current?.status === 'removed' ? null : current));
    // The effect above moves focus after the row has gone.
  }, [doc]);
  useUndoTimer(removedRow, removal?.status === 'removed', expire);

  // While the removal is on its way the cart still holds the entry: the page shows it removed already.
  const shown = removal?.status === 'removing' ? { ...cart, entries: cart.entries.filter((entry) => entry.id !== removal.entry.id) } : cart;
  const view = cartView(shown, {
    currency: data.currency,
    locale: config.locale,
    products: data.products,
    removed: removal ?? undefined,
    notices,
  });
  const entriesById = new Map(shown.entries.map((entry, index) => [entry.id, { entry, index }]));

  useLayoutEffect(() => {
    root.classList.toggle('empty', view.empty);
  }, [root, view.empty]);

  return (
    <>
      <p className="sf-cart__count" tabIndex={-1}>
        {view.countLabel}
      </p>
      {view.notice !== null && <Alert title={view.notice.title} message={view.notice.message} />}
      {view.empty && (
        <div className="sf-cart__empty">
          <p>{STRINGS.cart.empty}</p>
          <p>
            <a href={data.shopUrl}>{STRINGS.cartPage.continueShopping}</a>
          </p>
        </div>
      )}
      {view.rows.length > 0 && (
        <ul className="sf-cart__entries">
          {view.rows.map((row) => {
            if ('removed' in row) {
              return (
                <RemovedEntryItem
                  key={`removed-${row.removed.id}`}
                  view={row.removed}
                  busy={removal?.status !== 'removed'}
                  row={removedRow}
                  onUndo={undo}
                />
              );
            }
            const found = entriesById.get(row.entry.id);
            if (found === undefined) return null;
            const { entry, index } = found;
            const quantityText = drafts[entry.id] ?? String(entry.quantity);
            const typedQuantity = checkQuantity(quantityText);
            return (
              <CartEntryItem
                key={entry.id}
                document={doc}
                view={row.entry}
                entry={entry}
                product={data.products[entry.itemId]}
                listedFields={data.fields?.[entry.id]}
                quantityText={quantityText}
                stepper={stepperOf(typedQuantity.ok ? typedQuantity.quantity : entry.quantity)}
                onType={(text) => setDrafts((current) => ({ ...current, [entry.id]: text }))}
                onCommit={() => commitTyped(entry)}
                onStep={(by) => step(entry, by)}
                onRemove={() => remove(entry, index)}
              />
            );
          })}
        </ul>
      )}
      {!view.empty && (
        <p className="sf-cart__subtotal">
          <span>{STRINGS.cart.subtotal}</span>
          <span className="sf-cart__amount">{view.subtotal}</span>
        </p>
      )}
    </>
  );
}
