import type { PageContext } from './pages/page-context';
import { baseSiteJson, type SiteJson } from './site-json';
import { DEMO_SITE } from './site';
import { templateErrorOverlay, withOverlay, type SiteTemplateError, type SiteTemplates } from '../../src/site-templates';

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
  /** More for the head, already HTML: the styles of widgets the page renders on the server. */
  readonly head?: string;
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
}

/**
 * Renders a page: its content template (when it has one), then the site region around it with
 * the page context, the loader and the header. Rendering never throws for a broken template; its
 * errors come back placed in their files, and with `overlay` they are shown on the page too.
 */
export function renderSitePage(site: SiteTemplates, page: SitePage, { overlay, locale = DEMO_SITE.locale }: RenderOptions): RenderedPage {
  const json = { ...baseSiteJson(), ...('json' in page.content ? page.content.json : {}) };
  const { html: mainContent, errors: contentErrors } =
    'template' in page.content
      ? renderSiteTemplate(site, page.content.template, page.content.json)
      : { html: page.content.html, errors: site.blockErrors };
  const region = site.renderInRegion(
    {
      ...json,
      pageTitle: page.title,
      pagePath: page.path,
      pageContext: page.context,
      pageHead: page.head ?? '',
      storefront: page.storefront ?? true,
      ...(locale === DEMO_SITE.locale ? {} : { shopperLocale: locale }),
    },
    mainContent,
    { locale: DEMO_SITE.locale },
  );
  const errors = [...contentErrors, ...region.errors];
  const html = overlay && errors.length > 0 ? withOverlay(region.html, templateErrorOverlay(errors)) : region.html;
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
