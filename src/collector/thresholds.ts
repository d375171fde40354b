import { TTFBThresholds } from 'web-vitals';

export type MetricName = 'FCP' | 'LCP' | 'CLS' | 'INP' | 'FID' | 'TTFB';

export type MetricRating = 'good' | 'needs-improvement' | 'poor';

/**
 * Good and poor limits per metric (spec 001 §9): good up to the first, poor above the second.
 * The spec gives none for TTFB, so it keeps web-vitals' own.
 */
export const METRIC_THRESHOLDS: Readonly<Record<MetricName, readonly [good: number, poor: number]>> = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  FID: [100, 300],
  INP: [200, 500],
  TTFB: TTFBThresholds,
};

export function rateMetric(name: MetricName, value: number): MetricRating {
  const [good, poor] = METRIC_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}
