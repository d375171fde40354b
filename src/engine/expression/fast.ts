/**
 * A fast path for the common `{.eval}`: one expression, no assignment, turned into a tree of
 * closures when it is compiled. The tree only handles the plain case — scalar operands, calls that
 * succeed, strings within the length limit — and bails out on anything else, so the reverse-Polish
 * evaluator (the definition of the language's quirks and errors) decides those cases.
 */
import type { Path } from '../instructions/instruction';
import type { Step } from './compile';
import type { Primitive } from './conversions';
import { isPrimitive, toText } from './conversions';
import { ADD, ASSIGN, BITWISE_NOT } from './operators';

export interface FastScope {
  resolve(path: Path): unknown;
}

/** Evaluates the expression, or throws `BAIL` when it needs the full evaluator. */
export type FastExpression = (scope: FastScope, maxStringLength: number) => Primitive;

/** Thrown by a fast expression that cannot decide; never escapes `evaluate`. */
export const BAIL: unique symbol = Symbol('bail');

interface Node {
  readonly run: FastExpression;
  /** A variable read directly (the operand of `~` is then ignored, as in the reference). */
  readonly variable: boolean;
}

const bail = (): never => {
  throw BAIL;
};

/** The closure tree for a single program, or `null` when the program does not fit the fast path. */
export function compileFast(programs: readonly (readonly Step[])[]): FastExpression | null {
  if (programs.length !== 1) return null;
  const stack: Node[] = [];
  for (const step of programs[0] as readonly Step[]) {
    switch (step.kind) {
      case 'value': {
        const value = step.value;
        stack.push({ run: () => value, variable: false });
        break;
      }
      case 'variable': {
        const path = step.path;
        stack.push({
          run: (scope) => {
            const value = scope.resolve(path);
            if (value === undefined || value === null) return null;
            return isPrimitive(value) ? value : bail();
          },
          variable: true,
        });
        break;
      }
      case 'operator': {
        const spec = step.spec;
        if (spec === ASSIGN) return null;
        if (spec.arity === 1) {
          const operand = stack.pop();
          if (operand === undefined) return null;
          const run = operand.run;
          const apply = spec.apply;
          stack.push({
            run:
              spec === BITWISE_NOT && operand.variable
                ? (scope, max) => (run(scope, max), -1)
                : (scope, max) => apply(run(scope, max), null),
            variable: false,
          });
          break;
        }
        const right = stack.pop();
        const left = stack.pop();
        if (left === undefined || right === undefined) return null;
        const runLeft = left.run;
        const runRight = right.run;
        const apply = spec.apply;
        stack.push({
          run:
            spec === ADD
              ? (scope, max) => {
                  const a = runLeft(scope, max);
                  const b = runRight(scope, max);
                  if (typeof a !== 'string' && typeof b !== 'string') return apply(a, b);
                  const text = toText(a) + toText(b);
                  return text.length > max ? bail() : text;
                }
              : (scope, max) => {
                  const a = runLeft(scope, max);
                  return apply(a, runRight(scope, max));
                },
          variable: false,
        });
        break;
      }
      // Calls can fail in ways only the full evaluator reports.
      case 'args':
      case 'call':
        return null;
    }
  }
  if (stack.length !== 1) return null;
  return (stack[0] as Node).run;
}
