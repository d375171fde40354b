/**
 * Operators and functions of the expression language, with the names its debug output uses.
 * Arithmetic converts strings strictly (`toNumber`); comparisons and equality are JavaScript's own
 * operators, which trim and read `.5` — the reference engine mixes the two the same way.
 */
import type { Primitive } from './conversions';
import { toBoolean, toNumber as n, toText } from './conversions';

export interface OperatorSpec {
  /** Shown as `<name>` by `{.eval #…}` and in error messages. */
  readonly name: string;
  readonly precedence: number;
  readonly rightAssociative: boolean;
  readonly arity: 1 | 2;
  /** The operation (the right operand is ignored by prefix operators). */
  readonly apply: (left: Primitive, right: Primitive) => Primitive;
}

const binary = (name: string, precedence: number, apply: OperatorSpec['apply'], rightAssociative = false): OperatorSpec => ({
  name,
  precedence,
  rightAssociative,
  arity: 2,
  apply,
});

const prefix = (name: string, apply: (value: Primitive) => Primitive): OperatorSpec => ({
  name,
  precedence: 17,
  rightAssociative: true,
  arity: 1,
  apply,
});

/** Assignment is handled by the evaluator itself (it needs the target's name). */
export const ASSIGN = binary('assign', 3, (_left, right) => right, true);
export const ADD = binary('add', 14, (a, b) => n(a) + n(b));
export const BITWISE_NOT = prefix('bitwise not', (a) => ~n(a));

/** Binary operators by their spelling, longest spelling first so scanning can take the longest match. */
export const BINARY_OPERATORS: readonly (readonly [string, OperatorSpec])[] = [
  ['===', binary('strict equality', 11, (a, b) => a === b)],
  ['!==', binary('strict inequality', 11, (a, b) => a !== b)],
  ['**', binary('exponent', 16, (a, b) => n(a) ** n(b), true)],
  ['<<', binary('left shift', 13, (a, b) => n(a) << n(b))],
  ['>>', binary('right shift', 13, (a, b) => n(a) >> n(b))],
  ['<=', binary('less than or equal', 12, (a, b) => (a as number) <= (b as number))],
  ['>=', binary('greater than or equal', 12, (a, b) => (a as number) >= (b as number))],
  // Loose equality on purpose: the language's `==` is JavaScript's.
  ['==', binary('equality', 11, (a, b) => a == b)],
  ['!=', binary('inequality', 11, (a, b) => a != b)],
  ['&&', binary('logical and', 7, (a, b) => toBoolean(a) && toBoolean(b))],
  ['||', binary('logical or', 6, (a, b) => toBoolean(a) || toBoolean(b))],
  ['*', binary('multiply', 15, (a, b) => n(a) * n(b))],
  ['/', binary('divide', 15, (a, b) => n(a) / n(b))],
  ['%', binary('modulus', 15, (a, b) => n(a) % n(b))],
  ['+', ADD],
  ['-', binary('subtract', 14, (a, b) => n(a) - n(b))],
  ['<', binary('less than', 12, (a, b) => (a as number) < (b as number))],
  ['>', binary('greater than', 12, (a, b) => (a as number) > (b as number))],
  ['&', binary('bitwise and', 10, (a, b) => n(a) & n(b))],
  ['^', binary('bitwise xor', 9, (a, b) => n(a) ^ n(b))],
  ['|', binary('bitwise or', 8, (a, b) => n(a) | n(b))],
  ['=', ASSIGN],
];

/** Prefix operators; `-` and `+` are prefix only where no operand precedes them. */
export const UNARY_OPERATORS: ReadonlyMap<string, OperatorSpec> = new Map([
  ['-', prefix('unary minus', (a) => -n(a))],
  ['+', prefix('unary plus', (a) => n(a))],
  ['!', prefix('logical not', (a) => !toBoolean(a))],
  ['~', BITWISE_NOT],
]);

/** The whitelist of functions; anything else is a parse error. Each returns `undefined` to signal a bad call. */
/**
 * The number a pairwise contest leaves, as the reference picks it: each next number replaces the
 * one held unless the held one wins, so a NaN loses to whatever follows it (`max(NaN, 1)` is 1,
 * `max(1, NaN)` is NaN). `undefined` for no numbers.
 */
function select(numbers: readonly number[], wins: (held: number, next: number) => boolean): number | undefined {
  if (numbers.length === 0) return undefined;
  let held = numbers[0] as number;
  for (let i = 1; i < numbers.length; i++) {
    const next = numbers[i] as number;
    if (!wins(held, next)) held = next;
  }
  return held;
}

export const FUNCTIONS: ReadonlyMap<string, (args: readonly Primitive[]) => Primitive | undefined> = new Map<
  string,
  (args: readonly Primitive[]) => Primitive | undefined
>([
  ['max', (args) => select(args.map(n), (a, b) => a > b)],
  ['min', (args) => select(args.map(n), (a, b) => a < b)],
  ['abs', (args) => (args.length === 0 ? undefined : Math.abs(n(args[0] as Primitive)))],
  ['num', (args) => (args.length === 0 ? undefined : n(args[0] as Primitive))],
  ['str', (args) => (args.length === 0 ? undefined : toText(args[0] as Primitive))],
  ['bool', (args) => (args.length === 0 ? undefined : toBoolean(args[0] as Primitive))],
]);
