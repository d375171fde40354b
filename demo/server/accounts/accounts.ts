import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CartMergeLeftOut } from '../../../src/accounts';
import { STRINGS } from '../../../src/i18n';
import { cartToken, clearCartCookie, setCartCookie } from '../cookies';
import type { DemoDatabase } from '../database';
import { ApiError } from '../errors';
import type { LoginThrottle } from './login-throttle';
import { decoyHash, hashPassword, needsRehash, PASSWORD_COST, verifyPassword, type PasswordCost } from './passwords';
import type { SessionStore } from './sessions';
import {
  findSiteUserByEmail,
  normalizeEmail,
  profileJson,
  setSiteUserLanguage,
  type SiteUser,
  type SiteUserProfileJson,
} from './site-users';

/** 401: no account has this email, or its password is another; the two are never told apart. */
export class WrongCredentialsError extends ApiError {
  override name = 'WrongCredentialsError';
  constructor() {
    super(401, STRINGS.account.wrongCredentials);
  }
}

/** 429: too many failed sign-ins for this email or from this client; `retryAfterSeconds` says when to try again. */
export class TooManySignInsError extends ApiError {
  override name = 'TooManySignInsError';
  constructor(readonly retryAfterSeconds: number) {
    super(429, STRINGS.account.tooManyTries);
  }
}

export interface SignInInput {
  readonly email: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

/** The sign-in answer (spec 001 §3 *Session login*: `xsrfToken`), with the account and what its cart merge left out. */
export interface SignInAnswerJson {
  xsrfToken: string;
  siteUser: SiteUserProfileJson;
  cartMerge: { leftOut: CartMergeLeftOut[] };
}

/**
 * The cart's part in signing in and out, which the store owns: a guest cart merged into the
 * account's on sign-in (what could not be carried over is answered), and the account's cart
 * copied to a guest cart on sign-out when asked (its new token, or undefined for none).
 */
export interface AccountCartHooks {
  mergeGuestCart(db: DemoDatabase, guestToken: string | undefined, userId: string): CartMergeLeftOut[];
  copyAccountCart(db: DemoDatabase, userId: string, now: number): string | undefined;
}

export interface AccountServiceOptions {
  readonly db: DemoDatabase;
  readonly sessions: SessionStore;
  readonly throttle: LoginThrottle;
  readonly clock: () => number;
  /** What signing in and out does to the visitor's cart (store/account-carts.ts). */
  readonly carts: AccountCartHooks;
  /** How a password is checked against a stored hash; tests watch it. @default verifyPassword */
  readonly verify?: (password: string, stored: string) => Promise<boolean>;
  /** The scrypt cost new hashes are made at; a stored hash of another cost is made again on its next sign-in. @default PASSWORD_COST */
  readonly passwordCost?: PasswordCost;
}

/** Signing in and out, shared by the API calls and the pages that work without JavaScript. */
export interface AccountService {
  /**
   * Signs the visitor in: a new session (the one the request came with ends), the guest cart merged
   * into the account's, the CART cookie dropped, the password hashed again if its cost is not the
   * current one. Throws `TooManySignInsError` while the email or the client is over its limit or
   * has a check in flight (without checking the password), else `WrongCredentialsError` for an
   * unknown email and for a wrong password alike, after the same key derivation.
   */
  signIn(request: FastifyRequest, reply: FastifyReply, input: SignInInput): Promise<SignInAnswerJson>;
  /** Ends the session; `keepCart` leaves a copy of the account's cart on this device, else it keeps none. */
  signOut(request: FastifyRequest, reply: FastifyReply, keepCart: boolean): void;
  /** Ends every session of the request's account, on every device; this one is left signed out with no cart. */
  signOutEverywhere(request: FastifyRequest, reply: FastifyReply): void;
  /** Saves the signed-in account's language. */
  saveLanguage(userId: string, language: string): void;
}

export function createAccountService({
  db,
  sessions,
  throttle,
  clock,
  carts,
  verify = verifyPassword,
  passwordCost = PASSWORD_COST,
}: AccountServiceOptions): AccountService {
  const storeHash = db.prepare('UPDATE site_users SET password_hash = ? WHERE id = ?');
  const rehash = async (user: SiteUser, password: string): Promise<void> => {
    storeHash.run(await hashPassword(password, passwordCost), user.id);
  };
  /** The account of `input`'s email if its password matches (hashed again at the current cost if it was not), else `WrongCredentialsError`. */
  const checkPassword = async (input: SignInInput): Promise<SiteUser> => {
    const user = findSiteUserByEmail(db, input.email);
    // An unknown email costs the same derivation as a wrong password, so time tells nothing either.
    const matches = await verify(input.password, user?.passwordHash ?? (await decoyHash(passwordCost)));
    if (user === undefined || !matches) throw new WrongCredentialsError();
    if (needsRehash(user.passwordHash, passwordCost)) await rehash(user, input.password);
    return user;
  };
  return {
    async signIn(request, reply, input) {
      const decision = throttle.begin({ email: normalizeEmail(input.email), client: request.ip });
      if (!decision.allowed) throw new TooManySignInsError(Math.ceil(decision.retryAfterMs / 1000));
      const { attempt } = decision;
      let user: SiteUser;
      try {
        user = await checkPassword(input);
      } catch (error) {
        attempt.fail();
        throw error;
      }
      attempt.succeed();
      const guestCart = cartToken(request);
      const { xsrfToken, leftOut } = db
        .transaction(() => {
          const token = sessions.start(request, reply, user, input.rememberMe);
          return { xsrfToken: token, leftOut: carts.mergeGuestCart(db, guestCart, user.id) };
        })
        .immediate();
      if (guestCart !== undefined) clearCartCookie(reply);
      return { xsrfToken, siteUser: profileJson(user), cartMerge: { leftOut } };
    },

    signOut(request, reply, keepCart) {
      const session = sessions.sessionOf(request);
      const copy = db
        .transaction(() => {
          const token = session !== undefined && keepCart ? carts.copyAccountCart(db, session.user.id, clock()) : undefined;
          sessions.end(request, reply);
          return token;
        })
        .immediate();
      if (copy !== undefined) setCartCookie(reply, copy);
      else if (session !== undefined) clearCartCookie(reply);
    },

    signOutEverywhere(request, reply) {
      const signedIn = sessions.sessionOf(request) !== undefined;
      sessions.endAll(request, reply);
      if (signedIn) clearCartCookie(reply);
    },

    saveLanguage(userId, language) {
      setSiteUserLanguage(db, userId, language);
    },
  };
}
