/**
 * The core predicates: comparisons, parity, `nth?`, plural forms and `debug?`. Arguments are read
 * with `resolveArgument` (JSON literal or variable); with one argument a comparison tests the
 * current node against it.
 */
import type { PluginContext, Predicate, PredicateTable } from '../types';
import { asBoolean, asNumber, deepEqual, isTruthy } from '../../values';

const CURRENT = ['@'] as const;

/** The two sides of a comparison: `(a, b)` from two arguments, `(@, a)` from one. Missing compares as `null`. */
function operands(args: readonly string[], ctx: PluginContext): [unknown, unknown] | null {
  if (args.length === 0) return null;
  const left = args.length === 1 ? ctx.resolve(CURRENT) : ctx.resolveArgument(args[0] as string);
  const right = ctx.resolveArgument(args[args.length === 1 ? 0 : 1] as string);
  return [left ?? null, right ?? null];
}

/**
 * Orders two values by the type of the left one: numbers numerically (a right side that is not a
 * number counts as smaller), strings by code units, booleans as booleans; any other left value is
 * equal only to a deep-equal right value and otherwise smaller.
 */
function compare(left: unknown, right: unknown): number {
  switch (typeof left) {
    case 'number': {
      // Anything that is not a number compares as greater, NaN on either side included.
      const other = asNumber(right);
      return left === other ? 0 : left < other ? -1 : 1;
    }
    case 'string': {
      const other = typeof right === 'string' ? right : toComparableText(right);
      return left < other ? -1 : left > other ? 1 : 0;
    }
    case 'boolean': {
      const other = asBoolean(right);
      return left === other ? 0 : left ? 1 : -1;
    }
    default:
      return deepEqual(left, right) ? 0 : -1;
  }
}

function toComparableText(value: unknown): string {
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

const comparison =
  (test: (order: number) => boolean): Predicate =>
  (args, ctx) => {
    const pair = operands(args, ctx);
    return pair !== null && test(compare(pair[0], pair[1]));
  };

const equality =
  (expected: boolean): Predicate =>
  (args, ctx) => {
    const pair = operands(args, ctx);
    return pair !== null && deepEqual(pair[0], pair[1]) === expected;
  };

/** The current node, or the variable named by the first argument (never a literal). */
function subject(args: readonly string[], ctx: PluginContext): unknown {
  if (args.length === 0) return ctx.resolve(CURRENT);
  return ctx.resolve(ctx.parsePath(args[0] as string));
}

const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

const parity =
  (remainder: 0 | 1): Predicate =>
  (args, ctx) => {
    const value = subject(args, ctx);
    return isInteger(value) && Math.abs(value % 2) === remainder;
  };

/** `{.nth? n}` tests the current node, `{.nth? a n}` tests `a`: true when it is a multiple of `n`. */
const nth: Predicate = (args, ctx) => {
  if (args.length === 0) return false;
  const value = args.length === 1 ? ctx.resolve(CURRENT) : ctx.resolveArgument(args[0] as string);
  const divisor = ctx.resolveArgument(args[args.length === 1 ? 0 : 1] as string);
  return isInteger(value) && isInteger(divisor) && divisor !== 0 && value % divisor === 0;
};

export const CORE_PREDICATES: PredicateTable = Object.freeze({
  'debug?': (_args, ctx) => isTruthy(ctx.resolve(['debug'])),
  'equal?': equality(true),
  'notEqual?': equality(false),
  'greaterThan?': comparison((order) => order > 0),
  'greaterThanOrEqual?': comparison((order) => order >= 0),
  'lessThan?': comparison((order) => order < 0),
  'lessThanOrEqual?': comparison((order) => order <= 0),
  'even?': parity(0),
  'odd?': parity(1),
  'nth?': nth,
  'plural?': (_args, ctx) => asNumber(ctx.resolve(CURRENT)) > 1,
  'singular?': (_args, ctx) => asNumber(ctx.resolve(CURRENT)) === 1,
} satisfies PredicateTable);
