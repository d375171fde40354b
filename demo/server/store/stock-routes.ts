import type { FastifyInstance } from 'fastify';
import { findProduct, hasUnlimitedStock } from './catalogue';
import type { DemoDatabase } from '../database';
import { NotFoundError } from '../errors';
import type { AssertMayView } from '../guard';
import { requireId } from '../validation';

export interface StockResult {
  itemId: string;
  sku: string;
  unlimited: boolean;
  qtyInStock: number;
}

export function registerStockRoutes(app: FastifyInstance, db: DemoDatabase, mayView: AssertMayView): void {
  app.get<{ Querystring: Record<string, unknown> }>('/api/commerce/inventory/stock/', async (request) => {
    // A repeated ?itemId= arrives as an array and is refused like a missing one.
    const itemId = requireId(request.query['itemId'], 'itemId');
    const product = findProduct(db, itemId);
    if (product === undefined) throw new NotFoundError(`Unknown item "${itemId}"`);
    mayView(request, product.access);
    const results: StockResult[] = product.variants.map((variant) => ({
      itemId: product.id,
      sku: variant.sku,
      unlimited: hasUnlimitedStock(product, variant),
      qtyInStock: variant.qtyInStock,
    }));
    return { results };
  });
}
