import { clientKeyOf, type RateLimit } from '../guard';

/**
 * Sign-in tries: at most 5 per email in 15 minutes, and 20 per client (its IPv4 address or IPv6
 * /64), so neither one account nor many from one place can be guessed at. A try counts when it
 * starts, before its password is checked, so tries sent all at once cannot all slip in before
 * the first is counted; a sign-in that succeeds is then taken back. A try refused by the limit is
 * not one, so the real owner gets in once the window has passed.
 *
 * An attacker who keeps an account's limit full must not lock its owner out: a client that has
 * signed in to the account before (for 30 days after) has a limit of its own for that email,
 * which strangers' tries do not fill (SECURITY.md, *Sign-in*).
 */
export interface LoginLimits {
  readonly perEmail: RateLimit;
  readonly perClient: RateLimit;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perEmail: { max: 5, windowMs: 15 * 60 * 1000 },
  perClient: { max: 20, windowMs: 15 * 60 * 1000 },
};

/**
 * Passwords checked at once: one per email, two per client, four in all. A check is a slow key
 * derivation (scrypt, 128 MiB); these keep a burst from tying up the server's memory and threads.
 */
export const LOGIN_IN_FLIGHT = { perEmail: 1, perClient: 2, overall: 4 } as const;

/** How long a client that signed in to an account stays known to it. */
export const KNOWN_CLIENT_MS = 30 * 24 * 60 * 60 * 1000;

/** What a client refused for a try already in flight is told to wait. */
const IN_FLIGHT_RETRY_MS = 1000;

/** Who a try is from: the email it names (lower-cased) and the client's address. */
export interface LoginKeys {
  readonly email: string;
  readonly client: string;
}

/** A try let through: it must be settled once its password has been checked. */
export interface LoginTry {
  /** The password matched: the email's failures (in the window this try counted in) are forgotten and the client becomes known to it. */
  succeed(): void;
  /** The password did not match (or could not be checked): the try stays counted. */
  fail(): void;
}

export type LoginDecision =
  { readonly allowed: true; readonly attempt: LoginTry } | { readonly allowed: false; readonly retryAfterMs: number };

export interface LoginThrottle {
  /** Counts a try with these keys and lets it through, unless a limit is full (nothing is counted then). */
  begin(keys: LoginKeys): LoginDecision;
}

/** Sliding windows of tries and counts of checks in flight, kept in memory: a restart forgets them, which a demo can afford. */
export function createLoginThrottle(limits: LoginLimits, clock: () => number): LoginThrottle {
  const tries = new Map<string, number[]>();
  const inFlight = new Map<string, number>();
  /** `email → client → when it last signed in`. */
  const known = new Map<string, Map<string, number>>();

  const recent = (key: string, limit: RateLimit, now: number): number[] => {
    const kept = (tries.get(key) ?? []).filter((at) => at > now - limit.windowMs);
    if (kept.length === 0) tries.delete(key);
    else tries.set(key, kept);
    return kept;
  };
  const waitOf = (key: string, limit: RateLimit, now: number): number => {
    const seen = recent(key, limit, now);
    // The window reopens when the oldest try that keeps it full drops out.
    const blocking = seen[seen.length - limit.max];
    return seen.length >= limit.max && blocking !== undefined ? blocking + limit.windowMs - now : 0;
  };
  const isKnown = (email: string, client: string, now: number): boolean => {
    const at = known.get(email)?.get(client);
    return at !== undefined && at > now - KNOWN_CLIENT_MS;
  };
  const adjust = (key: string, by: number): void => {
    const count = (inFlight.get(key) ?? 0) + by;
    if (count > 0) inFlight.set(key, count);
    else inFlight.delete(key);
  };

  return {
    begin({ email, client: address }) {
      const now = clock();
      const client = `client:${clientKeyOf(address)}`;
      const emailKey = isKnown(email, client, now) ? `email:${email}|${client}` : `email:${email}`;
      const windows: [string, RateLimit][] = [
        [emailKey, limits.perEmail],
        [client, limits.perClient],
      ];
      const waitMs = Math.max(0, ...windows.map(([key, limit]) => waitOf(key, limit, now)));
      if (waitMs > 0) return { allowed: false, retryAfterMs: waitMs };
      const flights: [string, number][] = [
        [`email:${email}`, LOGIN_IN_FLIGHT.perEmail],
        [client, LOGIN_IN_FLIGHT.perClient],
        ['overall', LOGIN_IN_FLIGHT.overall],
      ];
      if (flights.some(([key, max]) => (inFlight.get(key) ?? 0) >= max)) return { allowed: false, retryAfterMs: IN_FLIGHT_RETRY_MS };

      for (const [key] of windows) tries.set(key, [...(tries.get(key) ?? []), now]);
      for (const [key] of flights) adjust(key, 1);
      let settled = false;
      const settle = (): boolean => {
        if (settled) return false;
        settled = true;
        for (const [key] of flights) adjust(key, -1);
        return true;
      };
      return {
        allowed: true,
        attempt: {
          succeed() {
            if (!settle()) return;
            // Only the window this try counted in: the owner signing in at home leaves a stranger's tries counted.
            tries.delete(emailKey);
            // The client's count keeps only failures: this try is taken back.
            const clientTries = tries.get(client) ?? [];
            const index = clientTries.lastIndexOf(now);
            if (index >= 0) clientTries.splice(index, 1);
            if (clientTries.length === 0) tries.delete(client);
            const clients = known.get(email) ?? new Map<string, number>();
            clients.set(client, clock());
            known.set(email, clients);
          },
          fail() {
            settle();
          },
        },
      };
    },
  };
}
