import { getSiteLayout, takenUrlIdsOf } from '../../src/admin';
import { useAdmin, useLoad } from '../ui';

/**
 * The site's taken URL ids, for a new page's hint to say exactly where the page will be, and a
 * reload for after a page is created. Undefined until they load, and when they fail to: the hint
 * then says what it can without.
 */
export function useTakenUrlIds(): [readonly string[] | undefined, () => void] {
  const { client } = useAdmin();
  const [state, reload] = useLoad(async () => takenUrlIdsOf(await getSiteLayout(client)));
  return [state.status === 'loaded' ? state.data : undefined, reload];
}
