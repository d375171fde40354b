import type { Product } from '../catalogue';
import { productPath, toPageContextProduct } from '../product-json';
import { DEMO_SITE, PAGE_TYPE } from '../site';
import { escapeHtml } from './html';
import { renderDocument } from './layout';
import { pageContext } from './page-context';
import { productCheckoutMarkup } from './product';
import { productPriceMarkup, productStatusMarkup } from './product-markup';

/** One product of the list: title, badge, price and the product list's add to cart (spec 000 §4). */
function card(product: Product): string {
  const item = toPageContextProduct(product);
  return `<li class="product-card" data-item-id="${escapeHtml(product.id)}">
<h2><a href="${productPath(product)}">${escapeHtml(product.name)}</a></h2>
${productStatusMarkup(item)}
${productPriceMarkup(item, DEMO_SITE.locale)}
${productCheckoutMarkup(item)}
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
