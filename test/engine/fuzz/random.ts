/**
 * The fuzzer's one source of randomness: a seeded xoroshiro128+ stream (pure-rand, the generator
 * fast-check draws from), so a case is reproduced exactly from its seed alone.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export class Random {
  private readonly generator;

  constructor(seed: number) {
    this.generator = xoroshiro128plus(seed | 0);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return uniformInt(this.generator, min, max);
  }

  /** True with probability `p`. */
  chance(p: number): boolean {
    return this.int(0, 999_999) < p * 1_000_000;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  /** One of the entries, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [weight: number, value: T])[]): T {
    const total = entries.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.int(0, total - 1);
    for (const [weight, value] of entries) {
      if (roll < weight) return value;
      roll -= weight;
    }
    throw new RangeError('weights must be positive integers');
  }

  /** `count` results of `make`, where count is in [min, max]. */
  times<T>(min: number, max: number, make: () => T): T[] {
    return Array.from({ length: this.int(min, max) }, make);
  }
}
