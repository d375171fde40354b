/**
 * The engine's public face: `createEngine(options)` → `engine.compile(source)` → `template.render(json)`.
 * Compiling and rendering never throw on any template or JSON; problems come back as errors.
 */
import type { TemplateError } from './errors';
import { render } from './executor';
import type { RenderResult } from './executor';
import type { RootInstruction, SerializedCode } from './instructions';
import { serializeRoot } from './instructions';
import type { EngineLimits } from './limits';
import { resolveLimits } from './limits';
import { parseTemplate } from './parser';
import type { ParseResult, ParserOptions } from './parser';
import { DEFAULT_FORMATTERS, DEFAULT_PREDICATES } from './plugins';
import type { FormatterTable, PredicateTable } from './plugins/types';

export interface EngineOptions {
  /** Formatters added to the built-in ones; a name already taken replaces the built-in. */
  readonly formatters?: FormatterTable;
  /** Predicates added to the built-in ones (names end in `?`); a name already taken replaces the built-in. */
  readonly predicates?: PredicateTable;
  /** Overrides of the default limits; see `DEFAULT_LIMITS`. */
  readonly limits?: Partial<EngineLimits>;
}

export interface RenderOptions {
  /** Partials by name, as template source (compiled on first use and cached) or compiled templates. */
  readonly partials?: Readonly<Record<string, string | Template>>;
  /** Values bound by `{.inject @x path}`, by path; already parsed JSON. */
  readonly injects?: Readonly<Record<string, unknown>>;
  /**
   * The locale for locale-aware formatters. Leaving it out means `en`; passing `undefined` renders
   * without locale data.
   * @default 'en'
   */
  readonly locale?: string | undefined;
  /**
   * Epoch milliseconds taken as "now" by relative-time formatters.
   * @default Date.now()
   */
  readonly now?: number;
  /**
   * Run `{.eval}` tags; otherwise they are skipped silently.
   * @default false
   */
  readonly enableExpr?: boolean;
  /**
   * Run `{.include}` tags; otherwise they are skipped silently.
   * @default false
   */
  readonly enableInclude?: boolean;
}

export interface Template {
  /** The source the template was compiled from. */
  readonly source: string;
  /** Compile errors (also listed in the `compile` result). */
  readonly errors: readonly TemplateError[];
  /** Renders against `json`. Returns the output and the runtime errors; never throws for any JSON. */
  render(json: unknown, options?: RenderOptions): RenderResult;
  /** The instruction tree in the language's JSON form (`[17, 1, [...], 18]`). */
  toJSON(): SerializedCode;
}

export interface CompileResult {
  readonly template: Template;
  readonly errors: readonly TemplateError[];
}

export interface CompileOptions {
  /**
   * Compile for preprocessing, the first of two passes: only `{^…}` tags run (`{^.section a}`,
   * `{^name}`, `{^# comment}`); every other tag is text that this pass prints unchanged, so its
   * output is the template of the second pass. Partials it applies compile the same way.
   * @default false
   */
  readonly preprocess?: boolean;
}

export interface Engine {
  /** Compiles template source. Never throws; a tag that does not parse prints as written. */
  compile(source: string, options?: CompileOptions): CompileResult;
  /**
   * Runs the preprocessing pass of `source` over `json` (see {@link CompileOptions.preprocess}):
   * the output is the template to compile for the second pass, the errors those of the first
   * (compile errors included), positioned in `source`.
   */
  preprocess(source: string, json: unknown, options?: RenderOptions): RenderResult;
  readonly formatters: FormatterTable;
  readonly predicates: PredicateTable;
  readonly limits: EngineLimits;
}

/** Partials given as source are compiled once per engine; this many distinct sources are kept. */
const PARTIAL_CACHE_SIZE = 256;

/**
 * @throws {TypeError} when an option has the wrong type (a formatter that is not a function, …).
 * @throws {RangeError} when a limit is not a positive integer.
 * @example
 * const engine = createEngine();
 * const { template } = engine.compile('Hello {name|html}!');
 * template.render({ name: 'Ada' }).output; // 'Hello Ada!'
 */
export function createEngine(options: EngineOptions = {}): Engine {
  if (typeof options !== 'object' || options === null) throw new TypeError('createEngine options must be an object');
  return new TemplateEngine(
    mergeTable('formatters', DEFAULT_FORMATTERS, options.formatters),
    mergeTable('predicates', DEFAULT_PREDICATES, options.predicates),
    resolveLimits(options.limits),
  );
}

