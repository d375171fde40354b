import type { Product } from '../catalogue';
import { productPath } from '../product-json';
import { DEMO_SITE, PAGE_TYPE } from '../site';
import { addButton } from './add-button';
import { escapeHtml } from './html';
import { renderDocument } from './layout';
import { pageContext } from './page-context';
import { productBadge, productPrice } from './price';

function card(product: Product): string {
  const [only, ...others] = product.variants;
  // Products with options are chosen on their own page; a single-variant product can be added here.
  const action = only !== undefined && others.length === 0 ? addButton(product, only, `card-${product.id}`) : '';
  return `<li class="product-card">
<h2 id="card-${escapeHtml(product.id)}"><a href="${productPath(product)}">${escapeHtml(product.name)}</a></h2>
${productBadge(product)}
<p class="product-price">${productPrice(product)}</p>
${action}
</li>`;
}

/** The product listing page of the shop collection. */
export function renderShop(products: readonly Product[]): string {
  return renderDocument({
    title: DEMO_SITE.shopCollection.title,
    path: '/shop',
    context: pageContext(PAGE_TYPE.mainContent, { inShop: true }),
    main: `<h1>${escapeHtml(DEMO_SITE.shopCollection.title)}</h1>
<ul class="product-grid">
${products.map(card).join('\n')}
</ul>`,
  });
}
