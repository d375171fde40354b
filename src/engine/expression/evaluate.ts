/** Runs compiled expressions against the render's scope. */
import type { Path } from '../instructions/instruction';
import type { Expression, Step } from './compile';
import type { Primitive } from './conversions';
import { isPrimitive, toText } from './conversions';
import { ADD, ASSIGN, FUNCTIONS, applyBinary, applyUnary } from './operators';

/** What an expression may read and write. */
export interface ExpressionScope {
  /** A variable's value; missing is `undefined`. */
  resolve(path: Path): unknown;
}

export type EvaluationResult =
  | { readonly ok: true; readonly value: Primitive; readonly hasValue: boolean; readonly locals: ReadonlyMap<string, Primitive> }
  | { readonly ok: false; readonly message: string };

class ReduceError {
  constructor(readonly message: string) {}
}

/** A variable operand: resolved lazily, because the target of `=` is used by name. */
interface Reference {
  readonly path: Path;
}

const ARGS_MARK = { args: true } as const;
type StackItem = Primitive | Reference | typeof ARGS_MARK;

const isReference = (item: StackItem): item is Reference => typeof item === 'object' && item !== null && 'path' in item;

/**
 * Evaluates every program in order; the value of the last one is the result (none when it ended in
 * an assignment or left nothing). Assignments made along the way are returned, to be kept only when
 * the whole evaluation succeeded.
 */
export function evaluateExpression(expression: Expression, scope: ExpressionScope, maxStringLength: number): EvaluationResult {
  const locals = new Map<string, Primitive>();
  const read = (item: StackItem): unknown => {
    if (!isReference(item)) return item;
    const path = item.path;
    const head = path[0];
    if (path.length === 1 && typeof head === 'string' && locals.has(head)) return locals.get(head);
    const value = scope.resolve(path);
    return value === undefined ? null : value;
  };
  const operand = (item: StackItem | undefined, name: string): Primitive => {
    if (item === undefined || item === ARGS_MARK) throw new ReduceError(`Invalid arguments to operator ${name}`);
    const value = read(item);
    if (!isPrimitive(value)) throw new ReduceError(`Invalid arguments to operator ${name}`);
    return value;
  };
  let value: Primitive = null;
  let hasValue = false;
  try {
    for (const program of expression.programs) {
      const stack: StackItem[] = [];
      let assigned = false;
      for (const step of program) {
        if (runStep(step, stack, operand, read, locals, maxStringLength)) {
          assigned = true;
          break;
        }
      }
      hasValue = false;
      if (assigned || stack.length === 0) continue;
      const top = read(stack[stack.length - 1] as StackItem);
      if (!isPrimitive(top)) throw new ReduceError('Reduce error: unexpected token on stack');
      value = top;
      hasValue = true;
    }
  } catch (error) {
    if (error instanceof ReduceError) return { ok: false, message: error.message };
    throw error;
  }
  return { ok: true, value, hasValue, locals };
}

/** Applies one step; returns true when an assignment ended the expression. */
function runStep(
  step: Step,
  stack: StackItem[],
  operand: (item: StackItem | undefined, name: string) => Primitive,
  read: (item: StackItem) => unknown,
  locals: Map<string, Primitive>,
  maxStringLength: number,
): boolean {
  switch (step.kind) {
    case 'value':
      stack.push(step.value);
      return false;
    case 'variable':
      stack.push({ path: step.path });
      return false;
    case 'args':
      stack.push(ARGS_MARK);
      return false;
    case 'call': {
      const args: Primitive[] = [];
      let ok = true;
      for (let item = stack.pop(); item !== ARGS_MARK && item !== undefined; item = stack.pop()) {
        const arg = read(item);
        if (isPrimitive(arg)) args.unshift(arg);
        else ok = false;
      }
      const result = ok ? (FUNCTIONS.get(step.name) as (args: readonly Primitive[]) => Primitive | undefined)(args) : undefined;
      if (result === undefined) throw new ReduceError(`Error calling function ${step.name}`);
      stack.push(result);
      return false;
    }
    case 'operator': {
      const spec = step.spec;
      if (spec === ASSIGN) {
        // An assignment ends its expression whether or not it could be made.
        if (stack.length < 2) return true;
        const right = operand(stack.pop(), spec.name);
        const target = stack.pop() as StackItem;
        if (!isReference(target)) return true;
        const name = target.path[0];
        if (target.path.length === 1 && typeof name === 'string' && name.startsWith('@') && name.length > 1) {
          locals.set(name, right);
        }
        return true;
      }
      if (spec.arity === 1) {
        stack.push(applyUnary(spec, operand(stack.pop(), spec.name)));
        return false;
      }
      const right = operand(stack.pop(), spec.name);
      const left = operand(stack.pop(), spec.name);
      if (spec === ADD && (typeof left === 'string' || typeof right === 'string')) {
        const leftText = toText(left);
        const rightText = toText(right);
        if (leftText.length + rightText.length > maxStringLength) {
          throw new ReduceError(`Concatenation would exceed maximum string length ${maxStringLength}`);
        }
        stack.push(leftText + rightText);
      } else {
        stack.push(applyBinary(spec, left, right));
      }
      return false;
    }
  }
}

/** `{.eval #…}` output: each program in its reverse-Polish form, e.g. `[[1 1 <add>]]`. */
export function describeExpression(expression: Expression): string {
  const programs = expression.programs.map((program) => `[${program.map(describeStep).join(' ')}]`);
  return `[${programs.join(', ')}]`;
}

function describeStep(step: Step): string {
  switch (step.kind) {
    case 'value':
      return typeof step.value === 'string' ? JSON.stringify(step.value) : String(step.value);
    case 'variable':
      return step.text;
    case 'args':
      return '<args>';
    case 'call':
      return `${step.name}()`;
    case 'operator':
      return `<${step.spec.name}>`;
  }
}
