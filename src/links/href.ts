import type { EmailLink, Link } from './link';
import { normalizeWebAddress, phoneDigits, splitAddresses } from './validate';

/**
 * An address list for a `mailto:` URL (RFC 6068): each address percent-encoded but its `@`, the
 * addresses joined by commas.
 */
function encodeAddresses(value: string): string {
  return splitAddresses(value)
    .map((address) => encodeURIComponent(address).replace(/%40/g, '@'))
    .join(',');
}

/** RFC 6068 wants line breaks in a body as CRLF, percent-encoded. */
const encodeField = (value: string): string => encodeURIComponent(value.replace(/\r?\n/g, '\r\n'));

function mailtoHref(link: EmailLink): string {
  const fields: [string, string | undefined][] = [
    ['subject', link.subject],
    ['body', link.body],
    ['cc', link.cc === undefined ? undefined : encodeAddresses(link.cc)],
    ['bcc', link.bcc === undefined ? undefined : encodeAddresses(link.bcc)],
  ];
  const query = fields
    .filter((field): field is [string, string] => field[1] !== undefined && field[1] !== '')
    .map(([name, value]) => `${name}=${name === 'cc' || name === 'bcc' ? value : encodeField(value)}`)
    .join('&');
  return `mailto:${encodeAddresses(link.to)}${query === '' ? '' : `?${query}`}`;
}

/**
 * The `href` a link writes: the page's path, the web address (`https://` added to a bare host),
 * `mailto:` with subject, body, CC and BCC encoded, `tel:` with the number's digits, or the file's
 * address. Call `validateLink` first: an invalid link's href is its text as typed.
 */
export function linkHref(link: Link): string {
  const to = link.to.trim();
  switch (link.type) {
    case 'page':
    case 'file':
      return to;
    case 'url':
      return normalizeWebAddress(to) ?? to;
    case 'email':
      return mailtoHref(link);
    case 'phone':
      return `tel:${phoneDigits(to) ?? to}`;
  }
}

/** The attributes of an `<a>` for a link. */
export interface LinkAttributes {
  readonly href: string;
  /** `_blank` when the link opens in a new window. */
  readonly target?: '_blank';
  /** With a new window: the opened page gets no handle on this one, nor its address. */
  readonly rel?: 'noopener noreferrer';
}

/** What a link that opens in a new window carries beside its `href`, wherever it is written. */
export const NEW_WINDOW_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const satisfies Omit<LinkAttributes, 'href'>;

export function linkAttributes(link: Link): LinkAttributes {
  const href = linkHref(link);
  return link.newWindow === true ? { href, ...NEW_WINDOW_ATTRIBUTES } : { href };
}

/** Decodes one `mailto:` field; a malformed escape is kept as written rather than lost. */
function decodeField(value: string): string {
  try {
    return decodeURIComponent(value).replace(/\r\n/g, '\n');
  } catch {
    return value;
  }
}

/**
 * The link an `href` stands for, so an existing link opens in the editor as the owner made it:
 * `mailto:` and `tel:` back to their fields, a path of the site as a page (or a file, under
 * `filesPrefix`), anything else as a web address.
 */
export function parseHref(
  href: string,
  { newWindow = false, filesPrefix = '/files/' }: { newWindow?: boolean; filesPrefix?: string } = {},
): Link {
  const text = href.trim();
  if (/^mailto:/i.test(text)) {
    const [addresses = '', query = ''] = text.slice('mailto:'.length).split('?', 2);
    const link: { -readonly [K in keyof EmailLink]: EmailLink[K] } = { type: 'email', to: decodeField(addresses), newWindow };
    for (const pair of query.split('&')) {
      const [name = '', value = ''] = pair.split('=', 2);
      const key = name.toLowerCase();
      if (key === 'subject' || key === 'body' || key === 'cc' || key === 'bcc') link[key] = decodeField(value);
    }
    return link;
  }
  if (/^tel:/i.test(text)) return { type: 'phone', to: decodeField(text.slice('tel:'.length)), newWindow };
  if (text.startsWith(filesPrefix)) {
    const fileId = text.slice(filesPrefix.length).split('/')[0] ?? '';
    return { type: 'file', fileId: decodeField(fileId), to: text, newWindow };
  }
  if (text.startsWith('/') && !text.startsWith('//')) return { type: 'page', to: text, newWindow };
  return { type: 'url', to: text, newWindow };
}
