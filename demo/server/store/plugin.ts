import type { FastifyInstance } from 'fastify';
import type { SiteTemplates } from '../../../src/site-templates';
import type { SendPage } from '../accounts';
import type { DemoDatabase } from '../database';
import type { AssertMayView } from '../guard';
import type { VisitorCarts } from './account-carts';
import { registerCartPageRoutes } from './cart-page-routes';
import { registerCartRoutes } from './cart-routes';
import { registerInstallmentsStandInRoutes } from './installments-stand-in';
import { registerQuickViewRoutes } from './quick-view-routes';
import { registerRestockRoutes } from './restock-routes';
import { registerStockRoutes } from './stock-routes';
import { registerSubscriptionRoutes } from './subscription-routes';

export interface StorePluginOptions {
  readonly db: DemoDatabase;
  readonly site: SiteTemplates;
  readonly carts: VisitorCarts;
  readonly mayView: AssertMayView;
  readonly sendPage: SendPage;
  readonly clock: () => number;
}

/**
 * The shop: the cart API and the cart page, stock, the quick view, subscriptions and their
 * checkout, restock sign-ups, and the installments provider's stand-in.
 */
export async function storePlugin(app: FastifyInstance, { db, site, carts, mayView, sendPage, clock }: StorePluginOptions): Promise<void> {
  registerCartRoutes(app, db, { carts, mayView, clock });
  registerStockRoutes(app, db, mayView);
  registerQuickViewRoutes(app, db, site, mayView);
  registerSubscriptionRoutes(app, db, { clock, sendPage, mayView });
  registerRestockRoutes(app, db, clock);
  registerInstallmentsStandInRoutes(app);
  registerCartPageRoutes(app, db, { carts, clock, sendPage });
}
