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
}

/**
 * A sliding-window limit per visitor, kept in memory: a restart forgets it, which a demo can
 * afford. Only requests it allows count, so a visitor who waits is let in again.
 * @throws RangeError when `max` or `windowMs` is not a whole number of at least 1
 */
export function createRateLimiter(limit: RateLimit, clock: () => number): RateLimiter {
  if (!Number.isInteger(limit.max) || limit.max < 1) throw new RangeError(`max must be a whole number of at least 1, got ${limit.max}`);
  if (!Number.isInteger(limit.windowMs) || limit.windowMs < 1) {
    throw new RangeError(`windowMs must be a whole number of milliseconds of at least 1, got ${limit.windowMs}`);
  }
  const seen = new Map<string, number[]>();
  return {
    take(visitor) {
      const now = clock();
      const recent = (seen.get(visitor) ?? []).filter((at) => at > now - limit.windowMs);
      const oldest = recent[0];
      if (recent.length >= limit.max && oldest !== undefined) {
        seen.set(visitor, recent);
        return { allowed: false, retryAfterMs: oldest + limit.windowMs - now };
      }
      recent.push(now);
      seen.set(visitor, recent);
      return { allowed: true };
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
