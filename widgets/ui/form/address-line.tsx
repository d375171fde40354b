import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { AddressAutocomplete, AddressPrediction } from '../../../src/forms';
import { STRINGS } from '../../../src/i18n';
import type { FieldControlProps } from '../field';

/** How long typing must pause before the places lookup is asked. */
export const ADDRESS_LOOKUP_DELAY_MS = 250;

export interface AddressLineProps extends FieldControlProps {
  readonly id: string;
  readonly className: string;
  readonly value: string;
  readonly placeholder?: string | undefined;
  readonly autocomplete: AddressAutocomplete;
  /** What the shopper typed into the first address line. */
  readonly onText: (text: string) => void;
  /** The six parts of the address the shopper picked from the suggestions. */
  readonly onAddress: (parts: readonly string[]) => void;
}

/**
 * The first line of an address as a combobox: typing suggests addresses, and picking one fills
 * every part. Keyboard: Down/Up move through the suggestions, Enter picks, Escape closes. The
 * first lookup that fails turns it into a plain text input for good, so an outage costs the
 * shopper nothing but the suggestions.
 */
export function AddressLine({ id, className, value, autocomplete, onText, onAddress, ...control }: AddressLineProps) {
  const [available, setAvailable] = useState(true);
  const [suggestions, setSuggestions] = useState<readonly AddressPrediction[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Only the answer to the latest lookup may change the list.
  const latest = useRef(0);
  const listId = `${id}-suggestions`;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.current += 1;
    },
    [],
  );

  function close(): void {
    setOpen(false);
    setActive(-1);
  }

  function lookUp(text: string): void {
    clearTimeout(timer.current);
    const lookup = ++latest.current;
    timer.current = setTimeout(() => {
      void autocomplete.predict(text).then((answer) => {
        if (lookup !== latest.current) return;
        if (answer.status === 'unavailable') {
          setAvailable(false);
          close();
          return;
        }
        setSuggestions(answer.value);
        setActive(-1);
        setOpen(answer.value.length > 0);
      });
    }, ADDRESS_LOOKUP_DELAY_MS);
  }

  function pick(prediction: AddressPrediction): void {
    close();
    const lookup = ++latest.current;
    void autocomplete.details(prediction.placeId).then((answer) => {
      if (lookup !== latest.current) return;
      if (answer.status === 'ok') onAddress(answer.value);
      else setAvailable(false);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' && active >= 0) {
      // Enter picks the suggestion instead of submitting the form.
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen !== undefined) pick(chosen);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  // One input throughout: when suggestions become unavailable it only loses its combobox role, so
  // focus and what is being typed stay where they are.
  const combobox = available
    ? ({
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
      } as const)
    : {};
  return (
    <span className="sf-address">
      <input
        {...control}
        {...combobox}
        className={className}
        id={id}
        type="text"
        // The suggestions replace the browser's own autofill list, which would cover them.
        autoComplete={available ? 'off' : 'address-line1'}
        value={value}
        onChange={(event) => {
          onText(event.target.value);
          if (available) lookUp(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      {available && (
        <ul className="sf-address__suggestions" id={listId} role="listbox" aria-label={STRINGS.forms.addressSuggestions} hidden={!open}>
          {open &&
            suggestions.map((prediction, index) => (
              // The keyboard picks through the input, which owns the list (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                className="sf-address__suggestion"
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                key={prediction.placeId}
                // Picking with the pointer must not blur the input first, which would close the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(prediction)}
              >
                {prediction.description}
              </li>
            ))}
        </ul>
      )}
    </span>
  );
}
