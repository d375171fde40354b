import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  accountsPlugin,
  createAccountService,
  createLoginThrottle,
  createPageSender,
  createPermissionsOf,
  createSessionStore,
  DEFAULT_LOGIN_LIMITS,
  forbiddenPage,
  signInPage,
  type LoginLimits,
  type PasswordCost,
} from '../accounts';
import { contentPlugin } from '../content';
import { crumbKeyFor, useCrumbKey, useSecureCookies } from '../cookies';
import type { DemoDatabase } from '../database';
import { ApiError, BadRequestError, UnsupportedMediaTypeError } from '../errors';
import { formsPlugin, promoPopupFor, promoPopupJson } from '../forms';
import {
  createViewCheck,
  DEFAULT_FORM_RATE_LIMIT,
  isApiPath,
  isApiRequest,
  loopbackHosts,
  registerGuard,
  SECURITY_HEADERS,
  type AllowedHosts,
  type RateLimit,
} from '../guard';
import { ASSETS_PREFIX, missingAssetMessage, notFoundPage, readSiteStyles, serverErrorPage, sitePlugin, themeJson } from '../site';
import { copyAccountCart, createVisitorCarts, mergeGuestCart, storePlugin } from '../store';
import { siteChromeJson, storefrontPlugin, takenUrlIds } from '../storefront';
import { DEFAULT_TELEMETRY_RATE_LIMIT, telemetryPlugin } from '../telemetry';
import { SiteTemplates } from '../../../src/site-templates';

/** The demo site's templates and stylesheet. */
export const DEFAULT_SITE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../site');

export interface AppOptions {
  db: DemoDatabase;
  /** The built storefront bundle (`dist/`), served at /assets/storefront/. */
  assetsDir: string;
  /** Fastify's logger option. @default false */
  logger?: FastifyServerOptions['logger'];
  /** Form submissions allowed per visitor in a window. @default DEFAULT_FORM_RATE_LIMIT */
  formRateLimit?: RateLimit;
  /** Telemetry writes (census, events, performance, errors, CSP reports) allowed per client address in a window. @default DEFAULT_TELEMETRY_RATE_LIMIT */
  telemetryRateLimit?: RateLimit;
  /** Failed sign-ins allowed per email and per client in a window. @default DEFAULT_LOGIN_LIMITS */
  loginLimits?: LoginLimits;
  /** How a password is checked against its stored hash; tests watch it. @default verifyPassword (scrypt) */
  verifyPassword?: (password: string, stored: string) => Promise<boolean>;
  /** The scrypt cost passwords are hashed at (and stored hashes of another cost are made again at). @default PASSWORD_COST (N = 2^17) */
  passwordCost?: PasswordCost;
  /** Epoch milliseconds, for submission keys, captcha tokens, sessions and the rate limits. @default Date.now */
  clock?: () => number;
  /** The folder of the site's templates (`site.region`, `collections/`, `blocks/` …). @default DEFAULT_SITE_DIR */
  siteDir?: string;
  /**
   * Development: templates are read again when they change, and template errors are shown on the
   * page in an overlay as well as logged. @default process.env.NODE_ENV !== 'production'
   */
  development?: boolean;
  /**
   * Where uploaded files' bytes are kept. @default `uploads/` beside the database file; a new
   * temporary folder for an in-memory database
   */
  uploadsDir?: string;
  /**
   * Bench mode (`STOREFRONT_BENCH=1`, set by `npm run bench`): serves `/bench/listing`, a long
   * listing to measure mounting on. Off, that page is not found. @default false
   */
  bench?: boolean;
  /** The key crumbs are signed with. @default `crumb.key` beside the database (made once), a fresh key for a database in memory */
  crumbKey?: Buffer;
  /**
   * The site is served over https (`PUBLIC_ORIGIN` is https): every cookie is `Secure`, the session
   * cookie is `__Host-SiteUserSecureAuthToken`, and answers carry Strict-Transport-Security. @default false
   */
  secureCookies?: boolean;
  /** The Host headers the app answers for; others get 421. @default loopbackHosts (the loopback names, any port) */
  allowedHosts?: AllowedHosts;
}

/** A year, subdomains included: what browsers' preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The uploads folder beside the database, or a fresh temporary one for a database in memory. */
function defaultUploadsDir(db: DemoDatabase): string {
  return db.memory ? mkdtempSync(join(tmpdir(), 'storefront-kit-uploads-')) : join(dirname(db.name), 'uploads');
}

/** Turns what a route or Fastify threw into the platform's error answer; undefined means a server fault. */
function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new BadRequestError('Malformed JSON body');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new UnsupportedMediaTypeError('Content-Type must be application/json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'The request body is too large');
    default:
      return undefined;
  }
}

