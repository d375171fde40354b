import { useEffect, useRef, useState, type ReactNode } from 'react';
import { adminFailureOf, type AdminFailure } from '../../src/admin';
import { Modal } from '../../widgets/ui';
import { FailureAlert } from './failure-alert';

export interface UnsavedChangesOptions {
  /** Whether there is something unsaved. */
  readonly dirty: boolean;
  /** Saves; resolves whether it succeeded (a failure is shown by the editor too). */
  readonly save: () => Promise<boolean>;
}

/** Whether a click on `link` leaves this page for another in the same tab. */
function leavesPage(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return false;
  const here = new URL(window.location.href);
  const there = new URL(link.href, here);
  here.hash = '';
  there.hash = '';
  return there.href !== here.href;
}

/**
 * While `dirty`, leaving the page asks first. A link of the page opens the prompt: save (then
 * leave), discard (leave), or keep editing. The browser's own navigation — reload, back, closing the
 * tab, a typed address — gets the browser's own question, the only one it allows there. The
 * `beforeunload` listener exists only while something is unsaved, and only in the admin, so no
 * storefront page ever loses the back/forward cache to it. Returns the prompt to render.
 */
export function useUnsavedChanges({ dirty, save }: UnsavedChangesOptions): ReactNode {
  const [destination, setDestination] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  // Set once the owner chose to leave: the browser's question must not follow ours.
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show their question only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !leavesPage(event, link)) return;
      event.preventDefault();
      setFailure(null);
      setDestination(link.href);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick);
    };
  }, [dirty]);

  const leave = (to: string) => {
    leaving.current = true;
    window.location.assign(to);
  };

  const saveAndLeave = async (to: string) => {
    setSaving(true);
    setFailure(null);
    try {
      if (await save()) return leave(to);
      setFailure({ title: 'Something went wrong', message: 'Your changes were not saved. Please try again.' });
    } catch (error) {
      setFailure(adminFailureOf(error, 'save'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      document={document}
      open={destination !== null}
      onOpenChange={(open) => {
        if (!open && !saving) setDestination(null);
      }}
      title="Unsaved changes"
      closeLabel="Close"
      dismissible={!saving}
    >
      <p>You have changes that are not saved yet. Save them before you leave this page?</p>
      {failure !== null && <FailureAlert failure={failure} />}
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button admin-button--primary"
          aria-disabled={saving}
          onClick={() => {
            if (!saving && destination !== null) void saveAndLeave(destination);
          }}
        >
          {saving ? 'Saving…' : 'Save and leave'}
        </button>
        <button type="button" className="admin-button" disabled={saving} onClick={() => destination !== null && leave(destination)}>
          Discard changes
        </button>
        <button type="button" className="admin-button" disabled={saving} onClick={() => setDestination(null)}>
          Keep editing
        </button>
      </div>
    </Modal>
  );
}
