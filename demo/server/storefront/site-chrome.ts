/**
 * What every storefront page shows around its content, as the owner set it in the admin: the
 * header and footer HTML, the main navigation, and the language switcher when the site offers more
 * than one language. Read from SQLite on every request, so a change shows on the next load.
 */
import { navigationItemKind, type NavigationItem } from '../../../src/admin';
import { NEW_WINDOW_ATTRIBUTES } from '../../../src/links';
import type { DemoDatabase } from '../database';
import { type SiteJson, MAIN_NAVIGATION, readHeaderFooter, readLanguages, readNavigations } from '../site';
import { listSitePages } from './site-pages';

/** A navigation entry as `site.region` renders it: a link, or a folder of links. */
interface NavigationLinkJson {
  title: string;
  url?: string;
  current?: boolean;
  /** `target` and `rel` of a link that opens in a new window, as the link editor's rules write them. */
  target?: string;
  rel?: string;
  folder?: boolean;
  items?: NavigationLinkJson[];
}

/**
 * `pagePath`: the page being rendered, which its link marks as current. `locale`: the language the
 * page was asked for. Pages shoppers cannot open (a Draft store page) and folders left empty by
 * them are left out.
 */
export function siteChromeJson(db: DemoDatabase, pagePath: string, locale: string): SiteJson {
  const pages = new Map(listSitePages(db).map((page) => [page.id, page]));
  const linksOf = (items: readonly NavigationItem[]): NavigationLinkJson[] =>
    items.flatMap((entry): NavigationLinkJson[] => {
      const kind = navigationItemKind(entry);
      if (kind === 'folder') {
        const children = linksOf(entry.items);
        return children.length === 0 ? [] : [{ title: entry.title, folder: true, items: children }];
      }
      const page = entry.collectionId === null ? undefined : pages.get(entry.collectionId);
      if (kind === 'page' && (page === undefined || page.status !== 'published')) return [];
      const url = page?.fullUrl ?? entry.externalLink;
      if (url === null || url === undefined) return [];
      const title = entry.title !== '' ? entry.title : (page?.title ?? url);
      return [{ title, url, current: url === pagePath, ...(entry.newWindow ? NEW_WINDOW_ATTRIBUTES : {}) }];
    });
  const main = readNavigations(db).find(({ identifier }) => identifier === MAIN_NAVIGATION);
  const languages = readLanguages(db);
  const { headerShown, footerShown } = readHeaderFooter(db);
  return {
    siteHeaderHtml: headerShown,
    siteFooterHtml: footerShown,
    navigation: linksOf(main?.items ?? []),
    // One language needs no switcher. The default language's link is the page itself.
    languages:
      languages.length < 2
        ? []
        : languages.map(({ code, name, isDefault }) => ({
            code,
            name,
            url: isDefault ? pagePath : `${pagePath}?locale=${encodeURIComponent(code)}`,
            current: code.toLowerCase() === locale.toLowerCase(),
          })),
  };
}
