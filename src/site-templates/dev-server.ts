/**
 * The template author's dev server (`storefront-engine dev`): serves a site's template folder on
 * 127.0.0.1, renders each page template inside the site region against a JSON file, shows template
 * errors in the overlay, and reloads the browser when a file of the folder or the JSON changes.
 *
 * Live reload is a small served script listening to server-sent events, never an inline script:
 * pages are served under the same script policy as the storefront's (`script-src 'self'`), so a
 * template that relies on inline script fails here as it would there.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { createEngine, formatTemplateError } from '../engine';
import { SiteTemplates, type SiteTemplateError } from './site-templates';
import { templateErrorOverlay, withOverlay } from './template-error-overlay';

const HOST = '127.0.0.1';
/** Beside the demo's 4173, so both can run at once. */
export const DEV_PORT = 4174;
/** The dev server's own paths, out of the way of a site's. */
const RELOAD_SCRIPT_PATH = '/_storefront-dev/reload.js';
const EVENTS_PATH = '/_storefront-dev/events';
const CHANGE_EVENT = 'event: change\ndata: \n\n';

/**
 * Asks the server for change events and reloads the page on each; the browser reconnects by
 * itself. The page says which version of the files it was rendered from, so a change made while it
 * loaded is not missed: the server answers a stale version with a change at once.
 */
const RELOAD_SCRIPT = `const since = document.currentScript.dataset.version;
new EventSource(${JSON.stringify(EVENTS_PATH)} + '?since=' + since).addEventListener('change', () => location.reload());
`;

const HEADERS = {
  'content-security-policy': "script-src 'self'; object-src 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
} as const;

/** Files of the folder served as they are (a theme's stylesheet, images, fonts, scripts). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Templates that are not pages: the region wraps pages, blocks are applied by them. */
const NOT_A_PAGE = /\.(region|block)$/;

/** The index of the folder's pages, written in the template language it serves. */
const INDEX_TEMPLATE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{folder|html} · storefront-engine dev</title></head>
<body>
<h1>Pages of {folder|html}</h1>
<p>Each renders against {json|html}{.if region}, inside site.region{.end}.</p>
{.section pages}<ul>{.repeated section @}<li><a href="/{@|htmlattr}">{@|html}</a></li>{.end}</ul>{.or}<p>The folder has no page templates (.page, .list, .item).</p>{.end}
</body>
</html>`;

export interface DevServerOptions {
  /** The site's template folder (`site.region`, `collections/`, `pages/`, `blocks/`, `site.css`). */
  readonly siteDir: string;
  /** The JSON every page renders against, read again on every request. */
  readonly jsonFile: string;
  /** 0 picks a free port. @default DEV_PORT */
  readonly port?: number;
  /** The locale of locale-aware formatters; `undefined` renders without locale data. @default 'en' */
  readonly locale?: string | undefined;
  /** How often the folder and the JSON are checked for changes, in milliseconds. @default 200 */
  readonly pollMs?: number;
  /** Told each error of every page rendered (`file:line:col: message`, the line and a caret). */
  readonly onError?: (report: string) => void;
}

export interface DevServer {
  /** `http://127.0.0.1:<port>/` */
  readonly url: string;
  /** The page templates it serves, as paths in the folder (`collections/products.item`). */
  readonly pages: () => readonly string[];
  close(): Promise<void>;
}

