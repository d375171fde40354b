/** At most `max` requests per visitor in any `windowMs`. */
export interface RateLimit {
  readonly max: number;
  readonly windowMs: number;
}

/** Form submissions: five per visitor in ten minutes. */
export const DEFAULT_FORM_RATE_LIMIT: RateLimit = { max: 5, windowMs: 10 * 60 * 1000 };

export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

export interface RateLimiter {
  /** Counts one request from `visitor`, unless it is over the limit. */
  take(visitor: string): RateDecision;
  /** How many visitors it remembers now (at most `maxKeys`). */
  readonly size: number;
}

/** Visitors a limiter remembers at most, so many made-up keys cannot fill the memory. */
export const DEFAULT_MAX_LIMITER_KEYS = 10_000;

/**
 * A sliding-window limit per visitor, kept in memory: a restart forgets it, which a demo can
 * afford. Only requests it allows count, so a visitor who waits is let in again. A visitor whose
 * window has passed is forgotten, and past `maxKeys` visitors the longest idle is forgotten first
 * (and so starts afresh: the cap bounds the memory, the per-address limits bound the abuse).
 * @throws RangeError when `max`, `windowMs` or `maxKeys` is not a whole number of at least 1
 */
export function createRateLimiter(
  limit: RateLimit,
  clock: () => number,
  { maxKeys = DEFAULT_MAX_LIMITER_KEYS }: { maxKeys?: number } = {},
): RateLimiter {
  if (!Number.isInteger(limit.max) || limit.max < 1) throw new RangeError(`max must be a whole number of at least 1, got ${limit.max}`);
  if (!Number.isInteger(limit.windowMs) || limit.windowMs < 1) {
    throw new RangeError(`windowMs must be a whole number of milliseconds of at least 1, got ${limit.windowMs}`);
  }
  if (!Number.isInteger(maxKeys) || maxKeys < 1) throw new RangeError(`maxKeys must be a whole number of at least 1, got ${maxKeys}`);
  // In order of last use (a visitor is moved to the end on each take), so the idlest come first.
  const seen = new Map<string, number[]>();
  const forgetIdle = (now: number) => {
    for (const [visitor, times] of seen) {
      const newest = times[times.length - 1];
      if (newest !== undefined && newest > now - limit.windowMs) break;
      seen.delete(visitor);
    }
  };
  return {
    take(visitor) {
      const now = clock();
      forgetIdle(now);
      const recent = (seen.get(visitor) ?? []).filter((at) => at > now - limit.windowMs);
      seen.delete(visitor);
      const oldest = recent[0];
      if (recent.length >= limit.max && oldest !== undefined) {
        seen.set(visitor, recent);
        return { allowed: false, retryAfterMs: oldest + limit.windowMs - now };
      }
      recent.push(now);
      if (seen.size >= maxKeys) {
        const idlest = seen.keys().next();
        if (idlest.done !== true) seen.delete(idlest.value);
      }
      seen.set(visitor, recent);
      return { allowed: true };
    },
    get size() {
      return seen.size;
    },
  };
}

/**
 * Who a request is from, for limits kept per client: the IPv4 address, or an IPv6 address's /64.
 * One IPv6 subscriber is handed a whole /64 and can pick any of its 2^64 addresses, so keying on
 * the full address would give them a fresh limit per try.
 */
export function clientKeyOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.toLowerCase().split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}
