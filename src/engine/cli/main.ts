/**
 * `storefront-engine`, the command line for template authors.
 *
 *   storefront-engine render <template> --json <file> [--partials <file>] [--injects <file>]
 *                            [--locale <tag>|--no-locale] [--now <ms>] [--preprocess [--preprocess-json <file>]]
 *   storefront-engine preprocess <template> --json <file> [--partials <file>] [--injects <file>]
 *                            [--locale <tag>|--no-locale] [--now <ms>]
 *   storefront-engine check [--preprocess] <files…>
 *   storefront-engine dev <site-folder> --json <file> [--port <n>] [--locale <tag>|--no-locale]
 *
 * `render` prints the output on stdout and each error on stderr as `file:line:col: message`;
 * `{.eval}` and `{.include}` are enabled. With `--preprocess` it first runs the template's `{^…}`
 * pass (over `--preprocess-json`, else the same JSON) and renders what that pass printed.
 * `preprocess` prints the first pass alone. `check` compiles each file and prints its errors the
 * same way. All exit with 1 when an error was reported, 2 on bad usage or an unreadable file.
 * `dev` serves a site's template folder with live reload until stopped (Ctrl-C), then exits with 0.
 * Templates have the platform's site formatters (`image-tag`, `script-json`) beside the engine's.
 */
import { readFileSync } from 'node:fs';
import { createEngine, formatTemplateError } from '../index';
import type { RenderOptions, TemplateError } from '../index';
import { DEV_PORT, SITE_FORMATTERS, startDevServer } from '../../site-templates';

export interface CliIo {
  readFile(path: string): string;
  stdout(text: string): void;
  stderr(text: string): void;
}

const NODE_IO: CliIo = {
  readFile: (path) => readFileSync(path, 'utf8'),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
};

const USAGE = `usage:
  storefront-engine render <template> --json <file> [--partials <file>] [--injects <file>]
                           [--locale <tag> | --no-locale] [--now <ms>] [--preprocess [--preprocess-json <file>]]
  storefront-engine preprocess <template> --json <file> [--partials <file>] [--injects <file>]
                           [--locale <tag> | --no-locale] [--now <ms>]
  storefront-engine check [--preprocess] <files…>
  storefront-engine dev <site-folder> --json <file> [--port <n>] [--locale <tag> | --no-locale]
`;

class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Runs a command; its exit code, once it is done (`dev` is done when stopped). */
export function runCli(argv: readonly string[], io: CliIo = NODE_IO): number | Promise<number> {
  try {
    const [command, ...rest] = argv;
    if (command === 'render') return render(rest, io);
    if (command === 'preprocess') return preprocess(rest, io);
    if (command === 'check') return check(rest, io);
    if (command === 'dev') return dev(rest, io);
    if (command === '--help' || command === '-h') {
      io.stdout(USAGE);
      return 0;
    }
    throw new UsageError(command === undefined ? 'missing command' : `unknown command '${command}'`);
  } catch (error) {
    return failure(error, io);
  }
}

/** The exit code and message for what stopped a command: 2 for bad usage, a file or a port. */
function failure(error: unknown, io: CliIo): number {
  if (error instanceof UsageError) {
    io.stderr(`storefront-engine: ${error.message}\n${USAGE}`);
    return 2;
  }
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    io.stderr(`storefront-engine: ${error.message}\n`);
    return 2;
  }
  if (error instanceof SyntaxError) {
    io.stderr(`storefront-engine: invalid JSON: ${error.message}\n`);
    return 2;
  }
  throw error;
}

const siteEngine = () => createEngine({ formatters: SITE_FORMATTERS });

/**
 * Serves the folder until the process is told to stop. The JSON must be readable at the start (a
 * mistyped name is bad usage); afterwards it is read on every page, and a mistake in it is shown in
 * the overlay like a template's.
 */
