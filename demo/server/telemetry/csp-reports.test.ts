import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { listCspReports } from './csp-reports';
import type { DemoDatabase } from '../database';

let db: DemoDatabase;
let app: FastifyInstance;
useSeededDemoApp((demo) => ({ db, app } = demo));

/** A report as Chromium sends it for an inline style the policy blocked. */
const REPORT = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1:4173/forms/contact',
    referrer: '',
    'violated-directive': 'style-src-elem',
    'effective-directive': 'style-src-elem',
    'original-policy': "default-src 'self'; style-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'status-code': 200,
    'script-sample': '',
  },
};

const post = (body: string, contentType = 'application/csp-report', cookie = '') =>
  app.inject({ method: 'POST', url: '/api/csp-reports', headers: { 'content-type': contentType, cookie }, payload: body });

describe('POST /api/csp-reports', () => {
  it('stores what the browser reports, with the visitor, without asking for the crumb', async () => {
    const response = await post(JSON.stringify(REPORT), 'application/csp-report', 'ss_cvr=visitor-1');
    expect(response.statusCode).toBe(204);
    expect(listCspReports(db)).toEqual([
      {
        id: expect.any(Number),
        visitor: 'visitor-1',
        received: expect.any(Number),
        documentUri: 'http://127.0.0.1:4173/forms/contact',
        directive: 'style-src-elem',
        blockedUri: 'inline',
        raw: REPORT['csp-report'],
      },
    ]);
  });

  it('is left alone by the failure switch, which fails the storefront’s own writes', async () => {
    const response = await post(JSON.stringify(REPORT), 'application/csp-report', 'demo-failure=server-error');
    expect(response.statusCode).toBe(204);
    expect(listCspReports(db)).toHaveLength(1);
  });

  it.each([
    ['{', 'application/csp-report', 400, 'The report must be JSON'],
    ['{"other": {}}', 'application/csp-report', 400, 'The body must hold a "csp-report" object'],
    ['{"csp-report": {"blocked-uri": "inline"}}', 'application/csp-report', 400, 'The report must name the directive it broke'],
    [JSON.stringify(REPORT), 'application/json', 415, 'Content-Type must be application/csp-report'],
  ])('refuses %s (%s) with %i, storing nothing', async (body, contentType, status, error) => {
    const response = await post(body, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error });
    expect(listCspReports(db)).toEqual([]);
  });
});
