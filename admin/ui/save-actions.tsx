export interface SaveActionsProps {
  readonly saving: boolean;
  /** Whether there is anything to discard. */
  readonly dirty: boolean;
  readonly onDiscard: () => void;
  /** The save button's words. @default 'Save' */
  readonly label?: string;
  /** Saves on the button's press; without it the button submits the form around it. */
  readonly onSave?: () => void;
}

/**
 * An editor's save and discard buttons. The save button stays focusable while a save runs
 * (`aria-disabled`, so focus is not lost) and says so; discarding is offered only when something
 * was changed.
 */
export function SaveActions({ saving, dirty, onDiscard, label = 'Save', onSave }: SaveActionsProps) {
  return (
    <div className="admin-actions">
      <button
        type={onSave === undefined ? 'submit' : 'button'}
        className="admin-button admin-button--primary"
        aria-disabled={saving}
        onClick={onSave === undefined ? undefined : () => !saving && onSave()}
      >
        {saving ? 'Saving…' : label}
      </button>
      {dirty && (
        <button type="button" className="admin-button" disabled={saving} onClick={onDiscard}>
          Discard changes
        </button>
      )}
    </div>
  );
}
