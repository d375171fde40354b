import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { adminFailureOf, type AdminFailure } from '../../src/admin';
import { Modal } from '../../widgets/ui';
import { FailureAlert } from './failure-alert';

export interface ConfirmOptions {
  readonly title: string;
  readonly message: ReactNode;
  /** @default 'OK' */
  readonly confirmLabel?: string;
  /** @default 'Cancel' */
  readonly cancelLabel?: string;
  /** Without, the only way out is the confirm button: no cancel, no Escape, no close control. @default true */
  readonly cancellable?: boolean;
  /** The confirm button reads as destructive. @default false */
  readonly destructive?: boolean;
  /**
   * Runs on confirm with the dialog still open (its button busy); the dialog closes once it
   * succeeds. A failure is shown in the dialog, which stays open to try again or cancel.
   */
  readonly action?: () => Promise<void>;
  /** The confirm button's label while `action` runs. @default 'Working…' */
  readonly busyLabel?: string;
}

/** Asks; resolves `true` on confirm (after its action succeeded), `false` on cancel. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/** The page's confirm function; outside a `ConfirmProvider` it throws (spec 001 §8: invalid confirm-dialog use throws). */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (confirm === null) throw new Error('useConfirm must be called inside a ConfirmProvider');
  return confirm;
}

interface Pending {
  readonly options: ConfirmOptions;
  readonly resolve: (confirmed: boolean) => void;
}

/** Provides `useConfirm` and renders its one dialog: one question at a time, the latest asked. */
export function ConfirmProvider({ children }: { readonly children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const current = useRef<Pending | null>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        current.current?.resolve(false);
        const next = { options, resolve };
        current.current = next;
        setFailure(null);
        setBusy(false);
        setPending(next);
      }),
    [],
  );

  const finish = (confirmed: boolean) => {
    const asked = current.current;
    current.current = null;
    setPending(null);
    setBusy(false);
    setFailure(null);
    asked?.resolve(confirmed);
  };

  const onConfirm = async () => {
    const action = pending?.options.action;
    if (action === undefined) return finish(true);
    setBusy(true);
    setFailure(null);
    try {
      await action();
      finish(true);
    } catch (error) {
      setBusy(false);
      setFailure(adminFailureOf(error, 'save'));
    }
  };

  const options = pending?.options;
  const cancellable = options?.cancellable ?? true;
  return (
    <ConfirmContext value={confirm}>
      {children}
      <Modal
        document={document}
        open={options !== undefined}
        onOpenChange={(open) => {
          if (!open && !busy) finish(false);
        }}
        title={options?.title ?? ''}
        closeLabel="Close"
        dismissible={cancellable && !busy}
      >
        <div className="admin-confirm">
          <div className="admin-confirm__message">{options?.message}</div>
          {failure !== null && <FailureAlert failure={failure} />}
          <div className="admin-actions">
            <button
              type="button"
              className={`admin-button admin-button--primary${options?.destructive === true ? ' admin-button--danger' : ''}`}
              aria-disabled={busy}
              onClick={() => {
                if (!busy) void onConfirm();
              }}
            >
              {busy ? (options?.busyLabel ?? 'Working…') : (options?.confirmLabel ?? 'OK')}
            </button>
            {cancellable && (
              <button type="button" className="admin-button" disabled={busy} onClick={() => finish(false)}>
                {options?.cancelLabel ?? 'Cancel'}
              </button>
            )}
          </div>
        </div>
      </Modal>
    </ConfirmContext>
  );
}
