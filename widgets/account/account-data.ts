import type { SiteLanguage } from '../../src/accounts';
import { WidgetAttributeError, jsonAttribute } from '../ui';

/** The signed-in account as the page names it. */
export interface AccountSummary {
  readonly displayName: string;
  readonly email: string;
  /** The account's language (a language tag), or null before it chose one. */
  readonly language: string | null;
}

/** What the server writes into `data-account` (JSON). */
export interface AccountWidgetData {
  /** The sign-in page (returning to this one): where the link leads without the widget. */
  readonly signInUrl: string;
  /** The account page, with everything the dialog has and the owner's pages. */
  readonly accountUrl: string;
  /** The language the page is shown in. */
  readonly locale: string;
  /** The site's languages, its own first; a picker shows only where there are several. */
  readonly languages: readonly SiteLanguage[];
  /** Present when someone is signed in. */
  readonly account?: AccountSummary;
}

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

function readLanguage(value: unknown): SiteLanguage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { code, name, custom } = value as Record<string, unknown>;
  if (!isString(code) || !isString(name)) return undefined;
  return custom === true ? { code, name, custom } : { code, name };
}

function readAccount(value: unknown): AccountSummary | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { displayName, email, language } = value as Record<string, unknown>;
  if (!isString(displayName) || !isString(email))
    throw new WidgetAttributeError('data-account', 'has an account without displayName and email');
  return { displayName, email, language: isString(language) ? language : null };
}

/**
 * Reads `data-account`. A language entry that is not `{ code, name }` is left out.
 * @throws {WidgetAttributeError} when the attribute is missing, not JSON, or lacks the two addresses.
 */
export function readAccountData(element: Element): AccountWidgetData {
  const data = jsonAttribute(element, 'data-account');
  if (typeof data !== 'object' || data === null) throw new WidgetAttributeError('data-account', 'must be a JSON object');
  const { signInUrl, accountUrl, locale, languages, account } = data as Record<string, unknown>;
  if (!isString(signInUrl) || !isString(accountUrl)) throw new WidgetAttributeError('data-account', 'must name signInUrl and accountUrl');
  const summary = readAccount(account);
  return {
    signInUrl,
    accountUrl,
    locale: isString(locale) ? locale : element.ownerDocument.documentElement.lang || 'en-US',
    languages: Array.isArray(languages) ? languages.map(readLanguage).filter((language) => language !== undefined) : [],
    ...(summary === undefined ? {} : { account: summary }),
  };
}
