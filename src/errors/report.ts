// What the reporter and its lazily imported sending half (./send) share: here, so neither imports the other's module for it.

/** One entry of the JSON list POSTed to /api/events/RecordJavascriptErrors. */
export interface ErrorReport {
  /** An uncaught error, an unhandled rejection, or one handed to `captureError`. */
  event: 'javascript_error' | 'unhandled_rejection' | 'reported_error';
  data: {
    message: string;
    name?: string | undefined;
    stack?: string | undefined;
    filename?: string | undefined;
    line?: number | undefined;
    column?: number | undefined;
    source?: string | undefined;
    componentStack?: string | undefined;
    /** The page the error happened on. */
    url: string;
  };
  /** Epoch milliseconds. */
  timestamp: number;
}

export interface ErrorReporterOptions {
  /** Where `/api/...` lives; `/` for the same origin. */
  apiRoot: string;
  /** Aborting stops the reporter: its listeners go and nothing more is sent. */
  signal?: AbortSignal | undefined;
}
