import { PAGE_TYPE, SITE_COPY } from './site';
import type { SitePage } from './site-renderer';
import { escapeHtml } from './html';
import { pageContext } from './page-context';

/** The not-found page; it names the missing path. */
export function notFoundPage(path: string): SitePage {
  return {
    title: SITE_COPY.notFoundTitle,
    path,
    context: pageContext(PAGE_TYPE.notFound),
    content: {
      html: `<h1>${escapeHtml(SITE_COPY.notFoundTitle)}</h1>
<p>${escapeHtml(SITE_COPY.notFoundBody)} <code>${escapeHtml(path)}</code></p>
<p><a href="/">${escapeHtml(SITE_COPY.homeLink)}</a></p>`,
    },
  };
}

/** The page shown when the server failed; details go to the log, not the visitor. */
export function serverErrorPage(path: string): SitePage {
  return {
    title: SITE_COPY.errorTitle,
    path,
    context: pageContext(PAGE_TYPE.error),
    content: {
      html: `<h1>${escapeHtml(SITE_COPY.errorTitle)}</h1>
<p>${escapeHtml(SITE_COPY.errorBody)}</p>
<p><a href="/">${escapeHtml(SITE_COPY.homeLink)}</a></p>`,
    },
  };
}
