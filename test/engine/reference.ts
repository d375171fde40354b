/**
 * The reference engine (`@squarespace/template-engine`, a devDependency used only by tests and the
 * fuzzer) rendering a template the way ours is asked to: expressions and includes on, CLDR data
 * for the locale (none for `undefined`), "now" fixed. A throw is caught and reported, never raised.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler } from '@squarespace/template-engine';

const require = createRequire(import.meta.url);
const framework = new CLDRFramework({
  loader: (language: string): unknown => JSON.parse(readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8')),
  packCacheSize: 8,
});
const compiler = new Compiler();

export interface ReferenceOptions {
  readonly partials?: Readonly<Record<string, string>>;
  readonly injects?: Readonly<Record<string, unknown>>;
  /** Leave out for no locale data. */
  readonly locale?: string | undefined;
  readonly now?: number;
}

export interface ReferenceResult {
  readonly output: string;
  /** Parse and render error messages. */
  readonly errors: readonly string[];
  /** What the reference threw, when it did (its output is then empty). */
  readonly thrown?: string;
}

export function renderReference(source: string, json: unknown, options: ReferenceOptions = {}): ReferenceResult {
  try {
    const cldr = options.locale === undefined ? undefined : framework.get(options.locale);
    const { ctx, errors } = compiler.execute({
      code: source,
      json,
      partials: { ...options.partials },
      injects: { ...options.injects },
      ...(cldr === undefined ? {} : { cldr }),
      now: options.now ?? 0,
      enableExpr: true,
      enableInclude: true,
    });
    return { output: ctx.render(), errors: errors.map((error: { message: string }) => error.message) };
  } catch (error) {
    return { output: '', errors: [], thrown: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}
