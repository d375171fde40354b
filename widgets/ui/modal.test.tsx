// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_REGION_ATTRIBUTE, Modal } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let opener: HTMLButtonElement;

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" id="opener" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal document={document} open={open} onOpenChange={setOpen} title="Gift message" closeLabel="Close">
        <label>
          Name <input id="first" />
        </label>
        <button type="submit" id="last">
          Send
        </button>
      </Modal>
    </>
  );
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const key = (target: Element, name: string, shiftKey = false) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: name, shiftKey, bubbles: true, cancelable: true }));
  });

beforeEach(async () => {
  document.body.innerHTML = `<main id="page"></main><div ${LIVE_REGION_ATTRIBUTE}></div>`;
  root = createRoot(document.getElementById('page')!);
  act(() => root.render(<Harness />));
  opener = document.getElementById('opener') as HTMLButtonElement;
  opener.focus();
  act(() => opener.click());
  // Focus moves in with a passive effect.
  await act(async () => undefined);
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('an open modal', () => {
  it('is a modal dialog named by its title, with a close control', () => {
    const shown = dialog()!;
    expect(shown.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(shown.getAttribute('aria-labelledby')!)?.textContent).toBe('Gift message');
    expect(shown.querySelector('button[aria-label="Close"]')).not.toBeNull();
  });

  it('takes focus to its first field', () => {
    expect(document.activeElement?.id).toBe('first');
  });

  it('makes the page behind it inert, but not the live region', () => {
    expect(document.getElementById('page')?.hasAttribute('inert')).toBe(true);
    expect(document.querySelector(`[${LIVE_REGION_ATTRIBUTE}]`)?.hasAttribute('inert')).toBe(false);
  });

  it('wraps Tab from its last control to its first, and Shift+Tab back', () => {
    const close = dialog()!.querySelector<HTMLElement>('button[aria-label="Close"]')!;
    close.focus();
    key(close, 'Tab');
    expect(document.activeElement?.id).toBe('first');
    key(document.activeElement!, 'Tab', true);
    expect(document.activeElement).toBe(close);
  });

  it('brings back focus that lands outside', () => {
    act(() => opener.focus());
    expect(dialog()!.contains(document.activeElement)).toBe(true);
  });
});

describe('closing', () => {
  it.each([
    ['Escape', () => key(document.activeElement!, 'Escape')],
    ['the close control', () => act(() => dialog()!.querySelector<HTMLElement>('button[aria-label="Close"]')!.click())],
    [
      'a click on the overlay',
      () => act(() => document.querySelector('.sf-modal')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))),
    ],
  ])('%s closes it, gives the page back and focus to the opener', async (_, close) => {
    close();
    await act(async () => undefined);
    expect(dialog()).toBeNull();
    expect(document.getElementById('page')?.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('Escape pressed before focus has moved in (on the page behind) closes it too', async () => {
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    key(document.body, 'Escape');
    await act(async () => undefined);
    expect(dialog()).toBeNull();
  });

  it('leaves an Escape that something inside has taken (a list of suggestions closing) to it', () => {
    const field = document.getElementById('first')!;
    field.addEventListener('keydown', (event) => event.preventDefault());
    key(field, 'Escape');
    expect(dialog()).not.toBeNull();
  });

  it('a click inside does not close it', () => {
    act(() => dialog()!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true })));
    expect(dialog()).not.toBeNull();
  });
});

describe('two open modals', () => {
  it('Escape on the page behind closes only the one opened last', async () => {
    const closed: string[] = [];
    const two = createRoot(document.body.appendChild(document.createElement('div')));
    act(() =>
      two.render(
        <>
          <Modal document={document} open onOpenChange={() => closed.push('outer')} title="Quick view" closeLabel="Close">
            <p>Block</p>
          </Modal>
          <Modal document={document} open onOpenChange={() => closed.push('inner')} title="Your answers" closeLabel="Close">
            <p>Form</p>
          </Modal>
        </>,
      ),
    );
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    key(document.body, 'Escape');
    expect(closed).toEqual(['inner']);
    act(() => two.unmount());
  });
});
