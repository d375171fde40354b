// @vitest-environment happy-dom
import { act, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider, useConfirm, useUnsavedChanges, type Confirm } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
const asker: { confirm?: Confirm } = {};

function Asker() {
  const confirm = useConfirm();
  useEffect(() => {
    asker.confirm = confirm;
  });
  return null;
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (name: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find(
    (candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name,
  );
const press = (name: string) => act(() => button(name)?.click());
/** Asks, letting React render the dialog, and hands back the answer to come. */
function ask(options: Parameters<Confirm>[0]): Promise<boolean> {
  let answer: Promise<boolean> | undefined;
  act(() => {
    answer = asker.confirm?.(options);
  });
  if (answer === undefined) throw new Error('confirm did not ask');
  return answer;
}

beforeEach(() => {
  document.body.innerHTML = '<main id="page"></main>';
  root = createRoot(document.getElementById('page')!);
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('the confirm dialog', () => {
  beforeEach(() => {
    act(() =>
      root.render(
        <ConfirmProvider>
          <Asker />
        </ConfirmProvider>,
      ),
    );
  });

  it('resolves true on confirm and false on cancel, Escape or the close control', async () => {
    let answer = ask({ title: 'Remove Shop?', message: 'It leaves the navigation.', confirmLabel: 'Remove' });
    expect(dialog()?.textContent).toContain('Remove Shop?');
    await press('Remove');
    expect(await answer).toBe(true);
    expect(dialog()).toBeNull();

    answer = ask({ title: 'Remove Shop?', message: '' });
    await press('Cancel');
    expect(await answer).toBe(false);

    answer = ask({ title: 'Remove Shop?', message: '' });
    act(() => dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(await answer).toBe(false);

    answer = ask({ title: 'Remove Shop?', message: '' });
    await press('Close');
    expect(await answer).toBe(false);
  });

  it('without cancelling: no cancel button, no close control, Escape does nothing', async () => {
    const answer = ask({ title: 'Store page created', message: 'Add it on the Navigation page.', cancellable: false });
    expect(button('Cancel')).toBeUndefined();
    expect(button('Close')).toBeUndefined();
    act(() => dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(dialog()).not.toBeNull();
    await press('OK');
    expect(await answer).toBe(true);
  });

  it('stays open, busy, while its action runs; a failure is shown in it and it can be tried again', async () => {
    let finish: (() => void) | undefined;
    const action = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = ask({ title: 'Disconnect?', message: '', confirmLabel: 'Disconnect', action });
    await act(async () => button('Disconnect')?.click());
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toContain('Something went wrong');
    await act(async () => button('Disconnect')?.click());
    expect(button('Working…')?.getAttribute('aria-disabled')).toBe('true');
    expect(button('Close')).toBeUndefined();
    await act(async () => finish?.());
    expect(await answer).toBe(true);
    expect(dialog()).toBeNull();
  });

  it('throws when used outside its provider', () => {
    const bare = createRoot(document.createElement('div'), { onUncaughtError: () => undefined });
    expect(() => act(() => bare.render(<Asker />))).toThrow(new Error('useConfirm must be called inside a ConfirmProvider'));
  });
});

describe('the unsaved-changes prompt', () => {
  let save: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  function Editor({ initiallyDirty }: { initiallyDirty: boolean }) {
    const [dirty, setDirty] = useState(initiallyDirty);
    const prompt = useUnsavedChanges({ dirty, save });
    return (
      <>
        <button type="button" id="edit" onClick={() => setDirty(true)}>
          Edit
        </button>
        <a href="/config/navigation" id="away">
          Navigation
        </a>
        {prompt}
      </>
    );
  }

  beforeEach(() => {
    save = vi.fn<() => Promise<boolean>>().mockResolvedValue(true);
  });

  it('listens for the browser’s own navigation only while something is unsaved', () => {
    const added = vi.spyOn(window, 'addEventListener');
    act(() => root.render(<Editor initiallyDirty={false} />));
    expect(added.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(0);
    act(() => document.getElementById('edit')?.click());
    expect(added.mock.calls.filter(([type]) => type === 'beforeunload')).toHaveLength(1);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('asks before a link leaves: keep editing stays, and nothing is saved', () => {
    act(() => root.render(<Editor initiallyDirty />));
    act(() => document.getElementById('away')?.click());
    expect(dialog()?.textContent).toContain('Unsaved changes');
    act(() => button('Keep editing')?.click());
    expect(dialog()).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('lets a link go by when nothing is unsaved', () => {
    act(() => root.render(<Editor initiallyDirty={false} />));
    let stopped: boolean | undefined;
    // Last to see the click: records whether the prompt stopped it, then keeps the test page from navigating.
    const record = (event: Event) => {
      stopped = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', record);
    act(() => document.getElementById('away')?.click());
    window.removeEventListener('click', record);
    expect(stopped).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('keeps the prompt open with the reason when saving fails', async () => {
    save.mockResolvedValue(false);
    act(() => root.render(<Editor initiallyDirty />));
    act(() => document.getElementById('away')?.click());
    await act(async () => button('Save and leave')?.click());
    expect(save).toHaveBeenCalledTimes(1);
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toContain('Your changes were not saved');
  });
});
