import { PERMISSIONS, permissionsOf, type Permission } from '../../../src/accounts';
import { STRINGS } from '../../../src/i18n';
import { DEMO_SITE, PAGE_TYPE, type SitePage, pageContext } from '../site';
import type { SiteUser } from './site-users';

/** The account pages, which work without JavaScript: plain forms posting to these paths. */
export const ACCOUNT_PATHS = {
  signIn: '/account/sign-in',
  account: '/account',
  signOut: '/account/sign-out',
  signOutEverywhere: '/account/sign-out-everywhere',
  language: '/account/language',
} as const;

export interface OwnerPage {
  readonly title: string;
  readonly path: string;
  readonly permission: Permission;
}

/** The owner pages this site has, and the permission each needs. */
export const OWNER_PAGE = {
  restock: { title: 'Restock notifications', path: '/config/restock', permission: 'restock:manage' },
} as const satisfies Readonly<Record<string, OwnerPage>>;

export const OWNER_PAGES: readonly OwnerPage[] = Object.values(OWNER_PAGE);

/** Any origin of ours: `returnTo` is resolved against it, and must stay on it. */
const SITE_ORIGIN = 'http://site.invalid';
/** What a browser strips or reads as a slash in a URL (tab, newline, CR, spaces, backslash), and other controls. */
const UNSAFE_IN_URL = /[\s\\\p{Cc}]/u;

/**
 * A path on this site to go back to after signing in, or `/` for anything else. `value` must be a
 * path (one `/`, not `//`) with no whitespace, control character or backslash anywhere, raw or
 * percent-encoded in its path (browsers drop tabs and newlines and read `\` as `/`, so `/\t/evil`
 * would become `//evil`); it is resolved with the URL parser against the site's origin and must stay
 * on it, and its path must still start with one slash once resolved (`/a/..//evil` resolves to
 * `//evil`). What is answered is the parser's serialization, percent-encoded.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || UNSAFE_IN_URL.test(value)) return '/';
  let url: URL;
  let path: string;
  try {
    url = new URL(value, SITE_ORIGIN);
    path = decodeURIComponent(url.pathname);
  } catch {
    return '/';
  }
  if (url.origin !== SITE_ORIGIN || url.pathname.startsWith('//') || path.startsWith('//') || UNSAFE_IN_URL.test(path)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the header's "Sign in" leads from `returnTo`. */
export function signInUrl(returnTo: string): string {
  return returnTo === '/' ? ACCOUNT_PATHS.signIn : `${ACCOUNT_PATHS.signIn}?returnTo=${encodeURIComponent(returnTo)}`;
}

export interface SignInPageOptions {
  readonly returnTo: string;
  /** Why the last try failed, shown in an alert above the form. */
  readonly error?: string;
  /** What the visitor typed last time; the password never comes back. */
  readonly email?: string;
  readonly rememberMe?: boolean;
}

/** The sign-in page (`pages/sign-in.page`): the sign-in form, also where an owner page sends a visitor. */
export function signInPage({ returnTo, error, email = '', rememberMe = false }: SignInPageOptions): SitePage {
  return {
    title: STRINGS.account.signInTitle,
    path: ACCOUNT_PATHS.signIn,
    context: pageContext(PAGE_TYPE.page, { pageId: 'account-sign-in' }),
    content: {
      template: 'pages/sign-in.page',
      json: {
        words: STRINGS.account,
        signIn: { action: ACCOUNT_PATHS.signIn, returnTo: safeReturnPath(returnTo), error, email, rememberMe },
      },
    },
  };
}

/** The signed-in account's page (`pages/account.page`): the language, signing out, the owner pages its roles open, what it may do. */
export function accountPage(user: SiteUser, { saved = false }: { saved?: boolean } = {}): SitePage {
  const permissions = permissionsOf(user.websiteRoles);
  const language = user.language ?? DEMO_SITE.locale;
  return {
    title: STRINGS.account.accountTitle,
    path: ACCOUNT_PATHS.account,
    context: pageContext(PAGE_TYPE.page, { pageId: 'account' }),
    content: {
      template: 'pages/account.page',
      json: {
        words: STRINGS.account,
        paths: ACCOUNT_PATHS,
        saved,
        languages: DEMO_SITE.languages
          .filter((candidate) => candidate.custom !== true)
          .map((candidate) => ({ ...candidate, selected: candidate.code === language })),
        ownerPages: OWNER_PAGES.filter((page) => permissions.has(page.permission)),
        permissions: PERMISSIONS.filter((permission) => permissions.has(permission)),
      },
    },
  };
}

/** What an owner page shows an account without its permission (`pages/forbidden.page`), with status 403. */
export function forbiddenPage(permission: Permission): SitePage {
  return {
    title: 'Not allowed',
    path: ACCOUNT_PATHS.account,
    context: pageContext(PAGE_TYPE.page, { pageId: 'forbidden' }),
    content: { template: 'pages/forbidden.page', json: { permission } },
  };
}

/** The lock screen (page type 103): what a visitor sees of a members-only page, with the sign-in form. */
export function lockScreenPage(title: string, path: string): SitePage {
  return {
    title,
    path,
    context: pageContext(PAGE_TYPE.lockScreen),
    content: {
      template: 'pages/lock-screen.page',
      json: { words: STRINGS.account, lockedTitle: title, signIn: { action: ACCOUNT_PATHS.signIn, returnTo: path, email: '' } },
    },
  };
}

/** Member-area access denied (page type 106): a signed-in account without access to the page. */
export function accessDeniedPage(title: string, path: string): SitePage {
  return {
    title,
    path,
    context: pageContext(PAGE_TYPE.memberAreaAccessDenied),
    content: { template: 'pages/access-denied.page', json: { lockedTitle: title } },
  };
}
