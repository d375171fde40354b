import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { assertCrumb, issueCrumb } from './cookies';
import type { DemoDatabase } from './db';
import { ApiError, BadRequestError, UnsupportedMediaTypeError } from './errors';
import { assertNoDemoFailure } from './failure-switch';
import { renderNotFound, renderServerError } from './pages/status';
import { ASSETS_PREFIX, missingAssetMessage, registerAssetRoutes } from './routes/assets';
import { registerCartRoutes } from './routes/cart';
import { registerImageRoutes } from './routes/images';
import { registerPageRoutes, sendPage } from './routes/pages';
import { registerStockRoutes } from './routes/stock';

export interface AppOptions {
  db: DemoDatabase;
  /** The built storefront bundle (`dist/`), served at /assets/storefront/. */
  assetsDir: string;
  /** Fastify's logger option. @default false */
  logger?: FastifyServerOptions['logger'];
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
 * The demo platform as a Fastify app over an open database: the cart and stock API, the built
 * bundle and the demo pages. Nothing listens until the caller says so, so tests use `app.inject`.
 */
export async function buildApp({ db, assetsDir, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: 64 * 1024, routerOptions: { ignoreTrailingSlash: true } });

  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (!isApiPath(request.url)) return;
    if (SAFE_METHODS.has(request.method)) issueCrumb(request, reply, { refresh: false });
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
    return sendPage(request, reply, renderServerError(request.url), 500);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? request.url;
    if (isApiPath(path)) return reply.code(404).send({ error: `No API route for ${request.method} ${path}` });
    if (path.startsWith(ASSETS_PREFIX)) {
      return reply.code(404).type('text/plain; charset=utf-8').send(missingAssetMessage(assetsDir, path));
    }
    return sendPage(request, reply, renderNotFound(path), 404);
  });

  await registerAssetRoutes(app, assetsDir);
  registerCartRoutes(app, db);
  registerStockRoutes(app, db);
  registerImageRoutes(app, db);
  registerPageRoutes(app, db);
  return app;
}
