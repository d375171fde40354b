import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientKeyOf, createRateLimiter } from './rate-limit';

describe('the per-visitor rate limit', () => {
  it('never lets a visitor in more than max times in any window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.array(fc.record({ gap: fc.integer({ min: 0, max: 400 }), visitor: fc.constantFrom('a', 'b') }), { maxLength: 60 }),
        (max, windowMs, requests) => {
          let now = 0;
          const limiter = createRateLimiter({ max, windowMs }, () => now);
          const allowed: { at: number; visitor: string }[] = [];
          for (const { gap, visitor } of requests) {
            now += gap;
            const decision = limiter.take(visitor);
            if (decision.allowed) allowed.push({ at: now, visitor });
            else expect(decision.retryAfterMs).toBeGreaterThan(0);
          }
          for (const { at, visitor } of allowed) {
            const inWindow = allowed.filter((other) => other.visitor === visitor && other.at > at - windowMs && other.at <= at);
            expect(inWindow.length).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });

  it('says how long until the oldest counted request leaves the window', () => {
    let now = 1000;
    const limiter = createRateLimiter({ max: 2, windowMs: 500 }, () => now);
    limiter.take('a');
    now = 1200;
    limiter.take('a');
    now = 1300;
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterMs: 200 });
    now = 1501;
    expect(limiter.take('a')).toEqual({ allowed: true });
  });

  it('keeps at most maxKeys visitors in memory, forgetting the longest idle first', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1000 }, () => now, { maxKeys: 100 });
    for (let visitor = 0; visitor < 5000; visitor += 1) {
      now += 1;
      expect(limiter.take(`visitor-${visitor}`).allowed).toBe(true);
      expect(limiter.size).toBeLessThanOrEqual(100);
    }
    // The most recent visitors are the ones remembered.
    expect(limiter.take('visitor-4999')).toEqual({ allowed: false, retryAfterMs: 1000 });
  });

  it('forgets a visitor whose window has passed', () => {
    let now = 0;
    const limiter = createRateLimiter({ max: 1, windowMs: 1000 }, () => now);
    for (let visitor = 0; visitor < 50; visitor += 1) limiter.take(`visitor-${visitor}`);
    now = 1001;
    limiter.take('late');
    expect(limiter.size).toBe(1);
  });

  it.each([
    [{ max: 0, windowMs: 1000 }, /^max must be a whole number of at least 1/],
    [{ max: 2, windowMs: 0.5 }, /^windowMs must be a whole number of milliseconds/],
  ])('refuses %j with a RangeError naming the option', (limit, message) => {
    expect(() => createRateLimiter(limit, Date.now)).toThrow(RangeError);
    expect(() => createRateLimiter(limit, Date.now)).toThrow(message);
  });
});

describe('the client key of an address', () => {
  it('is an IPv4 address itself, also written IPv4-mapped', () => {
    expect(clientKeyOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKeyOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:0:2::/64';
    for (const address of ['2001:db8:0:2::1', '2001:0DB8:0000:0002:ffff:ffff:ffff:ffff', '2001:db8::2:1:2:3:4', '2001:db8:0:2:a::b%eth0']) {
      expect(clientKeyOf(address)).toBe(key);
    }
    expect(clientKeyOf('2001:db8:0:3::1')).not.toBe(key);
    expect(clientKeyOf('::1')).toBe('0:0:0:0::/64');
  });
});
