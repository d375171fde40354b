import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import type { DemoDatabase } from '../database';
import { listCspReports } from './csp-reports';

let db: DemoDatabase;
let app: FastifyInstance;
const START = Date.UTC(2026, 0, 1);
let now = START;
useSeededDemoApp(
  (demo) => {
    ({ db, app } = demo);
    now = START;
  },
  { clock: () => now },
);

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const LIMIT = 120;

const cspReport = (remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/csp-reports',
    remoteAddress,
    headers: { 'content-type': 'application/csp-report' },
    payload: JSON.stringify({
      'csp-report': { 'document-uri': 'http://127.0.0.1/', 'effective-directive': 'img-src', 'blocked-uri': 'x' },
    }),
  });

/** A performance beacon, as navigator.sendBeacon sends it: text/plain, the page's Origin, no CSRF header. */
const performanceRecords = (remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/1/performance/records',
    remoteAddress,
    headers: { 'content-type': 'text/plain', origin: 'http://localhost', cookie: 'ss_cvr=v1' },
    payload: JSON.stringify([{ app: 'storefront', event: 'page_speed', pageLoadId: 'load-1', ts: 1, data: {} }]),
  });

const rows = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('telemetry writes per client address', () => {
  it(`stores ${LIMIT} CSP reports a minute from one address, answers 429 past that and stores nothing more`, async () => {
    for (let sent = 0; sent < LIMIT; sent++) expect((await cspReport('203.0.113.7')).statusCode).toBe(204);
    const refused = await cspReport('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({ error: 'Too many telemetry writes; try again in 60 seconds' });
    expect(await performanceRecords('203.0.113.7')).toMatchObject({ statusCode: 429 });
    expect(listCspReports(db)).toHaveLength(LIMIT);
    expect(rows('performance_records')).toBe(0);

    // Another address is not held back by the flood.
    expect((await cspReport('198.51.100.4')).statusCode).toBe(204);
    expect((await performanceRecords('198.51.100.4')).statusCode).toBe(204);
    // And the flooding address is let in again once its minute has passed.
    now += MINUTE;
    expect((await cspReport('203.0.113.7')).statusCode).toBe(204);
    expect(listCspReports(db)).toHaveLength(LIMIT + 2);
  });

  it('counts an IPv6 /64 as one address, since its owner may pick any address in it', async () => {
    for (let sent = 0; sent < LIMIT; sent++) expect((await performanceRecords(`2001:db8:1:2::${sent.toString(16)}`)).statusCode).toBe(204);
    expect((await performanceRecords('2001:db8:1:2:ffff::1')).statusCode).toBe(429);
    expect((await performanceRecords('2001:db8:1:3::1')).statusCode).toBe(204);
    expect(rows('performance_records')).toBe(LIMIT + 1);
  });
});

describe('telemetry retention', () => {
  it('deletes rows older than thirty days on a write, keeping younger ones', async () => {
    expect((await cspReport('203.0.113.7')).statusCode).toBe(204);
    expect((await performanceRecords('203.0.113.7')).statusCode).toBe(204);
    now += 20 * DAY;
    expect((await performanceRecords('203.0.113.7')).statusCode).toBe(204);
    expect(rows('performance_records')).toBe(2);

    now += 10 * DAY + MINUTE;
    expect((await performanceRecords('198.51.100.4')).statusCode).toBe(204);
    // The first day's rows are past thirty days and gone; the twentieth day's and today's remain.
    expect(listCspReports(db)).toEqual([]);
    expect(
      (db.prepare('SELECT received FROM performance_records ORDER BY id').all() as { received: number }[]).map((row) => row.received),
    ).toEqual([START + 20 * DAY, now]);
  });

  it('deletes rows already past the retention when the app starts', async () => {
    db.prepare('INSERT INTO census_hits (visitor, received, kind, item_id, data) VALUES (?, ?, ?, ?, ?)').run(
      null,
      START - 31 * DAY,
      'view',
      null,
      '{}',
    );
    db.prepare('INSERT INTO census_hits (visitor, received, kind, item_id, data) VALUES (?, ?, ?, ?, ?)').run(
      null,
      START - 29 * DAY,
      'view',
      null,
      '{}',
    );
    const { buildApp } = await import('../app');
    const restarted = await buildApp({ db, assetsDir: '/nonexistent', clock: () => now, uploadsDir: '/tmp' });
    await restarted.ready();
    expect(rows('census_hits')).toBe(1);
    await restarted.close();
  });
});
