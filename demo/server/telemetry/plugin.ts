import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { SendPage } from '../accounts';
import type { DemoDatabase } from '../database';
import { clientKeyOf, createRateLimiter, type RateLimit } from '../guard';
import { registerCspReportRoutes } from './csp-reports-routes';
import { registerQaRoutes } from './qa-routes';
import { registerReplayStandInRoutes } from './replay-stand-in';
import { registerTelemetryRoutes } from './telemetry-routes';
import { createTelemetryStore } from './telemetry-store';

/**
 * Telemetry writes per client address: 120 a minute. A page sends a handful of beacons, so a real
 * visit never comes near it; a browser drops a beacon's 429 without a word.
 */
export const DEFAULT_TELEMETRY_RATE_LIMIT: RateLimit = { max: 120, windowMs: 60 * 1000 };

export interface TelemetryPluginOptions {
  readonly db: DemoDatabase;
  readonly sendPage: SendPage;
  readonly clock: () => number;
  readonly rateLimit: RateLimit;
  /** How long rows are kept. @default DEFAULT_TELEMETRY_RETENTION_MS */
  readonly retentionMs?: number;
}

/** Telemetry: the collector's calls, CSP reports, the session-replay stand-in and the QA page. */
export async function telemetryPlugin(
  app: FastifyInstance,
  { db, sendPage, clock, rateLimit, retentionMs }: TelemetryPluginOptions,
): Promise<void> {
  const store = createTelemetryStore(db, clock, retentionMs === undefined ? {} : { retentionMs });
  // Anyone may write telemetry without signing in, so one address (an IPv6 /64) flooding it is held
  // back before its body is even read, and stores nothing past the limit.
  const limiter = createRateLimiter(rateLimit, clock);
  const limited: RouteShorthandOptions = {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      const decision = limiter.take(clientKeyOf(request.ip));
      if (decision.allowed) return;
      const seconds = Math.ceil(decision.retryAfterMs / 1000);
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send({ error: `Too many telemetry writes; try again in ${seconds} seconds` });
    },
  };
  registerTelemetryRoutes(app, store, limited);
  registerCspReportRoutes(app, store, limited);
  registerReplayStandInRoutes(app);
  registerQaRoutes(app, db, sendPage);
}
