import { createReadStream, createWriteStream, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { imageSize } from 'image-size';
import {
  FILE_MESSAGES,
  MAX_UPLOAD_BYTES,
  checkFileName,
  checkUpload,
  formatSizeLimit,
  isImageType,
  renamedFileName,
  uploadContentType,
} from '../../../src/files';
import { findProduct, setProductImage } from '../store';
import type { DemoDatabase } from '../database';
import { ApiError, BadRequestError, NotFoundError, UnsupportedMediaTypeError } from '../errors';
import {
  deleteFile,
  fileJson,
  findFile,
  insertFile,
  listFiles,
  newFileId,
  renameFile,
  requireFile,
  storedFilePath,
  type StoredFile,
} from './files';
import { ownerRoute } from '../guard';
import { requireId, requireJsonObject } from '../validation';

export const FILES_API = '/api/admin/files';

/** Types a browser shows in place; every other allowed file is a download, never a page of this origin. */
const SHOWN_IN_PLACE = /^(image|audio|video)\//;

/**
 * A served file may hold anything: it gets no script, no plugin, no frame and no origin of its own
 * (`sandbox`), whatever a browser makes of it; pictures, sound and video still show.
 */
const FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** `Content-Disposition` with the name as typed (RFC 6266: an ASCII fallback and the UTF-8 name). */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** An image's size in pixels, when its header says. */
function pixelSize(path: string): { width: number | null; height: number | null } {
  try {
    const { width, height } = imageSize(readFileSync(path));
    return { width: width ?? null, height: height ?? null };
  } catch {
    return { width: null, height: null };
  }
}

/** Multipart limits that stopped an upload, as the file manager words them. */
function uploadErrorOf(error: unknown, name: string): ApiError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ApiError(413, FILE_MESSAGES.tooLarge(name, formatSizeLimit(MAX_UPLOAD_BYTES)));
    case 'FST_FILES_LIMIT':
      return new BadRequestError('Send one file per upload');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new BadRequestError('An upload holds one file and nothing else');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new UnsupportedMediaTypeError('Content-Type must be multipart/form-data');
    default:
      return error instanceof ApiError ? error : undefined;
  }
}

/**
 * The file manager's calls (owner routes, `files:manage`) and the site's serving of the files.
 * An upload is streamed to a temporary file in the uploads folder, checked (type by extension,
 * size as it arrives), then renamed to its id and given its row, in that order: a refused or
 * broken upload leaves neither bytes nor a row.
 */
export function registerFileRoutes(app: FastifyInstance, db: DemoDatabase, uploadsDir: string, clock: () => number): void {
  mkdirSync(uploadsDir, { recursive: true });
  const files = ownerRoute('files:manage');

  app.get(FILES_API, files, async () => ({ files: listFiles(db).map(fileJson) }));

  app.get<{ Params: { id: string } }>(`${FILES_API}/:id`, files, async (request) => ({
    file: fileJson(requireFile(db, request.params.id)),
  }));

  app.post(FILES_API, files, async (request, reply) => {
    if (!request.isMultipart()) throw new UnsupportedMediaTypeError('Content-Type must be multipart/form-data');
    const id = newFileId();
    const incoming = storedFilePath(uploadsDir, `.incoming-${id}`);
    let name = '';
    try {
      const part = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, parts: 2, fields: 1 } });
      if (part === undefined) throw new BadRequestError('Send the file in the form field "file"');
      name = basename(part.filename.replace(/\\/g, '/')).trim();
      const nameProblem = checkFileName(name);
      const typeProblem = nameProblem === undefined ? checkUpload({ name, size: 0 }) : undefined;
      if (nameProblem !== undefined || typeProblem !== undefined) {
        // Read the rest so the client gets the answer rather than a reset connection.
        part.file.resume();
        if (nameProblem !== undefined) throw new BadRequestError(nameProblem);
        throw new UnsupportedMediaTypeError(typeProblem ?? '');
      }
      await pipeline(part.file, createWriteStream(incoming, { flags: 'wx' }));
      if (part.file.truncated) throw new ApiError(413, FILE_MESSAGES.tooLarge(name, formatSizeLimit(MAX_UPLOAD_BYTES)));
      const contentType = uploadContentType(name) ?? 'application/octet-stream';
      const { size } = statSync(incoming);
      const pixels = isImageType(contentType) ? pixelSize(incoming) : { width: null, height: null };
      const file: StoredFile = { id, name, contentType, size, ...pixels, created: clock() };
      renameSync(incoming, storedFilePath(uploadsDir, id));
      try {
        insertFile(db, file);
      } catch (error) {
        rmSync(storedFilePath(uploadsDir, id), { force: true });
        throw error;
      }
      return reply.code(201).send({ file: fileJson(file) });
    } catch (error) {
      rmSync(incoming, { force: true });
      throw uploadErrorOf(error, name || 'The file') ?? error;
    }
  });

  app.patch<{ Params: { id: string } }>(`${FILES_API}/:id`, files, async (request) => {
    const body = requireJsonObject(request);
    const current = requireFile(db, request.params.id);
    const wanted = typeof body['name'] === 'string' ? body['name'] : '';
    const problem = checkFileName(wanted);
    if (problem !== undefined) throw new BadRequestError(problem);
    return { file: fileJson(renameFile(db, current.id, renamedFileName(current.name, wanted))) };
  });

  app.delete<{ Params: { id: string } }>(`${FILES_API}/:id`, files, async (request, reply) => {
    deleteFile(db, uploadsDir, request.params.id);
    return reply.code(204).send();
  });

  // A file as a product's picture: only an image the file manager holds; `null` takes it away.
  app.put<{ Params: { productId: string } }>('/api/admin/products/:productId/image', ownerRoute('store:pages'), async (request) => {
    const body = requireJsonObject(request);
    const product = findProduct(db, request.params.productId);
    if (product === undefined) throw new NotFoundError(`Unknown item "${request.params.productId}"`);
    const fileId = body['fileId'] === null ? null : requireId(body['fileId'], 'fileId');
    if (fileId !== null) {
      const file = requireFile(db, fileId);
      if (!isImageType(file.contentType) || file.width === null)
        throw new BadRequestError(`"${file.name}" is not a picture: a product shows JPEG, PNG, GIF, WebP or AVIF images`);
    }
    setProductImage(db, product.id, fileId);
    return { productId: product.id, fileId };
  });

  // The site serves each file at its own path, with the allow-list's content type, never as a page.
  app.get<{ Params: { id: string; name: string } }>('/files/:id/:name', async (request, reply) => {
    const file = findFile(db, request.params.id);
    if (file === undefined) throw new NotFoundError(`No file at ${request.url.split('?')[0] ?? ''}`);
    const inPlace = SHOWN_IN_PLACE.test(file.contentType);
    return reply
      .type(file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', contentDisposition(inPlace ? 'inline' : 'attachment', file.name))
      .header('content-security-policy', FILE_CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('cache-control', 'no-cache')
      .send(createReadStream(storedFilePath(uploadsDir, file.id)));
  });
}
