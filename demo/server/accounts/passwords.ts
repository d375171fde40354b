import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Passwords are kept as scrypt hashes (node:crypto), each with its own random salt, written
 * `scrypt$<N>$<r>$<p>$<salt>$<hash>` (base64url) so the cost can be raised later without breaking
 * the hashes already stored. N = 2^17, r = 8, p = 1 takes 128 MiB and about 0.2–0.3 s a try here
 * (OWASP's figure for scrypt): cheap for one sign-in, dear for a guesser. A hash made at another
 * cost is made again at this one on its account's next successful sign-in (`needsRehash`).
 */
export const PASSWORD_COST: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };

/** scrypt's parameters: N (CPU and memory), r (block size), p (parallelism). */
export interface PasswordCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PREFIX = 'scrypt';

/** Passwords longer than this are refused before hashing: hashing megabytes is a way to tie up the server. */
export const MAX_PASSWORD_LENGTH = 1024;

function derive(password: string, salt: Buffer, cost: PasswordCost): Promise<Buffer> {
  // scrypt needs 128·N·r bytes (128 MiB at 2^17); Node's default ceiling (32 MiB) is too low, so allow twice that.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** A new hash of `password` with a fresh salt, in the stored format. */
export async function hashPassword(password: string, cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return [PREFIX, cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface StoredHash {
  readonly cost: PasswordCost;
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

/** Whether `stored` was made at another cost than `cost` (or is not a hash of ours), so should be made again. */
export function needsRehash(stored: string, cost: PasswordCost = PASSWORD_COST): boolean {
  const hash = parseHash(stored);
  return hash === undefined || hash.cost.N !== cost.N || hash.cost.r !== cost.r || hash.cost.p !== cost.p;
}

/**
 * A hash no password is known to match, checked when an email has no account, so an unknown email
 * takes as long to refuse as a wrong password (made once per cost, at the cost accounts are hashed at).
 */
const decoys = new Map<string, Promise<string>>();
export function decoyHash(cost: PasswordCost = PASSWORD_COST): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  let decoy = decoys.get(key);
  if (decoy === undefined) {
    decoy = hashPassword(randomBytes(SALT_BYTES).toString('base64url'), cost);
    decoys.set(key, decoy);
  }
  return decoy;
}
