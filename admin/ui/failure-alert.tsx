import type { AdminFailure } from '../../src/admin';

export interface FailureAlertProps {
  readonly failure: AdminFailure;
  /** Offers to try again (a load that failed). */
  readonly onRetry?: () => void;
  readonly retryLabel?: string;
}

/** A failure where it happened, read out as it appears: the §8 heading, what to do, and a retry when there is one. */
export function FailureAlert({ failure, onRetry, retryLabel = 'Try again' }: FailureAlertProps) {
  return (
    <div role="alert" className="admin-alert">
      <strong className="admin-alert__title">{failure.title}</strong> <span className="admin-alert__message">{failure.message}</span>
      {onRetry !== undefined && (
        <button type="button" className="admin-button admin-button--small" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
