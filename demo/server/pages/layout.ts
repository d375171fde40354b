import { CAPTCHA_STAND_IN_SCRIPT } from '../routes/captcha-stand-in';
import { DEMO_SITE, SITE_COPY } from '../site';
import { escapeHtml, jsonForScript } from './html';
import type { PageContext } from './page-context';
import { STYLESHEET } from './styles';

/** Where the demo serves the built bundle; the loader finds its chunks beside itself. */
const LOADER_SRC = '/assets/storefront/storefront.js';

const NAVIGATION = [
  { title: DEMO_SITE.shopCollection.title, path: '/shop' },
  { title: SITE_COPY.cartTitle, path: '/cart' },
] as const;

export interface DocumentOptions {
  /** The page's own title; the site title follows it. Absent on the home page. */
  title?: string;
  /** The request path, to mark the current navigation link. */
  path: string;
  context: PageContext;
  /** The page's content, already HTML. */
  main: string;
  /** More for the head, already HTML: the styles of widgets the page renders on the server. */
  head?: string;
  /** The shopper locale the loader is told (`data-locale`); absent: the page's language. */
  locale?: string;
  /**
   * Whether the page loads the storefront script (and so records telemetry). Only the QA page,
   * which must not record itself being read, says no. @default true
   */
  storefront?: boolean;
}

function header(path: string): string {
  const links = NAVIGATION.map(
    (link) => `<a href="${link.path}"${link.path === path ? ' aria-current="page"' : ''}>${escapeHtml(link.title)}</a>`,
  ).join('');
  return `<header class="site-header">
<a class="site-title" href="/">${escapeHtml(DEMO_SITE.title)}</a>
<nav class="site-nav" aria-label="${escapeHtml(SITE_COPY.mainNavigationLabel)}">${links}</nav>
<div data-widget="cart-pill"></div>
</header>`;
}

/** A whole demo page: head with the page context and the deferred loader, the site header, the content. */
export function renderDocument({ title, path, context, main, head = '', storefront = true, locale }: DocumentOptions): string {
  const fullTitle = title === undefined ? DEMO_SITE.title : `${title} · ${DEMO_SITE.title}`;
  return `<!doctype html>
<html lang="${DEMO_SITE.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(fullTitle)}</title>
<style>${STYLESHEET}</style>${head}
<script type="application/json" id="page-context">${jsonForScript(context)}</script>
${storefront ? `<script src="${LOADER_SRC}" data-api-root="/"${locale === undefined ? '' : ` data-locale="${escapeHtml(locale)}"`} data-captcha-script="${CAPTCHA_STAND_IN_SCRIPT}" defer></script>` : ''}
</head>
<body>
${header(path)}
<main id="main">
${main}
</main>
</body>
</html>
`;
}
