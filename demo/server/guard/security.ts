import { randomBytes } from 'node:crypto';

/** Where browsers send the reports of what the policy blocked (`report-uri`). */
export const CSP_REPORT_PATH = '/api/csp-reports';

/**
 * The Content-Security-Policy of every answer: nothing runs or loads from elsewhere, and no style
 * or script is taken from the markup itself. A page's inline `<style>` elements (the theme,
 * the styles of forms rendered on the server) carry the page's `styleNonce`; the storefront's
 * widgets add their styles as constructed style sheets, which need no allowance at all. Every
 * violation is reported to `CSP_REPORT_PATH`.
 */
export function contentSecurityPolicy({ styleNonce }: { styleNonce?: string } = {}): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    styleNonce === undefined ? "style-src 'self'" : `style-src 'self' 'nonce-${styleNonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** A fresh nonce for one page's inline styles: 128 random bits, base64. */
export function createStyleNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Headers every answer carries. */
export const SECURITY_HEADERS = {
  'content-security-policy': contentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
} as const;

/**
 * The calls that arrive by beacon, without the CSRF header: the app checks their Origin and
 * Sec-Fetch-Site instead (and the events call echoes the crumb in a form field).
 */
export const BEACON_PATHS: ReadonlySet<string> = new Set(['/api/census/events', '/api/1/performance/records']);
