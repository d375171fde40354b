import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { CAPTCHA_TOKEN_LIFETIME_MS, isCaptchaAction, issueCaptchaToken } from './captcha';
import type { DemoDatabase } from '../database';
import { BadRequestError } from '../errors';
import { writeTokenExempt } from '../guard';
import { DEMO_SITE } from '../site';
import { requireJsonObject } from '../validation';

/**
 * Where the captcha stand-in lives: its script (the provider's browser API) and the endpoint that
 * issues a token for a completed challenge. Not under /api/: it plays the third-party provider.
 */
export const CAPTCHA_STAND_IN_PREFIX = '/captcha-stand-in/';
export const CAPTCHA_STAND_IN_SCRIPT = `${CAPTCHA_STAND_IN_PREFIX}enterprise.js`;

const SCRIPT = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../captcha-stand-in/enterprise.js'), 'utf8');

export function registerCaptchaStandInRoutes(app: FastifyInstance, db: DemoDatabase, clock: () => number): void {
  app.get(CAPTCHA_STAND_IN_SCRIPT, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SCRIPT),
  );

  const noToken = writeTokenExempt('none', 'plays the third-party captcha provider, which knows nothing of this site’s tokens');
  app.post(`${CAPTCHA_STAND_IN_PREFIX}token`, noToken, async (request) => {
    const body = requireJsonObject(request);
    if (body['sitekey'] !== DEMO_SITE.captchaSiteKey) throw new BadRequestError('Unknown site key');
    const action = body['action'];
    if (!isCaptchaAction(action)) throw new BadRequestError('action must be one of the captcha actions');
    return { token: issueCaptchaToken(db, DEMO_SITE.captchaSiteKey, action, clock()), expiresInMs: CAPTCHA_TOKEN_LIFETIME_MS };
  });
}
