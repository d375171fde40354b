import type { PageContext } from '../site';
import type { SubmissionPage } from './submission';

/**
 * The permission type sent when the page context names none: a page anyone may see. The spec
 * gives the field but not its numbering; the demo platform uses 1 for public pages.
 */
export const PUBLIC_PAGE_PERMISSION = 1;

/**
 * The page fields of a submission (spec 000 §3 *Form submission*), read from the page context: a
 * content item's page (a product, a post …) is sent as `'i'` with the item's id, any other page
 * as `'c'` with its collection's id.
 */
export function submissionPageOf(context: PageContext | null, page: { readonly title: string; readonly path: string }): SubmissionPage {
  const itemId = context?.product?.id ?? context?.item?.id;
  return {
    pageTitle: page.title,
    pageId: itemId ?? context?.collection?.id ?? '',
    contentSource: itemId === undefined ? 'c' : 'i',
    pagePath: page.path,
    pagePermissionTypeValue: context?.pagePermissionTypeValue ?? PUBLIC_PAGE_PERMISSION,
  };
}
