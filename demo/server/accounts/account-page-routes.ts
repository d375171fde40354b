import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STRINGS } from '../../../src/i18n';
import { TooManySignInsError, WrongCredentialsError, type AccountService } from './accounts';
import { BadRequestError, CrumbFailError } from '../errors';
import { assertWriteToken, writeTokenExempt, XsrfTokenError } from '../guard';
import { ACCOUNT_PATHS, OWNER_PAGE, accountPage, safeReturnPath, signInPage } from './account-pages';
import { restockManagerPage } from './owner-pages';
import type { SessionStore } from './sessions';
import { accountLanguage } from '../site';
import { parseSignIn } from './account-routes';
import type { SendPage } from './page-sender';

type FormRequest = FastifyRequest<{ Body: Record<string, unknown> | undefined; Querystring: Record<string, unknown> }>;

/** A field of a form post (`@fastify/formbody` gives strings), or '' when absent. */
const fieldOf = (request: FormRequest, name: string): string => {
  const value = request.body?.[name];
  return typeof value === 'string' ? value : '';
};

/** The account pages' forms send the write token as a field; one that does not match is a stale page. */
function formTokenIsValid(request: FormRequest, reply: FastifyReply, sessions: SessionStore): boolean {
  try {
    assertWriteToken(request, reply, sessions, request.body?.['token']);
    return true;
  } catch (error) {
    if (error instanceof CrumbFailError || error instanceof XsrfTokenError) return false;
    throw error;
  }
}

/**
 * The account pages, which work without JavaScript: sign in (`/account/sign-in`, returning to the
 * page that asked), the account (`/account`: language, sign out here or everywhere, owner pages) and their form
 * posts, each answered with a redirect (303) or the page again with what went wrong. Also the owner's
 * restock manager (`/config/restock`, which needs `restock:manage`), and the demo merchant's old
 * addresses, which now lead to it.
 */
export function registerAccountPageRoutes(
  app: FastifyInstance,
  { accounts, sessions, sendPage }: { accounts: AccountService; sessions: SessionStore; sendPage: SendPage },
): void {
  const signInAgain = (request: FormRequest, reply: FastifyReply, statusCode: number, error: string) =>
    sendPage(
      request,
      reply,
      signInPage({
        returnTo: fieldOf(request, 'returnTo'),
        error,
        email: fieldOf(request, 'email'),
        rememberMe: fieldOf(request, 'rememberMe') === 'true',
      }),
      { statusCode, perVisitor: true },
    );

  app.get<{ Querystring: Record<string, unknown> }>(ACCOUNT_PATHS.signIn, (request, reply) => {
    const returnTo = safeReturnPath(request.query['returnTo']);
    if (sessions.sessionOf(request) !== undefined) return reply.redirect(returnTo === '/' ? ACCOUNT_PATHS.account : returnTo, 303);
    return sendPage(request, reply, signInPage({ returnTo }), { perVisitor: true });
  });

  // The forms work without JavaScript: the page writes the token into a field, which formTokenIsValid checks.
  const tokenField = writeTokenExempt('form-field', 'a no-JS form: the token is a field of the body, checked by the route');
  app.post(ACCOUNT_PATHS.signIn, tokenField, async (request: FormRequest, reply) => {
    if (!formTokenIsValid(request, reply, sessions)) return signInAgain(request, reply, 403, STRINGS.platform.sessionExpired);
    if (fieldOf(request, 'email').trim() === '') return signInAgain(request, reply, 400, STRINGS.account.emailRequired);
    if (fieldOf(request, 'password') === '') return signInAgain(request, reply, 400, STRINGS.account.passwordRequired);
    try {
      const input = parseSignIn({ ...request.body, rememberMe: fieldOf(request, 'rememberMe') === 'true' });
      await accounts.signIn(request, reply, input);
    } catch (error) {
      if (error instanceof TooManySignInsError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        return signInAgain(request, reply, 429, error.message);
      }
      if (error instanceof WrongCredentialsError || error instanceof BadRequestError) {
        return signInAgain(request, reply, error.statusCode, STRINGS.account.wrongCredentials);
      }
      throw error;
    }
    return reply.redirect(safeReturnPath(fieldOf(request, 'returnTo')), 303);
  });

  app.get<{ Querystring: Record<string, unknown> }>(ACCOUNT_PATHS.account, (request, reply) => {
    const session = sessions.sessionOf(request);
    if (session === undefined) {
      return sendPage(request, reply, signInPage({ returnTo: ACCOUNT_PATHS.account }), { statusCode: 401, perVisitor: true });
    }
    return sendPage(request, reply, accountPage(session.user, { saved: request.query['saved'] === 'language' }), { perVisitor: true });
  });

  app.post(ACCOUNT_PATHS.signOut, tokenField, (request: FormRequest, reply) => {
    if (!formTokenIsValid(request, reply, sessions)) return reply.redirect(ACCOUNT_PATHS.account, 303);
    accounts.signOut(request, reply, fieldOf(request, 'keepCart') === 'true');
    return reply.redirect('/', 303);
  });

  // Every device at once: a stolen or forgotten session ends with the others, this one too.
  app.post(ACCOUNT_PATHS.signOutEverywhere, tokenField, (request: FormRequest, reply) => {
    if (sessions.sessionOf(request) === undefined || !formTokenIsValid(request, reply, sessions)) {
      return reply.redirect(ACCOUNT_PATHS.account, 303);
    }
    accounts.signOutEverywhere(request, reply);
    return reply.redirect('/', 303);
  });

  app.post(ACCOUNT_PATHS.language, tokenField, (request: FormRequest, reply) => {
    const session = sessions.sessionOf(request);
    if (session === undefined || !formTokenIsValid(request, reply, sessions)) return reply.redirect(ACCOUNT_PATHS.account, 303);
    const language = accountLanguage(fieldOf(request, 'language'));
    if (language === undefined) throw new BadRequestError('language must be one of the site’s languages that an account can hold');
    accounts.saveLanguage(session.user.id, language.code);
    return reply.redirect(`${ACCOUNT_PATHS.account}?saved=language`, 303);
  });

  app.get(OWNER_PAGE.restock.path, { config: { permission: OWNER_PAGE.restock.permission } }, (request, reply) =>
    sendPage(request, reply, restockManagerPage(), { perVisitor: true }),
  );
  // The demo merchant's password-less sign-in is gone; its old addresses lead to the manager, behind the owner's sign-in.
  for (const path of ['/merchant/restock', '/demo/merchant-login']) {
    app.get(path, (_request, reply) => reply.redirect(OWNER_PAGE.restock.path, 301));
  }
}
