import type { ChartType } from '../charts';
import type { PlatformClient } from '../platform';

/** The content pages' calls on the platform, relative to the API root. */
export const CONTENT_PAGES_API = 'api/admin/pages';

/** A content page as the editor lists it. */
export interface ContentPageSummary {
  readonly id: string;
  readonly urlId: string;
  readonly title: string;
  /** Where the storefront shows it (site-relative). */
  readonly url: string;
  readonly blockCount: number;
}

/** HTML as its editor wrote it; `trusted` when that editor could write code that runs. */
export interface CodeBlock {
  readonly id: string;
  readonly type: 'code';
  readonly source: string;
  readonly trusted: boolean;
}

/** A chart: its type, title and dataset grid (the first row the series' names). */
export interface ChartBlock {
  readonly id: string;
  readonly type: 'chart';
  readonly chartType: ChartType;
  readonly title: string;
  readonly grid: readonly (readonly string[])[];
}

export type ContentBlock = CodeBlock | ChartBlock;
export type ContentBlockType = ContentBlock['type'];

/** What a block's save sends: a code block's source, or a chart's type, title and grid. */
export type ContentBlockInput =
  | { readonly type: 'code'; readonly source: string }
  | { readonly type: 'chart'; readonly chartType: ChartType; readonly title: string; readonly grid: readonly (readonly string[])[] };

export interface ContentPage {
  readonly id: string;
  readonly urlId: string;
  readonly title: string;
  readonly description: string;
  /** In the order the page shows them. */
  readonly blocks: readonly ContentBlock[];
}

/**
 * A saved block, and what the owner must be told about it: script that will not run (an editor
 * without code rights), or the rows and columns a chart's dataset lost to the limits.
 */
export interface SavedBlock {
  readonly block: ContentBlock;
  readonly notice?: string;
}

/** A content page's own API path, the root of its blocks' paths. */
export const pagePath = (pageId: string) => `${CONTENT_PAGES_API}/${encodeURIComponent(pageId)}`;
const blockPath = (pageId: string, blockId: string) => `${pagePath(pageId)}/blocks/${encodeURIComponent(blockId)}`;

/** `GET /api/admin/pages`: the content pages, in the site's order. */
export async function listContentPages(client: PlatformClient): Promise<ContentPageSummary[]> {
  return (await client.get<{ pages: ContentPageSummary[] }>(CONTENT_PAGES_API)).pages;
}

/** `GET /api/admin/pages/{pageId}`: one page with its blocks in order. */
export async function getContentPage(client: PlatformClient, pageId: string): Promise<ContentPage> {
  return (await client.get<{ page: ContentPage }>(pagePath(pageId))).page;
}

/** `POST /api/admin/pages/{pageId}/blocks`: appends a block to the page. */
export function addContentBlock(client: PlatformClient, pageId: string, input: ContentBlockInput): Promise<SavedBlock> {
  return client.post<SavedBlock>(`${pagePath(pageId)}/blocks`, input);
}

/** `PUT /api/admin/pages/{pageId}/blocks/{blockId}`: saves a block (its type stays). */
export function saveContentBlock(client: PlatformClient, pageId: string, blockId: string, input: ContentBlockInput): Promise<SavedBlock> {
  return client.put<SavedBlock>(blockPath(pageId, blockId), input);
}

/**
 * `POST /api/admin/pages/{pageId}/blocks/{blockId}/publish` (ours, `site:code`): shows a code block
 * an untrusted role wrote as written; `source` is the block as the owner read it (a 409 if it changed).
 */
export function publishContentBlock(client: PlatformClient, pageId: string, blockId: string, source: string): Promise<SavedBlock> {
  return client.post<SavedBlock>(`${blockPath(pageId, blockId)}/publish`, { source });
}

/** `DELETE /api/admin/pages/{pageId}/blocks/{blockId}`. */
export async function deleteContentBlock(client: PlatformClient, pageId: string, blockId: string): Promise<void> {
  await client.delete<unknown>(blockPath(pageId, blockId));
}

/** `GET /api/admin/products/{productId}/embed`: the markup the loader mounts for the product. */
export async function getProductEmbed(client: PlatformClient, productId: string): Promise<string> {
  return (await client.get<{ html: string }>(`api/admin/products/${encodeURIComponent(productId)}/embed`)).html;
}

/** `GET /api/admin/newsletter/embed`: the markup the loader mounts for the site's newsletter block. */
export async function getNewsletterEmbed(client: PlatformClient): Promise<string> {
  return (await client.get<{ html: string }>('api/admin/newsletter/embed')).html;
}
