import type { Permission } from '../accounts';

/**
 * The permissions the owner routes of the administration declare: names of the accounts' one
 * permission table, which says which role holds which.
 */
export const ADMIN_PERMISSION = {
  open: 'admin:open',
  headerFooter: 'site:header-footer',
  code: 'site:code',
  navigation: 'site:navigation',
  languages: 'site:languages',
  storePages: 'store:pages',
  forms: 'forms:edit',
  formSubmissions: 'forms:submissions',
} as const satisfies Record<string, Permission>;

export type AdminPermission = (typeof ADMIN_PERMISSION)[keyof typeof ADMIN_PERMISSION];
