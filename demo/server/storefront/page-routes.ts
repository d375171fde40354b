import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessFor, GUEST, type ContentAccess, type Viewer } from '../../../src/accounts';
import { signedInAsMessage } from '../../../src/i18n';
import { findProductBySlug, listProducts } from '../store/catalogue';
import { findContentCollection, findContentItem, listContentCollections, listContentItems } from '../content/content';
import { issueCensusCookie, issueCrumb } from '../cookies';
import type { DemoDatabase } from '../database/db';
import { findForm } from '../forms/forms';
import { pageLocaleOf } from '../store/installments';
import { ACCOUNT_PATHS, accessDeniedPage, lockScreenPage, safeReturnPath, signInUrl } from '../accounts/account-pages';
import { contentItemPage, contentListPage } from '../content/content-list-page';
import { contentPage } from '../content/content-page-html';
import { findContentPageByUrl, listContentPages } from '../content/content-pages';
import { findFormPageByUrl } from '../forms/form-pages';
import { FORM_PAGES, THANK_YOU_PAGE, formPage, thankYouPage } from '../forms/form-page-html';
import { homePage } from './home-page';
import { productPage } from '../store/product-page';
import { BENCH_LISTING_PATH, benchListingPage, storePage } from '../store/shop-page';
import { notFoundPage } from '../site/status-pages';
import type { SessionStore, SiteSession } from '../accounts/sessions';
import { DEMO_SITE } from '../site/site';
import type { SiteJson } from '../site/site-json';
import { findStorePage, findStorePageByUrlId, listCategories, listStoreProducts } from '../site/site-admin';
import { listFilterOf, listFiltersJson, passesFilter } from '../site/list-filters';
import { renderSitePage, type SitePage } from '../site/site-renderer';
import { termsByItem } from '../site/terms';
import type { ThemeJson } from '../site/site-styles';
import { contentSecurityPolicy, createStyleNonce } from '../guard/security';
import type { SiteTemplates } from '../../../src/site-templates';

export interface SendPageOptions {
  /** @default 200 */
  statusCode?: number;
  /** The page shows the visitor's own data (their cart, their telemetry): never stored. @default false */
  perVisitor?: boolean;
}

/** Renders a page of the site and sends it. */
export type SendPage = (request: FastifyRequest, reply: FastifyReply, page: SitePage, options?: SendPageOptions) => FastifyReply;

export interface PageSenderOptions {
  /** Show template errors on the page (the dev overlay); they are logged either way. */
  readonly overlay: boolean;
  /** Who is signed in: the header and the forms of every page depend on it. */
  readonly sessions: SessionStore;
  /** What the owner set for every page at `path` in `locale` (site-chrome.ts). @default none */
  readonly chrome?: (path: string, locale: string) => SiteJson;
  /** The site's styles as they are now, read for every page; undefined: the stylesheet's own. */
  readonly theme?: () => ThemeJson | undefined;
  /**
   * The promotional pop-up a page at `path` shows, as site JSON (`promoPopupJson`); `undefined` for
   * none. A pop-up stored against the editor's rules throws, is logged, and the page shows none.
   */
  readonly promoPopup?: (path: string) => SiteJson | undefined;
}

/** Who is looking, as the site's permission rules see them. */
export function viewerOf(session: SiteSession | undefined): Viewer {
  return session === undefined ? GUEST : { signedIn: true, roles: session.user.websiteRoles };
}

/**
 * `visitor` in every template: whether someone is signed in and who, the token the page's own forms
 * send (the session's xsrf token, else the crumb), where "Sign in" leads, and the account widget's
 * data (`data-account`, JSON).
 */
function visitorJson(request: FastifyRequest, session: SiteSession | undefined, formToken: string): SiteJson {
  const path = request.url.split('?')[0];
  const signIn = path === ACCOUNT_PATHS.signIn ? request.url : signInUrl(safeReturnPath(request.url));
  const widget = {
    signInUrl: signIn,
    accountUrl: ACCOUNT_PATHS.account,
    locale: pageLocaleOf(request),
    languages: DEMO_SITE.languages,
    ...(session === undefined
      ? {}
      : { account: { displayName: session.user.displayName, email: session.user.email, language: session.user.language } }),
  };
  return {
    signedIn: session !== undefined,
    formToken,
    signInUrl: signIn,
    widget: JSON.stringify(widget),
    ...(session === undefined
      ? {}
      : { displayName: session.user.displayName, email: session.user.email, signedInAs: signedInAsMessage(session.user.email) }),
  };
}

