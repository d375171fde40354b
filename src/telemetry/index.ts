export { startTelemetry } from './start';
export type { TelemetryOptions } from './start';
