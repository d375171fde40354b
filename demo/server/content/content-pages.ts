/**
 * The site's content pages, made of blocks: a code block (HTML as its editor wrote it, `trusted`
 * when that editor could write code that runs) or a chart block (its type, title and dataset grid,
 * as the dataset editor saved it). Each page is at `/<urlId>`.
 */
import { randomBytes } from 'node:crypto';
import { JSDOM } from 'jsdom';
import { codeBlockHtml } from '../../../src/code-blocks';
import { layoutChart, type ChartLayout } from '../../../src/charts';
import type { ChartBlock, CodeBlock, ContentBlock, ContentPage } from '../../../src/content-pages';
import { readDataset } from '../../../src/datasets';
import type { DemoDatabase } from '../database';
import { NotFoundError } from '../errors';

export type { ChartBlock, CodeBlock, ContentBlock, ContentPage } from '../../../src/content-pages';

export type BlockInput = Omit<CodeBlock, 'id'> | Omit<ChartBlock, 'id'>;

interface PageRow {
  id: string;
  url_id: string;
  title: string;
  description: string;
}

interface BlockRow {
  id: string;
  type: 'code' | 'chart';
  data: string;
  trusted: 0 | 1;
}

function toBlock(row: BlockRow): ContentBlock {
  const data = JSON.parse(row.data) as Record<string, unknown>;
  if (row.type === 'code') return { id: row.id, type: 'code', source: String(data['source'] ?? ''), trusted: row.trusted === 1 };
  return {
    id: row.id,
    type: 'chart',
    chartType: data['chartType'] === 'line' ? 'line' : 'bar',
    title: String(data['title'] ?? ''),
    grid: (data['grid'] ?? []) as string[][],
  };
}

function readPage(db: DemoDatabase, row: PageRow): ContentPage {
  const blocks = db
    .prepare('SELECT id, type, data, trusted FROM content_blocks WHERE page_id = ? ORDER BY position, rowid')
    .all(row.id) as BlockRow[];
  return { id: row.id, urlId: row.url_id, title: row.title, description: row.description, blocks: blocks.map(toBlock) };
}

export function listContentPages(db: DemoDatabase): ContentPage[] {
  return (db.prepare('SELECT * FROM content_pages ORDER BY position').all() as PageRow[]).map((row) => readPage(db, row));
}

export function findContentPageByUrl(db: DemoDatabase, urlId: string): ContentPage | undefined {
  const row = db.prepare('SELECT * FROM content_pages WHERE url_id = ?').get(urlId) as PageRow | undefined;
  return row && readPage(db, row);
}

export function requireContentPage(db: DemoDatabase, id: string): ContentPage {
  const row = db.prepare('SELECT * FROM content_pages WHERE id = ?').get(id) as PageRow | undefined;
  if (row === undefined) throw new NotFoundError(`No page "${id}"`);
  return readPage(db, row);
}

const blockData = (block: BlockInput): string =>
  JSON.stringify(block.type === 'code' ? { source: block.source } : { chartType: block.chartType, title: block.title, grid: block.grid });

/** Appends a block to a page; the caller owns the transaction. */
export function addBlock(db: DemoDatabase, pageId: string, block: BlockInput, now: number): ContentBlock {
  const id = randomBytes(12).toString('hex');
  const { position } = db
    .prepare('SELECT coalesce(max(position) + 1, 0) AS position FROM content_blocks WHERE page_id = ?')
    .get(pageId) as {
    position: number;
  };
  db.prepare('INSERT INTO content_blocks (id, page_id, position, type, data, trusted, updated) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    id,
    pageId,
    position,
    block.type,
    blockData(block),
    block.type === 'code' && block.trusted ? 1 : 0,
    now,
  );
  return { id, ...block } as ContentBlock;
}

export function requireBlock(page: ContentPage, blockId: string): ContentBlock {
  const block = page.blocks.find((candidate) => candidate.id === blockId);
  if (block === undefined) throw new NotFoundError(`No block "${blockId}" on this page`);
  return block;
}

export function updateBlock(db: DemoDatabase, blockId: string, block: BlockInput, now: number): ContentBlock {
  db.prepare('UPDATE content_blocks SET data = ?, trusted = ?, updated = ? WHERE id = ?').run(
    blockData(block),
    block.type === 'code' && block.trusted ? 1 : 0,
    now,
    blockId,
  );
  return { id: blockId, ...block } as ContentBlock;
}

export function deleteBlock(db: DemoDatabase, blockId: string): void {
  db.prepare('DELETE FROM content_blocks WHERE id = ?').run(blockId);
}

/** Puts a page's blocks in the order of `blockIds` (all of the page's, checked by the caller); the caller owns the transaction. */
export function orderBlocks(db: DemoDatabase, pageId: string, blockIds: readonly string[]): void {
  const move = db.prepare('UPDATE content_blocks SET position = ? WHERE id = ? AND page_id = ?');
  blockIds.forEach((blockId, position) => move.run(position, blockId, pageId));
}

/** A new, empty page after the others; the caller owns the transaction. */
export function appendContentPage(db: DemoDatabase, page: Omit<ContentPage, 'blocks'>): ContentPage {
  const { position } = db.prepare('SELECT coalesce(max(position) + 1, 0) AS position FROM content_pages').get() as { position: number };
  insertContentPage(db, page, position, []);
  return { ...page, blocks: [] };
}

/** Deletes a page; its blocks go with it (the foreign key cascades). */
export function deleteContentPage(db: DemoDatabase, pageId: string): void {
  db.prepare('DELETE FROM content_pages WHERE id = ?').run(pageId);
}

/** Writes a page with its blocks (the seed); the caller owns the transaction. */
export function insertContentPage(
  db: DemoDatabase,
  page: Omit<ContentPage, 'blocks'>,
  position: number,
  blocks: readonly BlockInput[],
): void {
  db.prepare('INSERT INTO content_pages (id, url_id, position, title, description) VALUES (?, ?, ?, ?, ?)').run(
    page.id,
    page.urlId,
    position,
    page.title,
    page.description,
  );
  for (const block of blocks) addBlock(db, page.id, block, 0);
}

// Sanitizing needs a DOM; the server keeps one empty document for it.
let sanitizingWindow: JSDOM['window'] | undefined;

/** A block as the page template reads it: a code block's HTML as it may be shown, a chart laid out (or why it cannot be). */
export function blockJson(block: ContentBlock): Record<string, unknown> {
  if (block.type === 'code') {
    sanitizingWindow ??= new JSDOM('').window;
    return {
      id: block.id,
      type: 'code',
      html: codeBlockHtml(block.source, block.trusted ? 'raw' : 'sanitized', { window: sanitizingWindow }),
    };
  }
  const read = readDataset(block.grid);
  const chart: ChartLayout | undefined = read.ok ? layoutChart(read.dataset, block.chartType) : undefined;
  return { id: block.id, type: 'chart', title: block.title, ...(chart === undefined ? {} : { chart }) };
}
