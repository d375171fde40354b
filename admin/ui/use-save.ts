import { useCallback, useState } from 'react';
import { adminFailureOf, type AdminFailure } from '../../src/admin';

export interface SaveState {
  readonly saving: boolean;
  /** The last save's failure, shown where it happened; cleared by the next attempt. */
  readonly failure: AdminFailure | null;
  /** The last success, announced politely; cleared by the next attempt or by `setStatus('')`. */
  readonly status: string;
  readonly setStatus: (status: string) => void;
  /**
   * Runs `work`; on success shows `done` and resolves true, on failure keeps the §8 message and
   * resolves false. What the owner typed is the caller's and is never touched here.
   */
  readonly run: (work: () => Promise<void>, done: string) => Promise<boolean>;
}

/** One editor's save: busy while it runs, then its message or its failure. */
export function useSave(): SaveState {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<AdminFailure | null>(null);
  const [status, setStatus] = useState('');
  const run = useCallback(async (work: () => Promise<void>, done: string) => {
    setSaving(true);
    setFailure(null);
    setStatus('');
    try {
      await work();
      setStatus(done);
      return true;
    } catch (error) {
      setFailure(adminFailureOf(error, 'save'));
      return false;
    } finally {
      setSaving(false);
    }
  }, []);
  return { saving, failure, status, setStatus, run };
}
