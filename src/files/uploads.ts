import { MEGABYTE, formatSizeLimit } from './size';

/**
 * What the file manager takes (ours: the spec names an allow-list and a limit, not their values):
 * pictures, documents, sound and video a shop links to, by extension, each with the one content
 * type it is served with. No HTML, SVG, XML or script: anything a browser would run as a page of
 * the site's origin stays out, whatever the file holds.
 */
export const UPLOAD_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
} as const satisfies Readonly<Record<string, string>>;

export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** Ours: 20 MB (20,000,000 bytes) per file. */
export const MAX_UPLOAD_BYTES = 20 * MEGABYTE;

/** The longest file name the file manager keeps (ours), extension included. */
export const MAX_FILE_NAME_LENGTH = 120;

/** The file manager's messages (spec 001 §5, §8), and ours (marked). */
export const FILE_MESSAGES = {
  unsupportedType: (name: string): string => `"${name}" is an unsupported file type`,
  tooLarge: (name: string, maxSize: string): string => `"${name}" is too large, the maximum allowed file size is ${maxSize}`,
  fileNameRequired: 'Please enter a file name',
  /** Ours. */
  fileNameTooLong: `A file name can have at most ${MAX_FILE_NAME_LENGTH} characters`,
  /** Ours: a name may not say where the file lives. */
  fileNameCharacters: 'A file name cannot hold / \\ or control characters',
  uploadTitle: 'Unable to Upload File',
  uploadBody: 'There was a problem while uploading your file.',
  renameTitle: 'Unable to Rename File',
  renameBody: 'There was a problem while renaming your file.',
  incomplete: 'File upload failed to complete',
  uploadError: 'Error uploading',
} as const;

/** The extension of a file name, lower case, without the dot; `''` when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The content type a file is served with, by its extension; nothing when the extension is not allowed. */
export function uploadContentType(name: string): string | undefined {
  const extension = fileExtension(name);
  return Object.hasOwn(UPLOAD_TYPES, extension) ? UPLOAD_TYPES[extension as UploadExtension] : undefined;
}

/** Pictures a product can show and an `<img>` can draw. */
export function isImageType(contentType: string): boolean {
  return contentType.startsWith('image/');
}

/**
 * Why a file cannot be uploaded, or nothing: its type first (by extension), then its size. The
 * server checks the same, and the size again as the bytes arrive.
 */
export function checkUpload(
  { name, size }: { readonly name: string; readonly size: number },
  maxBytes = MAX_UPLOAD_BYTES,
): string | undefined {
  if (uploadContentType(name) === undefined) return FILE_MESSAGES.unsupportedType(name);
  if (size > maxBytes) return FILE_MESSAGES.tooLarge(name, formatSizeLimit(maxBytes));
  return undefined;
}

/** Why a file cannot take this name, or nothing. */
export function checkFileName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return FILE_MESSAGES.fileNameRequired;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[/\\\u0000-\u001f\u007f]/.test(trimmed)) return FILE_MESSAGES.fileNameCharacters;
  if ([...trimmed].length > MAX_FILE_NAME_LENGTH) return FILE_MESSAGES.fileNameTooLong;
  return undefined;
}

/**
 * The name a file is renamed to: trimmed, with the file's own extension put back when the owner
 * left it off or changed it (the extension decides how the file is served).
 */
export function renamedFileName(current: string, wanted: string): string {
  const trimmed = wanted.trim();
  const extension = fileExtension(current);
  if (extension === '' || fileExtension(trimmed) === extension) return trimmed;
  return `${trimmed}.${extension}`;
}
