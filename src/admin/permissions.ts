/**
 * The permissions the owner routes of the administration declare (the names every owner route
 * shares; which role holds which is the accounts' permission table).
 */
export const ADMIN_PERMISSION = {
  open: 'admin:open',
  headerFooter: 'site:header-footer',
  code: 'site:code',
  navigation: 'site:navigation',
  languages: 'site:languages',
  storePages: 'store:pages',
} as const;

export type AdminPermission = (typeof ADMIN_PERMISSION)[keyof typeof ADMIN_PERMISSION];

/**
 * How the site shows header and footer HTML saved by a role with these permissions: as written
 * (scripts included) only with `site:code`; otherwise sanitized, so an editor cannot plant a script
 * that runs in an owner's session.
 */
export function headerFooterTrust(permissions: Iterable<string>): 'raw' | 'sanitized' {
  for (const permission of permissions) if (permission === ADMIN_PERMISSION.code) return 'raw';
  return 'sanitized';
}
