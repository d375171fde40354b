/**
 * The owner's uploaded files: a row each in `files`, the bytes in the uploads folder beside the
 * database, named by the file's id (never by the name the owner gave it, which is only shown).
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { humanizeFileSize, isImageType } from '../../../src/files';
import type { DemoDatabase } from '../database';
import { NotFoundError } from '../errors';
import { filePath } from '../site';

export { filePath };

export interface StoredFile {
  readonly id: string;
  readonly name: string;
  readonly contentType: string;
  readonly size: number;
  /** Pixels, for images whose size could be read. */
  readonly width: number | null;
  readonly height: number | null;
  /** Epoch milliseconds. */
  readonly created: number;
}

/** A file as the file manager lists it. */
export interface FileJson extends StoredFile {
  /** The size in 1024 units: `1.5 MB`. */
  readonly sizeText: string;
  /** Where the site serves it; what a link to the file writes. */
  readonly url: string;
  readonly isImage: boolean;
}

interface FileRow {
  id: string;
  name: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  created: number;
}

const toFile = (row: FileRow): StoredFile => ({
  id: row.id,
  name: row.name,
  contentType: row.content_type,
  size: row.size,
  width: row.width,
  height: row.height,
  created: row.created,
});

/** 24 hex digits, like the platform's ids. */
export function newFileId(): string {
  return randomBytes(12).toString('hex');
}

export function fileJson(file: StoredFile): FileJson {
  return { ...file, sizeText: humanizeFileSize(file.size), url: filePath(file), isImage: isImageType(file.contentType) };
}

/** Where a file's bytes are kept. */
export function storedFilePath(uploadsDir: string, id: string): string {
  return join(uploadsDir, id);
}

/** Newest first. */
export function listFiles(db: DemoDatabase): StoredFile[] {
  return (db.prepare('SELECT * FROM files ORDER BY created DESC, rowid DESC').all() as FileRow[]).map(toFile);
}

export function findFile(db: DemoDatabase, id: string): StoredFile | undefined {
  const row = db.prepare('SELECT * FROM files WHERE id = ?').get(id) as FileRow | undefined;
  return row && toFile(row);
}

export function requireFile(db: DemoDatabase, id: string): StoredFile {
  const file = findFile(db, id);
  if (file === undefined) throw new NotFoundError(`No file "${id}"`);
  return file;
}

export function insertFile(db: DemoDatabase, file: StoredFile): void {
  db.prepare(
    `INSERT INTO files (id, name, content_type, size, width, height, created)
     VALUES (@id, @name, @contentType, @size, @width, @height, @created)`,
  ).run(file);
}

export function renameFile(db: DemoDatabase, id: string, name: string): StoredFile {
  requireFile(db, id);
  db.prepare('UPDATE files SET name = ? WHERE id = ?').run(name, id);
  return requireFile(db, id);
}

/** Deletes the row (a product showing the file falls back to its own pictures), then the bytes. */
export function deleteFile(db: DemoDatabase, uploadsDir: string, id: string): void {
  requireFile(db, id);
  db.prepare('DELETE FROM files WHERE id = ?').run(id);
  rmSync(storedFilePath(uploadsDir, id), { force: true });
}