const withTheme = (theme: ThemeJson | undefined) => (theme === undefined ? {} : { theme });

/**
 * Sends demo pages rendered through the site's templates. Every template error is logged as
 * `file:line:col: message` with the source line and a caret. Every page issues the crumb (the
 * storefront's writes need it) and, to a new visitor, the census cookie; a signed-in visitor's page
 * context carries their website roles. Every page is revalidated (`no-cache`) and `private`, since
 * its header names who is signed in; only a visitor's own page is `no-store`, because Chromium
 * never restores a no-store page from the back/forward cache once a cookie has changed, and
 * cookies change on every page (the crumb, the census's visit cookie).
 */
export function createPageSender(site: SiteTemplates, { overlay, sessions, chrome, theme, promoPopup }: PageSenderOptions): SendPage {
  // The error page must still render when what the owner set cannot be read (the database failed).
  const readChrome = (request: FastifyRequest, path: string, locale: string): SiteJson => {
    try {
      return chrome?.(path, locale) ?? {};
    } catch (error) {
      request.log.error({ err: error }, 'the site header, footer and navigation could not be read');
      return {};
    }
  };
  return (request, reply, page, { statusCode = 200, perVisitor = false } = {}) => {
    site.refresh();
    const styleNonce = createStyleNonce();
    let popup: SiteJson | undefined;
    // Only a page that loads the storefront, and only one that exists, may show the pop-up.
    if (promoPopup !== undefined && statusCode === 200 && page.storefront !== false) {
      try {
        popup = promoPopup(page.path);
      } catch (error) {
        request.log.error({ err: error }, 'The promotional pop-up is not shown');
      }
    }
    const session = sessions.sessionOf(request);
    const crumb = issueCrumb(request, reply, { refresh: true });
    const visitor = visitorJson(request, session, session?.xsrfToken ?? crumb);
    const context = session === undefined ? page.context : { ...page.context, websiteRoles: [...session.user.websiteRoles] };
    const locale = pageLocaleOf(request);
    const { html, errors } = renderSitePage(
      site,
      { ...page, context },
      {
        overlay,
        locale,
        visitor,
        chrome: readChrome(request, page.path, locale),
        ...withTheme(theme?.()),
        styleNonce,
        ...(popup === undefined ? {} : { promoPopup: popup }),
      },
    );
    for (const error of errors) request.log.error(error.report);
    issueCensusCookie(request, reply);
    return reply
      .code(statusCode)
      .type('text/html; charset=utf-8')
      .header('cache-control', perVisitor ? 'no-store' : 'private, no-cache')
      .header('content-security-policy', contentSecurityPolicy({ styleNonce }))
      .send(html);
  };
}

/**
 * Sends `page` if the visitor may see content under `access`; otherwise the lock screen (a
 * visitor: 401, with the sign-in form) or member-area access denied (an account without access: 403).
 * Neither says anything of the content but its title.
 */
function sendGuarded(
  request: FastifyRequest,
  reply: FastifyReply,
  sendPage: SendPage,
  viewer: Viewer,
  access: ContentAccess | null,
  page: SitePage,
): FastifyReply {
  const title = page.title ?? '';
  switch (accessFor(access, viewer)) {
    case 'open':
      return sendPage(request, reply, page, { perVisitor: access !== null });
    case 'sign-in':
      return sendPage(request, reply, lockScreenPage(title, page.path), { statusCode: 401, perVisitor: true });
    case 'denied':
      return sendPage(request, reply, accessDeniedPage(title, page.path), { statusCode: 403, perVisitor: true });
  }
}