/**
 * Starts the dev server; resolves once it listens.
 * @throws {Error} when the folder cannot be read or the port is taken.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const { siteDir, jsonFile, port = DEV_PORT, pollMs = 200, onError = () => undefined } = options;
  const locale = 'locale' in options ? options.locale : 'en';
  const site = new SiteTemplates(siteDir, { reload: true });
  const dir = resolve(siteDir);
  const render = { locale, enableExpr: true, enableInclude: true } as const;
  const clients = new Set<ServerResponse>();
  const pages = () => site.names.filter((name) => !NOT_A_PAGE.test(name));
  const index = createEngine().compile(INDEX_TEMPLATE).template;

  // Polling rather than file watching: editors save by renaming, which watchers on Linux lose.
  let seen = signature(dir, jsonFile);
  let version = 0;
  /** The version of the folder and the JSON, counting changes; tells the browsers of each change. */
  function currentVersion(): number {
    const now = signature(dir, jsonFile);
    if (now !== seen) {
      seen = now;
      version++;
      for (const client of clients) client.write(CHANGE_EVENT);
    }
    return version;
  }
  const poll = setInterval(currentVersion, pollMs);
  poll.unref();

  function renderPage(name: string, path: string): string {
    const rendered = currentVersion();
    site.refresh();
    const data = readJson(jsonFile);
    const json = data.error === undefined ? data.value : {};
    const errors: SiteTemplateError[] = data.error === undefined ? [] : [data.error];
    errors.push(...site.blockErrors);
    const content = site.render(name, json, render);
    errors.push(...content.errors);
    let html = content.html;
    if (site.hasRegion) {
      const region = site.renderInRegion({ ...(isObject(json) ? json : {}), pagePath: path }, content.html, render);
      errors.push(...region.errors);
      html = region.html;
    }
    for (const error of errors) onError(error.report);
    if (errors.length > 0) html = withOverlay(html, templateErrorOverlay(errors));
    return withReloadScript(html, rendered);
  }

  function answer(request: IncomingMessage, response: ServerResponse): void {
    const path = decodePath(request.url ?? '/');
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain; charset=utf-8', 'Only GET\n');
    if (path === EVENTS_PATH) return subscribe(response, new URL(request.url ?? '/', 'http://localhost').searchParams.get('since'));
    if (path === RELOAD_SCRIPT_PATH) return send(response, 200, 'text/javascript; charset=utf-8', RELOAD_SCRIPT);
    if (path === '/') {
      const rendered = currentVersion();
      site.refresh();
      const output = index.render({ folder: site.label, json: jsonFile, region: site.hasRegion, pages: pages() }).output;
      return send(response, 200, 'text/html; charset=utf-8', withReloadScript(output, rendered));
    }
    const name = path === undefined ? undefined : path.slice(1);
    if (name !== undefined && pages().includes(name))
      return send(response, 200, 'text/html; charset=utf-8', renderPage(name, path as string));
    const file = name === undefined ? undefined : staticFile(dir, name);
    if (file !== undefined) return send(response, 200, file.type, file.body);
    send(response, 404, 'text/plain; charset=utf-8', `Not found: ${request.url}\nThe pages are listed at /\n`);
  }

  function subscribe(response: ServerResponse, since: string | null): void {
    response.writeHead(200, { ...HEADERS, 'content-type': 'text/event-stream', connection: 'keep-alive' });
    // A comment first, so the browser knows the stream is open.
    response.write(': connected\n\n');
    if (since !== null && since !== String(currentVersion())) response.write(CHANGE_EVENT);
    clients.add(response);
    response.on('close', () => clients.delete(response));
  }

  const server = createServer(answer);
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const address = server.address();
  const url = `http://${HOST}:${typeof address === 'object' && address !== null ? address.port : port}/`;
  return {
    url,
    pages,
    close: () =>
      new Promise<void>((resolveClose) => {
        clearInterval(poll);
        for (const client of clients) client.end();
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { ...HEADERS, 'content-type': type, 'content-length': Buffer.byteLength(body) });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

/** The script that reloads the page, last in the body (or last of all for a fragment). */
function withReloadScript(html: string, version: number): string {
  const tag = `<script src="${RELOAD_SCRIPT_PATH}" data-version="${version}" defer></script>`;
  const end = html.lastIndexOf('</body>');
  return end < 0 ? `${html}${tag}` : `${html.slice(0, end)}${tag}\n${html.slice(end)}`;
}

/** The request's path, decoded; `undefined` when it does not decode. */
function decodePath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return undefined;
  }
}

/** A file of the folder that is not a template, never one outside it. */
function staticFile(dir: string, name: string): { type: string; body: Buffer } | undefined {
  const type = CONTENT_TYPES[extname(name).toLowerCase()];
  const file = resolve(dir, name);
  const inside = relative(dir, file);
  if (type === undefined || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) return undefined;
  try {
    return { type, body: readFileSync(file) };
  } catch {
    return undefined;
  }
}

/** What changes when any file of the folder or the JSON does: every path with its time and size. */
function signature(dir: string, jsonFile: string): string {
  const parts: string[] = [];
  const visit = (folder: string) => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else parts.push(stamp(path));
    }
  };
  visit(dir);
  parts.push(stamp(jsonFile));
  return parts.join('\n');
}

function stamp(file: string): string {
  try {
    const { mtimeMs, size } = statSync(file);
    return `${file} ${mtimeMs} ${size}`;
  } catch {
    return `${file} missing`;
  }
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON file's value, or the error that kept it from reading, shown in the overlay like a template's. */
function readJson(file: string): { value: unknown; error?: undefined } | { value?: undefined; error: SiteTemplateError } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { error: jsonError(file, '', 0, `cannot read the JSON: ${(error as Error).message}`) };
  }
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    // V8 names the position for most mistakes ("… in JSON at position 12"); else the first character.
    const position = Number(/at position (\d+)/.exec((error as Error).message)?.[1] ?? 0);
    return { error: jsonError(file, text, position, `invalid JSON: ${(error as Error).message}`) };
  }
}

function jsonError(file: string, text: string, position: number, message: string): SiteTemplateError {
  const before = text.slice(0, position).split('\n');
  const line = before.length;
  const column = (before[before.length - 1] ?? '').length + 1;
  const report = formatTemplateError({ type: 'parser', code: 'PLUGIN_ERROR', message, line, column }, text, file);
  return { file, line, column, message: `parser error: ${message}`, report };
}
