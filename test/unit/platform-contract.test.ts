// The storefront's API client against the demo platform listening on a port: the client's error
// family is a contract with the server's answers (status, body, headers), so a change on either side
// that breaks the other fails here, not first in a shopper's browser.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CrumbError,
  RateLimitError,
  ResponseError,
  createPlatformClient,
  type PlatformClient,
  type PlatformError,
} from '../../src/platform';
import { STRINGS } from '../../src/i18n';
import { seedAccount } from '../../demo/server/accounts';
import { SEED_CATALOGUE } from '../../demo/server/store';
import { useSeededDemoApp } from '../fixtures/demo-app';

const OWNER = 'owner@example.com';
const ENTRIES = 'api/commerce/shopping-cart/entries';
const SESSION = 'api/site-users/account/session';
/** An owner call that reads: the restock manager's groups. */
const OWNER_READ = 'api/site-users/account/notifications/restock/groups';
const NOT_ENOUGH = 'Sorry, we do not have enough of that item available.';
const SERVER_FAULT = 'The server could not complete this request. Please try again.';
/** Two in stock. */
const VASE = SEED_CATALOGUE.find((product) => product.slug === 'stoneware-vase')!;

let app: FastifyInstance;
useSeededDemoApp((demo) => ({ app } = demo), {
  loginLimits: { perEmail: { max: 2, windowMs: 60_000 }, perClient: { max: 20, windowMs: 60_000 } },
});

/**
 * A browser's cookie jar for one visitor: the client's requests carry what the server set, and the
 * page's `document.cookie` (where the client reads the write token) shows it, as in a browser.
 */
class CookieJar {
  readonly cookies = new Map<string, string>();

  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const cleared = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1).trim());
    }
  }
}

let origin = '';
let jar: CookieJar;
let client: PlatformClient;

beforeEach(async () => {
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
  jar = new CookieJar();
  vi.stubGlobal('document', {
    get cookie() {
      return jar.header;
    },
  });
  client = createPlatformClient({
    baseUrl: `${origin}/`,
    getRetries: 0,
    fetch: async (request) => {
      const headers = new Headers(request.headers);
      if (jar.header !== '') headers.set('cookie', jar.header);
      const response = await fetch(new Request(request, { headers }));
      jar.keep(response);
      return response;
    },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What the call rejected with; fails the test when it resolved. */
async function refusal(call: Promise<unknown>): Promise<PlatformError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a refusal, got ${JSON.stringify(outcome.value)}`);
  return outcome.error as PlatformError;
}

/** The platform's own answer behind an error: ky's HTTPError keeps the Response. */
function answerOf(error: PlatformError): Response {
  return (error.cause as { response: Response }).response;
}

async function signIn(email: string, password: string) {
  await client.get('api/commerce/shopping-cart');
  return client.post(SESSION, { email, password, rememberMe: false });
}

describe('the platform client against the platform', () => {
  it('a write without the crumb cookie: a CrumbError with the session-expired message', async () => {
    const error = await refusal(client.post(ENTRIES, { itemId: 'any', sku: 'any', quantity: 1 }));
    expect(error).toBeInstanceOf(CrumbError);
    expect(error.shopperMessage).toBe(STRINGS.platform.sessionExpired);
    expect((error as CrumbError).body).toMatchObject({ crumbFail: true });
  });

  it('an owner call without a session: a 401 that is not a crumb failure, with the server’s message', async () => {
    const error = await refusal(client.get(OWNER_READ));
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).not.toBeInstanceOf(CrumbError);
    expect((error as ResponseError).status).toBe(401);
    expect((error as ResponseError).serverMessage).toEqual(expect.any(String));
    expect(error.shopperMessage).toBe((error as ResponseError).serverMessage);
  });

  it('a signed-in write with a forged xsrf token: a 403 with the server’s message, and the owner’s call works with the real one', async () => {
    await signIn(OWNER, seedAccount(OWNER).password);
    await expect(client.get(OWNER_READ)).resolves.toBeDefined();
    const token = jar.cookies.get('siteUserCrumb');
    expect(token).toMatch(/\S/);
    jar.cookies.set('siteUserCrumb', 'f'.repeat(token!.length));
    const error = await refusal(client.post('api/site-users/account/notifications/restock/send/all', { sendRequests: [] }));
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).status).toBe(403);
    expect(error.shopperMessage).toBe((error as ResponseError).serverMessage);
  });

  it('more than is in stock: a 409 whose message is the shopper’s', async () => {
    await client.get('api/commerce/shopping-cart');
    const error = await refusal(client.post(ENTRIES, { itemId: VASE.id, sku: 'VASE-STONE', quantity: 3 }));
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).status).toBe(409);
    expect(error.shopperMessage).toBe(NOT_ENOUGH);
  });

  it('too many failed sign-ins: a RateLimitError, and the answer says when to try again', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const error = await refusal(signIn(OWNER, 'not the password'));
      expect((error as ResponseError).status).toBe(401);
    }
    const error = await refusal(signIn(OWNER, 'not the password'));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.shopperMessage).toBe(STRINGS.platform.rateLimited);
    expect(Number(answerOf(error).headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a server fault: a 500 whose generic message is what the shopper sees', async () => {
    await client.get('api/commerce/shopping-cart');
    jar.cookies.set('demo-failure', 'server-error');
    const error = await refusal(client.post(ENTRIES, { itemId: 'any', sku: 'any', quantity: 1 }));
    expect(error).toBeInstanceOf(ResponseError);
    expect((error as ResponseError).status).toBe(500);
    expect(error.shopperMessage).toBe(SERVER_FAULT);
  });
});
