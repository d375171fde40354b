import { isCrumbError, type PlatformClient } from '../platform';
import { isContributorRole, type ContributorRole } from './roles';

const SESSION_PATH = 'api/site-users/account/session';
const LOCALE_PATH = 'api/site-users/account/locale';

/** What signing in sends (spec 001 §3 *Session login*). */
export interface SignInInput {
  readonly email: string;
  readonly password: string;
  /** A lasting sign-in (30 days) rather than one for this browser session. */
  readonly rememberMe: boolean;
}

/** The signed-in account as the platform describes it. */
export interface SiteUserProfile {
  readonly id: string;
  readonly email: string;
  readonly displayName: string;
  /** The language the account chose, a language tag; null before it chose one. */
  readonly language: string | null;
  readonly websiteRoles: readonly ContributorRole[];
}

/** Part of the cart made before signing in that did not go into the account's cart, and why. */
export interface CartMergeLeftOut {
  readonly title: string;
  readonly quantity: number;
  /** `stock`: the account's cart already held what is in stock. `currency`: a cart holds one currency. */
  readonly reason: 'stock' | 'currency';
}

/** The platform's answer to a sign-in. */
export interface SignInAnswer {
  /** Sent with every later write of this session (the platform client reads it from its cookie). */
  readonly xsrfToken: string;
  readonly siteUser: SiteUserProfile;
  readonly cartMerge: { readonly leftOut: readonly CartMergeLeftOut[] };
}

/** A language of the site, as its translation provider lists it. */
export interface SiteLanguage {
  /** A language tag: the page is shown in it with `?locale=<code>`. */
  readonly code: string;
  /** Its own name for itself: "Français". */
  readonly name: string;
  /**
   * A language the translation provider serves under a code of its own: an account's language
   * cannot name it, so choosing it changes the page but not the account (spec 001 §7).
   */
  readonly custom?: boolean;
}

/** The answer had none of what a sign-in answers: the platform or a proxy sent something else. */
export class SignInAnswerError extends Error {
  override name = 'SignInAnswerError';
}

function readProfile(value: unknown): SiteUserProfile | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, email, displayName, language, websiteRoles } = value as Record<string, unknown>;
  if (typeof id !== 'string' || typeof email !== 'string' || typeof displayName !== 'string') return undefined;
  return {
    id,
    email,
    displayName,
    language: typeof language === 'string' ? language : null,
    websiteRoles: Array.isArray(websiteRoles) ? websiteRoles.filter(isContributorRole) : [],
  };
}

/**
 * Signs in (`POST /api/site-users/account/session`). Rejects with the client's `PlatformError`
 * (a 401 for a wrong email or password, a 429 after too many tries) or `SignInAnswerError`.
 */
export async function signIn(client: PlatformClient, input: SignInInput): Promise<SignInAnswer> {
  const answer = await client.post<Record<string, unknown> | undefined>(SESSION_PATH, {
    email: input.email,
    password: input.password,
    rememberMe: input.rememberMe,
  });
  const siteUser = readProfile(answer?.['siteUser']);
  const xsrfToken = answer?.['xsrfToken'];
  if (typeof xsrfToken !== 'string' || xsrfToken === '' || siteUser === undefined) {
    throw new SignInAnswerError('The sign-in answer has no xsrfToken or siteUser');
  }
  const merge = answer?.['cartMerge'] as { leftOut?: unknown } | undefined;
  const leftOut = Array.isArray(merge?.leftOut) ? (merge.leftOut as CartMergeLeftOut[]) : [];
  return { xsrfToken, siteUser, cartMerge: { leftOut } };
}

/**
 * Signs out (`DELETE /api/site-users/account/session?cloneCart=…`). `cloneCart`: the cart stays on
 * this device (a copy of the account's), else this device keeps none. A crumb failure is tried
 * exactly once more (spec 001 §7): the failed answer has already put the tokens right.
 */
export async function signOut(client: PlatformClient, { cloneCart }: { readonly cloneCart: boolean }): Promise<void> {
  const send = () => client.delete<unknown>(SESSION_PATH, { searchParams: { cloneCart: String(cloneCart) } });
  try {
    await send();
  } catch (error) {
    if (!isCrumbError(error)) throw error;
    await send();
  }
}

/**
 * Saves the language the shopper picked as the account's (`POST /api/site-users/account/locale`),
 * except for a custom-code language of the translation provider, which an account cannot hold.
 * Resolves whether it was sent.
 */
export async function saveAccountLanguage(client: PlatformClient, language: SiteLanguage): Promise<boolean> {
  if (language.custom === true) return false;
  await client.post<unknown>(LOCALE_PATH, { language: language.code });
  return true;
}
