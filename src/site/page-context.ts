/** The id of the JSON script every page carries (spec 000 §3 *Page context*). */
export const PAGE_CONTEXT_ID = 'page-context';

/**
 * What the server tells the client about the page being shown (spec 000 §3 *Page context*). It
 * arrives as page JSON, so every field is optional and read defensively.
 */
export interface PageContext {
  /** A page-type code (`PAGE_TYPE`, spec 000 §2). */
  readonly pageType?: number;
  /** Present on a product detail page. */
  readonly product?: { readonly id?: string; readonly name?: string; readonly productType?: number };
  /** The content item of an item page that is not a product (blog post, event …). */
  readonly item?: { readonly id?: string; readonly recordType?: number };
  readonly collection?: { readonly id?: string; readonly type?: number };
  readonly website?: {
    readonly id?: string;
    readonly locale?: string;
    readonly captchaSettings?: { readonly siteKey?: string };
  };
  readonly templateId?: string;
  readonly betaFeatureFlags?: readonly string[];
  readonly tzData?: unknown;
  readonly websiteSettings?: { readonly country?: string };
  /** Contributor roles (spec 000 §3) of the account signed in to the site; absent for visitors. */
  readonly websiteRoles?: readonly number[];
  readonly bundleEligible?: boolean;
  /** The page's permission type as the platform numbers it; sent with a form submission (spec 000 §3). */
  readonly pagePermissionTypeValue?: number;
  /** Spec 000 §3 *Merchandising context per product id*, where a page carries it (restock and scarcity settings). */
  readonly productMerchandisingContext?: Readonly<Record<string, unknown>>;
}

/** Page-type codes the storefront decides on (spec 000 §2). */
export const PAGE_TYPE = {
  contentItem: 50,
  notFound: 100,
  lockScreen: 103,
  popupOverlay: 104,
  memberAreaAccessDenied: 106,
  showCart: 200,
} as const;

/**
 * Reads the page context once from `<script type="application/json" id="page-context">`.
 * `null` when the page has none; a script that is not a JSON object is logged and read as `null`.
 */
export function readPageContext(doc: Document): PageContext | null {
  const script = doc.getElementById(PAGE_CONTEXT_ID);
  if (script === null) return null;
  try {
    const parsed: unknown = JSON.parse(script.textContent ?? '');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as PageContext;
    throw new TypeError('not a JSON object');
  } catch (error) {
    console.error(`[storefront-kit] <script id="${PAGE_CONTEXT_ID}"> does not hold a JSON object; continuing without page context.`, error);
    return null;
  }
}
