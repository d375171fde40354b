/**
 * Where a new page will be, worked out by one function for the server that creates the page and
 * the form that previews it, so what the owner is told is what happens. Two rules, because the
 * pages are created in two ways:
 * - content and form pages: the server places the page. An empty URL id is derived from the title
 *   by the store URL-id rules (with the kind's fallback title); a written one is taken as written,
 *   refused when it is no URL id (400) or another page has it (409).
 * - store pages: the admin works out the final id and sends it (the product collection create of
 *   the spec takes a `urlId`), so a written id is made a URL id and suffixed like a derived one.
 */
import { checkUrlId } from './limits';
import { FALLBACK_STORE_TITLE, slugify, storeUrlId } from './url-id';

export interface NewPageUrlIdRule {
  /** What the id is made from when the title gives fewer than 3 characters. */
  readonly fallbackTitle: string;
  /** A written id: made a unique URL id, or taken as written and refused when it cannot be. */
  readonly written: 'made-unique' | 'as-written';
}

export const STORE_PAGE_URL_ID: NewPageUrlIdRule = { fallbackTitle: FALLBACK_STORE_TITLE, written: 'made-unique' };
export const CONTENT_PAGE_URL_ID: NewPageUrlIdRule = { fallbackTitle: 'Page', written: 'as-written' };
export const FORM_PAGE_URL_ID: NewPageUrlIdRule = { fallbackTitle: 'Form page', written: 'as-written' };

/** Where a new page will be, or why its written id is refused (`taken`: a 409, `malformed`: a 400). */
export type NewPageUrlId = { readonly urlId: string } | { readonly refused: 'malformed' | 'taken'; readonly message: string };

/** The refusal of a written URL id another page has. */
export function urlIdTakenMessage(urlId: string): string {
  return `Another page already has the URL id "${urlId}". Choose another.`;
}

/**
 * The URL id a new page titled `title` gets under `rule`, `written` being what the owner wrote
 * (empty: derive it), among the `taken` ids of the site.
 * @example newPageUrlId('Linen', '', ['linen'], CONTENT_PAGE_URL_ID) // { urlId: 'linen-1' }
 */
export function newPageUrlId(title: string, written: string, taken: Iterable<string>, rule: NewPageUrlIdRule): NewPageUrlId {
  const asked = written.trim();
  const options = { fallbackTitle: rule.fallbackTitle };
  if (asked === '') return { urlId: storeUrlId(title, taken, options) };
  // Nothing usable written (only punctuation, say): the title is what the owner meant the id to say.
  if (rule.written === 'made-unique') return { urlId: storeUrlId(slugify(asked) === '' ? title : asked, taken, options) };
  const malformed = checkUrlId(asked);
  if (malformed !== undefined) return { refused: 'malformed', message: malformed };
  return new Set(taken).has(asked) ? { refused: 'taken', message: urlIdTakenMessage(asked) } : { urlId: asked };
}

/**
 * What the URL id field of a new page says under it as the owner types: exactly where the page
 * will be, or the refusal its written id will meet. Without the site's `taken` ids (a role that
 * cannot read the site layout, or before it has loaded) it says the id and what may still change it.
 */
export function newPageUrlIdHint(title: string, written: string, taken: Iterable<string> | undefined, rule: NewPageUrlIdRule): string {
  const asked = written.trim();
  if (asked === '' && title.trim() === '') return 'Empty: derived from the title, made unique among the site’s pages.';
  const placed = newPageUrlId(title, asked, taken ?? [], rule);
  if ('refused' in placed) return placed.message;
  if (taken !== undefined) return `The page will be at /${placed.urlId}.`;
  if (asked === '') return `Empty: derived from the title, /${placed.urlId} (a number is added when another page has it).`;
  return rule.written === 'made-unique'
    ? `The page will be at /${placed.urlId} (a number is added when another page has it).`
    : `The page will be at /${placed.urlId} unless another page has it.`;
}