/** How one kind of compile reads source, and the partials it has compiled. */
interface CompileMode {
  readonly parser: ParserOptions;
  readonly partials: Map<string, ParseResult>;
}

class TemplateEngine implements Engine {
  private readonly modes: { readonly template: CompileMode; readonly preprocess: CompileMode };

  constructor(
    readonly formatters: FormatterTable,
    readonly predicates: PredicateTable,
    readonly limits: EngineLimits,
  ) {
    const parser = { formatters, predicates, maxExpressionTokens: limits.maxExpressionTokens };
    this.modes = {
      template: { parser, partials: new Map() },
      preprocess: { parser: { ...parser, preprocess: true }, partials: new Map() },
    };
  }

  compile(source: string, options: CompileOptions = {}): CompileResult {
    if (typeof source !== 'string') throw new TypeError('compile(source): source must be a string');
    if (typeof options !== 'object' || options === null) throw new TypeError('compile options must be an object');
    const mode = options.preprocess === true ? this.modes.preprocess : this.modes.template;
    const compiled = parseTemplate(source, mode.parser);
    return { template: new CompiledTemplate(this, source, compiled, mode), errors: compiled.errors };
  }

  preprocess(source: string, json: unknown, options: RenderOptions = {}): RenderResult {
    const { template, errors } = this.compile(source, { preprocess: true });
    const result = template.render(json, options);
    return { output: result.output, errors: [...errors, ...result.errors] };
  }

  /** Renders a compiled template; the options are checked here, the data never is. */
  render(root: RootInstruction, mode: CompileMode, json: unknown, options: RenderOptions): RenderResult {
    const partials = checkRecord('partials', options.partials);
    return render(root, json, {
      partials: (name) => this.partial(mode, partials, name),
      injects: checkRecord('injects', options.injects),
      locale: 'locale' in options ? checkLocale(options.locale) : 'en',
      now: checkNow(options.now),
      enableExpr: options.enableExpr === true,
      enableInclude: options.enableInclude === true,
      limits: this.limits,
    });
  }

  /** A partial by name: a compiled one as it is, source compiled the way the template applying it was. */
  private partial(mode: CompileMode, partials: Readonly<Record<string, string | Template>>, name: string): ParseResult | undefined {
    if (!Object.prototype.hasOwnProperty.call(partials, name)) return undefined;
    const partial = partials[name];
    if (partial instanceof CompiledTemplate) return partial.compiled;
    if (typeof partial !== 'string') return undefined;
    let compiled = mode.partials.get(partial);
    if (compiled === undefined) {
      compiled = parseTemplate(partial, mode.parser);
      if (mode.partials.size >= PARTIAL_CACHE_SIZE) mode.partials.clear();
      mode.partials.set(partial, compiled);
    }
    return compiled;
  }
}

class CompiledTemplate implements Template {
  readonly errors: readonly TemplateError[];

  constructor(
    private readonly engine: TemplateEngine,
    readonly source: string,
    readonly compiled: ParseResult,
    private readonly mode: CompileMode,
  ) {
    this.errors = compiled.errors;
  }

  render(json: unknown, options: RenderOptions = {}): RenderResult {
    return this.engine.render(this.compiled.root, this.mode, json, options);
  }

  toJSON(): SerializedCode {
    return serializeRoot(this.compiled.root);
  }
}

function mergeTable<T>(name: string, defaults: Readonly<Record<string, T>>, extra: Readonly<Record<string, T>> | undefined) {
  if (extra === undefined) return defaults;
  if (typeof extra !== 'object' || extra === null) throw new TypeError(`options.${name} must be an object of functions`);
  for (const [key, value] of Object.entries(extra)) {
    if (typeof value !== 'function') throw new TypeError(`options.${name}['${key}'] must be a function`);
  }
  return Object.freeze({ ...defaults, ...extra });
}

function checkRecord<T>(name: string, value: Readonly<Record<string, T>> | undefined): Readonly<Record<string, T>> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null) throw new TypeError(`render options.${name} must be an object`);
  return value;
}

function checkLocale(locale: string | undefined): string | undefined {
  if (locale !== undefined && typeof locale !== 'string') throw new TypeError('render options.locale must be a string');
  return locale;
}

function checkNow(now: number | undefined): number {
  if (now === undefined) return Date.now();
  if (typeof now !== 'number' || !Number.isFinite(now)) throw new TypeError('render options.now must be a finite number');
  return now;
}
