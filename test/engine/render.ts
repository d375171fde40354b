/**
 * The one helper engine tests use: render a template against JSON with expressions and includes
 * on, and get back what a template author would see. `formatValue`, `formatterTable` and `decide`
 * write the template for the common case of one formatter or predicate tag, and render it the
 * same way.
 */
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine';
import type { EngineOptions, RenderOptions, TemplateError } from '../../src/engine';

export interface Rendered {
  readonly output: string;
  /** Compile and render errors, as `line:column message`. */
  readonly errors: string[];
}

const defaultEngine = createEngine();

export function render(source: string, json: unknown = {}, options: RenderOptions = {}, engineOptions?: EngineOptions): Rendered {
  const engine = engineOptions === undefined ? defaultEngine : createEngine(engineOptions);
  const { template, errors } = engine.compile(source);
  const result = template.render(json, { enableExpr: true, enableInclude: true, now: 0, ...options });
  return { output: result.output, errors: [...errors, ...result.errors].map(describeError) };
}

const describeError = (error: TemplateError) => `${error.line}:${error.column} ${error.message}`;

/** Where one tag runs. */
export interface TagScope {
  /** The page JSON around the node. @default {} */
  readonly root?: Readonly<Record<string, unknown>>;
  /** The 1-based `@index` of the repeated section the node is an item of; none when left out. */
  readonly index?: number;
  /** The tag's arguments, written after its name separated by spaces. */
  readonly args?: readonly string[];
  readonly options?: RenderOptions;
}

/** `{node|name args}` with `node` in the page `root`, as item `index` of a repeated section when given. */
export function formatValue(name: string, node: unknown, scope: TagScope = {}): Rendered {
  const tag = `{@|${call(name, scope.args)}}`;
  const { root = {}, index, options } = scope;
  if (index === undefined) return render(`{node|${call(name, scope.args)}}`, { ...root, node }, options);
  return render(
    `{.repeated section items}{.equal? @index ${index}}${tag}{.end}{.end}`,
    { ...root, items: itemsUpTo(node, index) },
    options,
  );
}

/** One case of a formatter table: the value formatted, where, and the text it prints. */
export interface FormatterRow {
  readonly name: string;
  readonly value: unknown;
  readonly options?: TagScope;
  readonly output: string;
}

/** A table of `{value|formatter args}` cases, one test each. */
export function formatterTable(formatter: string, rows: readonly FormatterRow[]): void {
  describe(formatter, () => {
    it.each(rows)('$name', ({ value, options, output }) => {
      expect(formatValue(formatter, value, options).output).toBe(output);
    });
  });
}

/**
 * The branch `{.name? args}` takes with `node` as the current scope (item `index`, default 1, of a
 * repeated section in the page `root`): `undefined` when the predicate failed and neither branch rendered.
 */
export function decide(name: string, node: unknown, scope: TagScope = {}): boolean | undefined {
  const { root = {}, index = 1, options } = scope;
  const source = `{.repeated section items}{.equal? @index ${index}}{.${call(name, scope.args)}}Y{.or}N{.end}{.end}{.end}`;
  const { output, errors } = render(source, { ...root, items: itemsUpTo(node, index) }, options);
  return errors.length > 0 ? undefined : output === 'Y';
}

const call = (name: string, args: readonly string[] = []) => [name, ...args].join(' ');

/** A list holding `node` at position `index` (1-based), `null` before it. */
const itemsUpTo = (node: unknown, index: number): unknown[] => Array.from({ length: index }, (_, i) => (i === index - 1 ? node : null));
