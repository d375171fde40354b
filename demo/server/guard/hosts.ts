import { ApiError } from '../errors';

/** Decides whether this server answers for a request's Host header (lower-cased, port included). */
export type AllowedHosts = (host: string) => boolean;

/** 421: the request names a host this server is not (DNS rebinding, a misdirected proxy); nothing is answered. */
export class MisdirectedRequestError extends ApiError {
  override name = 'MisdirectedRequestError';
  constructor(host: string) {
    super(421, `This server does not answer for "${host}"`);
  }
}

const LOOPBACK_NAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The name of a Host header without its port: `[::1]:4173` → `[::1]`, `localhost:80` → `localhost`. */
function nameOf(host: string): string {
  return host.replace(/:\d+$/, '');
}

/**
 * The loopback names at any port: what a server that does not listen (tests through `app.inject`,
 * which says `localhost:80`) answers for. A rebinding page's requests name the attacker's host, so
 * they are refused all the same.
 */
export const loopbackHosts: AllowedHosts = (host) => LOOPBACK_NAMES.has(nameOf(host.toLowerCase()));

/**
 * What a listening server answers for: the loopback names on the port it listens on (`port` is
 * asked per request, as a server told port 0 learns it only once listening), and the host of the
 * public origin it is told (`PUBLIC_ORIGIN`), exactly.
 * @throws TypeError when `publicOrigin` is not an http(s) origin
 */
export function allowedHostsFor({ port, publicOrigin }: { port: () => number; publicOrigin?: string | undefined }): AllowedHosts {
  let publicHost: string | undefined;
  if (publicOrigin !== undefined) {
    const url = new URL(publicOrigin);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== publicOrigin.replace(/\/$/, '')) {
      throw new TypeError(`PUBLIC_ORIGIN must be an origin such as https://shop.example, got "${publicOrigin}"`);
    }
    publicHost = url.host;
  }
  return (host) => {
    const lower = host.toLowerCase();
    if (lower === publicHost) return true;
    const name = nameOf(lower);
    return LOOPBACK_NAMES.has(name) && lower === `${name}:${port()}`;
  };
}
