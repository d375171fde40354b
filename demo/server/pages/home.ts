import type { Product } from '../catalogue';
import { productPath } from '../product-json';
import { DEMO_SITE, PAGE_TYPE, SITE_COPY } from '../site';
import { FORM_PAGES, THANK_YOU_PAGE } from './forms';
import { escapeHtml } from './html';
import { MERCHANT_COPY, MERCHANT_PATHS } from './merchant';
import { QA_TELEMETRY_PATH } from './qa-telemetry';
import { renderDocument } from './layout';
import { pageContext } from './page-context';

/** The index: a link to every page of the demo. */
export function renderHome(products: readonly Product[]): string {
  const productLinks = products
    .map((product) => `<li><a href="${productPath(product)}">${escapeHtml(product.name)}</a></li>`)
    .join('\n');
  return renderDocument({
    path: '/',
    context: pageContext(PAGE_TYPE.page),
    main: `<h1>${escapeHtml(DEMO_SITE.title)}</h1>
<p>${escapeHtml(SITE_COPY.intro)}</p>
<h2>${escapeHtml(SITE_COPY.pagesHeading)}</h2>
<ul>
<li><a href="/shop">${escapeHtml(DEMO_SITE.shopCollection.title)}</a></li>
<li><a href="/cart">${escapeHtml(SITE_COPY.cartTitle)}</a></li>
<li><a href="/checkout">${escapeHtml(SITE_COPY.checkoutTitle)}</a></li>
<li><a href="${QA_TELEMETRY_PATH}">${escapeHtml(SITE_COPY.qaLink)}</a></li>
<li><a href="${MERCHANT_PATHS.restock}">${escapeHtml(MERCHANT_COPY.managerLink)}</a> (<a href="${MERCHANT_PATHS.signIn}">${escapeHtml(MERCHANT_COPY.signInTitle)}</a>)</li>
</ul>
<h2>${escapeHtml(SITE_COPY.formsHeading)}</h2>
<ul>
${[...FORM_PAGES, THANK_YOU_PAGE].map((page) => `<li><a href="${page.path}">${escapeHtml(page.title)}</a></li>`).join('\n')}
</ul>
<h2>${escapeHtml(SITE_COPY.productsHeading)}</h2>
<ul>
${productLinks}
</ul>`,
  });
}
