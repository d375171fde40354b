import type { Viewer } from '../../../src/accounts';
import type { Product } from '../store';
import type { ContentCollection, ContentItem } from '../content';
import { PAGE_TYPE, SITE_COPY, type SitePage, pageContext } from '../site';
import { homeJson } from './home-json';
import { FORM_PAGES, THANK_YOU_PAGE } from '../forms';
import { ACCOUNT_PATHS, OWNER_PAGES } from '../accounts';
import { QA_TELEMETRY_PATH } from '../telemetry';

/** The index, rendered by the site's `index.page` template: a link to every page of the demo. */
export function homePage(
  products: readonly Product[],
  content: readonly { collection: ContentCollection; items: readonly ContentItem[] }[],
  viewer: Viewer,
  contentPages: readonly { title: string; urlId: string }[] = [],
): SitePage {
  const pages = [
    ...contentPages.map(({ title, urlId }) => ({ title, path: `/${urlId}` })),
    { title: SITE_COPY.cartTitle, path: '/cart' },
    { title: SITE_COPY.checkoutTitle, path: '/checkout' },
    ...[...FORM_PAGES, THANK_YOU_PAGE].map(({ title, path }) => ({ title, path })),
    { title: SITE_COPY.qaLink, path: QA_TELEMETRY_PATH },
    { title: viewer.signedIn ? 'Your account' : 'Sign in', path: viewer.signedIn ? ACCOUNT_PATHS.account : ACCOUNT_PATHS.signIn },
    ...OWNER_PAGES.map(({ title, path }) => ({ title, path })),
  ];
  return {
    path: '/',
    context: pageContext(PAGE_TYPE.page),
    content: { template: 'pages/index.page', json: homeJson(products, content, pages, viewer) },
  };
}
