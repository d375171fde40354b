import type { FastifyInstance } from 'fastify';
import { CONTENT_PAGE_URL_ID } from '../../../src/admin';
import { CHART_TYPES, chartTitleProblem, type ChartType } from '../../../src/charts';
import { CODE_BLOCK_MESSAGES, MAX_CODE_BLOCK_LENGTH, codeTrust, holdsScript, savedPartTrust } from '../../../src/code-blocks';
import { readDataset, truncateGrid } from '../../../src/datasets';
import { notAnOption } from '../../../src/links';
import { findProduct, productItemJson } from '../store';
import { findForm, FORM_PAGES } from '../forms';
import {
  addBlock,
  appendContentPage,
  deleteBlock,
  deleteContentPage,
  listContentPages,
  orderBlocks,
  requireBlock,
  requireContentPage,
  updateBlock,
  type BlockInput,
  type ContentBlock,
} from './content-pages';
import { type DemoDatabase, newId } from '../database';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import type { PermissionsOf } from '../accounts';
import { ownerRoute } from '../guard';
import { placeNewPage, readNewPage, unlinkPage, type TakenUrlIds, renderSiteTemplate } from '../site';
import type { SiteTemplates } from '../../../src/site-templates';
import { requireJsonObject } from '../validation';

export const PAGES_API = '/api/admin/pages';

/** The template that writes a product's embed snippet (applying `blocks/product-embed.block`). */
const PRODUCT_EMBED_TEMPLATE = 'collections/products-embed.item';

/** The template that writes the newsletter block's embed snippet: the widget element and its form. */
const NEWSLETTER_EMBED_TEMPLATE = 'blocks/newsletter-embed.block';

/** What the editor is told beside the saved block: script that will not run, or rows and columns cut. */
interface SavedBlock {
  readonly block: ContentBlock;
  readonly notice?: string;
}

function isGrid(value: unknown): value is string[][] {
  return Array.isArray(value) && value.every((row) => Array.isArray(row) && row.every((cell) => typeof cell === 'string'));
}

/**
 * A block from a request body, checked: a code block's source (its trust from who wrote it: the
 * stored block's when the source comes back unchanged, else the saver's), or a chart's type, title
 * and grid (truncated to the limits, then read as a dataset with the spec's messages).
 */
function readBlock(
  body: Record<string, unknown>,
  type: unknown,
  permissions: Iterable<string>,
  stored?: ContentBlock,
): { input: BlockInput; notice?: string } {
  if (type === 'code') {
    const source = body['source'];
    if (typeof source !== 'string') throw new BadRequestError('source must be a string of HTML');
    if (source.length > MAX_CODE_BLOCK_LENGTH) throw new BadRequestError(CODE_BLOCK_MESSAGES.tooLong);
    const saver = [...permissions];
    const written =
      stored?.type === 'code' ? { source: stored.source, trust: stored.trusted ? ('raw' as const) : ('sanitized' as const) } : undefined;
    const trusted = savedPartTrust(saver, source, written) === 'raw';
    // A trusted saver of a block held sanitized is told why it still is; anyone else, that script will not run.
    const notice = trusted
      ? undefined
      : codeTrust(saver) === 'raw'
        ? CODE_BLOCK_MESSAGES.heldSanitized
        : holdsScript(source)
          ? CODE_BLOCK_MESSAGES.scriptRemoved
          : undefined;
    return { input: { type: 'code', source, trusted }, ...(notice === undefined ? {} : { notice }) };
  }
  if (type === 'chart') {
    const chartType = body['chartType'];
    if (!(CHART_TYPES as readonly unknown[]).includes(chartType)) throw new BadRequestError(notAnOption(String(chartType)));
    const title = typeof body['title'] === 'string' ? body['title'].trim() : '';
    const titleProblem = chartTitleProblem(title);
    if (titleProblem !== undefined) throw new BadRequestError(titleProblem);
    if (!isGrid(body['grid'])) throw new BadRequestError('grid must be a list of rows, each a list of cells as text');
    const { grid, message } = truncateGrid(body['grid']);
    const read = readDataset(grid);
    if (!read.ok) throw new BadRequestError(read.error);
    return {
      input: { type: 'chart', chartType: chartType as ChartType, title, grid },
      ...(message === undefined ? {} : { notice: message }),
    };
  }
  throw new BadRequestError(notAnOption(String(type)));
}

/**
 * The content pages' calls (`content:edit`): pages and their blocks, adding, saving and removing
 * a code block or a chart block; and the embed snippets of a product and of the newsletter block
 * for a code block.
 */
