/** The id of the JSON script every page carries (spec 000 §3 *Page context*). */
export const PAGE_CONTEXT_ID = 'page-context';

/** What the server tells the client about the page being shown. */
export interface PageContext {
  /** A page-type code from spec 000 §2 (content item 50, show cart 200, …). */
  readonly pageType: number;
  readonly product?: unknown;
  readonly collection?: { readonly id: string; readonly type: number };
  readonly website: { readonly id: string; readonly captchaSettings: { readonly siteKey: string } };
  readonly betaFeatureFlags: readonly string[];
  readonly tzData: Readonly<Record<string, unknown>>;
  readonly websiteSettings: { readonly country: string };
  readonly bundleEligible: boolean;
}

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
