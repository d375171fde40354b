import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLE_LABEL, CONTRIBUTOR_ROLES, hasPermission, type ContributorRole } from '../../../src/accounts';
import { useSeededDemoApp } from '../../../test/fixtures/demo-app';
import { Visitor } from '../../../test/fixtures/demo-visitor';
import { buildApp } from './app';
import { openDatabase, type DemoDatabase } from '../database';
import { ownerRoutesOf, type OwnerRoute } from '../guard';
import { hashPassword, insertSiteUser } from '../accounts';
import { SEED_CATALOGUE } from '../store';

// Every owner route × every website role, and a visitor: 401 without a session, 403 for a role
// without the route's permission, allowed (neither) for one with it. The routes are read from the
// app itself, so a route added later is in the table without a line here.

const OWNER_ROUTES: readonly OwnerRoute[] = await (async () => {
  const assetsDir = mkdtempSync(join(tmpdir(), 'storefront-kit-dist-'));
  const db = openDatabase(':memory:');
  const probe = await buildApp({ db, assetsDir });
  await probe.ready();
  const routes = [...ownerRoutesOf(probe)];
  await probe.close();
  db.close();
  rmSync(assetsDir, { recursive: true, force: true });
  return routes;
})();

const SHIRT = SEED_CATALOGUE.find((product) => product.slug === 'linen-shirt')!;
const L_NATURAL = SHIRT.variants.find((variant) => variant.sku === 'SHIRT-L-NAT')!.id;
const GROUP = { productId: SHIRT.id, variantId: L_NATURAL };

/** A request each route would act on; a route not named here gets an empty object (a 400 is still "allowed"). */
const SAMPLE_BODIES: Readonly<Record<string, unknown>> = {
  'POST /api/site-users/account/notifications/restock/send': GROUP,
  'POST /api/site-users/account/notifications/restock/send/all': { sendRequests: [GROUP] },
};
const keyOf = (route: OwnerRoute) => `${route.method} ${route.url}`;
/** The route's URL with a made-up value for each parameter. */
const urlOf = (route: OwnerRoute) => route.url.replace(/:(\w+)/g, 'x-$1');
const isWrite = (route: OwnerRoute) => !['GET', 'HEAD'].includes(route.method);

const PASSWORD = 'role-table-password';
/** Cheap to check, unlike the seeded accounts' hashes: the table signs in once per role and route. */
const CHEAP_COST = { N: 2 ** 10, r: 8, p: 1 };
let passwordHash = '';
const emailOf = (role: ContributorRole) => `role-${role}@example.com`;

let db: DemoDatabase;
let app: FastifyInstance;
// At the app's cost too, so no sign-in makes the hash again.
useSeededDemoApp((demo) => ({ db, app } = demo), { passwordCost: CHEAP_COST });

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD, CHEAP_COST);
});

beforeEach(() => {
  db.transaction(() => {
    for (const role of CONTRIBUTOR_ROLES) {
      insertSiteUser(
        db,
        {
          id: `role${String(role).padStart(20, '0')}`,
          email: emailOf(role),
          displayName: CONTRIBUTOR_ROLE_LABEL[role],
          passwordHash,
          language: null,
          websiteRoles: [role],
        },
        0,
      );
    }
  })();
  // A sign-up waiting, so the sample sends have something to write.
  db.prepare(
    `INSERT INTO restock_sign_ups (email, product_id, variant_id, is_join_mailing_list, language, visitor, created)
     VALUES ('waiting@example.com', ?, ?, 0, NULL, 'test', 0)`,
  ).run(GROUP.productId, GROUP.variantId);
});

async function visitorWithRole(role: ContributorRole | undefined): Promise<Visitor> {
  const visitor = new Visitor(app);
  if (role === undefined) await visitor.get('/api/commerce/shopping-cart');
  else expect((await visitor.signIn(emailOf(role), PASSWORD)).statusCode).toBe(200);
  return visitor;
}

function send(visitor: Visitor, route: OwnerRoute, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const url = urlOf(route);
  if (!isWrite(route)) return visitor.get(url);
  return visitor.write(route.method as 'POST' | 'PUT' | 'DELETE', url, JSON.stringify(SAMPLE_BODIES[keyOf(route)] ?? {}), headers);
}

/** Every row of every table, to show a refused write changed nothing at all. */
function snapshot(): string {
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[];
  return JSON.stringify(tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}"`).all()]));
}

const VISITORS: readonly [string, ContributorRole | undefined][] = [
  ['a visitor', undefined],
  ...CONTRIBUTOR_ROLES.map((role): [string, ContributorRole] => [`${CONTRIBUTOR_ROLE_LABEL[role].toLowerCase()} (${role})`, role]),
];

it('finds the owner routes: the restock manager and the administration, pages and calls', () => {
  expect(OWNER_ROUTES.map(keyOf)).toEqual(
    expect.arrayContaining([
      'GET /config',
      'GET /config/header-footer',
      'GET /config/navigation',
      'GET /config/languages',
      'GET /config/store-pages',
      'PUT /api/site-header-footer',
      'POST /api/widget/UpdateNavigation',
      'PUT /api/multilingual/languages',
      'GET /config/restock',
      'GET /api/site-users/account/notifications/restock/groups',
      'GET /api/site-users/account/notifications/restock',
      'POST /api/site-users/account/notifications/restock/send',
      'POST /api/site-users/account/notifications/restock/send/all',
    ]),
  );
});

describe.each(OWNER_ROUTES.map((route) => [keyOf(route), route] as const))('%s', (_name, route) => {
  it.each(VISITORS)(`as %s: 401 without a session, 403 without "${route.permission}", else allowed`, async (_who, role) => {
    const answer = await send(await visitorWithRole(role), route);
    const expected = role === undefined ? 401 : hasPermission([role], route.permission) ? 'allowed' : 403;
    if (expected === 'allowed') expect([401, 403]).not.toContain(answer.statusCode);
    else expect(answer.statusCode).toBe(expected);
    if (route.url.startsWith('/api/') && expected !== 'allowed') expect(answer.headers['content-type']).toContain('application/json');
    if (!route.url.startsWith('/api/') && expected !== 'allowed') expect(answer.headers['content-type']).toContain('text/html');
  });
});

describe.each(OWNER_ROUTES.filter(isWrite).map((route) => [keyOf(route), route] as const))('%s by the admin', (_name, route) => {
  it.each([
    ['no write token', ''],
    ['the crumb', 'crumb'],
    ['a made-up token', 'm'.repeat(32)],
  ])('with %s in place of the xsrf token is 403, and nothing is written', async (_case, token) => {
    const admin = await visitorWithRole(1);
    const before = snapshot();
    const answer = await send(admin, route, { 'x-csrf-token': token === 'crumb' ? (admin.cookies.get('crumb') ?? '') : token });
    expect(answer.statusCode).toBe(403);
    expect(snapshot()).toBe(before);
  });

  it('with the xsrf token is allowed', async () => {
    const admin = await visitorWithRole(1);
    const before = snapshot();
    const answer = await send(admin, route);
    expect([401, 403]).not.toContain(answer.statusCode);
    // The sample requests write: the refusals above would have shown it.
    if (SAMPLE_BODIES[keyOf(route)] !== undefined) expect(snapshot()).not.toBe(before);
  });
});
