import { PAGE_TYPE } from '../site';
import type { SitePage } from '../site-renderer';
import { escapeHtml } from './html';
import { pageContext } from './page-context';

/** The demo merchant's pages: what a site owner would see in the platform's back office. */
export const MERCHANT_COPY = {
  signInTitle: 'Merchant sign-in (demo)',
  signInBody:
    'The demo has one merchant and no password. Signing in sets an HttpOnly session cookie for a day; the restock calls refuse anyone without it.',
  signIn: 'Sign in as the demo merchant',
  signedIn: 'You are signed in as the demo merchant.',
  signOut: 'Sign out',
  managerTitle: 'Restock notifications',
  managerLink: 'Manage restock notifications',
  signInLink: 'Sign in as the merchant',
  signedOut: 'You are not signed in as the merchant, so the platform refuses to list or send restock notifications:',
} as const;

export const MERCHANT_PATHS = { signIn: '/demo/merchant-login', signOut: '/demo/merchant-logout', restock: '/merchant/restock' } as const;

/** The sign-in page: one button, posting to itself. */
export function merchantSignInPage(signedIn: boolean): SitePage {
  const body = signedIn
    ? `<p>${escapeHtml(MERCHANT_COPY.signedIn)}</p>
<p><a href="${MERCHANT_PATHS.restock}">${escapeHtml(MERCHANT_COPY.managerLink)}</a></p>
<form method="post" action="${MERCHANT_PATHS.signOut}"><button type="submit">${escapeHtml(MERCHANT_COPY.signOut)}</button></form>`
    : `<p>${escapeHtml(MERCHANT_COPY.signInBody)}</p>
<form method="post" action="${MERCHANT_PATHS.signIn}"><button type="submit">${escapeHtml(MERCHANT_COPY.signIn)}</button></form>`;
  return {
    title: MERCHANT_COPY.signInTitle,
    path: MERCHANT_PATHS.signIn,
    context: pageContext(PAGE_TYPE.page, { pageId: 'merchant-login' }),
    content: {
      html: `<h1>${escapeHtml(MERCHANT_COPY.signInTitle)}</h1>
${body}`,
    },
  };
}

/** The restock manager's page; signed out, it says so above the widget, which shows the platform's refusal. */
export function merchantRestockPage(signedIn: boolean): SitePage {
  const notice = signedIn
    ? `<form method="post" action="${MERCHANT_PATHS.signOut}"><button type="submit">${escapeHtml(MERCHANT_COPY.signOut)}</button></form>`
    : `<p>${escapeHtml(MERCHANT_COPY.signedOut)} <a href="${MERCHANT_PATHS.signIn}">${escapeHtml(MERCHANT_COPY.signInLink)}</a></p>`;
  return {
    title: MERCHANT_COPY.managerTitle,
    path: MERCHANT_PATHS.restock,
    context: pageContext(PAGE_TYPE.page, { pageId: 'merchant-restock' }),
    content: {
      html: `<h1>${escapeHtml(MERCHANT_COPY.managerTitle)}</h1>
${notice}
<div data-widget="restock-manager"></div>`,
    },
  };
}