export function registerPageRoutes(app: FastifyInstance, db: DemoDatabase, sendPage: SendPage, sessions: SessionStore): void {
  const viewer = (request: FastifyRequest) => viewerOf(sessions.sessionOf(request));

  app.get('/', (request, reply) => {
    const content = listContentCollections(db).map((collection) => ({ collection, items: listContentItems(db, collection.id) }));
    return sendPage(request, reply, homePage(listProducts(db), content, viewer(request), listContentPages(db)));
  });

  /** A store page shoppers may open (a Draft one is not found), its products passing the filter, or undefined. */
  const sendStorePage = (request: FastifyRequest, reply: FastifyReply, urlId: string) => {
    const page = findStorePageByUrlId(db, urlId);
    if (page === undefined || !page.enabled) return undefined;
    const filter = listFilterOf(request);
    const tags = termsByItem(db, page.id, 'tag');
    const categories = termsByItem(db, page.id, 'category');
    const products = listStoreProducts(db, page.id)
      .map((product) => ({ product, terms: { tags: tags.get(product.id) ?? [], categories: categories.get(product.id) ?? [] } }))
      .filter(({ terms }) => passesFilter(filter, terms));
    const filters = listFiltersJson(db, page.id, `/${page.urlId}`, filter);
    return sendPage(request, reply, storePage(page, products, listCategories(db, page.id), filters, viewer(request)));
  };

  app.get('/shop', (request, reply) => sendStorePage(request, reply, 'shop') ?? reply.callNotFound());
  app.get(BENCH_LISTING_PATH, (request, reply) => sendPage(request, reply, benchListingPage(listProducts(db))));

  app.get<{ Params: { slug: string } }>('/products/:slug', (request, reply) => {
    const product = findProductBySlug(db, request.params.slug);
    if (product === undefined) return sendPage(request, reply, notFoundPage(request.url), { statusCode: 404 });
    return sendGuarded(
      request,
      reply,
      sendPage,
      viewer(request),
      product.access,
      productPage(product, pageLocaleOf(request), findStorePage(db, product.collectionId)),
    );
  });

  for (const page of FORM_PAGES) {
    app.get(page.path, (request, reply) => {
      const form = findForm(db, page.formId);
      if (form === undefined) return sendPage(request, reply, notFoundPage(request.url), { statusCode: 404 });
      return sendPage(request, reply, formPage(page, form));
    });
  }

  app.get(THANK_YOU_PAGE.path, (request, reply) => sendPage(request, reply, thankYouPage()));

  // The site's content collections and store pages, at the paths the database gives them. Every
  // other path of this shape (an API or asset path with no route of its own) gets the not-found
  // answer it had.
  app.get<{ Params: { collection: string } }>('/:collection', (request, reply) => {
    const collection = findContentCollection(db, request.params.collection);
    if (collection === undefined) {
      const page = findContentPageByUrl(db, request.params.collection);
      if (page !== undefined) return sendPage(request, reply, contentPage(page));
      const formPageRow = findFormPageByUrl(db, request.params.collection);
      const form = formPageRow && findForm(db, formPageRow.formId);
      if (formPageRow !== undefined && form !== undefined) return sendPage(request, reply, formPage(formPageRow, form));
      return sendStorePage(request, reply, request.params.collection) ?? reply.callNotFound();
    }
    if (collection.typeName !== 'blog')
      return sendPage(request, reply, contentListPage(collection, listContentItems(db, collection.id), viewer(request)));
    const filter = listFilterOf(request);
    const items = listContentItems(db, collection.id).filter((item) => passesFilter(filter, item));
    const filters = listFiltersJson(db, collection.id, `/${collection.urlId}`, filter);
    return sendPage(request, reply, contentListPage(collection, items, viewer(request), filters));
  });

  app.get<{ Params: { collection: string; item: string } }>('/:collection/:item', (request, reply) => {
    const collection = findContentCollection(db, request.params.collection);
    const item = collection && findContentItem(db, collection.id, request.params.item);
    if (collection === undefined || item === undefined) return reply.callNotFound();
    return sendGuarded(request, reply, sendPage, viewer(request), item.access, contentItemPage(collection, item));
  });
}
