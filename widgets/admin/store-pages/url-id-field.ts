import { slugify, storeUrlId } from '../../../src/admin';

export interface UrlIdDraft {
  /** What the URL id field shows. */
  readonly shown: string;
  /** The id the page will get: unique, at least 3 characters. '' while there is no title yet. */
  readonly final: string;
}

/**
 * The URL id field as the owner types: derived live from the title (suffixed on collision) until
 * the owner writes one; a written one is made a URL id and suffixed too.
 */
export function urlIdDraft(title: string, typed: string | null, taken: Iterable<string>): UrlIdDraft {
  const ids = [...taken];
  if (typed !== null && typed.trim() !== '') return { shown: typed, final: storeUrlId(slugify(typed) === '' ? title : typed, ids) };
  if (title.trim() === '') return { shown: '', final: '' };
  const derived = storeUrlId(title, ids);
  return { shown: derived, final: derived };
}
