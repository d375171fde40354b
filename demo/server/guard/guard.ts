import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  accessFor,
  GUEST,
  hasPermission,
  isPermission,
  type ContentAccess,
  type ContributorRole,
  type Permission,
} from '../../../src/accounts';
import { CSRF_HEADER } from '../../../src/site';
import { assertCrumbEchoed, assertSameOrigin, issueCrumb } from '../cookies';
import { ApiError, CrumbFailError, ForbiddenError } from '../errors';
import { assertNoDemoFailure } from './failure-switch';
import { loopbackHosts, MisdirectedRequestError, type AllowedHosts } from './hosts';

/** Constant-time equality of two tokens (their lengths may differ; that much is not secret). */
export function sameToken(sent: unknown, expected: string): boolean {
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A signed-in visitor as the guard reads it: their roles and the xsrf token of their session. */
export interface GuardSession {
  readonly xsrfToken: string;
  readonly user: { readonly websiteRoles: readonly ContributorRole[] };
}

/** What the guard needs of the session store (accounts/sessions.ts `SessionStore`). */
export interface GuardSessions {
  sessionOf(request: FastifyRequest): GuardSession | undefined;
  hasStaleCookie(request: FastifyRequest): boolean;
  clearCookies(reply: FastifyReply): void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The permission an owner route requires (src/accounts). The guard answers 401 without a
     * session, 403 to a write without the session's xsrf token, and 403 to an account without it.
     */
    permission?: Permission;
    /**
     * How a write route is kept from cross-site requests when it cannot take the write token in the
     * CSRF header (see `writeTokenExempt`); unset, the guard requires the token.
     */
    writeToken?: WriteTokenExemption;
    /** Why the route takes no write token from the guard: required with `writeToken`. */
    why?: string;
    /** What the requests of an `origin` route are called in a refusal ("Cart forms"). @default 'Beacons' */
    sender?: string;
  }
}

/**
 * The ways a write route may opt out of the guard's write-token check, by name:
 * `origin` — the guard checks Origin / Sec-Fetch-Site instead (beacons, no-JS forms);
 * `form-field` — the route checks the write token in a field of its form body itself;
 * `none` — nothing is checked (the browser's CSP reports, the third-party stand-ins).
 */
export type WriteTokenExemption = 'origin' | 'form-field' | 'none';
const EXEMPTIONS: ReadonlySet<string> = new Set<WriteTokenExemption>(['origin', 'form-field', 'none']);

/** The route options of a write route that takes no write token in the CSRF header, and why. */
export function writeTokenExempt(
  writeToken: WriteTokenExemption,
  why: string,
  sender?: string,
): { config: { writeToken: WriteTokenExemption; why: string; sender?: string } } {
  return { config: { writeToken, why, ...(sender === undefined ? {} : { sender }) } };
}

/** A write route as registered, with its exemption from the write-token check (if any): what the sweep test walks. */
export interface WriteRoute {
  readonly method: string;
  readonly url: string;
  readonly writeToken: WriteTokenExemption | undefined;
  readonly why: string | undefined;
}

/** 401: an owner route asked for without a session. */
export class SignInRequiredError extends ApiError {
  override name = 'SignInRequiredError';
  constructor() {
    super(401, 'Sign in to continue.');
  }
}

/** 403: a write of a session without the session's xsrf token in the CSRF header; nothing is written. */
export class XsrfTokenError extends ForbiddenError {
  override name = 'XsrfTokenError';
  constructor() {
    super('This request does not carry the xsrf token of your session. Reload the page and try again.');
  }
}

/** 403: the signed-in account's roles do not hold the route's permission. */
export class PermissionDeniedError extends ForbiddenError {
  override name = 'PermissionDeniedError';
  constructor(readonly permission: Permission) {
    super(`Your account does not have the "${permission}" permission this needs.`);
  }
}

