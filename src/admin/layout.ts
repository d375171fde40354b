import type { PlatformClient } from '../platform';
import { AdminValidationError, MainNavigationMissingError } from './errors';
import { checkLinkAddress, checkNavigationSize, checkTitle } from './limits';
import { ADMIN_API } from './paths';

/**
 * A link of a layout entry (spec 001 §3 *Site layout response*): a page of the site
 * (`collectionId`), a web address (`externalLink`), a member area, or — with none of them — a
 * folder holding `children`. `title` is ours: a link or folder needs a label the spec's shape lacks.
 */
export interface LayoutLink {
  readonly collectionId: string | null;
  readonly externalLink: string | null;
  readonly memberAreaId: string | null;
  readonly title: string;
  /** Ours: the link opens in a new window (`target="_blank"`); never a folder. */
  readonly newWindow: boolean;
  readonly children: readonly LayoutLink[];
}

/** One navigation of the site: the first is the main navigation. */
export interface LayoutEntry {
  readonly identifier: string;
  readonly links: readonly LayoutLink[];
}

/** What a page of the site is shown as in its status (spec 001 §3 *Page statuses*). */
export type PagePublishStatus = 'published' | 'scheduled' | 'needs-review' | 'draft' | 'private';

/** A page of the site, as the navigation editor picks pages (ours: the layout answer carries them). */
export interface SitePage {
  readonly id: string;
  readonly title: string;
  readonly urlId: string;
  readonly fullUrl: string;
  /** 'products' for a store page; 'blog', 'events', 'gallery' or 'page' otherwise. */
  readonly type: string;
  readonly status: PagePublishStatus;
  readonly locked: boolean;
  readonly membersOnly: boolean;
}

/** `GET /api/commondata/GetSiteLayout` */
export interface SiteLayout {
  readonly templateId: string;
  readonly layout: readonly LayoutEntry[];
  /** Every page of the site. */
  readonly collections: readonly SitePage[];
  /** Paths of the site a new page cannot take (`cart`, `api` …). */
  readonly reservedUrlIds: readonly string[];
}

/**
 * An item of the navigation update (spec 001 §3 *Navigation update*), with our `title`: the label
 * the header shows; for a page, empty means the page's own title.
 */
export interface NavigationItem {
  readonly collectionId: string | null;
  readonly externalLink: string | null;
  readonly memberAreaId: string | null;
  readonly title: string;
  /** Ours: the link opens in a new window (`target="_blank"`); never a folder. */
  readonly newWindow: boolean;
  readonly items: readonly NavigationItem[];
}

/** `POST /api/widget/UpdateNavigation` */
export interface NavigationUpdate {
  readonly fieldName: string;
  readonly templateId: string;
  readonly navigation: { readonly items: readonly NavigationItem[] };
}

export type NavigationItemKind = 'page' | 'link' | 'member-area' | 'folder';

/** What an item is: a page, a web address, a member area, or a folder (none of them). */
export function navigationItemKind(item: Pick<NavigationItem, 'collectionId' | 'externalLink' | 'memberAreaId'>): NavigationItemKind {
  if (item.collectionId !== null) return 'page';
  if (item.externalLink !== null) return 'link';
  if (item.memberAreaId !== null) return 'member-area';
  return 'folder';
}

export async function getSiteLayout(client: PlatformClient): Promise<SiteLayout> {
  const answer = await client.get<unknown>(ADMIN_API.siteLayout);
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  if (!Array.isArray(body['layout'])) throw new TypeError('The site layout answer has no layout list');
  return {
    templateId: typeof body['templateId'] === 'string' ? body['templateId'] : '',
    layout: body['layout'] as LayoutEntry[],
    collections: Array.isArray(body['collections']) ? (body['collections'] as SitePage[]) : [],
    reservedUrlIds: Array.isArray(body['reservedUrlIds']) ? (body['reservedUrlIds'] as string[]) : [],
  };
}

/**
 * Every URL id a new page cannot have, as the server counts them: the reserved ones and the first
 * segment of every page's.
 */
export function takenUrlIdsOf(layout: Pick<SiteLayout, 'collections' | 'reservedUrlIds'>): string[] {
  return [...layout.reservedUrlIds, ...layout.collections.map(({ urlId }) => urlId.split('/')[0] ?? urlId)];
}

/**
 * The main navigation: the layout's first entry.
 * @throws MainNavigationMissingError ('Unable to find site main navigation') when there is none.
 */
export function mainNavigationOf(layout: Pick<SiteLayout, 'layout'>): LayoutEntry {
  const first = layout.layout[0];
  if (first === undefined) throw new MainNavigationMissingError();
  return first;
}

/** The layout's links as the update's items. */
export function navigationItemsOf(links: readonly LayoutLink[]): NavigationItem[] {
  return links.map(({ collectionId, externalLink, memberAreaId, title, newWindow, children }) => ({
    collectionId,
    externalLink,
    memberAreaId,
    title,
    // A layout from a platform without the choice opens its links in the same window.
    newWindow: newWindow === true,
    items: navigationItemsOf(children),
  }));
}

/** Every item of a tree, folders' children included. */
export function countNavigationItems(items: readonly NavigationItem[]): number {
  return items.reduce((total, item) => total + 1 + countNavigationItems(item.items), 0);
}

/** Refuses a tree the server would: too many items, a link with a bad address, a title missing or too long. */
export function checkNavigation(items: readonly NavigationItem[]): void {
  const sizeMessage = checkNavigationSize(countNavigationItems(items));
  if (sizeMessage !== undefined) throw new AdminValidationError('navigation', sizeMessage);
  const visit = (list: readonly NavigationItem[], inFolder: boolean) => {
    for (const item of list) {
      const kind = navigationItemKind(item);
      const titleMessage = kind === 'page' && item.title === '' ? undefined : checkTitle(item.title);
      if (titleMessage !== undefined) throw new AdminValidationError('title', titleMessage);
      if (kind === 'link') {
        const linkMessage = checkLinkAddress(item.externalLink ?? '');
        if (linkMessage !== undefined) throw new AdminValidationError('externalLink', linkMessage);
      }
      if (kind === 'folder' && item.newWindow)
        throw new AdminValidationError('navigation', `A folder cannot open in a new window ("${item.title}"): its links can`);
      if (kind !== 'folder' && item.items.length > 0)
        throw new AdminValidationError('navigation', `Only a folder can hold other items ("${item.title}" is not one)`);
      if (kind === 'folder' && inFolder)
        throw new AdminValidationError('navigation', `A folder cannot hold another folder ("${item.title}")`);
      visit(item.items, kind === 'folder');
    }
  };
  visit(items, false);
}

/** `POST /api/widget/UpdateNavigation` `{fieldName, templateId, navigation}` */
export async function updateNavigation(client: PlatformClient, update: NavigationUpdate): Promise<void> {
  checkNavigation(update.navigation.items);
  await client.post<unknown>(ADMIN_API.updateNavigation, {
    fieldName: update.fieldName,
    templateId: update.templateId,
    navigation: { items: update.navigation.items },
  });
}
