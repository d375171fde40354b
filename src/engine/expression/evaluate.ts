/** Runs compiled expressions against the render's scope. */
import type { Path } from '../instructions/instruction';
import type { Expression, Step } from './compile';
import type { Primitive } from './conversions';
import { isPrimitive, toText } from './conversions';
import { ADD, ASSIGN, BITWISE_NOT, FUNCTIONS, applyBinary, applyUnary } from './operators';

/** What an expression may read and write. */
export interface ExpressionScope {
  /** A variable's value; missing is `undefined`. */
  resolve(path: Path): unknown;
}

export type EvaluationResult =
  | { readonly ok: true; readonly value: Primitive; readonly hasValue: boolean; readonly locals: ReadonlyMap<string, Primitive> }
  | { readonly ok: false; readonly messages: readonly string[] };

class ReduceError {
  constructor(readonly message: string) {}
}

/** A variable operand: resolved lazily, because the target of `=` is used by name. */
interface Reference {
  readonly path: Path;
}

const ARGS_MARK = { args: true } as const;
/** What a prefix operator leaves for a non-scalar operand: no operator accepts it, and it prints nothing. */
const VOID = { void: true } as const;
type StackItem = Primitive | Reference | typeof ARGS_MARK | typeof VOID;

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
  const messages: string[] = [];
  // Every program runs even after one fails, so each failure is reported; any failure voids the
  // whole evaluation (no output, no assignments), as in the reference engine.
  for (const program of expression.programs) {
    try {
      const stack: StackItem[] = [];
      let assigned = false;
      for (const step of program) {
        if (runStep(step, stack, operand, read, locals, maxStringLength)) {
          assigned = true;
          break;
        }
      }
      hasValue = false;
      if (assigned || stack.length === 0 || stack[stack.length - 1] === VOID) continue;
      const top = read(stack[stack.length - 1] as StackItem);
      if (!isPrimitive(top)) throw new ReduceError('Reduce error: unexpected token on stack');
      value = top;
      hasValue = true;
    } catch (error) {
      if (!(error instanceof ReduceError)) throw error;
      messages.push(error.message);
    }
  }
  if (messages.length > 0) return { ok: false, messages };
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
        // An assignment ends its expression whether or not it could be made; only a primitive can
        // be stored, and only in an `@name` variable.
        if (stack.length < 2) return true;
        const right = read(stack.pop() as StackItem);
        const target = stack.pop() as StackItem;
        if (!isReference(target) || !isPrimitive(right)) return true;
        const name = target.path[0];
        if (target.path.length === 1 && typeof name === 'string' && name.startsWith('@') && name.length > 1) {
          locals.set(name, right);
        }
        return true;
      }
      if (spec.arity === 1) {
        // A prefix operator without a scalar operand yields a void value instead of failing, as in the reference.
        const item = stack.pop();
        const value = item === undefined || item === ARGS_MARK ? undefined : read(item);
        if (!isPrimitive(value)) {
          stack.push(VOID);
          return false;
        }
        // The reference engine's `~` never uses a variable's value: `~a` is `~NaN`, i.e. -1, for any scalar `a`.
        stack.push(spec === BITWISE_NOT && isReference(item as StackItem) ? -1 : applyUnary(spec, value));
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