/** 401 / 403: an API call about a members-only item from someone who may not see it; nothing of the item is answered. */
export class MembersOnlyError extends ApiError {
  override name = 'MembersOnlyError';
  constructor(signedIn: boolean) {
    super(
      signedIn ? 403 : 401,
      signedIn
        ? 'This item is for some members only, and your account is not one of them.'
        : 'This item is for members only. Sign in to see it.',
    );
  }
}

/**
 * Refuses an API answer about content under `access` to a request that may not see it (the pages
 * answer the lock screen instead): the quick view, stock and the cart say nothing of a
 * members-only product to a visitor.
 */
export type AssertMayView = (request: FastifyRequest, access: ContentAccess | null) => void;

export function createViewCheck(sessions: GuardSessions): AssertMayView {
  return (request, access) => {
    const session = sessions.sessionOf(request);
    const decision = accessFor(access, session === undefined ? GUEST : { signedIn: true, roles: session.user.websiteRoles });
    if (decision !== 'open') throw new MembersOnlyError(decision === 'denied');
  };
}

/** The route options of an owner route that needs `permission`, which the guard enforces. */
export function ownerRoute(permission: Permission): { config: { permission: Permission } } {
  return { config: { permission } };
}

/** An owner route as registered: what the table test of every role × every route walks. */
export interface OwnerRoute {
  readonly method: string;
  readonly url: string;
  readonly permission: Permission;
}

const ownerRoutes = new WeakMap<FastifyInstance, OwnerRoute[]>();

/** Every route of `app` that declares a permission, in registration order (HEAD copies of GETs left out). */
export function ownerRoutesOf(app: FastifyInstance): readonly OwnerRoute[] {
  return ownerRoutes.get(app) ?? [];
}

const writeRoutes = new WeakMap<FastifyInstance, WriteRoute[]>();

