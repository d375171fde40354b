/** Operators and functions of the expression language, with the names its debug output uses. */
import type { Primitive } from './conversions';
import { toBoolean, toNumber, toText } from './conversions';

export interface OperatorSpec {
  /** Shown as `<name>` by `{.eval #…}` and in error messages. */
  readonly name: string;
  readonly precedence: number;
  readonly rightAssociative: boolean;
  readonly arity: 1 | 2;
}

const op = (name: string, precedence: number, arity: 1 | 2, rightAssociative = false): OperatorSpec => ({
  name,
  precedence,
  rightAssociative,
  arity,
});

export const ASSIGN = op('assign', 3, 2, true);
export const LOGICAL_OR = op('logical or', 6, 2);
export const LOGICAL_AND = op('logical and', 7, 2);
export const ADD = op('add', 14, 2);
export const BITWISE_NOT = op('bitwise not', 17, 1, true);

/** Binary operators by their spelling, longest spelling first so scanning can take the longest match. */
export const BINARY_OPERATORS: readonly (readonly [string, OperatorSpec])[] = [
  ['===', op('strict equality', 11, 2)],
  ['!==', op('strict inequality', 11, 2)],
  ['**', op('exponent', 16, 2, true)],
  ['<<', op('left shift', 13, 2)],
  ['>>', op('right shift', 13, 2)],
  ['<=', op('less than or equal', 12, 2)],
  ['>=', op('greater than or equal', 12, 2)],
  ['==', op('equality', 11, 2)],
  ['!=', op('inequality', 11, 2)],
  ['&&', LOGICAL_AND],
  ['||', LOGICAL_OR],
  ['*', op('multiply', 15, 2)],
  ['/', op('divide', 15, 2)],
  ['%', op('modulus', 15, 2)],
  ['+', ADD],
  ['-', op('subtract', 14, 2)],
  ['<', op('less than', 12, 2)],
  ['>', op('greater than', 12, 2)],
  ['&', op('bitwise and', 10, 2)],
  ['^', op('bitwise xor', 9, 2)],
  ['|', op('bitwise or', 8, 2)],
  ['=', ASSIGN],
];

/** Prefix operators; `-` and `+` are prefix only where no operand precedes them. */
export const UNARY_OPERATORS: ReadonlyMap<string, OperatorSpec> = new Map([
  ['-', op('unary minus', 17, 1, true)],
  ['+', op('unary plus', 17, 1, true)],
  ['!', op('logical not', 17, 1, true)],
  ['~', BITWISE_NOT],
]);

type Binary = (a: Primitive, b: Primitive) => Primitive;

// Arithmetic converts strings strictly (`toNumber`); comparisons and equality are JavaScript's own
// operators, which trim and read `.5` — the reference engine mixes the two the same way.
type Unary = (a: Primitive) => Primitive;

const n = toNumber;

const BINARY: Record<string, Binary> = {
  'strict equality': (a, b) => a === b,
  'strict inequality': (a, b) => a !== b,
  exponent: (a, b) => n(a) ** n(b),
  'left shift': (a, b) => n(a) << n(b),
  'right shift': (a, b) => n(a) >> n(b),
  'less than or equal': (a, b) => (a as number) <= (b as number),
  'greater than or equal': (a, b) => (a as number) >= (b as number),
  // Loose equality on purpose: the language's `==` is JavaScript's.
  equality: (a, b) => a == b,
  inequality: (a, b) => a != b,
  'logical and': (a, b) => toBoolean(a) && toBoolean(b),
  'logical or': (a, b) => toBoolean(a) || toBoolean(b),
  multiply: (a, b) => n(a) * n(b),
  divide: (a, b) => n(a) / n(b),
  modulus: (a, b) => n(a) % n(b),
  add: (a, b) => n(a) + n(b),
  subtract: (a, b) => n(a) - n(b),
  'less than': (a, b) => (a as number) < (b as number),
  'greater than': (a, b) => (a as number) > (b as number),
  'bitwise and': (a, b) => n(a) & n(b),
  'bitwise xor': (a, b) => n(a) ^ n(b),
  'bitwise or': (a, b) => n(a) | n(b),
};

const UNARY: Record<string, Unary> = {
  'unary minus': (a) => -n(a),
  'unary plus': (a) => n(a),
  'logical not': (a) => !toBoolean(a),
  'bitwise not': (a) => ~n(a),
};

export function applyBinary(spec: OperatorSpec, a: Primitive, b: Primitive): Primitive {
  return (BINARY[spec.name] as Binary)(a, b);
}

export function applyUnary(spec: OperatorSpec, a: Primitive): Primitive {
  return (UNARY[spec.name] as Unary)(a);
}

/** The whitelist of functions; anything else is a parse error. Each returns `undefined` to signal a bad call. */
export const FUNCTIONS: ReadonlyMap<string, (args: readonly Primitive[]) => Primitive | undefined> = new Map<
  string,
  (args: readonly Primitive[]) => Primitive | undefined
>([
  ['max', (args) => (args.length === 0 ? undefined : Math.max(...args.map(n)))],
  ['min', (args) => (args.length === 0 ? undefined : Math.min(...args.map(n)))],
  ['abs', (args) => (args.length === 0 ? undefined : Math.abs(n(args[0] as Primitive)))],
  ['num', (args) => (args.length === 0 ? undefined : n(args[0] as Primitive))],
  ['str', (args) => (args.length === 0 ? undefined : toText(args[0] as Primitive))],
  ['bool', (args) => (args.length === 0 ? undefined : toBoolean(args[0] as Primitive))],
]);
