import { fromPriceMessage, STRINGS } from '../../../src/i18n';
import { isOnSale, isSoldOut, unitPriceCents, type Product, type Variant } from '../catalogue';
import { formatMoney, moneyFromMinorUnits, type CurrencyCode } from '../../../src/commerce';
import { DEMO_SITE } from '../site';
import { escapeHtml } from './html';

function moneyText(minorUnits: number, currency: string): string {
  return formatMoney(moneyFromMinorUnits(minorUnits, currency as CurrencyCode), DEMO_SITE.locale);
}

export function money(minorUnits: number, currency: string): string {
  return escapeHtml(moneyText(minorUnits, currency));
}

/** One variant's price; a sale shows the sale price, then the struck original, each named for screen readers. */
export function variantPrice(product: Product, variant: Variant): string {
  if (!variant.onSale) return money(variant.priceCents, product.currency);
  return `<span class="visually-hidden">${escapeHtml(STRINGS.product.salePriceLabel)}</span> ${money(variant.salePriceCents, product.currency)} <span class="visually-hidden">${escapeHtml(STRINGS.product.originalPriceLabel)}</span> <s class="original-price">${money(variant.priceCents, product.currency)}</s>`;
}

/** The product's price: "from" the lowest when variants cost different amounts. */
export function productPrice(product: Product): string {
  const [first] = product.variants;
  if (first === undefined) return '';
  const prices = product.variants.map(unitPriceCents);
  if (prices.some((price) => price !== prices[0])) {
    return escapeHtml(fromPriceMessage(moneyText(Math.min(...prices), product.currency)));
  }
  return variantPrice(product, first);
}

/** The sold-out or sale badge; sold out wins (spec 001 §4). */
export function productBadge(product: Product): string {
  if (isSoldOut(product)) return `<span class="product-mark sold-out">${escapeHtml(STRINGS.product.soldOutMark)}</span>`;
  if (isOnSale(product)) return `<span class="product-mark sale">${escapeHtml(STRINGS.product.saleMark)}</span>`;
  return '';
}
