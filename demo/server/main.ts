/**
 * Starts the demo platform: `tsx demo/server/main.ts [--reset] [--no-qa]`. `--no-qa` (or
 * STOREFRONT_QA_ACCOUNTS=0) seeds no QA accounts, whose passwords are public; by default the demo
 * starts as the QA demo, with them. PUBLIC_ORIGIN (e.g. https://shop.example) is the origin the
 * server is reached at besides 127.0.0.1 / localhost / [::1] on its port; any other Host is refused.
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
import { DEFAULT_TELEMETRY_RATE_LIMIT } from './telemetry';
import { openDatabase } from './database';
import { allowedHostsFor, DEFAULT_FORM_RATE_LIMIT } from './guard';

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

const OPTIONS = ['--reset', '--qa', '--no-qa'];

function readArguments(args: readonly string[]): { reset: boolean; qa: boolean | undefined } {
  const unknown = args.filter((arg) => !OPTIONS.includes(arg));
  if (unknown.length > 0) throw new TypeError(`Unknown argument ${unknown.join(' ')}; the options are ${OPTIONS.join(', ')}`);
  return { reset: args.includes('--reset'), qa: args.includes('--no-qa') ? false : args.includes('--qa') ? true : undefined };
}

/** STOREFRONT_QA_ACCOUNTS: 1/true or 0/false; unset, true (the demo is the QA demo). */
function readQaAccounts(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new TypeError(`STOREFRONT_QA_ACCOUNTS must be 1 or 0, got "${value}"`);
}

const arguments_ = readArguments(process.argv.slice(2));
const { reset } = arguments_;
const qaAccounts = arguments_.qa ?? readQaAccounts(process.env['STOREFRONT_QA_ACCOUNTS']);
const publicOrigin = process.env['PUBLIC_ORIGIN'] || undefined;
const port = readPort(process.env['PORT']);
const formRateLimit = {
  max: readCount('FORM_RATE_LIMIT_MAX', DEFAULT_FORM_RATE_LIMIT.max),
  windowMs: readCount('FORM_RATE_LIMIT_WINDOW_MS', DEFAULT_FORM_RATE_LIMIT.windowMs),
};
// One address sends every e2e worker's pages' beacons, so the end-to-end server raises this.
const telemetryRateLimit = {
  max: readCount('TELEMETRY_RATE_LIMIT_MAX', DEFAULT_TELEMETRY_RATE_LIMIT.max),
  windowMs: DEFAULT_TELEMETRY_RATE_LIMIT.windowMs,
};
const dataDir = resolve(process.env['STOREFRONT_DATA_DIR'] || resolve(root, 'demo/.data'));
const siteDir = resolve(process.env['STOREFRONT_SITE_DIR'] || DEFAULT_SITE_DIR);

const db = openDatabase(resolve(dataDir, DATABASE_FILE));
if (reset) reseed(db, { qaAccounts });
else seedIfEmpty(db, { qaAccounts });

const assetsDir = resolve(root, 'dist');
// Server faults and template errors are logged; the missing-bundle case gets one readable line instead of a warning.
// Bench mode serves the bench page (`npm run bench` starts the demo with STOREFRONT_BENCH=1).
const bench = process.env['STOREFRONT_BENCH'] === '1';
let listeningPort = port;
const allowedHosts = allowedHostsFor({ port: () => listeningPort, publicOrigin });
const app = await buildApp({
  db,
  assetsDir,
  logger: { level: 'error' },
  formRateLimit,
  telemetryRateLimit,
  secureCookies: publicOrigin?.startsWith('https:') === true,
  siteDir,
  allowedHosts,
  bench,
});

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
listeningPort = typeof address === 'object' && address !== null ? address.port : port;
console.log(`storefront-kit demo: http://${HOST}:${listeningPort}/`);
console.log(
  qaAccounts
    ? 'storefront-kit demo: started as the QA demo, with the QA accounts of demo/README.md (their passwords are public; --no-qa leaves them out)'
    : 'storefront-kit demo: started without QA accounts',
);
if (publicOrigin !== undefined) console.log(`storefront-kit demo: also answering at ${publicOrigin}`);
if (!existsSync(resolve(assetsDir, 'storefront.js'))) {
  console.error('storefront-kit demo: dist/storefront.js is missing, so pages show no widgets; run "npm run build" (npm run demo does).');
}
