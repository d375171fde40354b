import { itemWithVariant, getPriceLine } from '../../../src/product-form';
import { variantDescriptor } from './catalogue';
import { productPath, toPageContextProduct } from './product-json';
import { DEMO_SITE, PAGE_TYPE, SITE_COPY, type SitePage, escapeHtml, pageContext } from '../site';
import type { SubscriptionCart } from './subscriptions';

/** What a subscription costs per billing period, as the product page words it: "$18.00 every month". */
function subscriptionPrice({ product, variant }: SubscriptionCart): string {
  const item = toPageContextProduct(product);
  const chosen = item.structuredContent.variants.find((candidate) => candidate.sku === variant.sku);
  const line = getPriceLine(chosen === undefined ? item : itemWithVariant(item, chosen), { locale: DEMO_SITE.locale });
  if (line.kind === 'text') return line.text;
  return line.kind === 'sale' ? line.salePrice : '';
}

/**
 * The subscription checkout a Subscribe button leads to (`/checkout/subscription?cartToken=…`):
 * the subscription's own cart. Payment is not part of the demo.
 */
export function subscriptionCheckoutPage(cart: SubscriptionCart): SitePage {
  const descriptor = variantDescriptor(cart.product, cart.variant.attributes);
  return {
    title: SITE_COPY.subscriptionCheckoutTitle,
    path: '/checkout/subscription',
    context: pageContext(PAGE_TYPE.checkout),
    content: {
      html: `<h1>${escapeHtml(SITE_COPY.subscriptionCheckoutTitle)}</h1>
<p>${escapeHtml(SITE_COPY.subscriptionCheckoutBody)}</p>
<dl class="subscription-order">
<dt>${escapeHtml(SITE_COPY.subscriptionProduct)}</dt><dd><a href="${productPath(cart.product)}">${escapeHtml(cart.product.name)}</a>${descriptor === '' ? '' : ` <span class="cart-variant">${escapeHtml(descriptor)}</span>`}</dd>
<dt>${escapeHtml(SITE_COPY.subscriptionQuantity)}</dt><dd>${cart.quantity}</dd>
<dt>${escapeHtml(SITE_COPY.subscriptionPrice)}</dt><dd class="subscription-price">${escapeHtml(subscriptionPrice(cart))}</dd>
</dl>
<p><a href="/shop">${escapeHtml(SITE_COPY.continueShopping)}</a></p>`,
    },
  };
}
