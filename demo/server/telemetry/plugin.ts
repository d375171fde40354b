import type { FastifyInstance } from 'fastify';
import type { SendPage } from '../accounts';
import type { DemoDatabase } from '../database';
import { registerCspReportRoutes } from './csp-reports-routes';
import { registerQaRoutes } from './qa-routes';
import { registerReplayStandInRoutes } from './replay-stand-in';
import { registerTelemetryRoutes } from './telemetry-routes';

export interface TelemetryPluginOptions {
  readonly db: DemoDatabase;
  readonly sendPage: SendPage;
}

/** Telemetry: the collector's calls, CSP reports, the session-replay stand-in and the QA page. */
export async function telemetryPlugin(app: FastifyInstance, { db, sendPage }: TelemetryPluginOptions): Promise<void> {
  registerTelemetryRoutes(app, db);
  registerCspReportRoutes(app, db);
  registerReplayStandInRoutes(app);
  registerQaRoutes(app, db, sendPage);
}
