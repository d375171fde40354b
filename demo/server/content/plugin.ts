import type { FastifyInstance } from 'fastify';
import type { SiteTemplates } from '../../../src/site-templates';
import type { PermissionsOf } from '../accounts';
import type { DemoDatabase } from '../database';
import type { TakenUrlIds } from '../site';
import { registerContentPageRoutes } from './content-page-routes';
import { registerFileRoutes } from './file-routes';
import { registerTagRoutes } from './tag-routes';

export interface ContentPluginOptions {
  readonly db: DemoDatabase;
  readonly site: SiteTemplates;
  /** Where uploaded files' bytes are kept. */
  readonly uploadsDir: string;
  readonly permissionsOf: PermissionsOf;
  /** The URL ids a new content page cannot take (storefront/site-pages.ts). */
  readonly takenUrlIds: TakenUrlIds;
  readonly clock: () => number;
}

/** Content: uploaded files, tags and categories, and the owner's content pages. */
export async function contentPlugin(
  app: FastifyInstance,
  { db, site, uploadsDir, permissionsOf, takenUrlIds, clock }: ContentPluginOptions,
): Promise<void> {
  registerFileRoutes(app, db, uploadsDir, clock);
  registerTagRoutes(app, db);
  registerContentPageRoutes(app, db, site, clock, permissionsOf, takenUrlIds);
}
