import type { Product } from '../catalogue';
import { productPath, toPageContextProduct, type PageContextProduct } from '../product-json';
import { DEMO_SITE, EXPRESS_CHECKOUT_PRODUCT, PAGE_TYPE, RADIO_PICKER_PRODUCTS, SITE_COPY } from '../site';
import { escapeHtml } from './html';
import { productInstallmentsMarkup } from './installments';
import { restockMarkup, scarcityMarkup } from './merchandising-markup';
import { merchandisingContextFor } from '../merchandising';
import { renderDocument } from './layout';
import { pageContext } from './page-context';
import { addToCartButtonMarkup, productPriceMarkup, productStatusMarkup, quantityInputMarkup, variantsSelectMarkup } from './product-markup';

/** The size every product image is drawn at, so the gallery holds its place before images load. */
export const IMAGE_SIZE = { width: 480, height: 360 } as const;

/** The product's images; the first shows until the variant picker shows a variant's own. */
function gallery(product: Product): string {
  if (product.images.length === 0) return '';
  const images = product.images.map(
    (image, index) =>
      `<img data-image-id="${escapeHtml(image.id)}" src="/images/${encodeURIComponent(image.id)}.svg" alt="${escapeHtml(image.alt)}" width="${IMAGE_SIZE.width}" height="${IMAGE_SIZE.height}"${index === 0 ? '' : ' hidden'}>`,
  );
  return `<div class="product-gallery">
${images.join('\n')}
</div>`;
}

/** Variant pickers, quantity and add-to-cart button: the engine's `product-checkout`. */
export function productCheckoutMarkup(item: PageContextProduct): string {
  return [variantsSelectMarkup(item), quantityInputMarkup(item), addToCartButtonMarkup(item)].filter((part) => part !== '').join('\n');
}

/** A merchant's own express-checkout button, written in a custom HTML block. */
function expressCheckoutButton(product: Product): string {
  if (product.slug !== EXPRESS_CHECKOUT_PRODUCT) return '';
  return `<p class="express-checkout"><button type="button" data-widget="add-to-cart" data-item-id="${escapeHtml(product.id)}" data-express-checkout>${escapeHtml(SITE_COPY.buyNow)}</button></p>`;
}

/**
 * A product detail page: the product block (`data-item-id`) with the engine's product markup and the
 * installments pill for the shopper's `locale` (the loader is told it too).
 */
export function renderProduct(product: Product, locale: string = DEMO_SITE.locale): string {
  const item = toPageContextProduct(product);
  const merchandising = merchandisingContextFor(product);
  const pickerStyle = RADIO_PICKER_PRODUCTS.has(product.slug) ? ' product--radio-variants' : '';
  return renderDocument({
    title: product.name,
    path: productPath(product),
    ...(locale === DEMO_SITE.locale ? {} : { locale }),
    context: pageContext(PAGE_TYPE.contentItem, { product: item, inShop: true, ...(merchandising === undefined ? {} : { merchandising }) }),
    main: `<p><a href="/shop">${escapeHtml(DEMO_SITE.shopCollection.title)}</a></p>
<article class="product${pickerStyle}" data-item-id="${escapeHtml(product.id)}">
${gallery(product)}
<div class="product-details">
<h1>${escapeHtml(product.name)}</h1>
${productStatusMarkup(item)}
${productPriceMarkup(item, DEMO_SITE.locale)}
${scarcityMarkup(item, merchandising)}
<p>${escapeHtml(product.description)}</p>
${productCheckoutMarkup(item)}
${expressCheckoutButton(product)}
${restockMarkup(item, merchandising)}
${productInstallmentsMarkup(item, product.currency, locale)}
</div>
</article>`,
  });
}
