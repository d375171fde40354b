export { startTelemetry, TELEMETRY_STARTED_MARK } from './start';
export type { TelemetryOptions } from './start';
