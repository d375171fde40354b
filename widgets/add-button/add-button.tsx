import { createPortal } from 'react-dom';
import { STRINGS } from '../../src/i18n';
import { Alert } from '../ui';
import { useAddButton } from './use-add-button';
import { useHostButton, useSlotAfter } from './use-host-button';

export interface AddButtonProps {
  /** The merchant's `<button data-widget="add-button">`; the widget renders its label inside. */
  readonly host: HTMLButtonElement;
  readonly itemId: string;
  readonly sku: string;
  readonly quantity: number;
  /** The button's own text before mounting, shown whenever it is idle. */
  readonly idleLabel: string;
}

/** The foundation's plain add-to-cart button: Adding… → Added! → back, errors in an alert below. */
export function AddButton({ host, itemId, sku, quantity, idleLabel }: AddButtonProps) {
  const { state, error, add } = useAddButton({ itemId, sku, quantity });
  useHostButton(host, state, add);
  const slot = useSlotAfter(host, error !== null);

  const label = state === 'adding' ? STRINGS.addToCart.adding : state === 'added' ? STRINGS.addToCart.added : idleLabel;
  return (
    <>
      {label}
      {error !== null && slot !== null && createPortal(<Alert title={STRINGS.addToCart.alertTitle} message={error} />, slot)}
    </>
  );
}
