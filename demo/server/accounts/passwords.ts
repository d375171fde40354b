import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are kept as scrypt hashes (node:crypto), each with its own random salt, written
 * `scrypt$<N>$<r>$<p>$<salt>$<hash>` (base64url) so the cost can be raised later without breaking
 * the hashes already stored. N = 2^15, r = 8, p = 1 takes 32 MiB and about 0.1 s a try here: cheap
 * for one sign-in, dear for a guesser.
 */
export const PASSWORD_COST = { N: 2 ** 15, r: 8, p: 1 } as const;

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'scrypt';

/** Passwords longer than this are refused before hashing: hashing megabytes is a way to tie up the server. */
export const MAX_PASSWORD_LENGTH = 1024;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that, with no room left.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A new hash of `password` with a fresh salt, in the stored format. */
export async function hashPassword(password: string, cost: { N: number; r: number; p: number } = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface StoredHash {
  readonly cost: { N: number; r: number; p: number };
  readonly salt: Buffer;
  readonly key: Buffer;
}

function parseHash(stored: string): StoredHash | undefined {
  const [prefix, n, r, p, salt, key, ...rest] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (prefix !== PREFIX || rest.length > 0 || !salt || !key) return undefined;
  if (![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/**
 * Whether `password` is the one `stored` was made from, compared in constant time. A stored value
 * that is not a hash of ours never matches, and still costs a derivation, so it answers no faster.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const hash = parseHash(stored);
  const derived = await derive(password, hash?.salt ?? Buffer.alloc(SALT_BYTES), hash?.cost ?? PASSWORD_COST);
  return hash !== undefined && derived.length === hash.key.length && timingSafeEqual(derived, hash.key);
}

/**
 * A hash no password is known to match, checked when an email has no account, so an unknown email
 * takes as long to refuse as a wrong password (made once, at the cost every account has).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(SALT_BYTES).toString('base64url'));
  return decoy;
}
