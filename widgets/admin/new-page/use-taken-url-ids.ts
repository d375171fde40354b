import { getSiteLayout, takenUrlIdsOf } from '../../../src/admin';
import { useAdmin, useLoad } from '../../admin-ui';

/**
 * The site's taken URL ids, for a new page's hint to say exactly where the page will be, and a
 * reload for after a page is created. Undefined until they load, when they fail to, and for a
 * role that may not read the site layout (it lists them): the hint then says what it can without.
 */
export function useTakenUrlIds(): [readonly string[] | undefined, () => void] {
  const { client, permissions } = useAdmin();
  const mayRead = permissions.includes('site:navigation');
  const [state, reload] = useLoad(async () => (mayRead ? takenUrlIdsOf(await getSiteLayout(client)) : undefined));
  return [state.status === 'loaded' ? state.data : undefined, reload];
}
