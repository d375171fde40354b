import { STRINGS } from '../../../src/i18n';
import { parseSubmittedForm, summarizeForm, summaryValueText, type FormDefinition } from '../../../src/forms';
import { variantDescriptor, type Product } from '../catalogue';
import type { CartEntryJson, CartView } from '../carts';
import { productPath } from '../product-json';
import { DEMO_SITE, PAGE_TYPE, SITE_COPY } from '../site';
import type { SitePage } from '../site-renderer';
import { escapeHtml } from './html';
import { cartInstallmentsMarkup } from './installments';
import { pageContext } from './page-context';
import { money } from './price';

/** The answers as the cart-entry-fields widget renders them, so mounting it moves nothing. */
function answersList(form: FormDefinition, entry: CartEntryJson): string {
  const fields = summarizeForm(form, parseSubmittedForm(entry.additionalFields)).map(
    (field) =>
      `<div class="sf-entry-fields__field"><dt>${escapeHtml(field.rawTitle)}</dt><dd>${escapeHtml(summaryValueText(field))}</dd></div>`,
  );
  return `<dl class="sf-entry-fields">${fields.join('')}</dl>`;
}

/** An entry's additional-fields answers; on the cart page with the widget that edits them. */
function entryFields(entry: CartEntryJson, product: Product | undefined, editable: boolean): string {
  const form = product?.additionalFieldsForm;
  if (form === null || form === undefined || entry.additionalFields === null) return '';
  if (!editable) return answersList(form, entry);
  return `<div class="cart-entry-fields" data-widget="cart-entry-fields" data-entry-id="${escapeHtml(entry.id)}" data-item-id="${escapeHtml(entry.itemId)}" data-sku="${escapeHtml(entry.chosenVariant.sku)}" data-form="${escapeHtml(JSON.stringify(form))}" data-additional-fields="${escapeHtml(entry.additionalFields)}">${answersList(form, entry)}<button type="button" class="sf-entry-fields__edit">${escapeHtml(STRINGS.additionalFields.edit)}</button></div>`;
}

function entryRow(entry: CartEntryJson, product: Product | undefined, currency: string, editable: boolean): string {
  const attributes = entry.chosenVariant.attributes;
  const descriptor = product === undefined ? Object.values(attributes).join(' / ') : variantDescriptor(product, attributes);
  const title = product === undefined ? escapeHtml(entry.title) : `<a href="${productPath(product)}">${escapeHtml(entry.title)}</a>`;
  return `<tr>
<th scope="row">${title}${descriptor === '' ? '' : `<span class="cart-variant">${escapeHtml(descriptor)}</span>`}${entryFields(entry, product, editable)}</th>
<td>${entry.quantity}</td>
<td class="amount">${money(entry.subTotal, currency)}</td>
</tr>`;
}

/** What the cart holds: each entry's title, variant, additional fields, quantity and line total, then the subtotal. */
function cartContents({ cart, currency }: CartView, productsById: ReadonlyMap<string, Product>, editable: boolean): string {
  if (currency === null || cart.entries.length === 0) return `<p>${escapeHtml(STRINGS.cart.empty)}</p>`;
  return `<table class="cart-table">
<thead><tr><th scope="col">${escapeHtml(STRINGS.cart.itemHeading)}</th><th scope="col">${escapeHtml(STRINGS.cart.quantityHeading)}</th><th scope="col" class="amount">${escapeHtml(STRINGS.cart.totalHeading)}</th></tr></thead>
<tbody>
${cart.entries.map((entry) => entryRow(entry, productsById.get(entry.itemId), currency, editable)).join('\n')}
</tbody>
<tfoot><tr><th scope="row" colspan="2">${escapeHtml(STRINGS.cart.subtotal)}</th><td class="amount">${money(cart.subtotalCents, currency)}</td></tr></tfoot>
</table>`;
}

/** The installments pill for the cart's total, when the cart holds something. */
function cartInstallments({ cart, currency }: CartView, locale: string): string {
  if (currency === null || cart.entries.length === 0) return '';
  return cartInstallmentsMarkup(
    cart.grandTotalCents,
    currency,
    cart.entries.map((entry) => entry.productType),
    locale,
  );
}

/** The cart page, rendered from what the platform holds; additional fields can be edited here. */
export function cartPage(view: CartView, productsById: ReadonlyMap<string, Product>, locale: string = DEMO_SITE.locale): SitePage {
  return {
    title: SITE_COPY.cartTitle,
    path: '/cart',
    context: pageContext(PAGE_TYPE.showCart),
    content: {
      html: `<h1>${escapeHtml(SITE_COPY.cartTitle)}</h1>
${cartContents(view, productsById, true)}
${cartInstallments(view, locale)}`,
    },
  };
}

/** The checkout page express checkout leads to: the order as the cart holds it. Payment is not part of the demo. */
export function checkoutPage(view: CartView, productsById: ReadonlyMap<string, Product>): SitePage {
  return {
    title: SITE_COPY.checkoutTitle,
    path: '/checkout',
    context: pageContext(PAGE_TYPE.checkout),
    content: {
      html: `<h1>${escapeHtml(SITE_COPY.checkoutTitle)}</h1>
<p>${escapeHtml(SITE_COPY.checkoutBody)}</p>
${cartContents(view, productsById, false)}
<p><a href="/shop">${escapeHtml(SITE_COPY.continueShopping)}</a></p>`,
    },
  };
}
