import { assertValid, checkTitle, checkUrlId } from '../admin';
import type { PlatformClient } from '../platform';
import { CONTENT_PAGES_API, pagePath, type ContentPage } from './calls';

// Only the content editor creates, deletes and orders; the Embed panel, which Store pages load
// too, shares calls.ts and stays without these.

/** A new content page as the owner asks for it. */
export interface NewContentPage {
  readonly title: string;
  /** Empty: derived from the title by the store URL-id rules, made unique. */
  readonly urlId: string;
  /** Append the page to the main navigation (needs `site:navigation`). */
  readonly addToNavigation: boolean;
}

/**
 * `POST /api/admin/pages`: a new, empty page. Refuses, before sending, a title or URL id the
 * platform would refuse (an `AdminValidationError` naming `title` or `urlId`).
 */
export async function createContentPage(client: PlatformClient, input: NewContentPage): Promise<ContentPage> {
  assertValid('title', checkTitle, input.title);
  const urlId = input.urlId.trim();
  if (urlId !== '') assertValid('urlId', checkUrlId, urlId);
  return (await client.post<{ page: ContentPage }>(CONTENT_PAGES_API, { ...input, title: input.title.trim(), urlId })).page;
}

/** `DELETE /api/admin/pages/{pageId}`: the page, its blocks and its navigation links. */
export async function deleteContentPage(client: PlatformClient, pageId: string): Promise<void> {
  await client.delete<unknown>(pagePath(pageId));
}

/** `PUT /api/admin/pages/{pageId}/blocks`: the page's blocks in the order of `blockIds` (each of them once). */
export async function orderContentBlocks(client: PlatformClient, pageId: string, blockIds: readonly string[]): Promise<ContentPage> {
  return (await client.put<{ page: ContentPage }>(`${pagePath(pageId)}/blocks`, { blockIds })).page;
}
