import type { PlatformClient } from '../platform';
import { CSRF_HEADER, writeToken } from '../site';
import { FILE_MESSAGES, checkFileName, checkUpload } from './uploads';

/** The file manager's calls on the platform, relative to the API root. */
export const FILES_API = 'api/admin/files';

/** A file as the file manager lists it. */
export interface ManagedFile {
  readonly id: string;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
  /** In 1024 units, as the file manager shows it. */
  readonly sizeText: string;
  /** Where the site serves it (site-relative). */
  readonly url: string;
  readonly width: number | null;
  readonly height: number | null;
  readonly isImage: boolean;
  /** Milliseconds since the epoch. */
  readonly created: number;
}

/** What the owner is told when an upload or a rename fails: the spec's heading and why. */
export class FileActionError extends Error {
  override readonly name = 'FileActionError';
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

const filePath = (id: string) => `${FILES_API}/${encodeURIComponent(id)}`;

/** `GET /api/admin/files`: newest first. */
export async function listManagedFiles(client: PlatformClient): Promise<ManagedFile[]> {
  return (await client.get<{ files: ManagedFile[] }>(FILES_API)).files;
}

/**
 * `PATCH /api/admin/files/{id}` `{name}`: the file's own extension is kept. A refused name answers
 * before anything is sent; any failure is a `FileActionError` titled 'Unable to Rename File'.
 */
export async function renameManagedFile(client: PlatformClient, id: string, name: string): Promise<ManagedFile> {
  const problem = checkFileName(name);
  if (problem !== undefined) throw new FileActionError(FILE_MESSAGES.renameTitle, problem);
  try {
    return (await client.patch<{ file: ManagedFile }>(filePath(id), { name: name.trim() })).file;
  } catch (error) {
    const said = (error as { serverMessage?: unknown }).serverMessage;
    throw new FileActionError(FILE_MESSAGES.renameTitle, typeof said === 'string' ? said : FILE_MESSAGES.renameBody);
  }
}

/** `DELETE /api/admin/files/{id}`. */
export async function deleteManagedFile(client: PlatformClient, id: string): Promise<void> {
  await client.delete<unknown>(filePath(id));
}

/** `PUT /api/admin/products/{productId}/image {fileId}`: the picture a product shows first (`null`: none). */
export async function setProductImage(client: PlatformClient, productId: string, fileId: string | null): Promise<void> {
  await client.put<unknown>(`api/admin/products/${encodeURIComponent(productId)}/image`, { fileId });
}

export interface UploadOptions {
  /** Bytes sent so far of `total`, as the browser reports them. */
  readonly onProgress?: (sent: number, total: number) => void;
  readonly signal?: AbortSignal;
}

/**
 * `POST /api/admin/files` multipart, one field `file`, by XMLHttpRequest: fetch cannot report an
 * upload's progress. A type or size the allow-list refuses answers before a byte is sent. Failures
 * are `FileActionError`s: the server's refusal under 'Unable to Upload File', a connection lost
 * part way as 'File upload failed to complete', none at all as 'Error uploading'.
 */
export function uploadManagedFile(apiRoot: string, file: File, { onProgress, signal }: UploadOptions = {}): Promise<ManagedFile> {
  const problem = checkUpload({ name: file.name, size: file.size });
  if (problem !== undefined) return Promise.reject(new FileActionError(FILE_MESSAGES.uploadTitle, problem));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    let sent = 0;
    request.open('POST', new URL(FILES_API, apiRoot).href);
    request.withCredentials = true;
    const token = writeToken();
    if (token !== undefined) request.setRequestHeader(CSRF_HEADER, token);
    request.upload.addEventListener('progress', (event) => {
      sent = event.loaded;
      onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size);
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      const answer = (body ?? {}) as { file?: ManagedFile; error?: unknown };
      if (request.status === 201 && answer.file !== undefined) resolve(answer.file);
      else
        reject(new FileActionError(FILE_MESSAGES.uploadTitle, typeof answer.error === 'string' ? answer.error : FILE_MESSAGES.uploadBody));
    });
    const lost = () =>
      reject(
        sent > 0
          ? new FileActionError(FILE_MESSAGES.incomplete, FILE_MESSAGES.uploadBody)
          : new FileActionError(FILE_MESSAGES.uploadError, FILE_MESSAGES.uploadBody),
      );
    request.addEventListener('error', lost);
    request.addEventListener('timeout', lost);
    request.addEventListener('abort', () => reject(new FileActionError(FILE_MESSAGES.incomplete, 'The upload was cancelled.')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
