import type { FastifyInstance } from 'fastify';
import { isValidEmail } from '../../../src/forms';
import { spendCaptchaToken } from '../forms';
import { visitorOf } from '../cookies';
import type { DemoDatabase } from '../database';
import { BadRequestError } from '../errors';
import { listRestockGroups, listRestockSignUps, offsetOf, sendRestockGroup, storeRestockSignUp } from './restock';
import { DEMO_SITE } from '../site';
import { requireId, requireJsonObject } from '../validation';

const PATH = '/api/site-users/account/notifications/restock';
/** At most this many groups in one send-all. */
const MAX_SEND_REQUESTS = 100;

/** A variant id: '' (the product as a whole) or an id. */
function variantIdOf(value: unknown): string {
  if (value === '') return '';
  return requireId(value, 'variantId');
}

function groupOf(value: unknown): { productId: string; variantId: string } {
  if (typeof value !== 'object' || value === null)
    throw new BadRequestError('Each send request must be an object with productId and variantId');
  const fields = value as Record<string, unknown>;
  return { productId: requireId(fields['productId'], 'productId'), variantId: variantIdOf(fields['variantId']) };
}

export function registerRestockRoutes(app: FastifyInstance, db: DemoDatabase, clock: () => number): void {
  // The shopper's sign-up (spec 000 §7); the site has a captcha, so a fresh token must come with it.
  app.post(PATH, async (request) => {
    const body = requireJsonObject(request);
    const email = body['siteVisitorEmail'];
    if (typeof email !== 'string' || !isValidEmail(email.trim())) throw new BadRequestError('siteVisitorEmail must be an email address');
    if (typeof body['isJoinMailingList'] !== 'boolean') throw new BadRequestError('isJoinMailingList must be true or false');
    const language = body['language'];
    if (language !== undefined && (typeof language !== 'string' || language.length > 35))
      throw new BadRequestError('language must be a language tag');
    const token = body['recaptchaEnterpriseV3Token'];
    if (typeof token !== 'string') throw new BadRequestError('recaptchaEnterpriseV3Token must be a string');
    const input = {
      email,
      productId: requireId(body['productId'], 'productId'),
      variantId: variantIdOf(body['variantId']),
      isJoinMailingList: body['isJoinMailingList'],
      language: language ?? null,
      visitor: visitorOf(request),
    };
    const now = clock();
    db.transaction(() => {
      if (!spendCaptchaToken(db, token, DEMO_SITE.captchaSiteKey, now))
        throw new BadRequestError('The CAPTCHA could not be verified. Please try again.');
      storeRestockSignUp(db, input, now);
    }).immediate();
    return {};
  });

  // The merchant's calls: an account holding `restock:manage` only (the guard checks it).
  const owner = { config: { permission: 'restock:manage' } } as const;
  app.get<{ Querystring: Record<string, unknown> }>(`${PATH}/groups`, owner, async (request) =>
    listRestockGroups(db, offsetOf(request.query['cursor'])),
  );

  app.get<{ Querystring: Record<string, unknown> }>(PATH, owner, async (request) => {
    const { query } = request;
    return listRestockSignUps(
      db,
      requireId(query['productId'], 'productId'),
      variantIdOf(query['variantId'] ?? ''),
      offsetOf(query['cursor']),
    );
  });

  app.post(`${PATH}/send`, owner, async (request) => {
    const now = clock();
    const { productId, variantId } = groupOf(requireJsonObject(request));
    return { sent: db.transaction(() => sendRestockGroup(db, productId, variantId, now)).immediate() };
  });

  app.post(`${PATH}/send/all`, owner, async (request) => {
    const now = clock();
    const requests = requireJsonObject(request)['sendRequests'];
    if (!Array.isArray(requests) || requests.length === 0 || requests.length > MAX_SEND_REQUESTS) {
      throw new BadRequestError(`sendRequests must list 1 to ${MAX_SEND_REQUESTS} groups`);
    }
    const groups = requests.map(groupOf);
    // All or nothing: one unknown group sends to none.
    const results = db
      .transaction(() => groups.map((group) => ({ ...group, sent: sendRestockGroup(db, group.productId, group.variantId, now) })))
      .immediate();
    return { sent: results.reduce((sum, result) => sum + result.sent, 0), results };
  });
}
