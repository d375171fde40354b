/**
 * The contract between the engine's executor and its plugin tables. Formatters and predicates are
 * plain functions so a site can register its own beside the built-in families.
 */

/** One variable of a `{a, b|fmt}` tag, as the formatter chain sees it. */
export interface TemplateVariable {
  /** The value now held: the looked-up node, or what an earlier formatter in the chain set. */
  readonly value: unknown;
  /** Replaces the value the rest of the chain (and the output) sees. */
  set(value: unknown): void;
}

/** What a formatter or predicate may ask of the render that runs it. */
export interface PluginContext {
  /** Resolves a path from the current scope outwards, as a `{var}` tag would; missing is `undefined`. */
  resolve(path: readonly (string | number)[]): unknown;
  /** The render's locale (`en`, `de-DE`, `ja` …), or `undefined` when rendering without locale data. */
  readonly locale: string | undefined;
  /** Epoch milliseconds taken as "now" by relative formatters. */
  readonly now: number;
  /**
   * The website's IANA time zone: `website.timeZone` resolved from the current scope outwards,
   * `America/New_York` when missing, UTC when it names no zone.
   */
  readonly timeZone: string;
  /** Whether this render runs `{.eval}`; some of the platform's markup is computed with it. */
  readonly expressionsEnabled: boolean;
  /** Records a runtime error against the instruction being executed; rendering goes on. */
  error(message: string): void;
  /**
   * Reads a predicate-style argument: JSON when it looks like JSON (`"text"`, `12`, `-1`, `[…]`,
   * `{…}`, `true`, `false`, `null`) and parses, otherwise a variable path resolved like `resolve`.
   */
  resolveArgument(arg: string): unknown;
  /**
   * `value` as the `json` formatter prints it (`toJsonText`). An object or array serialized again
   * soon after in the same render (a product's variants, in its picker and in the page's own
   * script) is not serialized twice: templates and formatters do not change the data they render.
   */
  jsonText(value: unknown): string;
  /** Splits `a.b.0` into a path for `resolve` (digit segments become array indices). */
  parsePath(text: string): readonly (string | number)[];
  /**
   * Like `resolve`, but starting one scope further out. While a `{value|formatter}` chain runs,
   * the value is the innermost scope, so this resolves from where the tag stands.
   */
  resolveOuter(path: readonly (string | number)[]): unknown;
  /**
   * Renders the macro or partial `name` with `node` as its scope and returns its output. A missing
   * partial or a too-deep nesting records an error and gives `''`.
   */
  applyPartial(name: string, node: unknown, options?: ApplyPartialOptions): string;
  /**
   * Runs `body` with `node` as the innermost scope: `resolve` finds its members first, then the
   * enclosing scopes' (none when `private`). The platform renders the markup of its formatters as
   * templates run in such a scope, and their lookups fall through to the page the same way.
   */
  withScope<T>(node: unknown, body: () => T, options?: { readonly private?: boolean }): T;
}

export interface ApplyPartialOptions {
  /** Hide the names of the enclosing scopes from the partial. */
  readonly private?: boolean;
  /** Bound to `@args` inside the partial. */
  readonly args?: Readonly<Record<string, string>>;
}

/**
 * Thrown by a formatter or predicate that cannot do its work with what it was given (a date that
 * is not a number): the engine reports the message as it stands, the tag prints nothing (the rest
 * of a formatter chain does not run) and a block takes no branch. Any other exception is reported
 * as unexpected, with the same effect.
 */
export class PluginError extends Error {
  override readonly name = 'PluginError';
}

/** Transforms the variables of a tag in place. `args` are already split on the tag's delimiter. */
export type Formatter = (args: readonly string[], vars: readonly TemplateVariable[], ctx: PluginContext) => void;

/** Decides a `{.name? args}` block. `args` are already split on the tag's delimiter. */
export type Predicate = (args: readonly string[], ctx: PluginContext) => boolean;

export type FormatterTable = Readonly<Record<string, Formatter>>;
export type PredicateTable = Readonly<Record<string, Predicate>>;
