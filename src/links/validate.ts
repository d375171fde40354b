import { type EmailLink, type Link, isLinkType } from './link';
import { EXAMPLE_HOST, LINK_MESSAGES } from './messages';

/** Field → message, for each field the owner must mend; empty when the link is good. */
export type LinkErrors = Partial<Record<'type' | 'to' | 'cc' | 'bcc', string>>;

/**
 * An email address as forms take it: one `@`, a local part and a dotted domain, no spaces. The
 * standard allows far more; a link the owner types is held to what mail programs all accept.
 */
const EMAIL = /^[^\s@",;<>()[\]\\]+@[^\s@",;<>()[\]\\]+\.[^\s@",;<>()[\]\\.]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Addresses separated by commas (or semicolons, as mail programs write them), blanks dropped. */
export function splitAddresses(value: string): string[] {
  return value
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter((address) => address !== '');
}

/** A host name of at least two labels: `example.com`, `www.shop.example`. */
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;

/**
 * The web address to link to: `https://` added to a bare host (`example.com/shop`), `http(s)` kept.
 * Nothing when it is no web address with a dotted host.
 */
export function normalizeWebAddress(value: string): string | undefined {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !HOST.test(url.hostname)) return undefined;
  return withScheme;
}

/**
 * A path of this site: starts with one `/`, no spaces, no scheme or host (`//evil.example` is
 * another site), no `..` segments.
 */
export function isPagePath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || /[\s\\]/.test(value)) return false;
  return !value
    .split(/[?#]/)[0]!
    .split('/')
    .some((segment) => segment === '..' || segment === '.');
}

/** Digits with an optional leading `+`, and the separators people type: spaces, dots, dashes, brackets. */
const PHONE = /^\+?[\d\s.()-]+$/;

/** The digits of a phone number (with its leading `+`), or nothing when it is none: 3 to 15 digits (E.164). */
export function phoneDigits(value: string): string | undefined {
  const text = value.trim();
  if (!PHONE.test(text)) return undefined;
  const digits = text.replace(/[^\d]/g, '');
  if (digits.length < 3 || digits.length > 15) return undefined;
  return text.startsWith('+') ? `+${digits}` : digits;
}

function checkCopies(field: 'cc' | 'bcc', value: string | undefined, errors: LinkErrors): void {
  const bad = splitAddresses(value ?? '').find((address) => !isEmailAddress(address));
  if (bad !== undefined) errors[field] = LINK_MESSAGES.copy(bad);
}

function checkEmail(link: EmailLink, errors: LinkErrors): void {
  const addresses = splitAddresses(link.to);
  if (addresses.length === 0 || !addresses.every(isEmailAddress)) errors.to = LINK_MESSAGES.email;
  checkCopies('cc', link.cc, errors);
  checkCopies('bcc', link.bcc, errors);
}

export interface LinkValidationOptions {
  /**
   * The site's pages: when given, a page link must name one of them (query and fragment aside).
   * @default any path of the site
   */
  readonly pages?: readonly string[];
}

/**
 * What the owner must mend before the link can be saved, with the spec's messages. A link whose
 * type is not one of the five answers the options message on `type`.
 */
export function validateLink(link: Link, { pages }: LinkValidationOptions = {}): LinkErrors {
  const errors: LinkErrors = {};
  const type: unknown = (link as { type?: unknown }).type;
  if (!isLinkType(type)) {
    errors.type = LINK_MESSAGES.option(String(type));
    return errors;
  }
  const to = typeof link.to === 'string' ? link.to.trim() : '';
  switch (link.type) {
    case 'page': {
      const path = to.split(/[?#]/)[0] ?? '';
      if (!isPagePath(to) || (pages !== undefined && !pages.includes(path))) errors.to = LINK_MESSAGES.page(to);
      break;
    }
    case 'url':
      if (normalizeWebAddress(to) === undefined) errors.to = LINK_MESSAGES.url(EXAMPLE_HOST);
      break;
    case 'email':
      checkEmail(link, errors);
      break;
    case 'phone':
      if (phoneDigits(to) === undefined) errors.to = LINK_MESSAGES.phone;
      break;
    case 'file':
      if (typeof link.fileId !== 'string' || link.fileId === '' || !isPagePath(to)) errors.to = LINK_MESSAGES.file;
      break;
  }
  return errors;
}

/** Whether a stored value names one of the five link types; otherwise the spec's options message. */
export function checkLinkType(value: unknown): string | undefined {
  return isLinkType(value) ? undefined : LINK_MESSAGES.option(String(value));
}
