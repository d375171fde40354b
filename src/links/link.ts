/**
 * A link as the link editor holds it (spec 001 §2: link types page, web address, email, phone and
 * file; fields link name, To, subject, body, CC, BCC, open in a new window).
 */
export const LINK_TYPES = ['page', 'url', 'email', 'phone', 'file'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

interface LinkBase {
  /** The link's text (the navigation title, or the words linked in content); may be empty. */
  readonly name?: string;
  /** Open in a new window. @default false */
  readonly newWindow?: boolean;
}

/** A page of this site: `/shop`, `/blog/first-post`. */
export interface PageLink extends LinkBase {
  readonly type: 'page';
  readonly to: string;
}

/** A web address: `example.com`, `https://example.com/path`. */
export interface UrlLink extends LinkBase {
  readonly type: 'url';
  readonly to: string;
}

/** An email: addresses in `to`, `cc` and `bcc` separated by commas. */
export interface EmailLink extends LinkBase {
  readonly type: 'email';
  readonly to: string;
  readonly subject?: string;
  readonly body?: string;
  readonly cc?: string;
  readonly bcc?: string;
}

export interface PhoneLink extends LinkBase {
  readonly type: 'phone';
  readonly to: string;
}

/** A file of the site's file manager, by id, with the address it is served at. */
export interface FileLink extends LinkBase {
  readonly type: 'file';
  readonly fileId: string;
  /** Where the platform serves it (`/files/<id>/<name>`). */
  readonly to: string;
}

export type Link = PageLink | UrlLink | EmailLink | PhoneLink | FileLink;

export function isLinkType(value: unknown): value is LinkType {
  return typeof value === 'string' && (LINK_TYPES as readonly string[]).includes(value);
}
