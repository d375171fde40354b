import { FORM_STYLES } from './form-block';
import type { PageStyle } from './html';

export type { PageStyle };
import type { PageContext } from './page-context';
import { baseSiteJson, type SiteJson } from './site-json';
import type { ThemeJson } from './site-styles';
import { DEMO_SITE } from './site';
import { templateErrorOverlay, withOverlay, type SiteTemplateError, type SiteTemplates } from '../../../src/site-templates';

/** A page of the demo site, before the site region wraps it. */
export interface SitePage {
  /** The page's own title; the site title follows it. Absent on the home page. */
  readonly title?: string;
  /** The request path; the region marks the current navigation link with it. */
  readonly path: string;
  readonly context: PageContext;
  /**
   * The page's content: a collection or page template of the site (`collections/products.item`)
   * rendered against the site JSON plus `json`, or HTML the server wrote (forms, cart, QA).
   */
  readonly content: { readonly template: string; readonly json: SiteJson } | { readonly html: string };
  /** The styles of widgets the page renders on the server, for its head. */
  readonly styles?: readonly PageStyle[];
  /** The region around the content. @default 'site.region' (the storefront); the admin's pages use 'config.region'. */
  readonly region?: string;
  /**
   * Whether the page loads the storefront script (and so records telemetry). Only the QA page,
   * which must not record itself being read, says no. @default true
   */
  readonly storefront?: boolean;
}

export interface RenderedPage {
  readonly html: string;
  /** Every compile and render error of the templates the page used, placed in their files. */
  readonly errors: readonly SiteTemplateError[];
}

export interface RenderOptions {
  /** Show template errors on the page, in the dev overlay. */
  readonly overlay: boolean;
  /**
   * The shopper locale the page was asked for (`?locale=`); when it is not the site's own, the
   * loader tag tells the storefront (`data-locale`). @default the site's locale
   */
  readonly locale?: string;
  /**
   * Who is looking (`visitor` in every template): signed in or not, the account's name, the token
   * the page's forms send, the account widget's data. @default a visitor with nothing of the kind
   */
  readonly visitor?: SiteJson;
  /** What the owner set for every page (header, footer, navigation, languages: storefront/site-chrome.ts). @default none */
  readonly chrome?: SiteJson;
  /** The site's styles for the theme's variables and font faces; without them, the stylesheet's own. */
  readonly theme?: ThemeJson;
  /**
   * The nonce the page's Content-Security-Policy allows inline styles by: the theme's, the page's
   * own, the overlay's. A fresh one for every page sent.
   */
  readonly styleNonce: string;
  /** The promotional pop-up this page shows (`promoPopupJson`), at the end of its body. @default none */
  readonly promoPopup?: SiteJson;
}

/**
 * Renders a page: its content template (when it has one), then the site region around it with
 * the page context, the loader and the header. Rendering never throws for a broken template; its
 * errors come back placed in their files, and with `overlay` they are shown on the page too.
 */
export function renderSitePage(
  site: SiteTemplates,
  page: SitePage,
  { overlay, locale = DEMO_SITE.locale, visitor = {}, chrome = {}, theme, styleNonce, promoPopup }: RenderOptions,
): RenderedPage {
  const json = { ...baseSiteJson(), ...('json' in page.content ? page.content.json : {}), visitor };
  const { html: mainContent, errors: contentErrors } =
    'template' in page.content
      ? renderSiteTemplate(site, page.content.template, { ...page.content.json, visitor })
      : { html: page.content.html, errors: site.blockErrors };
  const region = site.renderInRegion(
    {
      ...json,
      ...chrome,
      pageTitle: page.title,
      pagePath: page.path,
      pageContext: page.context,
      // The pop-up's form is rendered on the server too: its styles come with it, once.
      pageStyles: promoPopup === undefined ? (page.styles ?? []) : withStyles(page.styles ?? [], FORM_STYLES),
      promoPopup,
      styleNonce,
      storefront: page.storefront ?? true,
      ...(locale === DEMO_SITE.locale ? {} : { shopperLocale: locale }),
      ...(theme === undefined ? {} : { theme }),
    },
    mainContent,
    { locale: DEMO_SITE.locale },
    page.region,
  );
  const errors = [...contentErrors, ...region.errors];
  const html = overlay && errors.length > 0 ? withOverlay(region.html, templateErrorOverlay(errors, styleNonce)) : region.html;
  return { html, errors };
}

/**
 * Renders one template of the site (`collections/products.item`) against the site JSON plus
 * `json`, without the region: a page's content, or a fragment the API answers with (the quick
 * view's product block). Never throws; errors come back placed in their files.
 */
export function renderSiteTemplate(site: SiteTemplates, template: string, json: SiteJson): RenderedPage {
  const { html, errors } = site.render(template, { ...baseSiteJson(), ...json }, { locale: DEMO_SITE.locale });
  return { html, errors: [...site.blockErrors, ...errors] };
}

/** `styles` plus those of `more` it lacks, by id. */
function withStyles(styles: readonly PageStyle[], more: readonly PageStyle[]): readonly PageStyle[] {
  return [...styles, ...more.filter((style) => !styles.some((existing) => existing.id === style.id))];
}
