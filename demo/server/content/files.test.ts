import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { MAX_UPLOAD_BYTES } from '../../../src/files';
import { SEED_PASSWORD_COST } from '../accounts';
import { buildApp, seedIfEmpty } from '../app';
import { SEED_CATALOGUE } from '../store';
import { openDatabase, type DemoDatabase } from '../database';

const FILES = '/api/admin/files';

/** A 2×3 PNG: signature, IHDR (width 2, height 3), IEND; enough for its size to be read. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000020000000308060000009d74ad7d0000000049454e44ae426082', 'hex');

let db: DemoDatabase;
let app: FastifyInstance;
let uploadsDir: string;
let owner: Visitor;

/** A multipart body with one file field, as a browser's FormData sends it. */
function multipart(filename: string, content: Buffer | string, field = 'file'): { body: Buffer; contentType: string } {
  const boundary = '----storefront-kit-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(filename: string, content: Buffer | string) {
  const { body, contentType } = multipart(filename, content);
  return owner.post(FILES, body, { 'content-type': contentType });
}

const fileRows = () => db.prepare('SELECT id, name, content_type, size, width, height FROM files').all();
const storedBytes = () => readdirSync(uploadsDir);

beforeEach(async () => {
  db = openDatabase(':memory:');
  seedIfEmpty(db);
  uploadsDir = mkdtempSync(join(tmpdir(), 'storefront-kit-files-test-'));
  app = await buildApp({
    db,
    assetsDir: join(tmpdir(), 'storefront-kit-no-bundle'),
    uploadsDir,
    clock: () => 1_700_000_000_000,
    // The seeded accounts' cost: signing in makes no hash again at 2^17.
    passwordCost: SEED_PASSWORD_COST,
  });
  owner = await Visitor.signedIn(app, 'owner@example.com');
});

afterEach(async () => {
  await app.close();
  db.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('uploading', () => {
  it('streams the file beside the database, with a row naming its type, size and pixels', async () => {
    const response = await upload('Shelf photo.png', PNG);
    expect(response.statusCode).toBe(201);
    const { file } = response.json<{ file: { id: string; url: string; sizeText: string; isImage: boolean } }>();
    expect(file).toMatchObject({ name: 'Shelf photo.png', contentType: 'image/png', size: PNG.length, width: 2, height: 3, isImage: true });
    expect(file.sizeText).toBe(`${PNG.length} bytes`);
    expect(file.url).toBe(`/files/${file.id}/Shelf%20photo.png`);
    expect(fileRows()).toEqual([
      { id: file.id, name: 'Shelf photo.png', content_type: 'image/png', size: PNG.length, width: 2, height: 3 },
    ]);
    expect(storedBytes()).toEqual([file.id]);
  });

  it('keeps only the last part of a name a browser sends with its folders', async () => {
    const response = await upload('C:\\Users\\sam\\menu.pdf', '%PDF-1.4');
    expect(response.json()).toMatchObject({ file: { name: 'menu.pdf', contentType: 'application/pdf' } });
  });

  it('refuses a type off the allow-list with the spec words, storing nothing', async () => {
    for (const name of ['page.html', 'logo.svg', 'script.js', 'noextension']) {
      const response = await upload(name, '<script>alert(1)</script>');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ error: `"${name}" is an unsupported file type` });
    }
    expect(fileRows()).toEqual([]);
    expect(storedBytes()).toEqual([]);
  });

  it('refuses a file over 20 MB as it arrives, with the spec words, storing nothing', async () => {
    const response = await upload('film.mp4', Buffer.alloc(MAX_UPLOAD_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: '"film.mp4" is too large, the maximum allowed file size is 20 MB' });
    expect(fileRows()).toEqual([]);
    expect(storedBytes()).toEqual([]);
  }, 30_000);

  it('takes a file of exactly 20 MB', async () => {
    const response = await upload('film.mp4', Buffer.alloc(MAX_UPLOAD_BYTES));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ file: { size: MAX_UPLOAD_BYTES, sizeText: '19 MB' } });
  }, 30_000);

  it('answers 415 to a body that is not multipart, and 400 to one without a file', async () => {
    const json = await owner.postJson(FILES, { name: 'x.png' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ error: 'Content-Type must be multipart/form-data' });
    const boundary = 'b';
    const empty = await owner.post(FILES, Buffer.from(`--${boundary}--\r\n`), {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: 'Send the file in the form field "file"' });
  });

  it('needs the session’s xsrf token, like every owner write', async () => {
    const { body, contentType } = multipart('a.png', PNG);
    const response = await app.inject({
      method: 'POST',
      url: FILES,
      payload: body,
      headers: { 'content-type': contentType, cookie: owner.cookieHeader },
    });
    expect(response.statusCode).toBe(403);
    expect(fileRows()).toEqual([]);
  });
});

