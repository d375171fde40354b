/**
 * The admin calls' own errors. Failures of the platform itself stay `PlatformError`s (src/platform);
 * these are what the admin rules refuse before anything is sent, or what an answer lacks.
 */
export class AdminError extends Error {
  override readonly name: string = 'AdminError';
}

/** Input the §9 limits or the admin's rules refuse; `field` names what to fix, `message` says how. */
export class AdminValidationError extends AdminError {
  override readonly name = 'AdminValidationError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** The site layout has no first entry, so a store cannot be added to the main navigation (spec 001 §5, §8). */
export class MainNavigationMissingError extends AdminError {
  override readonly name = 'MainNavigationMissingError';
  constructor() {
    super('Unable to find site main navigation');
  }
}

/**
 * The store page was created, but adding it to the main navigation failed: the page exists (its
 * `collectionId`), so the owner must not create it again; `cause` says why the navigation failed.
 */
export class StorePageNavigationError extends AdminError {
  override readonly name = 'StorePageNavigationError';
  constructor(
    readonly collectionId: string,
    readonly urlId: string,
    cause: unknown,
  ) {
    super(`The store page was created at /${urlId}, but it could not be added to the main navigation`, { cause });
  }
}

export function isAdminValidationError(value: unknown): value is AdminValidationError {
  return value instanceof AdminValidationError || (value instanceof Error && value.name === 'AdminValidationError' && 'field' in value);
}
