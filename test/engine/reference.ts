/**
 * The reference engine (`@squarespace/template-engine`, a devDependency used only by tests and the
 * fuzzer) rendering a template the way ours is asked to: expressions and includes on, CLDR data
 * for the locale (none for `undefined`), "now" fixed. A throw is caught and reported, never raised.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CLDRFramework } from '@phensley/cldr';
import { Compiler, Formatter, Formatters, MISSING_NODE, Predicates } from '@squarespace/template-engine';
import type { Context, Variable } from '@squarespace/template-engine';

const require = createRequire(import.meta.url);
const framework = new CLDRFramework({
  loader: (language: string): unknown => JSON.parse(readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8')),
  packCacheSize: 8,
});

/**
 * Behaviours of the reference that can be changed to ours, which the fuzzer uses to check that a
 * difference is the deliberate one it looks like:
 * - `failed-tag-pops-scope`: a variable tag whose formatter throws still pops the scope it pushed
 *   (the reference leaves it, and later sections resolve against it);
 * - `cycle-leaves-missing`: `cycle` without an entry leaves a missing value, not JavaScript's
 *   `undefined` (which a later `raw` or `json` prints unlike any missing value).
 */
export type ReferenceChange = 'failed-tag-pops-scope' | 'cycle-leaves-missing';

export interface ReferenceOptions {
  readonly partials?: Readonly<Record<string, string>>;
  readonly injects?: Readonly<Record<string, unknown>>;
  /** Leave out for no locale data. */
  readonly locale?: string | undefined;
  readonly now?: number;
  /** Behaviours changed to ours; none by default. */
  readonly changes?: readonly ReferenceChange[];
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

/** Makes a compiler's variable tags pop the scope they pushed even when a formatter throws. */
function popScopeOfFailedTags(compiler: Compiler): void {
  const steps = (compiler as unknown as { engine: { impls: InstructionStep[] } }).engine.impls;
  const executeVariable = steps[VARIABLE] as InstructionStep;
  steps[VARIABLE] = function (instruction, ctx) {
    const depth = ctx.stack.length;
    try {
      executeVariable.call(this, instruction, ctx);
    } finally {
      while (ctx.stack.length > depth) ctx.pop();
    }
  };
}

class CycleLeavingMissing extends Formatter {
  private readonly cycle = (Formatters as Record<string, Formatter>)['cycle'] as Formatter;

  apply(args: string[], vars: Variable[], ctx: Context): void {
    this.cycle.apply(args, vars, ctx);
    const first = vars[0];
    if (first !== undefined && first.node.value === undefined) first.set(MISSING_NODE);
  }
}

/** A compiler for each set of changes used, made on first use. */
const compilers = new Map<string, Compiler>();

function compilerWith(changes: readonly ReferenceChange[]): Compiler {
  const key = [...changes].sort().join(' ');
  let compiler = compilers.get(key);
  if (compiler === undefined) {
    const formatters = changes.includes('cycle-leaves-missing') ? { ...Formatters, cycle: new CycleLeavingMissing() } : Formatters;
    compiler = new Compiler({ formatters, predicates: Predicates });
    if (changes.includes('failed-tag-pops-scope')) popScopeOfFailedTags(compiler);
    compilers.set(key, compiler);
  }
  return compiler;
}

export function renderReference(source: string, json: unknown, options: ReferenceOptions = {}): ReferenceResult {
  try {
    const cldr = options.locale === undefined ? undefined : framework.get(options.locale);
    const { ctx, errors } = compilerWith(options.changes ?? []).execute({
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
