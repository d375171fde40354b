/**
 * Starts the demo platform: `tsx demo/server/main.ts [--reset]`.
 * Env: PORT (default 4173; 0 picks a free port), STOREFRONT_DATA_DIR (default demo/.data),
 * STOREFRONT_SITE_DIR (the site's templates; default demo/site), NODE_ENV (`production` hides the
 * template error overlay and stops re-reading templates), FORM_RATE_LIMIT_MAX and
 * FORM_RATE_LIMIT_WINDOW_MS (form submissions per visitor; default 5 per 10 minutes).
 * Prints one line, `storefront-kit demo: http://127.0.0.1:<port>/`, once it is listening.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, DEFAULT_SITE_DIR, reseed, seedIfEmpty } from './app';
import { openDatabase } from './database';
import { DEFAULT_FORM_RATE_LIMIT } from './guard';

const HOST = '127.0.0.1';
const DEFAULT_PORT = 4173;
const DATABASE_FILE = 'storefront.sqlite';

const root = fileURLToPath(new URL('../..', import.meta.url));

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new RangeError(`PORT must be a whole number from 0 to 65535, got "${value}"`);
  }
  return port;
}

/** A whole number of at least 1 from the environment, or `fallback` when unset. */
function readCount(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`${name} must be a whole number of at least 1, got "${value}"`);
  return count;
}

function readArguments(args: readonly string[]): { reset: boolean } {
  const unknown = args.filter((arg) => arg !== '--reset');
  if (unknown.length > 0) throw new TypeError(`Unknown argument ${unknown.join(' ')}; the only option is --reset`);
  return { reset: args.includes('--reset') };
}

const { reset } = readArguments(process.argv.slice(2));
const port = readPort(process.env['PORT']);
const formRateLimit = {
  max: readCount('FORM_RATE_LIMIT_MAX', DEFAULT_FORM_RATE_LIMIT.max),
  windowMs: readCount('FORM_RATE_LIMIT_WINDOW_MS', DEFAULT_FORM_RATE_LIMIT.windowMs),
};
const dataDir = resolve(process.env['STOREFRONT_DATA_DIR'] || resolve(root, 'demo/.data'));
const siteDir = resolve(process.env['STOREFRONT_SITE_DIR'] || DEFAULT_SITE_DIR);

const db = openDatabase(resolve(dataDir, DATABASE_FILE));
if (reset) reseed(db);
else seedIfEmpty(db);

const assetsDir = resolve(root, 'dist');
// Server faults and template errors are logged; the missing-bundle case gets one readable line instead of a warning.
// Bench mode serves the bench page (`npm run bench` starts the demo with STOREFRONT_BENCH=1).
const bench = process.env['STOREFRONT_BENCH'] === '1';
const app = await buildApp({ db, assetsDir, logger: { level: 'error' }, formRateLimit, siteDir, bench });

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await app.close();
  // Closing checkpoints the WAL into the database file, so a copy of the file alone is complete.
  db.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());

await app.listen({ host: HOST, port });
const address = app.server.address();
const listeningPort = typeof address === 'object' && address !== null ? address.port : port;
console.log(`storefront-kit demo: http://${HOST}:${listeningPort}/`);
if (!existsSync(resolve(assetsDir, 'storefront.js'))) {
  console.error('storefront-kit demo: dist/storefront.js is missing, so pages show no widgets; run "npm run build" (npm run demo does).');
}
