import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the built bundle is served; the loader is `storefront.js` in it. */
export const ASSETS_PREFIX = '/assets/storefront/';

/** Serves the built bundle (`dist/`) at /assets/storefront/. The folder may appear after the server starts. */
export async function registerAssetRoutes(app: FastifyInstance, assetsDir: string): Promise<void> {
  await app.register(fastifyStatic, { root: resolve(assetsDir), prefix: ASSETS_PREFIX, index: false, list: false });
}

/** The plain-text 404 for a missing asset; it says when the whole bundle is missing and how to build it. */
export function missingAssetMessage(assetsDir: string, path: string): string {
  if (!existsSync(resolve(assetsDir, 'storefront.js'))) {
    return `Not found: ${path}\nThe storefront bundle has not been built (no ${resolve(assetsDir, 'storefront.js')}). Run "npm run build", or start the demo with "npm run demo", which builds first.\n`;
  }
  return `Not found: ${path}\n`;
}
