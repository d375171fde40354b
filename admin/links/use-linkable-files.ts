import { listManagedFiles, type ManagedFile } from '../../src/files';
import { useAdmin, useLoad } from '../ui';

/**
 * The files a link may point to, for the link editor: the file manager's files, or why none are
 * offered (the role cannot use files, none uploaded yet, still loading, the load failed).
 */
export function useLinkableFiles(): readonly ManagedFile[] | string {
  const { client, permissions } = useAdmin();
  const canUseFiles = permissions.includes('files:manage');
  const [files] = useLoad(async () => (canUseFiles ? listManagedFiles(client) : []));
  if (!canUseFiles) return 'Your role cannot use the file manager, so files cannot be linked.';
  if (files.status === 'loaded') return files.data.length === 0 ? 'No files yet: upload one in Files first.' : files.data;
  if (files.status === 'failed') return `${files.failure.title}. ${files.failure.message}`;
  return 'Loading the files…';
}
