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
  /**
   * Render with one behaviour of the reference changed: a formatter that throws still pops the
   * scope its tag pushed (the reference leaves it, and later sections resolve against it). Only
   * the fuzzer's explanation of that deliberate difference uses it.
   */
  readonly popScopeOfFailedTag?: boolean;
}

export interface ReferenceResult {
  readonly output: string;
  /** Parse and render error messages. */
  readonly errors: readonly string[];
  /** What the reference threw, when it did (its output is then empty). */
  readonly thrown?: string;
}

type InstructionStep = (this: unknown, instruction: unknown, ctx: { pop(): void; stack: unknown[] }) => void;
const VARIABLE = 1;

/** The same reference, but whose variable tags pop the scope they pushed even when a formatter throws. */
const poppingCompiler = new Compiler();
const poppingSteps = (poppingCompiler as unknown as { engine: { impls: InstructionStep[] } }).engine.impls;
const executeVariable = poppingSteps[VARIABLE] as InstructionStep;
poppingSteps[VARIABLE] = function (instruction, ctx) {
  const depth = ctx.stack.length;
  try {
    executeVariable.call(this, instruction, ctx);
  } finally {
    while (ctx.stack.length > depth) ctx.pop();
  }
};

export function renderReference(source: string, json: unknown, options: ReferenceOptions = {}): ReferenceResult {
  return renderWithReference(options.popScopeOfFailedTag === true ? poppingCompiler : compiler, source, json, options);
}

function renderWithReference(reference: Compiler, source: string, json: unknown, options: ReferenceOptions): ReferenceResult {
  try {
    const cldr = options.locale === undefined ? undefined : framework.get(options.locale);
    const { ctx, errors } = reference.execute({
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
