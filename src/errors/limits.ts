/** Limits of the background error reporter (spec 000 §9). */
export const ERROR_REPORTER_LIMITS = {
  /** Requests per page; later errors are dropped. */
  maxSends: 20,
  /** Reports waiting to be sent; more are dropped until the queue goes out. */
  maxQueue: 10,
  /** Stacks (and messages) are cut to this many characters. */
  maxTextLength: 5000,
  /** Sending waits this long after the last queued report. */
  debounceMs: 1000,
  /** Pause after a 429 that names no Retry-After. */
  defaultBackoffMs: 60_000,
} as const;
