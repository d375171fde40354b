import { Suspense, lazy, type ReactNode, type RefObject } from 'react';
import type { CartEntry } from '../../src/cart';
import { STRINGS } from '../../src/i18n';
import { Alert, WidgetErrorBoundary } from '../ui';
import type { CartPageData, CartPageProduct } from './page-data';
import type { CartEntryView, RemovedEntryView, Stepper } from './view';

// The entry's additional-fields editor comes with the first entry that has answers, in its own chunk.
const CartEntryFields = lazy(() => import('../cart-entry-fields/index').then((module) => ({ default: module.CartEntryFields })));

/** The answers as the page listed them, shown until the editor's chunk arrives: the same markup, so nothing moves. */
function FieldsAsListed({ fields }: { readonly fields: NonNullable<CartPageData['fields']>[string] | undefined }) {
  return (
    <>
      <dl className="sf-entry-fields">
        {(fields ?? []).map((field) => (
          <div key={field.title} className="sf-entry-fields__field">
            <dt>{field.title}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="sf-entry-fields__edit">
        {STRINGS.additionalFields.edit}
      </button>
    </>
  );
}

/**
 * One of the stepper's buttons. It belongs to a hidden form of its own that posts the number it
 * shows without script; here a press steps the quantity by one instead.
 */
function StepButton({ by, view, stepper, onStep }: { by: 1 | -1; view: CartEntryView; stepper: Stepper; onStep: (by: 1 | -1) => void }) {
  const down = by < 0;
  return (
    <button
      type="submit"
      className="sf-cart__step"
      form={down ? view.ids.decrease : view.ids.increase}
      name="quantity"
      value={down ? stepper.decreaseTo : stepper.increaseTo}
      aria-label={down ? view.labels.decrease : view.labels.increase}
      disabled={down ? !stepper.canDecrease : !stepper.canIncrease}
      onClick={(event) => {
        event.preventDefault();
        onStep(by);
      }}
    >
      {down ? STRINGS.cartPage.decreaseSymbol : STRINGS.cartPage.increaseSymbol}
    </button>
  );
}

export interface CartEntryItemProps {
  readonly document: Document;
  readonly view: CartEntryView;
  readonly entry: CartEntry;
  readonly product: CartPageProduct | undefined;
  readonly listedFields: NonNullable<CartPageData['fields']>[string] | undefined;
  /** What the quantity field shows: the shopper's text while they edit it or a change is on its way. */
  readonly quantityText: string;
  /** The stepper for the quantity shown. */
  readonly stepper: Stepper;
  readonly onType: (text: string) => void;
  /** Sends what was typed (Enter, Update, or leaving the field). */
  readonly onCommit: () => void;
  readonly onStep: (by: 1 | -1) => void;
  readonly onRemove: () => void;
}

/**
 * One entry of the cart page, as the page's template writes it: title, variant, answers, a
 * quantity form (stepper and field) and a removal form. Without script the forms post to the
 * platform; here every submit is taken over, and the stepper's buttons (which belong to forms of
 * their own, so Enter in the field never presses them) change the quantity by one.
 */
export function CartEntryItem(props: CartEntryItemProps) {
  const { view, entry, product, stepper } = props;
  let fields: ReactNode = null;
  if (product?.form && entry.additionalFields !== null) {
    fields = (
      <div className="sf-cart__fields">
        {/* A form the editor cannot use fails here alone, not the whole cart. */}
        <WidgetErrorBoundary widget="cart-entry-fields">
          <Suspense fallback={<FieldsAsListed fields={props.listedFields} />}>
            <CartEntryFields
              document={props.document}
              entryId={entry.id}
              itemId={entry.itemId}
              sku={entry.chosenVariant.sku}
              definition={product.form}
              renderedAnswers={entry.additionalFields}
            />
          </Suspense>
        </WidgetErrorBoundary>
      </div>
    );
  }
  return (
    <li className="sf-cart__entry" data-entry-id={view.id}>
      <div className="sf-cart__details">
        <h2 className="sf-cart__title">{view.url === null ? view.title : <a href={view.url}>{view.title}</a>}</h2>
        {view.descriptor !== '' && <p className="sf-cart__variant">{view.descriptor}</p>}
        {fields}
      </div>
      <form
        className="sf-cart__quantity"
        method="post"
        action={view.actions.quantity}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onCommit();
        }}
      >
        <label className="sf-cart__quantity-label" htmlFor={view.ids.input}>
          <span aria-hidden="true">{STRINGS.cart.quantityHeading}</span>
          <span className="sf-visually-hidden">{view.labels.quantity}</span>
        </label>
        <div className="sf-cart__stepper">
          <StepButton by={-1} view={view} stepper={stepper} onStep={props.onStep} />
          <input
            className="sf-cart__input"
            id={view.ids.input}
            name="quantity"
            type="number"
            inputMode="numeric"
            min="1"
            max="9999"
            step="1"
            value={props.quantityText}
            onChange={(event) => props.onType(event.currentTarget.value)}
            onBlur={props.onCommit}
          />
          <StepButton by={1} view={view} stepper={stepper} onStep={props.onStep} />
        </div>
        <button type="submit" className="sf-cart__update">
          {STRINGS.cartPage.update}
        </button>
      </form>
      <form id={view.ids.decrease} method="post" action={view.actions.quantity} hidden />
      <form id={view.ids.increase} method="post" action={view.actions.quantity} hidden />
      <p className="sf-cart__line-total">
        <span className="sf-visually-hidden">{`${STRINGS.cart.totalHeading} `}</span>
        {view.lineTotal}
      </p>
      <form
        className="sf-cart__remove-form"
        method="post"
        action={view.actions.remove}
        onSubmit={(event) => {
          event.preventDefault();
          props.onRemove();
        }}
      >
        <button type="submit" className="sf-cart__remove" aria-label={view.labels.remove}>
          {STRINGS.cartPage.remove}
        </button>
      </form>
      {view.notice !== null && <Alert title={view.notice.title} message={view.notice.message} />}
    </li>
  );
}

export interface RemovedEntryItemProps {
  readonly view: RemovedEntryView;
  /** While the removal or the undo is on its way, the undo waits (it keeps focus). */
  readonly busy: boolean;
  readonly row: RefObject<HTMLLIElement | null>;
  readonly onUndo: () => void;
}

/** The entry just removed, in its place: what happened and the undo, a plain form without script. */
export function RemovedEntryItem({ view, busy, row, onUndo }: RemovedEntryItemProps) {
  const messageId = `sf-cart-removed-${view.id}`;
  return (
    <li ref={row} className="sf-cart__removed" data-entry-id={view.id}>
      <p className="sf-cart__removed-message" id={messageId}>
        {view.message}
      </p>
      <form
        className="sf-cart__undo-form"
        method="post"
        action={view.action}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onUndo();
        }}
      >
        <button type="submit" className="sf-cart__undo" aria-describedby={messageId} aria-disabled={busy ? 'true' : undefined}>
          {STRINGS.cartPage.undo}
        </button>
      </form>
      {view.notice !== null && <Alert title={view.notice.title} message={view.notice.message} />}
    </li>
  );
}
