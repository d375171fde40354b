export { captureError } from './capture';
export type { ErrorDetails } from './capture';
export { startErrorReporter } from './reporter';
export type { ErrorReporter, ErrorReporterOptions, ErrorReport } from './reporter';
export { ERROR_REPORTER_LIMITS } from './limits';
