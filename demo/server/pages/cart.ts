import { STRINGS } from '../../../src/i18n';
import { variantDescriptor, type Product } from '../catalogue';
import type { CartEntryJson, CartView } from '../carts';
import { productPath } from '../product-json';
import { PAGE_TYPE, SITE_COPY } from '../site';
import { escapeHtml } from './html';
import { renderDocument } from './layout';
import { pageContext } from './page-context';
import { money } from './price';

function entryRow(entry: CartEntryJson, product: Product | undefined, currency: string): string {
  const attributes = entry.chosenVariant.attributes;
  const descriptor = product === undefined ? Object.values(attributes).join(' / ') : variantDescriptor(product, attributes);
  const title = product === undefined ? escapeHtml(entry.title) : `<a href="${productPath(product)}">${escapeHtml(entry.title)}</a>`;
  return `<tr>
<th scope="row">${title}${descriptor === '' ? '' : `<span class="cart-variant">${escapeHtml(descriptor)}</span>`}</th>
<td>${entry.quantity}</td>
<td class="amount">${money(entry.subTotal, currency)}</td>
</tr>`;
}

/**
 * The cart page, rendered from what the platform holds: each entry's title, variant, quantity and
 * line total, then the subtotal — or the empty-cart message.
 */
export function renderCart({ cart, currency }: CartView, productsById: ReadonlyMap<string, Product>): string {
  const content =
    currency === null || cart.entries.length === 0
      ? `<p>${escapeHtml(STRINGS.cart.empty)}</p>`
      : `<table class="cart-table">
<thead><tr><th scope="col">${escapeHtml(STRINGS.cart.itemHeading)}</th><th scope="col">${escapeHtml(STRINGS.cart.quantityHeading)}</th><th scope="col" class="amount">${escapeHtml(STRINGS.cart.totalHeading)}</th></tr></thead>
<tbody>
${cart.entries.map((entry) => entryRow(entry, productsById.get(entry.itemId), currency)).join('\n')}
</tbody>
<tfoot><tr><th scope="row" colspan="2">${escapeHtml(STRINGS.cart.subtotal)}</th><td class="amount">${money(cart.subtotalCents, currency)}</td></tr></tfoot>
</table>`;
  return renderDocument({
    title: SITE_COPY.cartTitle,
    path: '/cart',
    context: pageContext(PAGE_TYPE.showCart),
    main: `<h1>${escapeHtml(SITE_COPY.cartTitle)}</h1>
${content}`,
  });
}
