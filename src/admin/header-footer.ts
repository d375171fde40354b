import type { PlatformClient } from '../platform';
import { AdminValidationError } from './errors';
import { checkHeaderFooterHtml } from './limits';
import { ADMIN_API } from './paths';

/** Spec 001 §3 *Header/footer*: the site's own HTML above and below every page. */
export interface HeaderFooter {
  readonly header: string;
  readonly footer: string;
}

function toHeaderFooter(answer: unknown): HeaderFooter {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const { header, footer } = body;
  if (typeof header !== 'string' || typeof footer !== 'string')
    throw new TypeError('The header/footer answer has no header and footer text');
  return { header, footer };
}

/** `GET /api/site-header-footer` */
export async function getHeaderFooter(client: PlatformClient): Promise<HeaderFooter> {
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
export async function saveHeaderFooter(client: PlatformClient, value: HeaderFooter): Promise<HeaderFooter> {
  checkHeaderFooter(value);
  return toHeaderFooter(await client.put<unknown>(ADMIN_API.headerFooter, { header: value.header, footer: value.footer }));
}
