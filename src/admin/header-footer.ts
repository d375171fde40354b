import type { PlatformClient } from '../platform';
import { AdminValidationError } from './errors';
import { checkHeaderFooterHtml } from './limits';
import { ADMIN_API } from './paths';

/** Spec 001 §3 *Header/footer*: the site's own HTML above and below every page. */
export interface HeaderFooter {
  readonly header: string;
  readonly footer: string;
}

export type HeaderFooterPart = 'header' | 'footer';

/** What the platform stores: the parts, and those a role without code rights wrote (shown sanitized). */
export interface StoredHeaderFooter extends HeaderFooter {
  readonly heldSanitized: readonly HeaderFooterPart[];
}

function toHeaderFooter(answer: unknown): StoredHeaderFooter {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const { header, footer, heldSanitized } = body;
  if (typeof header !== 'string' || typeof footer !== 'string')
    throw new TypeError('The header/footer answer has no header and footer text');
  const held = Array.isArray(heldSanitized) ? heldSanitized : [];
  return { header, footer, heldSanitized: (['header', 'footer'] as const).filter((part) => held.includes(part)) };
}

/** `GET /api/site-header-footer` */
export async function getHeaderFooter(client: PlatformClient): Promise<StoredHeaderFooter> {
  return toHeaderFooter(await client.get<unknown>(ADMIN_API.headerFooter));
}

/** Refuses what the server would: either part over its length. */
export function checkHeaderFooter({ header, footer }: HeaderFooter): void {
  for (const [part, html] of [
    ['header', header],
    ['footer', footer],
  ] as const) {
    const message = checkHeaderFooterHtml(part, html);
    if (message !== undefined) throw new AdminValidationError(part, message);
  }
}

/** `PUT /api/site-header-footer` `{header, footer}`; answers what was stored. */
export async function saveHeaderFooter(client: PlatformClient, value: HeaderFooter): Promise<StoredHeaderFooter> {
  checkHeaderFooter(value);
  return toHeaderFooter(await client.put<unknown>(ADMIN_API.headerFooter, { header: value.header, footer: value.footer }));
}

/**
 * `POST /api/site-header-footer/publish` `{part, html}` (ours, `site:code`): shows a part an
 * untrusted role wrote as written; `html` is the part as the owner read it (a 409 if it changed).
 */
export async function publishHeaderFooterPart(client: PlatformClient, part: HeaderFooterPart, html: string): Promise<StoredHeaderFooter> {
  return toHeaderFooter(await client.post<unknown>(ADMIN_API.headerFooterPublish, { part, html }));
}
