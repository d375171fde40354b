import fc from 'fast-check';
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from 'web-vitals';
import { describe, expect, it } from 'vitest';
import { METRIC_THRESHOLDS, rateMetric, type MetricName } from './index';

describe('metric thresholds', () => {
  it('are the spec values, which web-vitals shares', () => {
    expect(METRIC_THRESHOLDS).toEqual({
      FCP: [1800, 3000],
      LCP: [2500, 4000],
      CLS: [0.1, 0.25],
      FID: [100, 300],
      INP: [200, 500],
      TTFB: TTFBThresholds,
    });
    expect([FCPThresholds, LCPThresholds, CLSThresholds, INPThresholds]).toEqual([
      METRIC_THRESHOLDS.FCP,
      METRIC_THRESHOLDS.LCP,
      METRIC_THRESHOLDS.CLS,
      METRIC_THRESHOLDS.INP,
    ]);
  });

  it.each<[MetricName, number, string]>([
    ['FCP', 1800, 'good'],
    ['FCP', 1801, 'needs-improvement'],
    ['FCP', 3001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.2501, 'poor'],
    ['FID', 100, 'good'],
    ['FID', 300, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['LCP', 2500, 'good'],
    ['LCP', 4000.5, 'poor'],
  ])('rate %s %s as %s', (name, value, rating) => {
    expect(rateMetric(name, value)).toBe(rating);
  });

  it('never rate a worse value better', () => {
    const rank = { good: 0, 'needs-improvement': 1, poor: 2 } as const;
    const names = Object.keys(METRIC_THRESHOLDS) as MetricName[];
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        (name, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(rank[rateMetric(name, low)]).toBeLessThanOrEqual(rank[rateMetric(name, high)]);
        },
      ),
    );
  });
});
