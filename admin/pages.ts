import type { ComponentType } from 'react';

/**
 * The admin app's editors, one chunk each, imported only on their own page: a page downloads the
 * libraries of its editor and no other's (drag and drop only on the navigation and forms pages).
 */
export const ADMIN_PAGES = {
  overview: () => import('./overview/admin-overview'),
  'header-footer': () => import('./header-footer/admin-header-footer'),
  navigation: () => import('./navigation/admin-navigation'),
  languages: () => import('./languages/admin-languages'),
  'store-pages': () => import('./store-pages/admin-store-pages'),
  forms: () => import('./forms/admin-forms'),
  'form-submissions': () => import('./form-submissions/admin-form-submissions'),
  styles: () => import('./styles/admin-styles'),
  files: () => import('./files/admin-files'),
  tags: () => import('./tags/admin-tags'),
  content: () => import('./content/admin-content'),
} satisfies Record<string, () => Promise<{ default: ComponentType }>>;

export type AdminPageName = keyof typeof ADMIN_PAGES;

export function isAdminPageName(name: string): name is AdminPageName {
  return Object.hasOwn(ADMIN_PAGES, name);
}
