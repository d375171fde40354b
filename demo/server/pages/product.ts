import { variantDescriptor, type Product } from '../catalogue';
import { productPath, toPageContextProduct } from '../product-json';
import { DEMO_SITE, PAGE_TYPE } from '../site';
import { addButton } from './add-button';
import { escapeHtml } from './html';
import { renderDocument } from './layout';
import { pageContext } from './page-context';
import { productBadge, productPrice, variantPrice } from './price';

function variantList(product: Product): string {
  const rows = product.variants.map((variant) => {
    const nameId = `variant-${variant.id}`;
    return `<li>
<span class="variant-name" id="${escapeHtml(nameId)}">${escapeHtml(variantDescriptor(product, variant.attributes))}</span>
<span class="variant-price">${variantPrice(product, variant)}</span>
${addButton(product, variant, nameId)}
</li>`;
  });
  return `<ul class="variant-list">
${rows.join('\n')}
</ul>`;
}

/** A product detail page: one add button per variant, sold-out variants disabled. */
export function renderProduct(product: Product): string {
  const [only, ...others] = product.variants;
  const purchase = only !== undefined && others.length === 0 ? `<p>${addButton(product, only)}</p>` : variantList(product);
  return renderDocument({
    title: product.name,
    path: productPath(product),
    context: pageContext(PAGE_TYPE.contentItem, { product: toPageContextProduct(product), inShop: true }),
    main: `<p><a href="/shop">${escapeHtml(DEMO_SITE.shopCollection.title)}</a></p>
<article class="product">
<h1>${escapeHtml(product.name)}</h1>
${productBadge(product)}
<p class="product-price">${productPrice(product)}</p>
<p>${escapeHtml(product.description)}</p>
${purchase}
</article>`,
  });
}
