import type { FormatterTable, PluginContext, PredicateTable, TemplateVariable } from '../../src/engine/plugins/types';

/** What a formatter runs against in these tests, in place of the engine's executor. */
export interface FormatterRun {
  /** The render's locale; `undefined` renders without locale data. @default 'en' */
  readonly locale?: string | undefined;
  /** @default 0 */
  readonly now?: number;
  /** @default 'America/New_York' */
  readonly timeZone?: string;
  /**
   * Scopes from the innermost outwards, as sections would push them. `@` is the innermost
   * node; other names resolve from the first scope that holds them.
   */
  readonly scopes?: readonly unknown[];
}

export interface FormatterResult {
  /** The first variable as the engine would print it. */
  readonly output: string;
  readonly errors: readonly string[];
}

/**
 * Applies one formatter from `table` to `values` (one per variable of the tag) with the
 * space-separated `args`, and returns what the tag would print.
 */
export function runFormatter(
  table: FormatterTable,
  name: string,
  args: string,
  values: readonly unknown[],
  run: FormatterRun = {},
): FormatterResult {
  const formatter = table[name];
  if (formatter === undefined) throw new TypeError(`no formatter named ${name}`);
  const errors: string[] = [];
  const variables = values.map((initial): TemplateVariable & { value: unknown } => {
    const variable = {
      value: initial,
      set(value: unknown) {
        variable.value = value;
      },
    };
    return variable;
  });
  formatter(args === '' ? [] : args.split(' '), variables, contextOf(run, errors));
  return { output: printed(variables[0]?.value), errors };
}

/** Decides one predicate from `table` with the space-separated `args`. */
export function runPredicate(
  table: PredicateTable,
  name: string,
  args: string,
  run: FormatterRun = {},
): { readonly result: boolean; readonly errors: readonly string[] } {
  const predicate = table[name];
  if (predicate === undefined) throw new TypeError(`no predicate named ${name}`);
  const errors: string[] = [];
  const result = predicate(args === '' ? [] : args.split(' '), contextOf(run, errors));
  return { result, errors };
}

function contextOf(run: FormatterRun, errors: string[]): PluginContext {
  const scopes = run.scopes ?? [];
  return {
    locale: 'locale' in run ? run.locale : 'en',
    now: run.now ?? 0,
    timeZone: run.timeZone ?? 'America/New_York',
    resolve: (path) => resolveIn(scopes, path),
    error: (message) => {
      errors.push(message);
    },
  };
}

function resolveIn(scopes: readonly unknown[], path: readonly (string | number)[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return undefined;
  const owner = head === '@' ? scopes[0] : scopes.find((scope) => isRecord(scope) && Object.hasOwn(scope, head));
  let node = head === '@' ? owner : isRecord(owner) ? owner[head] : undefined;
  for (const key of rest) {
    node = isRecord(node) && Object.hasOwn(node, key) ? node[key] : undefined;
  }
  return node;
}

function isRecord(value: unknown): value is Record<string | number, unknown> {
  return typeof value === 'object' && value !== null;
}

function printed(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return Array.isArray(value) ? value.join(',') : '';
  return String(value);
}
