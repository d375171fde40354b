/**
 * Runs one formatter or predicate of a plugin table the way the engine's executor does, without
 * the executor: a stack of scopes (the page JSON, then the current node), `@index` inside a
 * repeated section, and for a formatter the formatted value pushed as the innermost scope.
 */
import type {
  FormatterTable,
  PluginContext,
  PredicateTable,
  TemplateVariable,
} from '../../src/engine/plugins/types';

export interface ScopeOptions {
  /** The page JSON, the outermost scope. */
  readonly root?: unknown;
  /** The 1-based `@index` of the enclosing repeated section, if any. */
  readonly index?: number;
  /** @default 'America/New_York' */
  readonly timeZone?: string;
}

export interface RunOptions extends ScopeOptions {
  readonly args?: readonly string[];
}

/** What the executor would print and record for one tag. */
export interface TagResult {
  /** The value at the end of the formatter chain (`undefined` when the formatter threw). */
  readonly value: unknown;
  /** The text the tag prints. */
  readonly output: string;
  /** Errors recorded through the context, then the message of anything thrown. */
  readonly errors: readonly string[];
}

function child(node: unknown, key: string | number): unknown {
  if (typeof node !== 'object' || node === null) return undefined;
  if (Array.isArray(node)) return typeof key === 'number' ? node[key] : undefined;
  const value = (node as Record<string, unknown>)[key];
  return typeof value === 'function' ? undefined : value;
}

/** The text a `{variable}` prints: arrays joined by `,`, nothing for objects, null and missing. */
export function printed(value: unknown): string {
  if (Array.isArray(value)) return joined(value, false);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/** JavaScript's `+` coercion of array elements; `null` prints only at the top level. */
function joined(array: readonly unknown[], nested: boolean): string {
  return array
    .map((element) => {
      if (element === null || element === undefined) return nested ? '' : String(element);
      if (Array.isArray(element)) return joined(element, true);
      return typeof element === 'object' ? '[object Object]' : String(element);
    })
    .join(',');
}

function createContext(frames: readonly unknown[], options: ScopeOptions, errors: string[]): PluginContext {
  return {
    resolve(path) {
      const [head, ...rest] = path;
      let value: unknown;
      if (head === '@') value = frames[frames.length - 1];
      else if (head === '@index') value = options.index;
      else {
        for (let depth = frames.length - 1; depth >= 0 && value === undefined; depth--) {
          value = child(frames[depth], head as string | number);
        }
      }
      for (const key of rest) value = value === undefined || value === null ? undefined : child(value, key);
      return value;
    },
    locale: 'en',
    now: 0,
    timeZone: options.timeZone ?? 'America/New_York',
    error(message) {
      errors.push(message);
    },
  };
}

/** The scopes around a node: the page JSON (when given and distinct), then the node itself. */
function framesAround(node: unknown, options: ScopeOptions): unknown[] {
  return 'root' in options && options.root !== node ? [options.root, node] : [node];
}

/**
 * `{value|name args}` inside `scope`: the value is pushed as the innermost scope while the
 * formatter runs, and a throw prints nothing, as in the executor.
 */
export function runFormatter(table: FormatterTable, name: string, value: unknown, options: RunOptions = {}): TagResult {
  const formatter = table[name];
  if (formatter === undefined) throw new TypeError(`No formatter named '${name}' in the table`);
  let current = value;
  const variable: TemplateVariable = {
    get value() {
      return current;
    },
    set(next) {
      current = next;
    },
  };
  const errors: string[] = [];
  const frames = framesAround(value, options);
  try {
    formatter(options.args ?? [], [variable], createContext(frames, options, errors));
  } catch (error) {
    errors.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
    return { value: undefined, output: '', errors };
  }
  return { value: current, output: printed(current), errors };
}

/** The printed output of `{value|name args}`. */
export function format(table: FormatterTable, name: string, value: unknown, options: RunOptions = {}): string {
  return runFormatter(table, name, value, options).output;
}

/**
 * `{.name? args}` with `node` as the current scope: `true` or `false`, or `undefined` when the
 * predicate throws (the executor then renders neither branch).
 */
export function decide(table: PredicateTable, name: string, node: unknown, options: RunOptions = {}): boolean | undefined {
  const predicate = table[name];
  if (predicate === undefined) throw new TypeError(`No predicate named '${name}' in the table`);
  try {
    return predicate(options.args ?? [], createContext(framesAround(node, options), options, []));
  } catch {
    return undefined;
  }
}