export function registerContentPageRoutes(
  app: FastifyInstance,
  db: DemoDatabase,
  site: SiteTemplates,
  clock: () => number,
  permissionsOf: PermissionsOf,
  takenUrlIds: TakenUrlIds,
): void {
  const content = ownerRoute('content:edit');

  app.get(PAGES_API, content, async () => ({
    pages: listContentPages(db).map(({ id, urlId, title, blocks }) => ({ id, urlId, title, url: `/${urlId}`, blockCount: blocks.length })),
  }));

  app.get<{ Params: { pageId: string } }>(`${PAGES_API}/:pageId`, content, async (request) => ({
    page: requireContentPage(db, request.params.pageId),
  }));

  // A new, empty page at `/{urlId}`, in the main navigation when asked (which takes `site:navigation`).
  app.post(PAGES_API, content, async (request, reply) => {
    const asked = readNewPage(requireJsonObject(request), permissionsOf(request));
    const page = db
      .transaction(() =>
        placeNewPage(
          db,
          asked,
          CONTENT_PAGE_URL_ID,
          (urlId) => appendContentPage(db, { id: newId(), urlId, title: asked.title, description: '' }),
          takenUrlIds,
        ),
      )
      .immediate();
    return reply.code(201).send({ page });
  });

  // The page, its blocks and its links in every navigation.
  app.delete<{ Params: { pageId: string } }>(`${PAGES_API}/:pageId`, content, async (request, reply) => {
    const page = requireContentPage(db, request.params.pageId);
    db.transaction(() => {
      deleteContentPage(db, page.id);
      unlinkPage(db, page.id);
    }).immediate();
    return reply.code(204).send();
  });

  // The page's blocks in a new order: `blockIds` must name each of its blocks once.
  app.put<{ Params: { pageId: string } }>(`${PAGES_API}/:pageId/blocks`, content, async (request) => {
    const blockIds = requireJsonObject(request)['blockIds'];
    if (!Array.isArray(blockIds) || !blockIds.every((blockId) => typeof blockId === 'string')) {
      throw new BadRequestError('blockIds must be a list of the page’s block ids');
    }
    return db
      .transaction(() => {
        const page = requireContentPage(db, request.params.pageId);
        const current = new Set(page.blocks.map(({ id }) => id));
        const asked = new Set(blockIds as string[]);
        if (asked.size !== blockIds.length) throw new BadRequestError('blockIds must name each block once');
        if (asked.size !== current.size || ![...asked].every((blockId) => current.has(blockId))) {
          throw new ConflictError('The page’s blocks have changed since it was opened. Reload the page and move the block again.');
        }
        orderBlocks(db, page.id, blockIds as string[]);
        return { page: requireContentPage(db, page.id) };
      })
      .immediate();
  });

  app.post<{ Params: { pageId: string } }>(`${PAGES_API}/:pageId/blocks`, content, async (request, reply) => {
    const page = requireContentPage(db, request.params.pageId);
    const body = requireJsonObject(request);
    const { input, notice } = readBlock(body, body['type'], permissionsOf(request));
    const saved: SavedBlock = { block: addBlock(db, page.id, input, clock()), ...(notice === undefined ? {} : { notice }) };
    return reply.code(201).send(saved);
  });

  app.put<{ Params: { pageId: string; blockId: string } }>(`${PAGES_API}/:pageId/blocks/:blockId`, content, async (request) => {
    const block = requireBlock(requireContentPage(db, request.params.pageId), request.params.blockId);
    const { input, notice } = readBlock(requireJsonObject(request), block.type, permissionsOf(request), block);
    const saved: SavedBlock = { block: updateBlock(db, block.id, input, clock()), ...(notice === undefined ? {} : { notice }) };
    return saved;
  });

  // Shows a code block an untrusted role wrote as written: only a role that may write code itself,
  // and only the source the owner was shown, so a block changed since cannot be published unread.
  app.post<{ Params: { pageId: string; blockId: string } }>(
    `${PAGES_API}/:pageId/blocks/:blockId/publish`,
    ownerRoute('site:code'),
    async (request) => {
      const block = requireBlock(requireContentPage(db, request.params.pageId), request.params.blockId);
      if (block.type !== 'code') throw new BadRequestError('Only a code block can be published as written');
      const source = requireJsonObject(request)['source'];
      if (typeof source !== 'string') throw new BadRequestError('source must be the block’s HTML as shown');
      if (source !== block.source) {
        throw new ConflictError('The block has changed since it was opened. Reload the page and read it again before publishing it.');
      }
      const saved: SavedBlock = { block: updateBlock(db, block.id, { type: 'code', source, trusted: true }, clock()) };
      return saved;
    },
  );

  app.delete<{ Params: { pageId: string; blockId: string } }>(`${PAGES_API}/:pageId/blocks/:blockId`, content, async (request, reply) => {
    const block = requireBlock(requireContentPage(db, request.params.pageId), request.params.blockId);
    deleteBlock(db, block.id);
    return reply.code(204).send();
  });

  // The markup the loader mounts for a product (as a buy-button generator gives it), rendered by
  // the engine from the site's own template, for the owner to copy into a code block.
  app.get<{ Params: { productId: string } }>('/api/admin/products/:productId/embed', content, async (request) => {
    const product = findProduct(db, request.params.productId);
    if (product === undefined) throw new NotFoundError(`Unknown item "${request.params.productId}"`);
    const { html, errors } = renderSiteTemplate(site, PRODUCT_EMBED_TEMPLATE, { item: productItemJson(product) });
    for (const error of errors) request.log.error(error.report);
    return { productId: product.id, html: html.trim() };
  });

  // The newsletter block as the site's newsletter page has it (its form as the form builder saved
  // it, its button's words), rendered by the engine, for the owner to copy into a code block.
  app.get('/api/admin/newsletter/embed', content, async (request) => {
    const page = FORM_PAGES.find(({ block }) => block.widget === 'newsletter-block');
    const form = page && findForm(db, page.formId);
    if (page === undefined || form === undefined) throw new NotFoundError('The site has no newsletter block');
    const { html, errors } = renderSiteTemplate(site, NEWSLETTER_EMBED_TEMPLATE, { submitLabel: page.block.submitLabel, definition: form });
    for (const error of errors) request.log.error(error.report);
    return { formId: form.id, html: html.trim() };
  });
}
