import type { FastifyInstance } from 'fastify';
import { visitorId } from '../cookies';
import type { DemoDatabase } from '../database';
import { QA_TELEMETRY_PATH, qaTelemetryPage } from './qa-page';
import { readVisitorTelemetry } from './telemetry';
import type { SendPage } from '../accounts';

/** Pages for the people testing the demo. */
export function registerQaRoutes(app: FastifyInstance, db: DemoDatabase, sendPage: SendPage): void {
  app.get(QA_TELEMETRY_PATH, (request, reply) => {
    const visitor = visitorId(request);
    return sendPage(request, reply, qaTelemetryPage(visitor, visitor === null ? null : readVisitorTelemetry(db, visitor)), {
      perVisitor: true,
    });
  });
}
