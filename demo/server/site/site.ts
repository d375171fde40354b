import type { SiteLanguage } from '../../../src/accounts';

/** The demo website: what a real platform would read from the site's settings. */
export const DEMO_SITE = {
  /** The website id every cart and page context carries. */
  websiteId: '64b0f3c2a1d9e8f7c6b5a401',
  title: 'storefront-kit demo',
  /** The store's country (`websiteSettings.country` in the page context). */
  country: 'US',
  locale: 'en-US',
  /** The site's time zone: event times and dates are shown in it (`website.timeZone`). */
  timeZone: 'America/New_York',
  /**
   * The site's captcha key (page context `website.captchaSettings.siteKey`). The demo's captcha
   * is a local stand-in for the provider (demo/captcha-stand-in), which issues tokens for this key.
   */
  captchaSiteKey: 'demo-stand-in-site-key',
  /** Every demo page is public; sent with form submissions as `pagePermissionTypeValue`. */
  pagePermissionTypeValue: 1,
  /** The one products collection; every seeded product belongs to it. */
  shopCollection: { id: '64b0f3c2a1d9e8f7c6b5a402', title: 'Shop', urlId: 'shop' },
  /** The site's template, which a navigation update names (spec 001 §7 UpdateNavigation). */
  templateId: '64b0f3c2a1d9e8f7c6b5a4f0',
  /** The site's plan: a trial's upgrade link leads to billing, a paid site's to its subscriptions. */
  billing: 'trial',
  /** Beta flags the site has: listing visits are tracked (spec 000 §7); session replay is on (§9). */
  betaFeatureFlags: ['site_visitor_metrics', 'session_replay'],
  /**
   * The site's languages, as its translation provider lists them: the site's own first. Mexican
   * Spanish is one the provider serves under a custom code of its own, which an account's language
   * cannot name (spec 001 §7).
   */
  languages: [
    { code: 'en-US', name: 'English' },
    { code: 'fr-CA', name: 'Français' },
    { code: 'es-MX', name: 'Español (México)', custom: true },
  ] satisfies readonly SiteLanguage[],
} as const;

/** The site language `value` names, if an account's language can be it (a custom-code language cannot). */
export function accountLanguage(value: unknown): SiteLanguage | undefined {
  const language: SiteLanguage | undefined = DEMO_SITE.languages.find((candidate) => candidate.code === value);
  return language?.custom === true ? undefined : language;
}

/**
 * The demo site's own copy for the pages the server writes (cart, checkout, forms, status pages)
 * — what a merchant writes in the site editor, not storefront strings (those are in src/i18n).
 * The pages the engine renders have their words in their templates (demo/site).
 */
export const SITE_COPY = {
  cartTitle: 'Cart',
  homeLink: 'Back to the home page',
  notFoundTitle: 'Page not found',
  notFoundBody: 'There is no page at this address:',
  errorTitle: 'Something went wrong',
  errorBody: 'The demo server could not show this page. Please try again.',
  qaLink: 'Telemetry recorded for you (for QA)',
  checkoutTitle: 'Checkout',
  checkoutBody: 'This is where payment would be taken; the demo ends here. Your order:',
  continueShopping: 'Continue shopping',
  subscriptionCheckoutTitle: 'Subscription checkout',
  subscriptionCheckoutBody: 'This is where the subscription would be paid for; the demo ends here. Your subscription:',
  subscriptionProduct: 'Product',
  subscriptionQuantity: 'Quantity',
  subscriptionPrice: 'Price',
} as const;

/**
 * The demo theme's choice of picker per product: these show the engine's radio buttons, every
 * other product its dropdowns (the engine writes both; the theme's CSS shows one).
 */
export const RADIO_PICKER_PRODUCTS: ReadonlySet<string> = new Set(['linen-shirt', 'gift-card']);

/** The product whose page also has a hand-written express-checkout button. */
export const EXPRESS_CHECKOUT_PRODUCT = 'canvas-tote';

/** A button block (block type 53) as the site editor stores it; `blocks/button.block` renders it. */
export interface ButtonBlock {
  readonly id: string;
  readonly label: string;
  readonly url: string;
  readonly newWindow: boolean;
  readonly alignment: 'left' | 'center' | 'right';
  readonly size: 'small' | 'medium' | 'large';
  readonly type: 'primary' | 'secondary' | 'tertiary';
}

/** The home page's button blocks, as the merchant placed them. */
export const HOME_BUTTONS: readonly ButtonBlock[] = [
  { id: 'home-shop', label: 'Shop the collection', url: '/shop', newWindow: false, alignment: 'left', size: 'medium', type: 'primary' },
  { id: 'home-journal', label: 'Read the journal', url: '/blog', newWindow: false, alignment: 'left', size: 'medium', type: 'secondary' },
];

/** Collection type code of a products collection (spec 000 §3). */
export const COLLECTION_TYPE_PRODUCTS = 13;

/** Record type code of a store item (spec 000 §3). */
export const RECORD_TYPE_STORE_ITEM = 11;

/** Page-type codes (spec 000 §2) of the pages the demo serves. */
export const PAGE_TYPE = {
  mainContent: 1,
  page: 2,
  contentItem: 50,
  notFound: 100,
  error: 101,
  lockScreen: 103,
  memberAreaAccessDenied: 106,
  showCart: 200,
  checkout: 201,
} as const;

export type PageTypeCode = (typeof PAGE_TYPE)[keyof typeof PAGE_TYPE];
