export { startErrorReporter, captureError, ERROR_REPORTER_LIMITS } from './reporter';
export type { ErrorReporter, ErrorReporterOptions, ErrorReport, ErrorDetails } from './reporter';
