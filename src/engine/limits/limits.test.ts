import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, resolveLimits } from '.';

describe('resolveLimits', () => {
  it('fills in the defaults', () => {
    expect(resolveLimits({ maxInstructions: 10 })).toEqual({ ...DEFAULT_LIMITS, maxInstructions: 10 });
    expect(resolveLimits(undefined)).toBe(DEFAULT_LIMITS);
  });

  it.each([
    [{ maxOutputLength: -1 }, RangeError],
    [{ maxOutputLength: 1.5 }, RangeError],
    [{ maxOutputLength: '10' }, TypeError],
    [{ nope: 1 }, TypeError],
  ])('rejects %j', (given, kind) => {
    expect(() => resolveLimits(given as never)).toThrow(kind);
  });
});