/** Every route of `app` for a method other than GET, HEAD and OPTIONS, in registration order. */
export function writeRoutesOf(app: FastifyInstance): readonly WriteRoute[] {
  return writeRoutes.get(app) ?? [];
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isApiPath = (url: string): boolean => url.startsWith('/api/');

/**
 * Whether `request` is an API call. Decided on the route the router matched (its URL pattern),
 * which the router reached by decoding the path: `/%61pi/…` is the API as much as `/api/…` is.
 * A request no route matched falls back to its decoded path.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined) return isApiPath(route);
  const path = request.url.split('?')[0] ?? request.url;
  try {
    return isApiPath(decodeURIComponent(path));
  } catch {
    return isApiPath(path);
  }
}

/**
 * The one check every write passes: with a session, `sent` must be the session's xsrf token (403
 * otherwise); without one, the crumb (401 `crumbFail` otherwise). A visitor without a usable crumb
 * is given one with the refusal, so a write tried again can pass. `sent` is the CSRF header, or the
 * token field of a form the page wrote.
 */
export function assertWriteToken(request: FastifyRequest, reply: FastifyReply, sessions: GuardSessions, sent: unknown): void {
  const session = sessions.sessionOf(request);
  if (session !== undefined) {
    if (!sameToken(sent, session.xsrfToken)) throw new XsrfTokenError();
    return;
  }
  try {
    assertCrumbEchoed(request, sent);
  } catch (error) {
    if (error instanceof CrumbFailError) issueCrumb(request, reply, { refresh: false });
    throw error;
  }
}

export interface GuardOptions<Page> {
  readonly sessions: GuardSessions;
  /** Owner pages answer the sign-in page or the 403 page through it. */
  readonly sendPage: (
    request: FastifyRequest,
    reply: FastifyReply,
    page: Page,
    options: { statusCode: number; perVisitor: boolean },
  ) => unknown;
  /** The sign-in page an owner page answers without a session (accounts/account-pages.ts). */
  readonly signInPage: (options: { returnTo: string }) => Page;
  /** The 403 page an owner page answers to an account without `permission`. */
  readonly forbiddenPage: (permission: Permission) => Page;
  /** The Host headers this server answers for; any other is refused (421) first. @default loopbackHosts */
  readonly allowedHosts?: AllowedHosts;
}

/**
 * Registers the checks every request passes, before its route runs: stale session cookies are
 * cleared; a route declaring a permission (`config: { permission }`) needs a live session (401,
 * or the sign-in page), the session's xsrf token on a write (403) and an account holding the
 * permission (403, or the 403 page); every other API write needs its write token (see
 * `assertWriteToken`), beacons their origin. API GETs hand out the crumb. Call before any route
 * is registered, so every owner route is recorded for the table test.
 */
export function registerGuard<Page>(
  app: FastifyInstance,
  { sessions, sendPage, signInPage, forbiddenPage, allowedHosts = loopbackHosts }: GuardOptions<Page>,
): void {
  const routes: OwnerRoute[] = [];
  const writes: WriteRoute[] = [];
  ownerRoutes.set(app, routes);
  writeRoutes.set(app, writes);
  app.addHook('onRoute', (route) => {
    const { writeToken, why } = route.config ?? {};
    if (writeToken !== undefined && (!EXEMPTIONS.has(writeToken) || typeof why !== 'string' || why.trim() === '')) {
      throw new TypeError(
        `Route ${route.url} opts out of the write token ("${String(writeToken)}") without saying why, or by a name the guard does not know`,
      );
    }
    for (const method of [route.method].flat()) if (!SAFE_METHODS.has(method)) writes.push({ method, url: route.url, writeToken, why });
    const permission: unknown = route.config?.permission;
    if (permission === undefined) return;
    if (writeToken !== undefined) throw new TypeError(`Owner route ${route.url} cannot opt out of the xsrf token`);
    if (!isPermission(permission)) throw new TypeError(`Route ${route.url} declares an unknown permission "${String(permission)}"`);
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, permission });
  });

  app.addHook('onRequest', async (request, reply) => {
    // A page of another site whose name now points here (DNS rebinding) names that site as Host.
    const host = request.headers.host ?? '';
    if (!allowedHosts(host)) throw new MisdirectedRequestError(host);
    if (sessions.hasStaleCookie(request)) sessions.clearCookies(reply);
    // Routing has happened: every decision below is on the matched route, never on the raw URL.
    const api = isApiRequest(request);
    const write = !SAFE_METHODS.has(request.method);
    const { permission, writeToken } = request.routeOptions.config;
    if (permission !== undefined) {
      const session = sessions.sessionOf(request);
      const refuse = (error: ApiError, page: () => Page) => {
        if (api) throw error;
        return sendPage(request, reply, page(), { statusCode: error.statusCode, perVisitor: true });
      };
      if (session === undefined) return refuse(new SignInRequiredError(), () => signInPage({ returnTo: request.url }));
      if (write) {
        if (api) assertNoDemoFailure(request);
        if (!sameToken(request.headers[CSRF_HEADER.toLowerCase()], session.xsrfToken)) {
          return refuse(new XsrfTokenError(), () => forbiddenPage(permission));
        }
      }
      if (!hasPermission(session.user.websiteRoles, permission)) {
        return refuse(new PermissionDeniedError(permission), () => forbiddenPage(permission));
      }
      return undefined;
    }
    if (!write) {
      if (api) issueCrumb(request, reply, { refresh: false });
      return undefined;
    }
    // No route matched: the not-found answer writes nothing.
    if (request.routeOptions.url === undefined) return undefined;
    switch (writeToken) {
      // Beacons and no-JS forms carry no header; they are checked by origin (the failure switch leaves telemetry alone).
      case 'origin':
        return assertSameOrigin(request, request.routeOptions.config.sender);
      // 'form-field': the route reads the token from its form body, which is not parsed yet;
      // 'none': the route says why it needs no token (`why`).
      case 'form-field':
      case 'none':
        return undefined;
      default:
        if (api) assertNoDemoFailure(request);
        return assertWriteToken(request, reply, sessions, request.headers[CSRF_HEADER.toLowerCase()]);
    }
  });
}
