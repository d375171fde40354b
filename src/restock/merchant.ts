import type { PlatformClient } from '../platform';
import { RESTOCK_PATH } from './sign-up';

/** Spec 000 §7: the merchant's calls. */
export const RESTOCK_GROUPS_PATH = `${RESTOCK_PATH}/groups`;
export const RESTOCK_SEND_PATH = `${RESTOCK_PATH}/send`;
export const RESTOCK_SEND_ALL_PATH = `${RESTOCK_PATH}/send/all`;

/** The sign-ups waiting for one product or variant. */
export interface RestockSignUpGroup {
  readonly productId: string;
  /** `''` for sign-ups to the product as a whole. */
  readonly variantId: string;
  readonly productName: string;
  /** The variant's option values ("L / Natural"); `''` for the product as a whole. */
  readonly variantName: string;
  /** Every sign-up of the group. */
  readonly signUpCount: number;
  /** Sign-ups not yet sent a restock email. */
  readonly pendingCount: number;
}

/** One shopper's sign-up. */
export interface RestockSignUp {
  readonly email: string;
  readonly isJoinMailingList: boolean;
  /** Epoch milliseconds. */
  readonly created: number;
  /** When a restock email went to it (epoch ms), or null while it waits. */
  readonly notified: number | null;
}

/** Spec 000 §3 *Restock list response*: one page, and where the next starts. */
export interface RestockPage<T> {
  readonly items: readonly T[];
  readonly hasNextPage: boolean;
  readonly nextPageCursor: string | undefined;
}

/** A send: one group. */
export interface RestockSendRequest {
  readonly productId: string;
  readonly variantId: string;
}

function pageOf<T>(answer: unknown, field: 'signUps' | 'signUpGroups'): RestockPage<T> {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const items = body[field];
  const cursor = body['nextPageCursor'];
  if (!Array.isArray(items)) throw new TypeError(`The restock answer has no ${field} list`);
  return {
    items: items as T[],
    hasNextPage: body['hasNextPage'] === true && typeof cursor === 'string' && cursor !== '',
    nextPageCursor: typeof cursor === 'string' && cursor !== '' ? cursor : undefined,
  };
}

/** One page of sign-up groups, from `cursor` (the first page without one). */
export async function getRestockGroups(client: PlatformClient, cursor?: string): Promise<RestockPage<RestockSignUpGroup>> {
  const answer = await client.get<unknown>(RESTOCK_GROUPS_PATH, cursor === undefined ? {} : { searchParams: { cursor } });
  return pageOf<RestockSignUpGroup>(answer, 'signUpGroups');
}

/**
 * Every page of a list, following `nextPageCursor` until `hasNextPage` is false; `onPage` sees each
 * page as it arrives. A cursor seen twice ends the paging rather than looping.
 */
export async function readAllPages<T>(
  load: (cursor: string | undefined) => Promise<RestockPage<T>>,
  onPage: (items: readonly T[]) => void = () => undefined,
): Promise<T[]> {
  const all: T[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (;;) {
    const page = await load(cursor);
    all.push(...page.items);
    onPage(page.items);
    if (!page.hasNextPage || page.nextPageCursor === undefined || seen.has(page.nextPageCursor)) return all;
    seen.add(page.nextPageCursor);
    cursor = page.nextPageCursor;
  }
}

/** Every sign-up of a product or variant (spec 000 §7: paged until hasNextPage is false). */
export function getAllRestockSignUps(client: PlatformClient, group: RestockSendRequest): Promise<RestockSignUp[]> {
  return readAllPages((cursor) =>
    client
      .get<unknown>(RESTOCK_PATH, {
        searchParams: { productId: group.productId, variantId: group.variantId, ...(cursor === undefined ? {} : { cursor }) },
      })
      .then((answer) => pageOf<RestockSignUp>(answer, 'signUps')),
  );
}

/** Sends the restock email to one group's waiting sign-ups; answers how many were sent. */
export async function sendRestock(client: PlatformClient, group: RestockSendRequest): Promise<number> {
  const answer = await client.post<{ sent?: unknown } | undefined>(RESTOCK_SEND_PATH, {
    productId: group.productId,
    variantId: group.variantId,
  });
  return typeof answer?.sent === 'number' ? answer.sent : 0;
}

/** Sends the restock email to every group given, in one call; answers how many were sent in all. */
export async function sendAllRestock(client: PlatformClient, groups: readonly RestockSendRequest[]): Promise<number> {
  const answer = await client.post<{ sent?: unknown } | undefined>(RESTOCK_SEND_ALL_PATH, {
    sendRequests: groups.map(({ productId, variantId }) => ({ productId, variantId })),
  });
  return typeof answer?.sent === 'number' ? answer.sent : 0;
}
