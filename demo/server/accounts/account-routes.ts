import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManySignInsError, type AccountService, type SignInInput } from './accounts';
import { BadRequestError } from '../errors';
import { SignInRequiredError } from '../guard';
import { MAX_PASSWORD_LENGTH } from './passwords';
import type { SessionStore } from './sessions';
import { accountLanguage } from '../site';
import { requireJsonObject } from '../validation';

/** An email is 3 to 256 characters (spec 000 §9); the check of its shape is the account lookup's. */
const MAX_EMAIL_LENGTH = 256;

export const SESSION_PATH = '/api/site-users/account/session';
export const LOCALE_PATH = '/api/site-users/account/locale';

/** The sign-in body `{ email, password, rememberMe }` (spec 001 §3), or a 400 naming the field. */
export function parseSignIn(fields: Readonly<Record<string, unknown>>): SignInInput {
  const { email, password, rememberMe = false } = fields;
  if (typeof email !== 'string' || email.trim() === '' || email.length > MAX_EMAIL_LENGTH) {
    throw new BadRequestError(`email must be a non-empty string of at most ${MAX_EMAIL_LENGTH} characters`);
  }
  if (typeof password !== 'string' || password === '' || password.length > MAX_PASSWORD_LENGTH) {
    throw new BadRequestError(`password must be a non-empty string of at most ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (typeof rememberMe !== 'boolean') throw new BadRequestError('rememberMe must be true or false');
  return { email, password, rememberMe };
}

function parseCloneCart(request: FastifyRequest<{ Querystring: Record<string, unknown> }>): boolean {
  const value = request.query['cloneCart'] ?? 'false';
  if (value !== 'true' && value !== 'false') throw new BadRequestError('cloneCart must be true or false');
  return value === 'true';
}

/**
 * The session calls of spec 001 §7: sign in (`POST …/session`), sign out (`DELETE …/session?cloneCart=`)
 * and the account's language (`POST …/locale`). Like every write they need the write token (the
 * guard checks it): the crumb to sign in, the session's xsrf token once signed in.
 */
export function registerAccountRoutes(app: FastifyInstance, accounts: AccountService, sessions: SessionStore): void {
  app.post(SESSION_PATH, async (request, reply) => {
    const input = parseSignIn(requireJsonObject(request));
    try {
      return await accounts.signIn(request, reply, input);
    } catch (error) {
      if (error instanceof TooManySignInsError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  app.delete<{ Querystring: Record<string, unknown> }>(SESSION_PATH, async (request, reply) => {
    accounts.signOut(request, reply, parseCloneCart(request));
    return {};
  });

  app.post(LOCALE_PATH, async (request) => {
    const session = sessions.sessionOf(request);
    if (session === undefined) throw new SignInRequiredError();
    const language = accountLanguage(requireJsonObject(request)['language']);
    if (language === undefined) throw new BadRequestError('language must be one of the site’s languages that an account can hold');
    accounts.saveLanguage(session.user.id, language.code);
    return { language: language.code };
  });
}
