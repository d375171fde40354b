/**
 * The shapes of a compiled `{.eval}` expression, which the compiler (`compile.ts`) builds, the fast
 * path (`fast.ts`) turns into closures and the evaluator (`evaluate.ts`) runs: below all three, so
 * none of them imports another for a type.
 */
import type { Path } from '../lexer/references';
import type { Primitive } from './conversions';
import type { OperatorSpec } from './operators';

/** One step of a compiled expression. */
export type Step =
  | { readonly kind: 'value'; readonly value: Primitive }
  | { readonly kind: 'variable'; readonly path: Path; readonly text: string }
  | { readonly kind: 'operator'; readonly spec: OperatorSpec }
  | { readonly kind: 'args' }
  | { readonly kind: 'call'; readonly name: string };

export interface Expression {
  /** The expression text as written (after the optional `#`), trimmed. */
  readonly source: string;
  /** One program per `;`-separated expression; empty ones are dropped. */
  readonly programs: readonly (readonly Step[])[];
  /** The syntax error, or `null` when the source compiled. */
  readonly error: string | null;
  /** A closure tree for the plain case of a single expression (see `fast.ts`), or `null`. */
  readonly fast: FastExpression | null;
}

export interface FastScope {
  resolve(path: Path): unknown;
}

/** Evaluates the expression, or throws `BAIL` when it needs the full evaluator. */
export type FastExpression = (scope: FastScope, maxStringLength: number) => Primitive;
