import type { FastifyInstance } from 'fastify';
import { findProduct } from './catalogue';
import type { DemoDatabase } from '../database';
import { demoFaultOf } from '../telemetry';
import { ApiError, NotFoundError } from '../errors';
import type { AssertMayView } from '../guard';
import { pageLocaleOf, renderSiteTemplate } from '../site';
import { productBlockJson } from './product-page';
import type { SiteTemplates } from '../../../src/site-templates';
import { requireId } from '../validation';

/**
 * The quick view's product block (the spec names no source for it; this path is the demo's
 * choice): `{ itemId, title, html }`, where `html` is the product page's own block
 * (`blocks/product-block.block`, applied by `collections/products-quick-view.item`) without its
 * heading, which the quick view's dialog shows as its title.
 */
export const QUICK_VIEW_PATH = '/api/commerce/products/:itemId/quick-view';
const QUICK_VIEW_TEMPLATE = 'collections/products-quick-view.item';

export interface QuickViewAnswer {
  readonly itemId: string;
  readonly title: string;
  readonly html: string;
}

export function registerQuickViewRoutes(app: FastifyInstance, db: DemoDatabase, site: SiteTemplates, mayView: AssertMayView): void {
  app.get<{ Params: { itemId: string } }>(QUICK_VIEW_PATH, async (request): Promise<QuickViewAnswer> => {
    const itemId = requireId(request.params.itemId, 'itemId');
    if (demoFaultOf(request) === 'quick-view') throw new ApiError(503, 'The demo fault switch keeps the quick view from loading');
    const product = findProduct(db, itemId);
    if (product === undefined) throw new NotFoundError(`Unknown item "${itemId}"`);
    mayView(request, product.access);
    site.refresh();
    const { html, errors } = renderSiteTemplate(site, QUICK_VIEW_TEMPLATE, productBlockJson(product, pageLocaleOf(request)));
    for (const error of errors) request.log.error(error.report);
    return { itemId: product.id, title: product.name, html };
  });
}
