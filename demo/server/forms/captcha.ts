import { CAPTCHA_ACTIONS, type CaptchaAction } from '../../../src/captcha';
import { type DemoDatabase, newSecret } from '../database';

/** A token is good for one verification within two minutes of the challenge, as the provider's are. */
export const CAPTCHA_TOKEN_LIFETIME_MS = 2 * 60 * 1000;

export function isCaptchaAction(value: unknown): value is CaptchaAction {
  return (Object.values(CAPTCHA_ACTIONS) as unknown[]).includes(value);
}

/** The stand-in provider's side: a completed challenge for `siteKey` and `action` gets a token. */
export function issueCaptchaToken(db: DemoDatabase, siteKey: string, action: CaptchaAction, now: number): string {
  const token = newSecret();
  db.prepare('INSERT INTO captcha_tokens (token, site_key, action, created) VALUES (?, ?, ?, ?)').run(token, siteKey, action, now);
  return token;
}

/**
 * The platform's side: whether `token` is a fresh, unused token for `siteKey`. A token passes
 * once; verifying spends it. The caller owns the transaction.
 */
export function spendCaptchaToken(db: DemoDatabase, token: string, siteKey: string, now: number): boolean {
  const spent = db
    .prepare('UPDATE captcha_tokens SET used = ? WHERE token = ? AND site_key = ? AND used IS NULL AND created >= ?')
    .run(now, token, siteKey, now - CAPTCHA_TOKEN_LIFETIME_MS);
  return spent.changes === 1;
}
