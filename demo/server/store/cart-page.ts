import { DEFAULT_CURRENCY } from '../../../src/commerce';
import { parseSubmittedForm, summarizeForm, summaryValueText } from '../../../src/forms';
import { STRINGS } from '../../../src/i18n';
import { SITE_PATH } from '../../../src/site';
import { CART_CSS, cartView, type CartNotice, type CartPageData, type CartPageProduct, type RemovedEntry } from '../../../widgets/cart';
import { BASE_CSS } from '../../../widgets/ui/base-styles';
import type { Product } from './catalogue';
import type { CartView } from './carts';
import { productPath } from './product-json';
import { DEMO_SITE, PAGE_TYPE, SITE_COPY, type PageStyle, type SitePage, pageContext } from '../site';
import { cartInstallmentsMarkup } from './installments-page';

/** What the cart page shows besides the cart: an entry just removed (its undo), an alert from a form sent without script. */
export interface CartPageState {
  /** The shopper's locale (`?locale=`): money and the installments offer follow it. @default the site's */
  readonly locale?: string;
  readonly removed?: RemovedEntry | undefined;
  /** An alert for one entry (a removed one's too), by entry id. */
  readonly notices?: Readonly<Record<string, CartNotice>>;
}

/** An entry's additional-fields answers as the page lists them: each field's title and its answer ("N/A" when empty). */
type FieldSummary = NonNullable<CartPageData['fields']>[string];

/** Each entry's answers to its product's form, by entry id; entries without a form or answers have none. */
function fieldsOf(view: CartView, productsById: ReadonlyMap<string, Product>): Record<string, FieldSummary> {
  const fields: Record<string, FieldSummary> = {};
  for (const entry of view.cart.entries) {
    const form = productsById.get(entry.itemId)?.additionalFieldsForm;
    if (form === null || form === undefined || entry.additionalFields === null) continue;
    fields[entry.id] = summarizeForm(form, parseSubmittedForm(entry.additionalFields)).map((field) => ({
      title: field.rawTitle,
      value: summaryValueText(field),
    }));
  }
  return fields;
}

/** What the page knows of each product in the cart (and of the one just removed) that the cart does not carry. */
function productsOf(view: CartView, productsById: ReadonlyMap<string, Product>, removed: RemovedEntry | undefined) {
  const products: Record<string, CartPageProduct> = {};
  for (const { itemId } of [...view.cart.entries, ...(removed === undefined ? [] : [removed.entry])]) {
    const product = productsById.get(itemId);
    if (product !== undefined) {
      products[itemId] = { url: productPath(product), options: product.variantOptionOrdering, form: product.additionalFieldsForm };
    }
  }
  return products;
}

/**
 * The site JSON of the cart and checkout pages: the cart as the platform holds it (`cart`), the
 * view the cart widget renders too (`cartView`: count, subtotal, each entry's words, numbers, form
 * paths and answers, the entry just removed in its place), the words (`localizedStrings`, the
 * storefront's own), the pages' links, and what the cart widget reads beside the cart
 * (`widgetData`, written into the cart root as JSON).
 */
function cartJson(
  view: CartView,
  productsById: ReadonlyMap<string, Product>,
  { locale = DEMO_SITE.locale, removed, notices }: CartPageState,
) {
  // An empty cart has no currency of its own: the entry just removed had one, else the store's.
  const currency =
    view.currency ?? (removed === undefined ? undefined : productsById.get(removed.entry.itemId)?.currency) ?? DEFAULT_CURRENCY;
  const products = productsOf(view, productsById, removed);
  const fields = fieldsOf(view, productsById);
  const page = cartView(view.cart, { currency, locale, products, removed, ...(notices === undefined ? {} : { notices }) });
  const shopUrl = `/${DEMO_SITE.shopCollection.urlId}`;
  const widgetData: CartPageData = {
    cart: view.cart,
    currency,
    shopUrl,
    products,
    fields,
    ...(removed === undefined ? {} : { removed }),
    ...(notices === undefined ? {} : { notices }),
  };
  return {
    localizedStrings: { ...STRINGS.cart, ...STRINGS.cartPage, edit: STRINGS.additionalFields.edit },
    cart: view.cart,
    cartView: { ...page, rows: page.rows.map((row) => ('entry' in row ? { entry: { ...row.entry, fields: fields[row.entry.id] } } : row)) },
    shopUrl,
    checkoutUrl: SITE_PATH.checkout,
    widgetData,
  };
}

/** The widgets' styles the cart page's markup needs, in the head, marked so the widget does not add them again. */
const CART_STYLES: readonly PageStyle[] = [
  { id: 'base', css: BASE_CSS },
  { id: 'cart', css: CART_CSS },
];

/**
 * The cart page, the full-page cart root (`pages/cart.page`): each entry with its quantity (a
 * stepper and a field) and its removal as plain forms the platform answers with a redirect, which
 * the cart widget takes over; the count, the subtotal, the installments pill for the cart's total,
 * and the entry just removed with its undo. What the widget needs beside the cart (each product's
 * page, options and additional-fields form) travels in the root as JSON.
 */
export function cartPage(view: CartView, productsById: ReadonlyMap<string, Product>, state: CartPageState = {}): SitePage {
  const json = cartJson(view, productsById, state);
  return {
    title: SITE_COPY.cartTitle,
    path: SITE_PATH.cart,
    context: pageContext(PAGE_TYPE.showCart),
    styles: CART_STYLES,
    content: {
      template: 'pages/cart.page',
      json: {
        ...json,
        heading: SITE_COPY.cartTitle,
        installmentsPill: cartInstallmentsMarkup(
          view.cart.grandTotalCents,
          json.widgetData.currency,
          view.cart.entries.map((entry) => entry.productType),
          state.locale ?? DEMO_SITE.locale,
        ),
      },
    },
  };
}

/** The checkout page express checkout leads to (`pages/checkout.page`): the order as the cart holds it. Payment is not part of the demo. */
export function checkoutPage(view: CartView, productsById: ReadonlyMap<string, Product>): SitePage {
  return {
    title: SITE_COPY.checkoutTitle,
    path: SITE_PATH.checkout,
    context: pageContext(PAGE_TYPE.checkout),
    content: {
      template: 'pages/checkout.page',
      json: { ...cartJson(view, productsById, {}), heading: SITE_COPY.checkoutTitle, intro: SITE_COPY.checkoutBody },
    },
  };
}
