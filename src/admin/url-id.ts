/**
 * Store URL ids (spec 001 §5): derived from the title; an id that would be empty or shorter than 3
 * characters falls back to the fallback title; one that collides with an existing id gets a numeric
 * suffix starting at 1, incremented until unique.
 */

/** The fallback title's own id must be usable, so it is checked once, here. @default 'Store' */
export const FALLBACK_STORE_TITLE = 'Store';

/** Shorter ids are not used: the spec's minimum. */
export const MIN_URL_ID_LENGTH = 3;

/** A title longer than this is cut before the suffix (our choice: a readable address). */
export const MAX_URL_ID_BASE_LENGTH = 60;

/** What a URL id looks like: lower-case letters and digits in words joined by single hyphens. */
const URL_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The slug of `text`: accents dropped, lower case, every run of other characters one hyphen, no
 * hyphen at either end, cut at {@link MAX_URL_ID_BASE_LENGTH} characters on a word boundary when it can be.
 * @example slugify('Ceramics & Glass') // 'ceramics-glass'
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_URL_ID_BASE_LENGTH) return slug;
  const cut = slug.slice(0, MAX_URL_ID_BASE_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen >= MIN_URL_ID_LENGTH ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** Whether `id` is a URL id this product writes: the pattern above, at least 3 characters. */
export function isUrlId(id: string): boolean {
  return id.length >= MIN_URL_ID_LENGTH && id.length <= MAX_URL_ID_BASE_LENGTH + 12 && URL_ID_PATTERN.test(id);
}

export interface StoreUrlIdOptions {
  /** @default FALLBACK_STORE_TITLE */
  readonly fallbackTitle?: string;
}

/**
 * The URL id of a new store titled `title`, unique among `existingIds` (compared without case).
 * Deterministic: the same title and the same ids, in any order, give the same id.
 * @throws RangeError when the fallback title itself gives no usable id.
 * @example storeUrlId('Ceramics', ['ceramics']) // 'ceramics-1'
 */
export function storeUrlId(
  title: string,
  existingIds: Iterable<string>,
  { fallbackTitle = FALLBACK_STORE_TITLE }: StoreUrlIdOptions = {},
): string {
  let base = slugify(title);
  if (base.length < MIN_URL_ID_LENGTH) {
    base = slugify(fallbackTitle);
    if (base.length < MIN_URL_ID_LENGTH) {
      throw new RangeError(`fallbackTitle "${fallbackTitle}" gives the URL id "${base}", shorter than ${MIN_URL_ID_LENGTH} characters`);
    }
  }
  const taken = new Set<string>();
  for (const id of existingIds) taken.add(id.toLowerCase());
  if (!taken.has(base)) return base;
  for (let suffix = 1; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
