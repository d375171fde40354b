import { randomBytes } from 'node:crypto';

/** A 24-hex-digit id, the shape the platform uses for carts, entries and items. */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** An unguessable URL-safe secret for cookies (crumb, cart token). */
export function newSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether a cookie value looks like something `newSecret` made; anything else is ignored. */
export function isSecretShaped(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{32}$/.test(value);
}
