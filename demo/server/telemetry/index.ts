/**
 * The telemetry domain's door: the collector's calls, CSP reports, the QA page, the demo fault,
 * the replay stand-in.
 */
export { demoFaultOf } from './demo-fault';
export { DEFAULT_TELEMETRY_RATE_LIMIT, telemetryPlugin } from './plugin';
export { QA_TELEMETRY_PATH } from './qa-page';
export { readVisitorTelemetry } from './telemetry';
export type { VisitorTelemetry } from './telemetry';
