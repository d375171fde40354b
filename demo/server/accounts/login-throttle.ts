import type { RateLimit } from '../guard';

/**
 * Sign-in tries: at most 5 failures per email in 15 minutes, and 20 per client (its address), so
 * neither one account nor many from one place can be guessed at. Only failures count, and a try
 * refused by the limit is not one, so the real owner gets in once the window has passed.
 */
export interface LoginLimits {
  readonly perEmail: RateLimit;
  readonly perClient: RateLimit;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perEmail: { max: 5, windowMs: 15 * 60 * 1000 },
  perClient: { max: 20, windowMs: 15 * 60 * 1000 },
};

/** Who a try is from: the email it names (lower-cased) and the client's address. */
export interface LoginKeys {
  readonly email: string;
  readonly client: string;
}

export interface LoginThrottle {
  /** How long until a try with these keys is allowed; 0 when it is now. */
  waitMs(keys: LoginKeys): number;
  /** Counts a failed try against both keys. */
  fail(keys: LoginKeys): void;
  /** A sign-in succeeded: the email's failures are forgotten (the client's are not). */
  succeed(keys: LoginKeys): void;
}

/** Sliding windows of failures, kept in memory: a restart forgets them, which a demo can afford. */
export function createLoginThrottle(limits: LoginLimits, clock: () => number): LoginThrottle {
  const failures = new Map<string, number[]>();
  const entries = ({ email, client }: LoginKeys): [string, RateLimit][] => [
    [`email:${email}`, limits.perEmail],
    [`client:${client}`, limits.perClient],
  ];
  const recent = (key: string, limit: RateLimit, now: number): number[] => {
    const kept = (failures.get(key) ?? []).filter((at) => at > now - limit.windowMs);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  };
  return {
    waitMs(keys) {
      const now = clock();
      return Math.max(
        0,
        ...entries(keys).map(([key, limit]) => {
          const seen = recent(key, limit, now);
          // The window reopens when the oldest failure that keeps it full drops out.
          const blocking = seen[seen.length - limit.max];
          return seen.length >= limit.max && blocking !== undefined ? blocking + limit.windowMs - now : 0;
        }),
      );
    },
    fail(keys) {
      const now = clock();
      for (const [key, limit] of entries(keys)) failures.set(key, [...recent(key, limit, now), now]);
    },
    succeed(keys) {
      failures.delete(`email:${keys.email}`);
    },
  };
}
