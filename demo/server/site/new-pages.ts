/**
 * What every page an owner creates shares (form pages, content pages): a title, a URL id claimed
 * by the kind's new-page URL-id rule (derived from the title when left empty, the same function the
 * admin's preview of it calls), and, when asked, a link at
 * the end of the main navigation; and, when a page is deleted, its links leaving every navigation.
 */
import { ADMIN_MESSAGE, checkTitle, newPageUrlId, type NavigationItem, type NewPageUrlIdRule } from '../../../src/admin';
import type { DemoDatabase } from '../database';
import { BadRequestError, ConflictError, ForbiddenError } from '../errors';
import { MAIN_NAVIGATION, readNavigations, writeNavigation } from './site-admin';

/**
 * Every URL id a new page cannot have (storefront/site-pages.ts `takenUrlIds`: the reserved ones and
 * every page's, across the domains), handed in by the app so the site knows no domain above it.
 */
export type TakenUrlIds = (db: DemoDatabase) => ReadonlySet<string>;

/** A new page as its request asks for it, checked but not yet placed. */
export interface NewPageRequest {
  readonly title: string;
  /** As asked: empty when the id is to be derived from the title. */
  readonly urlId: string;
  readonly addToNavigation: boolean;
}

/**
 * The title, URL id and navigation choice of a new page's request body: a 400 for a blank title
 * or a value of the wrong type, a 403 when adding to the navigation without `site:navigation`.
 */
export function readNewPage(body: Record<string, unknown>, permissions: readonly string[]): NewPageRequest {
  const title = typeof body['title'] === 'string' ? body['title'].trim() : '';
  const titleProblem = checkTitle(title);
  if (titleProblem !== undefined) throw new BadRequestError(titleProblem);
  const urlId = body['urlId'] ?? '';
  if (typeof urlId !== 'string') throw new BadRequestError('urlId must be a string');
  const addToNavigation = body['addToNavigation'] ?? false;
  if (typeof addToNavigation !== 'boolean') throw new BadRequestError('addToNavigation must be true or false');
  if (addToNavigation && !permissions.includes('site:navigation')) {
    throw new ForbiddenError('Adding a page to the navigation needs the right to edit the navigation');
  }
  return { title, urlId: urlId.trim(), addToNavigation };
}

/**
 * Places a new page inside the caller's transaction: claims its URL id under `rule` (a 400 for an
 * id the rules refuse, a 409 for one another page has), lets `insert` store the page under it, then
 * appends its link to the main navigation when asked. Returns what `insert` returned.
 */
export function placeNewPage<T extends { readonly id: string }>(
  db: DemoDatabase,
  asked: NewPageRequest,
  rule: NewPageUrlIdRule,
  insert: (urlId: string) => T,
  takenUrlIds: TakenUrlIds,
): T {
  const placed = newPageUrlId(asked.title, asked.urlId, takenUrlIds(db), rule);
  if ('refused' in placed) throw placed.refused === 'taken' ? new ConflictError(placed.message) : new BadRequestError(placed.message);
  const { urlId } = placed;
  const main = readNavigations(db).find(({ identifier }) => identifier === MAIN_NAVIGATION);
  if (asked.addToNavigation && main === undefined) throw new ConflictError(ADMIN_MESSAGE.mainNavigationMissing);
  const created = insert(urlId);
  if (main !== undefined && asked.addToNavigation) {
    writeNavigation(db, MAIN_NAVIGATION, [
      ...main.items,
      { collectionId: created.id, externalLink: null, memberAreaId: null, title: asked.title, newWindow: false, items: [] },
    ]);
  }
  return created;
}

/** Takes a deleted page's links out of every navigation, inside the caller's transaction. */
export function unlinkPage(db: DemoDatabase, pageId: string): void {
  for (const { identifier, items } of readNavigations(db)) writeNavigation(db, identifier, withoutLinksTo(items, pageId));
}

/** A navigation's items without any link to the page `pageId`, at any depth. */
function withoutLinksTo(items: readonly NavigationItem[], pageId: string): NavigationItem[] {
  return items.filter((item) => item.collectionId !== pageId).map((item) => ({ ...item, items: withoutLinksTo(item.items, pageId) }));
}
