import { fileURLToPath } from 'node:url';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { assertCrumb, assertSameOrigin, issueCrumb } from './cookies';
import type { DemoDatabase } from './db';
import { ApiError, BadRequestError, UnsupportedMediaTypeError } from './errors';
import { assertNoDemoFailure } from './failure-switch';
import { notFoundPage, serverErrorPage } from './pages/status';
import { ASSETS_PREFIX, missingAssetMessage, registerAssetRoutes } from './routes/assets';
import { DEFAULT_FORM_RATE_LIMIT, type RateLimit } from './rate-limit';
import { registerCaptchaStandInRoutes } from './routes/captcha-stand-in';
import { registerCartRoutes } from './routes/cart';
import { registerFormRoutes } from './routes/forms';
import { registerImageRoutes } from './routes/images';
import { registerInstallmentsStandInRoutes } from './routes/installments-stand-in';
import { registerMerchantRoutes } from './routes/merchant';
import { registerPlacesRoutes } from './routes/places';
import { createPageSender, registerPageRoutes } from './routes/pages';
import { registerPreferenceRoutes } from './routes/preferences';
import { registerReplayStandInRoutes } from './routes/replay-stand-in';
import { registerQaRoutes } from './routes/qa';
import { registerQuickViewRoutes } from './routes/quick-view';
import { registerRestockRoutes } from './routes/restock';
import { registerStockRoutes } from './routes/stock';
import { registerSubscriptionRoutes } from './routes/subscriptions';
import { BEACON_PATHS, registerTelemetryRoutes } from './routes/telemetry';
import { SiteTemplates } from '../../src/site-templates';

/** The demo site's templates and stylesheet. */
export const DEFAULT_SITE_DIR = fileURLToPath(new URL('../site', import.meta.url));

export interface AppOptions {
  db: DemoDatabase;
  /** The built storefront bundle (`dist/`), served at /assets/storefront/. */
  assetsDir: string;
  /** Fastify's logger option. @default false */
  logger?: FastifyServerOptions['logger'];
  /** Form submissions allowed per visitor in a window. @default DEFAULT_FORM_RATE_LIMIT */
  formRateLimit?: RateLimit;
  /** Epoch milliseconds, for submission keys, captcha tokens and the rate limit. @default Date.now */
  clock?: () => number;
  /** The folder of the site's templates (`site.region`, `collections/`, `blocks/` …). @default DEFAULT_SITE_DIR */
  siteDir?: string;
  /**
   * Development: templates are read again when they change, and template errors are shown on the
   * page in an overlay as well as logged. @default process.env.NODE_ENV !== 'production'
   */
  development?: boolean;
}

/** Answers go to the browser of a shopper on this origin only; nothing here may run script from elsewhere. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
} as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isApiPath(url: string): boolean {
  return url.startsWith('/api/');
}

/** The path of a request URL: no query, no trailing slash (the router ignores it too). */
function pathOf(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.length > 1 ? path.replace(/\/$/, '') : path;
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
 * The demo platform as a Fastify app over an open database: the cart, stock, forms and address
 * API, telemetry and preferences, the captcha stand-in, the built bundle, the demo site's pages
 * (rendered by our template engine from `siteDir`) and the QA page. Nothing listens until the
 * caller says so, so tests use `app.inject`.
 */
export async function buildApp({
  db,
  assetsDir,
  logger = false,
  formRateLimit = DEFAULT_FORM_RATE_LIMIT,
  clock = Date.now,
  siteDir = DEFAULT_SITE_DIR,
  development = process.env['NODE_ENV'] !== 'production',
}: AppOptions): Promise<FastifyInstance> {
  const site = new SiteTemplates(siteDir, { reload: development });
  const sendPage = createPageSender(site, { overlay: development });
  const app = Fastify({ logger, bodyLimit: 64 * 1024, routerOptions: { ignoreTrailingSlash: true } });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (!isApiPath(request.url)) return;
    if (SAFE_METHODS.has(request.method)) issueCrumb(request, reply, { refresh: false });
    // Beacons carry no crumb; they are checked by origin, and the failure switch leaves telemetry alone.
    else if (BEACON_PATHS.has(pathOf(request.url))) assertSameOrigin(request);
    else {
      assertNoDemoFailure(request);
      assertCrumb(request);
    }
  });

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
  await registerAssetRoutes(app, assetsDir);
  registerCartRoutes(app, db);
  registerStockRoutes(app, db);
  registerQuickViewRoutes(app, db, site);
  registerSubscriptionRoutes(app, db, clock, sendPage);
  registerRestockRoutes(app, db, clock);
  registerFormRoutes(app, db, { rateLimit: formRateLimit, clock });
  registerPlacesRoutes(app);
  registerCaptchaStandInRoutes(app, db, clock);
  registerInstallmentsStandInRoutes(app);
  registerReplayStandInRoutes(app);
  registerTelemetryRoutes(app, db);
  registerPreferenceRoutes(app, db);
  registerImageRoutes(app, db);
  registerPageRoutes(app, db, sendPage);
  registerQaRoutes(app, db, sendPage);
  registerMerchantRoutes(app, db, clock, sendPage);
  return app;
}
