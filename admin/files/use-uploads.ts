import { useCallback, useRef, useState } from 'react';
import { FILE_MESSAGES, FileActionError, uploadManagedFile, type ManagedFile } from '../../src/files';

/** One file on its way: its bytes sent so far, then the stored file or why it failed. */
export interface Upload {
  readonly key: number;
  readonly name: string;
  readonly sent: number;
  readonly total: number;
  readonly state: 'sending' | 'done' | 'failed';
  readonly failure?: { readonly title: string; readonly message: string };
}

/**
 * Several uploads at once, each with its progress: `start` sends every file of a pick or a drop
 * side by side and calls `onStored` as each arrives; `cancel` stops one; `dismiss` clears a finished one.
 */
export function useUploads(apiRoot: string, onStored: (file: ManagedFile) => void) {
  const [uploads, setUploads] = useState<readonly Upload[]>([]);
  const controllers = useRef(new Map<number, AbortController>());
  const nextKey = useRef(0);

  const update = (key: number, change: Partial<Upload>) =>
    setUploads((before) => before.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const start = useCallback(
    (files: readonly File[]) => {
      const started = files.map((file) => ({ file, key: (nextKey.current += 1) }));
      setUploads((before) => [
        ...before,
        ...started.map(({ file, key }) => ({ key, name: file.name, sent: 0, total: file.size, state: 'sending' as const })),
      ]);
      for (const { file, key } of started) {
        const controller = new AbortController();
        controllers.current.set(key, controller);
        uploadManagedFile(apiRoot, file, { signal: controller.signal, onProgress: (sent, total) => update(key, { sent, total }) })
          .then((stored) => {
            update(key, { state: 'done', sent: file.size, total: file.size });
            onStored(stored);
          })
          .catch((error: unknown) => {
            const failure =
              error instanceof FileActionError
                ? { title: error.title, message: error.message }
                : { title: FILE_MESSAGES.uploadTitle, message: FILE_MESSAGES.uploadBody };
            update(key, { state: 'failed', failure });
          })
          .finally(() => controllers.current.delete(key));
      }
    },
    [apiRoot, onStored],
  );

  const cancel = (key: number) => controllers.current.get(key)?.abort();
  const dismiss = (key: number) => setUploads((before) => before.filter((upload) => upload.key !== key));
  return { uploads, start, cancel, dismiss };
}
