export { captureError } from './capture';
export type { ErrorDetails } from './capture';
export { startErrorReporter } from './reporter';
export type { ErrorReporter } from './reporter';
export type { ErrorReporterOptions, ErrorReport } from './report';
export { ERROR_REPORTER_LIMITS } from './limits';
