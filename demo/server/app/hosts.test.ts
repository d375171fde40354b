import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { openDatabase, type DemoDatabase } from '../database';
import { allowedHostsFor } from '../guard';
import { buildApp } from './app';
import { seedIfEmpty } from './seed';

let app: FastifyInstance;
useSeededDemoApp((demo) => ({ app } = demo));

describe('a request for a host this server is not', () => {
  it.each(['evil.example', 'evil.example:80', '127.0.0.1.evil.example', 'localhost.evil.example:4173'])(
    'is refused (421) for Host %s: no page, no API answer',
    async (host) => {
      const page = await app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(page.statusCode).toBe(421);
      expect(page.body).toContain(`This server does not answer for "${host}"`);
      expect(page.body).not.toContain('<html');
      const api = await app.inject({ method: 'GET', url: '/api/site-users/account', headers: { host } });
      expect(api.statusCode).toBe(421);
      expect(api.json()).toEqual({ error: `This server does not answer for "${host}"` });
      expect(api.cookies).toEqual([]);
    },
  );

  it('is served for the loopback names, as app.inject sends them', async () => {
    for (const host of ['localhost:80', '127.0.0.1:4173', '[::1]:4173', 'LOCALHOST']) {
      expect((await app.inject({ method: 'GET', url: '/api/commerce/shopping-cart', headers: { host } })).statusCode).toBe(200);
    }
  });
});

describe('the hosts a listening server answers for', () => {
  let db: DemoDatabase | undefined;
  let other: FastifyInstance | undefined;
  afterEach(async () => {
    await other?.close();
    db?.close();
  });

  it('are the loopback names on its port, and the public origin it is told', async () => {
    db = openDatabase(':memory:');
    seedIfEmpty(db);
    const allowedHosts = allowedHostsFor({ port: () => 4173, publicOrigin: 'https://shop.example' });
    other = await buildApp({ db, assetsDir: mkdtempSync(join(tmpdir(), 'storefront-kit-dist-')), allowedHosts });
    const status = async (host: string) =>
      (await other!.inject({ method: 'GET', url: '/api/commerce/shopping-cart', headers: { host } })).statusCode;
    expect(await status('127.0.0.1:4173')).toBe(200);
    expect(await status('localhost:4173')).toBe(200);
    expect(await status('shop.example')).toBe(200);
    expect(await status('localhost:80')).toBe(421);
    expect(await status('shop.example:8443')).toBe(421);
    expect(await status('evil.example:4173')).toBe(421);
  });
});
