import { existsSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the built bundle is served; the loader is `storefront.js` in it. */
export const ASSETS_PREFIX = '/assets/storefront/';

/** The loader's own file: its name never changes, so browsers must ask whether it has. */
const LOADER_FILE = 'storefront.js';

/**
 * Serves the built bundle (`dist/`) at /assets/storefront/. The folder may appear after the server
 * starts. Every chunk's name carries a hash of its content, so a browser keeps it for a year without
 * asking again; the loader, whose name is fixed, is revalidated on every page.
 */
export async function registerAssetRoutes(app: FastifyInstance, assetsDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(assetsDir),
    prefix: ASSETS_PREFIX,
    index: false,
    list: false,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', basename(path) === LOADER_FILE ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
}

/** The plain-text 404 for a missing asset; it says when the whole bundle is missing and how to build it. */
export function missingAssetMessage(assetsDir: string, path: string): string {
  if (!existsSync(resolve(assetsDir, 'storefront.js'))) {
    return `Not found: ${path}\nThe storefront bundle has not been built (no ${resolve(assetsDir, 'storefront.js')}). Run "npm run build", or start the demo with "npm run demo", which builds first.\n`;
  }
  return `Not found: ${path}\n`;
}
