/**
 * The platform's error answers. A route throws one of these; the app's error handler turns it into
 * the JSON body `{ "error": "<message>" }` with the class's status (crumb failures add `crumbFail`).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }

  /** The JSON the client reads; `error` is shown to the shopper as is. */
  toJSON(): Record<string, unknown> {
    return { error: this.message };
  }
}

/** 400: the request itself is wrong (a missing or malformed field, unparsable JSON). */
export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
  constructor(message: string) {
    super(400, message);
  }
}

/** 400 with an error per field: `{ error, errors: { [fieldId]: message } }`, shown above each field. */
export class FieldErrorsError extends ApiError {
  override name = 'FieldErrorsError';
  constructor(
    readonly errors: Readonly<Record<string, string>>,
    message = 'Some answers are not valid',
  ) {
    super(400, message);
  }

  override toJSON(): Record<string, unknown> {
    return { error: this.message, errors: this.errors };
  }
}

/** 401: the request is well formed but not allowed (a used or stale form submission key). */
export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
  constructor(message: string) {
    super(401, message);
  }
}

/** 401: a write without a crumb header matching the crumb cookie. */
export class CrumbFailError extends ApiError {
  override name = 'CrumbFailError';
  constructor() {
    super(401, 'Invalid crumb');
  }

  override toJSON(): Record<string, unknown> {
    return { crumbFail: true, error: this.message };
  }
}

/** 403: a beacon that does not come from a page of this site (its Origin or Sec-Fetch-Site says so). */
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
  constructor(message: string) {
    super(403, message);
  }
}

/** 404: an unknown item, SKU or route. */
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
  constructor(message: string) {
    super(404, message);
  }
}

/** 409: the request is well formed but the store's state refuses it (not enough stock). */
export class ConflictError extends ApiError {
  override name = 'ConflictError';
  constructor(message: string) {
    super(409, message);
  }
}

/** 415: a write whose body is not of the call's content type. */
export class UnsupportedMediaTypeError extends ApiError {
  override name = 'UnsupportedMediaTypeError';
  constructor(message: string) {
    super(415, message);
  }
}
