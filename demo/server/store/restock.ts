import { findProduct, variantDescriptor, type Product } from './catalogue';
import type { DemoDatabase } from '../database';
import { BadRequestError, NotFoundError } from '../errors';

/** How many groups and sign-ups one page holds: few, so the demo's lists page early. */
export const RESTOCK_PAGE_SIZE = { groups: 3, signUps: 5 } as const;

export interface RestockSignUpInput {
  email: string;
  productId: string;
  /** '' for the product as a whole. */
  variantId: string;
  isJoinMailingList: boolean;
  language: string | null;
  visitor: string;
}

/** A group as the merchant's list shows it. */
export interface RestockGroupJson {
  productId: string;
  variantId: string;
  productName: string;
  variantName: string;
  signUpCount: number;
  pendingCount: number;
}

export interface RestockSignUpJson {
  email: string;
  isJoinMailingList: boolean;
  created: number;
  notified: number | null;
}

/** The product and, unless `variantId` is '', its variant; 404 when either is unknown. */
function groupOf(db: DemoDatabase, productId: string, variantId: string): Product {
  const product = findProduct(db, productId);
  if (product === undefined) throw new NotFoundError(`Unknown item "${productId}"`);
  if (variantId !== '' && !product.variants.some((variant) => variant.id === variantId)) {
    throw new NotFoundError(`Unknown variant "${variantId}" for item "${productId}"`);
  }
  return product;
}

/**
 * Stores a sign-up: one per email, product and variant. Signing up again is not an error: the
 * one row keeps its first date and takes the latest mailing-list choice and language; a sign-up
 * already sent a restock email waits for the next one again.
 */
export function storeRestockSignUp(db: DemoDatabase, input: RestockSignUpInput, now: number): void {
  groupOf(db, input.productId, input.variantId);
  db.prepare(
    `INSERT INTO restock_sign_ups (email, product_id, variant_id, is_join_mailing_list, language, visitor, created)
     VALUES (@email, @productId, @variantId, @join, @language, @visitor, @now)
     ON CONFLICT (email, product_id, variant_id) DO UPDATE SET
       is_join_mailing_list = excluded.is_join_mailing_list, language = excluded.language, notified = NULL`,
  ).run({ ...input, email: input.email.trim().toLowerCase(), join: input.isJoinMailingList ? 1 : 0, now });
}

/** An opaque cursor for the row after `offset`. */
const cursorAt = (offset: number): string => Buffer.from(`offset:${offset}`).toString('base64url');

/** The offset a cursor this server gave stands for; 0 without one; 400 for anything else. */
export function offsetOf(cursor: unknown): number {
  if (cursor === undefined || cursor === '') return 0;
  const text = typeof cursor === 'string' ? Buffer.from(cursor, 'base64url').toString() : '';
  const match = /^offset:(\d{1,9})$/.exec(text);
  if (match === null) throw new BadRequestError('cursor must be a nextPageCursor this server answered');
  return Number(match[1]);
}

function page<T>(rows: T[], offset: number, size: number): { items: T[]; hasNextPage: boolean; nextPageCursor: string | null } {
  const hasNextPage = rows.length > size;
  return { items: rows.slice(0, size), hasNextPage, nextPageCursor: hasNextPage ? cursorAt(offset + size) : null };
}

/** One page of sign-up groups, the most recently joined first. */
export function listRestockGroups(db: DemoDatabase, offset: number) {
  const rows = db
    .prepare(
      `SELECT product_id, variant_id, count(*) AS total, sum(notified IS NULL) AS pending, max(id) AS latest
       FROM restock_sign_ups GROUP BY product_id, variant_id ORDER BY latest DESC LIMIT ? OFFSET ?`,
    )
    .all(RESTOCK_PAGE_SIZE.groups + 1, offset) as { product_id: string; variant_id: string; total: number; pending: number }[];
  const { items, ...rest } = page(rows, offset, RESTOCK_PAGE_SIZE.groups);
  const signUpGroups = items.map((row): RestockGroupJson => {
    const product = findProduct(db, row.product_id);
    const variant = product?.variants.find((candidate) => candidate.id === row.variant_id);
    return {
      productId: row.product_id,
      variantId: row.variant_id,
      productName: product?.name ?? row.product_id,
      variantName: product === undefined || variant === undefined ? '' : variantDescriptor(product, variant.attributes),
      signUpCount: row.total,
      pendingCount: row.pending,
    };
  });
  return { signUpGroups, ...rest };
}

/** One page of the sign-ups of a product or variant, oldest first. */
export function listRestockSignUps(db: DemoDatabase, productId: string, variantId: string, offset: number) {
  groupOf(db, productId, variantId);
  const rows = db
    .prepare(
      `SELECT email, is_join_mailing_list AS join_list, created, notified FROM restock_sign_ups
       WHERE product_id = ? AND variant_id = ? ORDER BY id LIMIT ? OFFSET ?`,
    )
    .all(productId, variantId, RESTOCK_PAGE_SIZE.signUps + 1, offset) as {
    email: string;
    join_list: number;
    created: number;
    notified: number | null;
  }[];
  const { items, ...rest } = page(rows, offset, RESTOCK_PAGE_SIZE.signUps);
  const signUps = items.map((row): RestockSignUpJson => ({
    email: row.email,
    isJoinMailingList: row.join_list === 1,
    created: row.created,
    notified: row.notified,
  }));
  return { signUps, ...rest };
}

/**
 * Sends the restock email to a group's waiting sign-ups (the demo sends no mail: it marks them
 * notified) and records the send. Answers how many were sent; a group with none waiting sends 0.
 * The caller owns the transaction.
 */
export function sendRestockGroup(db: DemoDatabase, productId: string, variantId: string, now: number): number {
  groupOf(db, productId, variantId);
  const { changes } = db
    .prepare('UPDATE restock_sign_ups SET notified = ? WHERE product_id = ? AND variant_id = ? AND notified IS NULL')
    .run(now, productId, variantId);
  db.prepare('INSERT INTO restock_sends (product_id, variant_id, sign_ups, sent) VALUES (?, ?, ?, ?)').run(
    productId,
    variantId,
    changes,
    now,
  );
  return changes;
}
