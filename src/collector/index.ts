export { startCollector, COLLECTOR_VERSION } from './collector';
export type { Collector, CollectorOptions, PerformanceRecord, PerformanceEventKind } from './collector';
export { METRIC_THRESHOLDS, rateMetric } from './thresholds';
export type { MetricName, MetricRating } from './thresholds';
