/** An HTTP answer as the forms core reads it. */
export interface TransportResponse {
  readonly status: number;
  /** The parsed JSON body; `undefined` when there is none or it is not JSON. */
  readonly body: unknown;
}

/**
 * How the forms core reaches the platform, so it runs against the one platform client (or a
 * test double) without knowing HTTP. Every answer resolves, 4xx and 5xx included; the promise
 * rejects only when no answer came (offline, timeout). Requests go with credentials and, for
 * writes, the CSRF header, as the platform client sends them.
 */
export interface FormsTransport {
  /** POST with a JSON body; no body at all when `body` is `undefined`. */
  postJson(path: string, body?: unknown): Promise<TransportResponse>;
  getJson(path: string, searchParams: Readonly<Record<string, string>>): Promise<TransportResponse>;
}

/** The platform paths the forms core calls. */
export const FORMS_API = {
  validate: (formId: string): string => `/api/rest/forms/validate/${encodeURIComponent(formId)}`,
  submissionKey: '/api/form/FormSubmissionKey',
  saveSubmission: '/api/form/SaveFormSubmission',
  placesAutocomplete: '/api/google-maps/places/autocomplete',
  placesDetails: '/api/google-maps/places/details',
} as const;

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** A property of a JSON object body, or `undefined` when the body is not an object. */
export function bodyProperty(body: unknown, key: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Readonly<Record<string, unknown>>)[key] : undefined;
}
