/**
 * The file manager's rules, shared by the admin app and the platform: sizes humanized in 1024
 * units, limits in megabytes of 1,000,000 bytes, the allow-list of types with the content type
 * each is served with, the size limit, file names, and the spec's messages.
 */
export { MEGABYTE, formatSizeLimit, humanizeFileSize } from './size';
export {
  FILE_MESSAGES,
  MAX_FILE_NAME_LENGTH,
  MAX_UPLOAD_BYTES,
  UPLOAD_TYPES,
  checkFileName,
  checkUpload,
  fileExtension,
  isImageType,
  renamedFileName,
  uploadContentType,
} from './uploads';
export type { UploadExtension } from './uploads';
export {
  FILES_API,
  FileActionError,
  deleteManagedFile,
  listManagedFiles,
  renameManagedFile,
  setProductImage,
  uploadManagedFile,
} from './calls';
export type { ManagedFile, UploadOptions } from './calls';