describe('renaming and deleting', () => {
  it('renames, keeping the extension, and refuses a blank name with the spec words', async () => {
    const { file } = (await upload('menu.pdf', '%PDF-1.4')).json<{ file: { id: string } }>();
    const renamed = await owner.write('PATCH', `${FILES}/${file.id}`, JSON.stringify({ name: 'Spring menu' }));
    expect(renamed.json()).toMatchObject({ file: { name: 'Spring menu.pdf', url: `/files/${file.id}/Spring%20menu.pdf` } });
    const blank = await owner.write('PATCH', `${FILES}/${file.id}`, JSON.stringify({ name: '  ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Please enter a file name' });
    expect(fileRows()).toMatchObject([{ name: 'Spring menu.pdf' }]);
  });

  it('deletes the row and the bytes; the file is gone from the site', async () => {
    const { file } = (await upload('menu.pdf', '%PDF-1.4')).json<{ file: { id: string; url: string } }>();
    expect((await owner.delete(`${FILES}/${file.id}`)).statusCode).toBe(204);
    expect(fileRows()).toEqual([]);
    expect(storedBytes()).toEqual([]);
    expect((await owner.get(file.url)).statusCode).toBe(404);
    expect((await owner.delete(`${FILES}/${file.id}`)).statusCode).toBe(404);
  });

  it('lists files newest first with their sizes in 1024 units', async () => {
    await upload('a.txt', 'x'.repeat(1536));
    const list = (await owner.get(FILES)).json<{ files: { name: string; sizeText: string }[] }>();
    expect(list.files).toMatchObject([{ name: 'a.txt', sizeText: '1.5 KB' }]);
  });
});

describe('serving', () => {
  it('shows a picture in place with its allow-listed type, sandboxed and never sniffed', async () => {
    const { file } = (await upload('photo.png', PNG)).json<{ file: { url: string } }>();
    const response = await owner.get(file.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`inline; filename="photo.png"; filename*=UTF-8''photo.png`);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('offers a text file holding markup as a download of plain text, never as a page', async () => {
    const { file } = (await upload('notes.txt', '<html><script>alert(document.cookie)</script>')).json<{ file: { url: string } }>();
    const response = await owner.get(file.url);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="notes.txt"/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('writes a name outside ASCII safely in the download header', async () => {
    const { file } = (await upload('Prix été 100%.pdf', '%PDF')).json<{ file: { url: string } }>();
    const response = await owner.get(file.url);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Prix _t_ 100_.pdf"; filename*=UTF-8''Prix%20%C3%A9t%C3%A9%20100%25.pdf`,
    );
  });
});

describe('a product picture', () => {
  const vase = SEED_CATALOGUE.find((product) => product.slug === 'stoneware-vase')!;

  it('shows an uploaded image first on the product page and in the shop', async () => {
    const { file } = (await upload('vase.png', PNG)).json<{ file: { id: string; url: string } }>();
    const response = await owner.putJson(`/api/admin/products/${vase.id}/image`, { fileId: file.id });
    expect(response.json()).toEqual({ productId: vase.id, fileId: file.id });
    const page = (await owner.get('/products/stoneware-vase')).body;
    expect(page).toContain(`data-image-id="file-${file.id}"`);
    expect(page).toContain(`src="${file.url}"`);
    expect((await owner.get('/shop')).statusCode).toBe(200);
  });

  it('takes only an image, and falls back to the product own pictures once the file is deleted', async () => {
    const pdf = (await upload('menu.pdf', '%PDF')).json<{ file: { id: string } }>().file;
    const refused = await owner.putJson(`/api/admin/products/${vase.id}/image`, { fileId: pdf.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: '"menu.pdf" is not a picture: a product shows JPEG, PNG, GIF, WebP or AVIF images' });
    const image = (await upload('vase.png', PNG)).json<{ file: { id: string } }>().file;
    await owner.putJson(`/api/admin/products/${vase.id}/image`, { fileId: image.id });
    await owner.delete(`${FILES}/${image.id}`);
    expect((await owner.get('/products/stoneware-vase')).body).not.toContain('data-image-id="file-');
    expect(existsSync(join(uploadsDir, image.id))).toBe(false);
  });
});
