/**
 * How a page of the site reaches the visitor: rendered through the site's templates with who is
 * signed in (the header's account widget, the forms' token), the owner's chrome, theme and pop-up.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GUEST, type Viewer } from '../../../src/accounts';
import { signedInAsMessage } from '../../../src/i18n';
import type { SiteTemplates } from '../../../src/site-templates';
import { issueCensusCookie, issueCrumb } from '../cookies';
import { contentSecurityPolicy, createStyleNonce } from '../guard';
import { DEMO_SITE, pageLocaleOf, renderSitePage, type SiteJson, type SitePage, type ThemeJson } from '../site';
import { ACCOUNT_PATHS, safeReturnPath, signInUrl } from './account-pages';
import type { SessionStore, SiteSession } from './sessions';

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
  /** What the owner set for every page at `path` in `locale` (storefront/site-chrome.ts). @default none */
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
