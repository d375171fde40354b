import { PAGE_TYPE, type SitePage, pageContext } from '../site';
import { OWNER_PAGE } from './account-pages';

/** The restock manager (`pages/restock-manager.page`): the owner's page with the manager widget; its route needs `restock:manage`. */
export function restockManagerPage(): SitePage {
  return {
    title: OWNER_PAGE.restock.title,
    path: OWNER_PAGE.restock.path,
    context: pageContext(PAGE_TYPE.page, { pageId: 'config-restock' }),
    content: { template: 'pages/restock-manager.page', json: {} },
  };
}