/**
 * The demo platform as a Fastify app over an open database: site accounts and their sessions, the
 * cart, stock, forms and address API, telemetry and preferences, the captcha stand-in, the built
 * bundle, the demo site's pages (rendered by our template engine from `siteDir`), the owner's
 * restock manager and the QA page. Every request passes the guard first (guard/guard.ts: sessions, write
 * tokens, the permission of owner routes). Nothing listens until the caller says so, so tests use
 * `app.inject`.
 */
export async function buildApp({
  db,
  assetsDir,
  logger = false,
  formRateLimit = DEFAULT_FORM_RATE_LIMIT,
  telemetryRateLimit = DEFAULT_TELEMETRY_RATE_LIMIT,
  loginLimits = DEFAULT_LOGIN_LIMITS,
  verifyPassword,
  passwordCost,
  clock = Date.now,
  siteDir = DEFAULT_SITE_DIR,
  development = process.env['NODE_ENV'] !== 'production',
  uploadsDir = defaultUploadsDir(db),
  bench = false,
  crumbKey = crumbKeyFor(db),
  allowedHosts = loopbackHosts,
  secureCookies = false,
}: AppOptions): Promise<FastifyInstance> {
  const site = new SiteTemplates(siteDir, { reload: development });
  const sessions = createSessionStore(db, clock, { secure: secureCookies });
  const sendPage = createPageSender(site, {
    overlay: development,
    sessions,
    chrome: (path, locale) => siteChromeJson(db, path, locale),
    // A closed database still gets its error page, in the theme's own styles.
    theme: () => (db.open ? themeJson(readSiteStyles(db)) : undefined),
    promoPopup: (path) => {
      const shown = promoPopupFor(db, path);
      return shown && promoPopupJson(shown.popup, shown.form);
    },
  });
  const carts = createVisitorCarts(db, sessions);
  const mayView = createViewCheck(sessions);
  const throttle = createLoginThrottle(loginLimits, clock);
  const accounts = createAccountService({
    db,
    sessions,
    throttle,
    clock,
    carts: { mergeGuestCart, copyAccountCart },
    ...(verifyPassword === undefined ? {} : { verify: verifyPassword }),
    ...(passwordCost === undefined ? {} : { passwordCost }),
  });
  const permissionsOf = createPermissionsOf(sessions);
  const app = Fastify({ logger, bodyLimit: 64 * 1024, routerOptions: { ignoreTrailingSlash: true } });
  useCrumbKey(app, crumbKey);
  useSecureCookies(app, secureCookies);

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
    // Served over https, the browser is told to come back only over https, so no plain-http request
    // can be intercepted to strip it.
    if (secureCookies) reply.header('strict-transport-security', HSTS);
  });
  registerGuard(app, { sessions, sendPage, signInPage, forbiddenPage, allowedHosts });

  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError === undefined) request.log.error({ err: error }, 'request failed');
    if (isApiRequest(request)) {
      return reply
        .code(apiError?.statusCode ?? 500)
        .send(apiError?.toJSON() ?? { error: 'The server could not complete this request. Please try again.' });
    }
    if (apiError !== undefined) return reply.code(apiError.statusCode).type('text/plain; charset=utf-8').send(`${apiError.message}\n`);
    return sendPage(request, reply, serverErrorPage(request.url), { statusCode: 500 });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (isApiPath(path)) return reply.code(404).send({ error: `No API route for ${request.method} ${path}` });
    if (path.startsWith(ASSETS_PREFIX)) {
      return reply.code(404).type('text/plain; charset=utf-8').send(missingAssetMessage(assetsDir, path));
    }
    return sendPage(request, reply, notFoundPage(path), { statusCode: 404 });
  });

  // Census calls and shopping events are form-encoded (Fastify itself parses JSON and text/plain).
  await app.register(formBody);
  // Uploads are streamed (the file manager); the upload route sets its own limits.
  await app.register(multipart);
  // Each domain's routes, as a Fastify plugin (its own encapsulated context under the guard's hooks).
  await app.register(sitePlugin, { db, assetsDir, clock });
  await app.register(accountsPlugin, { db, accounts, sessions, sendPage });
  await app.register(telemetryPlugin, { db, sendPage, clock, rateLimit: telemetryRateLimit });
  await app.register(formsPlugin, { db, rateLimit: formRateLimit, permissionsOf, takenUrlIds, clock });
  await app.register(storePlugin, { db, site, carts, mayView, sendPage, clock });
  await app.register(contentPlugin, { db, site, uploadsDir, permissionsOf, takenUrlIds, clock });
  await app.register(storefrontPlugin, { db, sessions, sendPage, permissionsOf, clock, bench });
  return app;
}
