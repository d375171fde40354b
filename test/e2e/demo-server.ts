import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_LINE = /^storefront-kit demo: (http:\/\/\S+)$/m;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

/** A demo server running in a child process, as `npm run demo` runs it (minus the build). */
export class DemoServer {
  #child: ChildProcess | undefined;
  #url = '';
  #output = '';

  private constructor(
    readonly dataDir: string,
    readonly env: Readonly<Record<string, string>>,
  ) {}

  /**
   * Starts `demo/server/main.ts` on a free port with its database in `dataDir`; `env` adds to the
   * environment (`STOREFRONT_SITE_DIR`, `NODE_ENV` …).
   */
  static async start(dataDir: string, env: Readonly<Record<string, string>> = {}): Promise<DemoServer> {
    const server = new DemoServer(dataDir, env);
    await server.#spawn(0);
    return server;
  }

  /** Everything the server has printed so far (its log), stdout and stderr in arrival order. */
  get output(): string {
    return this.#output;
  }

  /** `http://127.0.0.1:<port>/`; a restart keeps it. */
  get url(): string {
    return this.#url;
  }

  get databaseFile(): string {
    return join(this.dataDir, 'storefront.sqlite');
  }

  /** Stops the server the way Ctrl-C does (SIGTERM), waiting until the process has exited. */
  async stop(): Promise<void> {
    const child = this.#child;
    this.#child = undefined;
    if (child === undefined || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(killer);
  }

  /** Stops the server and starts it again on the same port and data directory. */
  async restart(): Promise<void> {
    const port = Number(new URL(this.#url).port);
    await this.stop();
    await this.#spawn(port);
  }

  async #spawn(port: number): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
      cwd: ROOT,
      // Every page of a worker's run beacons from 127.0.0.1, more than one visitor's telemetry limit.
      env: { ...process.env, TELEMETRY_RATE_LIMIT_MAX: '100000', ...this.env, PORT: String(port), STOREFRONT_DATA_DIR: this.dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.#child = child;
    let stdout = '';
    let stderr = '';
    this.#url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`The demo server did not start within ${START_TIMEOUT_MS} ms.\n${stdout}${stderr}`));
      }, START_TIMEOUT_MS);
      child.stdout?.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        this.#output += chunk.toString();
        const ready = READY_LINE.exec(stdout);
        if (ready?.[1] !== undefined) {
          clearTimeout(timer);
          resolve(ready[1]);
        }
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        this.#output += chunk.toString();
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`The demo server exited before it was ready (code ${code}, signal ${signal}).\n${stdout}${stderr}`));
      });
    });
  }
}
