import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import formBody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createVisitorCarts } from '../store/account-carts';
import { createAccountService } from '../accounts/accounts';
import type { DemoDatabase } from '../database/db';
import { ApiError, BadRequestError, UnsupportedMediaTypeError } from '../errors';
import { createViewCheck, isApiPath, registerGuard } from '../guard/guard';
import { createLoginThrottle, DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../accounts/login-throttle';
import { notFoundPage, serverErrorPage } from '../site/status-pages';
import { ASSETS_PREFIX, missingAssetMessage, registerAssetRoutes } from '../site/assets-routes';
import { DEFAULT_FORM_RATE_LIMIT, type RateLimit } from '../guard/rate-limit';
import { registerAccountRoutes } from '../accounts/account-routes';
import { registerAccountPageRoutes } from '../accounts/account-page-routes';
import { createPermissionsOf } from '../accounts/owner-access';
import { registerAdminRoutes, registerConfigPageRoutes } from '../storefront/admin-routes';
import { registerCaptchaStandInRoutes } from '../forms/captcha-stand-in';
import { registerCartRoutes } from '../store/cart-routes';
import { registerCartPageRoutes } from '../store/cart-page-routes';
import { registerContentPageRoutes } from '../content/content-page-routes';
import { registerFileRoutes } from '../content/file-routes';
import { registerFormAdminRoutes } from '../forms/form-admin-routes';
import { registerFormRoutes } from '../forms/form-routes';
import { registerImageRoutes } from '../storefront/image-routes';
import { registerInstallmentsStandInRoutes } from '../store/installments-stand-in';
import { registerPlacesRoutes } from '../forms/places-routes';
import { createPageSender, registerPageRoutes } from '../storefront/page-routes';
import { registerPreferenceRoutes } from '../accounts/preference-routes';
import { registerReplayStandInRoutes } from '../telemetry/replay-stand-in';
import { registerSiteStyleRoutes } from '../site/site-styles-routes';
import { registerTagRoutes } from '../content/tag-routes';
import { registerQaRoutes } from '../telemetry/qa-routes';
import { registerQuickViewRoutes } from '../store/quick-view-routes';
import { registerRestockRoutes } from '../store/restock-routes';
import { registerStockRoutes } from '../store/stock-routes';
import { registerSubscriptionRoutes } from '../store/subscription-routes';
import { registerTelemetryRoutes } from '../telemetry/telemetry-routes';
import { createSessionStore } from '../accounts/sessions';
import { siteChromeJson } from '../storefront/site-chrome';
import { readSiteStyles, themeJson } from '../site/site-styles';
import { registerCspReportRoutes } from '../telemetry/csp-reports-routes';
import { SECURITY_HEADERS } from '../guard/security';
import { promoPopupFor } from '../forms/promo-popup';
import { promoPopupJson } from '../site/site-json';
import { SiteTemplates } from '../../../src/site-templates';

/** The demo site's templates and stylesheet. */
export const DEFAULT_SITE_DIR = fileURLToPath(new URL('../../site', import.meta.url));

export interface AppOptions {
  db: DemoDatabase;
  /** The built storefront bundle (`dist/`), served at /assets/storefront/. */
  assetsDir: string;
  /** Fastify's logger option. @default false */
  logger?: FastifyServerOptions['logger'];
  /** Form submissions allowed per visitor in a window. @default DEFAULT_FORM_RATE_LIMIT */
  formRateLimit?: RateLimit;
  /** Failed sign-ins allowed per email and per client in a window. @default DEFAULT_LOGIN_LIMITS */
  loginLimits?: LoginLimits;
  /** How a password is checked against its stored hash; tests watch it. @default verifyPassword (scrypt) */
  verifyPassword?: (password: string, stored: string) => Promise<boolean>;
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
}

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
 * restock manager and the QA page. Every request passes the guard first (guard.ts: sessions, write
 * tokens, the permission of owner routes). Nothing listens until the caller says so, so tests use
 * `app.inject`.
 */
export async function buildApp({
  db,
  assetsDir,
  logger = false,
  formRateLimit = DEFAULT_FORM_RATE_LIMIT,
  loginLimits = DEFAULT_LOGIN_LIMITS,
  verifyPassword,
  clock = Date.now,
  siteDir = DEFAULT_SITE_DIR,
  development = process.env['NODE_ENV'] !== 'production',
  uploadsDir = defaultUploadsDir(db),
}: AppOptions): Promise<FastifyInstance> {
  const site = new SiteTemplates(siteDir, { reload: development });
  const sessions = createSessionStore(db, clock);
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
    ...(verifyPassword === undefined ? {} : { verify: verifyPassword }),
  });
  const permissionsOf = createPermissionsOf(sessions);
  const app = Fastify({ logger, bodyLimit: 64 * 1024, routerOptions: { ignoreTrailingSlash: true } });

  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
  registerGuard(app, { sessions, sendPage });

  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError === undefined) request.log.error({ err: error }, 'request failed');
    if (isApiPath(request.url)) {
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
  await registerAssetRoutes(app, assetsDir);
  registerAccountRoutes(app, accounts, sessions);
  registerCartRoutes(app, db, { carts, mayView, clock });
  registerStockRoutes(app, db, mayView);
  registerQuickViewRoutes(app, db, site, mayView);
  registerSubscriptionRoutes(app, db, { clock, sendPage, mayView });
  registerRestockRoutes(app, db, clock);
  registerFormRoutes(app, db, { rateLimit: formRateLimit, clock });
  registerPlacesRoutes(app);
  registerCaptchaStandInRoutes(app, db, clock);
  registerInstallmentsStandInRoutes(app);
  registerReplayStandInRoutes(app);
  registerTelemetryRoutes(app, db);
  registerCspReportRoutes(app, db);
  registerPreferenceRoutes(app, db);
  registerImageRoutes(app, db);
  registerAccountPageRoutes(app, { accounts, sessions, sendPage });
  registerFileRoutes(app, db, uploadsDir, clock);
  registerSiteStyleRoutes(app, db, clock);
  registerTagRoutes(app, db);
  registerContentPageRoutes(app, db, site, clock, permissionsOf);
  registerPageRoutes(app, db, sendPage, sessions);
  registerCartPageRoutes(app, db, { carts, clock, sendPage });
  registerQaRoutes(app, db, sendPage);
  registerAdminRoutes(app, db, permissionsOf, clock);
  registerFormAdminRoutes(app, db, permissionsOf, clock);
  registerConfigPageRoutes(app, permissionsOf, sendPage);
  return app;
}
