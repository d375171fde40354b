import type { FastifyInstance } from 'fastify';
import type { DemoDatabase } from '../database';
import { registerAssetRoutes } from './assets-routes';
import { registerSiteStyleRoutes } from './site-styles-routes';

export interface SitePluginOptions {
  readonly db: DemoDatabase;
  /** The built storefront bundle (`dist/`), served at /assets/storefront/. */
  readonly assetsDir: string;
  readonly clock: () => number;
}

/** The site's shell: the storefront bundle's assets and the owner's site styles. */
export async function sitePlugin(app: FastifyInstance, { db, assetsDir, clock }: SitePluginOptions): Promise<void> {
  await registerAssetRoutes(app, assetsDir);
  registerSiteStyleRoutes(app, db, clock);
}
