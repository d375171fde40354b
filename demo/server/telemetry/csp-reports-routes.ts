import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { visitorId } from '../cookies';
import type { TelemetryStore } from './telemetry-store';
import { BadRequestError } from '../errors';
import { CSP_REPORT_PATH, writeTokenExempt } from '../guard';
import { requireMediaType } from '../validation';

/** The media type browsers send `report-uri` reports in. */
const CSP_REPORT_TYPE = 'application/csp-report';
/** Report fields are URLs and directive names: longer ones are cut, not refused. */
const MAX_FIELD_LENGTH = 2083;

function field(report: Record<string, unknown>, name: string): string {
  const value = report[name];
  return typeof value === 'string' ? value.slice(0, MAX_FIELD_LENGTH) : '';
}

/**
 * `POST /api/csp-reports`: the browser reports what the policy blocked (`{"csp-report": {…}}`).
 * Each is stored and logged as a warning: a strict policy that nobody hears from is blind. The
 * browser sends these itself, without the crumb, from whatever frame broke the rule.
 */
export function registerCspReportRoutes(app: FastifyInstance, store: TelemetryStore, limited: RouteShorthandOptions): void {
  app.addContentTypeParser(CSP_REPORT_TYPE, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(new BadRequestError('The report must be JSON'), undefined);
    }
  });

  const noToken = {
    ...limited,
    ...writeTokenExempt('none', 'the browser sends the reports itself, from whatever frame broke the policy, with no token'),
  };
  app.post(CSP_REPORT_PATH, noToken, (request, reply) => {
    requireMediaType(request, CSP_REPORT_TYPE);
    const report = (request.body as { 'csp-report'?: unknown } | null)?.['csp-report'];
    if (typeof report !== 'object' || report === null || Array.isArray(report))
      throw new BadRequestError('The body must hold a "csp-report" object');
    const fields = report as Record<string, unknown>;
    const stored = {
      documentUri: field(fields, 'document-uri'),
      directive: field(fields, 'effective-directive') || field(fields, 'violated-directive'),
      blockedUri: field(fields, 'blocked-uri'),
      raw: report,
    };
    if (stored.directive === '') throw new BadRequestError('The report must name the directive it broke');
    store.cspReport(visitorId(request), stored);
    request.log.warn({ cspReport: stored }, 'Content-Security-Policy violation');
    return reply.code(204).send();
  });
}
