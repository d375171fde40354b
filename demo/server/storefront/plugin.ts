import type { FastifyInstance } from 'fastify';
import type { PermissionsOf, SendPage, SessionStore } from '../accounts';
import type { DemoDatabase } from '../database';
import { registerAdminRoutes, registerConfigPageRoutes } from './admin-routes';
import { registerImageRoutes } from './image-routes';
import { registerPageRoutes } from './page-routes';

export interface StorefrontPluginOptions {
  readonly db: DemoDatabase;
  readonly sessions: SessionStore;
  readonly sendPage: SendPage;
  readonly permissionsOf: PermissionsOf;
  readonly clock: () => number;
  /** Serve the bench page (`npm run bench`). */
  readonly bench: boolean;
}

/** The site's pages (home, shop, products, content, forms), the drawn images, and the owner's site admin and /config pages. */
export async function storefrontPlugin(
  app: FastifyInstance,
  { db, sessions, sendPage, permissionsOf, clock, bench }: StorefrontPluginOptions,
): Promise<void> {
  registerImageRoutes(app, db);
  registerPageRoutes(app, db, sendPage, sessions, { bench });
  registerAdminRoutes(app, db, permissionsOf, clock);
  registerConfigPageRoutes(app, permissionsOf, sendPage);
}
