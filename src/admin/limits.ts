import { AdminValidationError } from './errors';
import { isUrlId, MIN_URL_ID_LENGTH } from './url-id';

/**
 * The administration limits of spec 001 §9 that the admin's editors reach, and the lengths the spec
 * leaves to us (marked). The server applies the same checks (demo/server/admin), so a request that
 * skips the client still gets these messages.
 */
export const ADMIN_LIMITS = {
  /** Items in a user-orderable collection: the navigation's entries, counted through every folder. */
  userOrderableItems: 250,
  /** Products in one store page. */
  productsInCollection: 200,
  /** Categories of one store page, nested or not. */
  nestedCategories: 10_000,
  /** Characters of a category name. */
  categoryLength: 25,
  /** Ours: characters of the header's or the footer's HTML. */
  headerFooterLength: 20_000,
  /** Ours: characters of a page, link or folder title. */
  titleLength: 100,
  /** Ours: characters of a store page's description. */
  descriptionLength: 1_000,
  /** Ours: languages one site offers. */
  languages: 10,
} as const;

const count = (value: number) => value.toLocaleString('en-US');

/** A check answers the message to show, or `undefined` when the value is fine. */
export type Check<T> = (value: T) => string | undefined;

export const checkTitle: Check<string> = (title) => {
  if (title.trim() === '') return 'Enter a title';
  if (title.length > ADMIN_LIMITS.titleLength) return `A title can have at most ${count(ADMIN_LIMITS.titleLength)} characters`;
  return undefined;
};

export const checkDescription: Check<string> = (description) =>
  description.length > ADMIN_LIMITS.descriptionLength
    ? `A description can have at most ${count(ADMIN_LIMITS.descriptionLength)} characters`
    : undefined;

export const checkUrlId: Check<string> = (urlId) =>
  isUrlId(urlId)
    ? undefined
    : `A URL id has at least ${MIN_URL_ID_LENGTH} characters: lower-case letters, digits and single hyphens between them`;

export const checkCategoryName: Check<string> = (name) => {
  if (name.trim() === '') return 'Enter a category name';
  if (name.length > ADMIN_LIMITS.categoryLength) return `A category name can have at most ${ADMIN_LIMITS.categoryLength} characters`;
  return undefined;
};

/** `existing`: how many categories the store has before this one. */
export const checkCategoryCount: Check<number> = (existing) =>
  existing >= ADMIN_LIMITS.nestedCategories
    ? `A store page can have at most ${count(ADMIN_LIMITS.nestedCategories)} categories`
    : undefined;

/** `total`: how many products the store would hold. */
export const checkProductsInStore: Check<number> = (total) =>
  total > ADMIN_LIMITS.productsInCollection
    ? `A store page can hold at most ${count(ADMIN_LIMITS.productsInCollection)} products`
    : undefined;

/** `total`: the navigation's entries, folders' included. */
export const checkNavigationSize: Check<number> = (total) =>
  total > ADMIN_LIMITS.userOrderableItems ? `The navigation can hold at most ${count(ADMIN_LIMITS.userOrderableItems)} items` : undefined;

/** `part`: 'header' or 'footer', which the message names. */
export function checkHeaderFooterHtml(part: 'header' | 'footer', html: string): string | undefined {
  return html.length > ADMIN_LIMITS.headerFooterLength
    ? `The ${part} can have at most ${count(ADMIN_LIMITS.headerFooterLength)} characters`
    : undefined;
}

/**
 * A navigation link's address: a page of this site (`/path`), or a web address (http, https), an
 * email (mailto:) or a phone number (tel:). Spec 001 §5 words the refusal.
 */
export const checkLinkAddress: Check<string> = (address) => {
  const value = address.trim();
  const invalid = `${value === '' ? 'An empty address' : value} is not a valid page URL`;
  if (value.startsWith('/')) return value.startsWith('//') || /\s/.test(value) ? invalid : undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') return url.pathname === '' ? invalid : undefined;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? undefined : invalid;
  } catch {
    return invalid;
  }
};

/** Throws the check's message as an `AdminValidationError` naming `field`. */
export function assertValid<T>(field: string, check: Check<T>, value: T): void {
  const message = check(value);
  if (message !== undefined) throw new AdminValidationError(field, message);
}