function dev(args: readonly string[], io: CliIo): Promise<number> {
  const flags = parseFlags(args, ['--json', '--port', '--locale'], ['--no-locale']);
  const [siteDir, ...extra] = flags.positional;
  if (siteDir === undefined || extra.length > 0) throw new UsageError('dev takes exactly one site folder');
  const jsonFile = flags.values.get('--json');
  if (jsonFile === undefined) throw new UsageError('dev needs --json <file>');
  io.readFile(jsonFile);
  const port = flags.values.has('--port') ? parsePort(flags.values.get('--port') as string) : DEV_PORT;
  const locale = flags.switches.has('--no-locale')
    ? { locale: undefined }
    : flags.values.has('--locale')
      ? { locale: flags.values.get('--locale') }
      : {};
  return startDevServer({ siteDir, jsonFile, port, ...locale, onError: (report) => io.stderr(`${report}\n`) }).then(
    (server) => {
      const pages = server.pages();
      io.stdout(`storefront-engine dev: serving ${siteDir} with ${jsonFile} at ${server.url} (Ctrl-C stops)\n`);
      for (const page of pages) io.stdout(`  ${server.url}${page}\n`);
      return new Promise<number>((resolve) => {
        const stop = () => void server.close().then(() => resolve(0));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    },
    (error: unknown) => failure(error, io),
  );
}

const RENDER_FLAGS = ['--json', '--partials', '--injects', '--locale', '--now'];

/** What `render` and `preprocess` read: the template, its JSON and the render options. */
interface RenderInput {
  readonly file: string;
  readonly source: string;
  readonly jsonFile: string;
  readonly partials: Record<string, string>;
  readonly options: RenderOptions;
  readonly flags: Flags;
}

function renderInput(
  command: string,
  args: readonly string[],
  io: CliIo,
  valued: readonly string[],
  switches: readonly string[],
): RenderInput {
  const flags = parseFlags(args, [...RENDER_FLAGS, ...valued], ['--no-locale', ...switches]);
  const [file, ...extra] = flags.positional;
  if (file === undefined || extra.length > 0) throw new UsageError(`${command} takes exactly one template file`);
  const jsonFile = flags.values.get('--json');
  if (jsonFile === undefined) throw new UsageError(`${command} needs --json <file>`);
  const partials = readJsonObject(io, flags.values.get('--partials'), '--partials');
  for (const [name, source] of Object.entries(partials)) {
    if (typeof source !== 'string') throw new UsageError(`--partials: '${name}' must map to template source`);
  }
  const options: RenderOptions = {
    partials: partials as Record<string, string>,
    injects: readJsonObject(io, flags.values.get('--injects'), '--injects'),
    enableExpr: true,
    enableInclude: true,
    ...(flags.switches.has('--no-locale') ? { locale: undefined } : {}),
    ...(flags.values.has('--locale') ? { locale: flags.values.get('--locale') } : {}),
    ...(flags.values.has('--now') ? { now: parseNow(flags.values.get('--now') as string) } : {}),
  };
  return { file, source: io.readFile(file), jsonFile, partials: partials as Record<string, string>, options, flags };
}

/** The template and its partials by name, to show the source line of each error. */
function sourcesOf(input: RenderInput, template: string): Map<string | undefined, string> {
  const sources = new Map<string | undefined, string>([[undefined, template]]);
  for (const [name, partial] of Object.entries(input.partials)) sources.set(name, partial);
  return sources;
}

function render(args: readonly string[], io: CliIo): number {
  const input = renderInput('render', args, io, ['--preprocess-json'], ['--preprocess']);
  const { file, flags, options } = input;
  const preprocessing = flags.switches.has('--preprocess');
  if (!preprocessing && flags.values.has('--preprocess-json')) throw new UsageError('--preprocess-json needs --preprocess');
  const engine = siteEngine();
  const json: unknown = JSON.parse(io.readFile(input.jsonFile));
  let source = input.source;
  let failed = false;
  if (preprocessing) {
    const settingsFile = flags.values.get('--preprocess-json');
    const first = engine.preprocess(source, settingsFile === undefined ? json : JSON.parse(io.readFile(settingsFile)), options);
    report(io, file, first.errors, sourcesOf(input, source));
    failed = first.errors.length > 0;
    source = first.output;
  }
  const { template, errors } = engine.compile(source);
  const result = template.render(json, options);
  io.stdout(result.output);
  // After preprocessing, positions are in the template the first pass printed (see `preprocess`).
  report(io, preprocessing ? `${file} (preprocessed)` : file, [...errors, ...result.errors], sourcesOf(input, source));
  return failed || errors.length + result.errors.length > 0 ? 1 : 0;
}

function preprocess(args: readonly string[], io: CliIo): number {
  const input = renderInput('preprocess', args, io, [], []);
  const result = siteEngine().preprocess(input.source, JSON.parse(io.readFile(input.jsonFile)), input.options);
  io.stdout(result.output);
  report(io, input.file, result.errors, sourcesOf(input, input.source));
  return result.errors.length > 0 ? 1 : 0;
}

function check(args: readonly string[], io: CliIo): number {
  const flags = parseFlags(args, [], ['--preprocess']);
  const files = flags.positional;
  if (files.length === 0) throw new UsageError('check needs at least one file');
  const engine = siteEngine();
  const preprocess = flags.switches.has('--preprocess');
  let failed = false;
  for (const file of files) {
    const source = io.readFile(file);
    const { errors } = engine.compile(source, { preprocess });
    report(io, file, errors, new Map([[undefined, source]]));
    failed ||= errors.length > 0;
  }
  return failed ? 1 : 0;
}

function report(io: CliIo, file: string, errors: readonly TemplateError[], sources: ReadonlyMap<string | undefined, string>): void {
  for (const error of errors) {
    const where = error.partial === undefined ? file : `${file} (partial ${error.partial})`;
    io.stderr(`${formatTemplateError(error, sources.get(error.partial), where)}\n`);
  }
}

interface Flags {
  readonly positional: string[];
  readonly values: Map<string, string>;
  readonly switches: Set<string>;
}

function parseFlags(args: readonly string[], valued: readonly string[], switches: readonly string[]): Flags {
  const flags: Flags = { positional: [], values: new Map(), switches: new Set() };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (valued.includes(arg)) {
      const value = args[++i];
      if (value === undefined) throw new UsageError(`${arg} needs a value`);
      flags.values.set(arg, value);
    } else if (switches.includes(arg)) flags.switches.add(arg);
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else flags.positional.push(arg);
  }
  return flags;
}

function readJsonObject(io: CliIo, file: string | undefined, flag: string): Record<string, unknown> {
  if (file === undefined) return {};
  const value: unknown = JSON.parse(io.readFile(file));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(`${flag} must hold a JSON object`);
  return value as Record<string, unknown>;
}

function parseNow(text: string): number {
  const now = Number(text);
  if (!Number.isFinite(now)) throw new UsageError(`--now must be epoch milliseconds, got '${text}'`);
  return now;
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new UsageError(`--port must be a whole number from 0 to 65535, got '${text}'`);
  return port;
}
