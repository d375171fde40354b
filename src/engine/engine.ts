/**
 * The engine's public face: `createEngine(options)` → `engine.compile(source)` → `template.render(json)`.
 * Compiling and rendering never throw on any template or JSON; problems come back as errors.
 */
import type { TemplateError } from './errors';
import { render } from './executor';
import type { PartialLookup, RenderResult } from './executor';
import type { RootInstruction, SerializedCode } from './instructions';
import { serializeRoot } from './instructions';
import type { EngineLimits } from './limits';
import { resolveLimits } from './limits';
import { parseTemplate } from './parser';
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

export interface Engine {
  /** Compiles template source. Never throws; a tag that does not parse prints as written. */
  compile(source: string): CompileResult;
  readonly formatters: FormatterTable;
  readonly predicates: PredicateTable;
  readonly limits: EngineLimits;
}

/** The compiled form behind each template, so any engine can use it as a partial. */
const templates = new WeakMap<Template, { root: RootInstruction; errors: readonly TemplateError[] }>();

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
  const formatters = mergeTable('formatters', DEFAULT_FORMATTERS, options.formatters);
  const predicates = mergeTable('predicates', DEFAULT_PREDICATES, options.predicates);
  const limits = resolveLimits(options.limits);
  const parserOptions = { formatters, predicates, maxExpressionTokens: limits.maxExpressionTokens };
  const partialCache = new Map<string, { root: RootInstruction; errors: readonly TemplateError[] }>();

  const compilePartial = (source: string) => {
    let compiled = partialCache.get(source);
    if (compiled === undefined) {
      compiled = parseTemplate(source, parserOptions);
      if (partialCache.size >= PARTIAL_CACHE_SIZE) partialCache.clear();
      partialCache.set(source, compiled);
    }
    return compiled;
  };

  const renderTemplate = (root: RootInstruction, json: unknown, renderOptions: RenderOptions = {}): RenderResult => {
    const partials = checkRecord('partials', renderOptions.partials);
    const injects = checkRecord('injects', renderOptions.injects);
    const lookup: PartialLookup = (name) => {
      if (!Object.prototype.hasOwnProperty.call(partials, name)) return undefined;
      const partial = partials[name];
      if (typeof partial === 'string') return compilePartial(partial);
      return partial === undefined ? undefined : templates.get(partial);
    };
    return render(root, json, {
      partials: lookup,
      injects,
      locale: 'locale' in renderOptions ? checkLocale(renderOptions.locale) : 'en',
      now: checkNow(renderOptions.now),
      enableExpr: renderOptions.enableExpr === true,
      enableInclude: renderOptions.enableInclude === true,
      limits,
    });
  };

  return {
    formatters,
    predicates,
    limits,
    compile(source: string): CompileResult {
      if (typeof source !== 'string') throw new TypeError('compile(source): source must be a string');
      const { root, errors } = parseTemplate(source, parserOptions);
      const template: Template = {
        source,
        errors,
        render: (json, renderOptions) => renderTemplate(root, json, renderOptions),
        toJSON: () => serializeRoot(root),
      };
      templates.set(template, { root, errors });
      return { template, errors };
    },
  };
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
