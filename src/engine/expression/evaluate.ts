/** Runs compiled expressions against the render's scope. */
import type { Path } from '../instructions/instruction';
import type { Expression, Step } from './compile';
import type { Primitive } from './conversions';
import { isPrimitive, toText } from './conversions';
import type { OperatorSpec } from './operators';
import { ADD, ASSIGN, BITWISE_NOT, FUNCTIONS } from './operators';

/** What an expression may read. */
export interface ExpressionScope {
  /** A variable's value; missing is `undefined`. */
  resolve(path: Path): unknown;
}

export type EvaluationResult =
  | {
      readonly ok: true;
      readonly value: Primitive;
      readonly hasValue: boolean;
      /** Assignments to `@name` variables, to keep in the current scope. */
      readonly locals: ReadonlyMap<string, Primitive> | null;
    }
  | { readonly ok: false; readonly messages: readonly string[] };

class ReduceError {
  constructor(readonly message: string) {}
}

type VariableStep = Extract<Step, { kind: 'variable' }>;

const ARGS_MARK = { args: true } as const;
/** What a prefix operator leaves for a non-scalar operand: no operator accepts it, and it prints nothing. */
const VOID = { void: true } as const;
/** Variables stay unresolved on the stack, because the target of `=` is used by name. */
type StackItem = Primitive | VariableStep | typeof ARGS_MARK | typeof VOID;

const isVariable = (item: StackItem): item is VariableStep =>
  typeof item === 'object' && item !== null && (item as Partial<VariableStep>).kind === 'variable';

/**
 * Evaluates expressions for one render. Every program of an expression runs in order; the value of
 * the last one is the result (none when it ended in an assignment or left nothing). Every program
 * runs even after one fails, so each failure is reported; any failure voids the whole evaluation
 * (no output, no assignments), as in the reference engine.
 */
export class ExpressionEvaluator {
  /** The operand stack, reused across evaluations; `size` is its height. */
  private readonly stack: StackItem[] = [];
  private size = 0;
  private locals: Map<string, Primitive> | null = null;

  constructor(
    private readonly scope: ExpressionScope,
    private readonly maxStringLength: number,
  ) {}

  evaluate(expression: Expression): EvaluationResult {
    this.locals = null;
    let value: Primitive = null;
    let hasValue = false;
    let messages: string[] | null = null;
    const programs = expression.programs;
    for (let p = 0; p < programs.length; p++) {
      this.size = 0;
      hasValue = false;
      try {
        if (this.run(programs[p] as readonly Step[]) || this.size === 0) continue;
        const top = this.stack[this.size - 1] as StackItem;
        if (top === VOID) continue;
        const result = this.read(top);
        if (!isPrimitive(result)) throw new ReduceError('Reduce error: unexpected token on stack');
        value = result;
        hasValue = true;
      } catch (error) {
        if (!(error instanceof ReduceError)) throw error;
        (messages ??= []).push(error.message);
      }
    }
    this.size = 0;
    if (messages !== null) return { ok: false, messages };
    return { ok: true, value, hasValue, locals: this.locals };
  }

  private push(item: StackItem): void {
    this.stack[this.size++] = item;
  }

  private pop(): StackItem | undefined {
    return this.size === 0 ? undefined : this.stack[--this.size];
  }

  /** Runs one program; returns true when an assignment ended it. */
  private run(program: readonly Step[]): boolean {
    for (let i = 0; i < program.length; i++) if (this.step(program[i] as Step)) return true;
    return false;
  }

  private read(item: StackItem): unknown {
    if (!isVariable(item)) return item;
    const path = item.path;
    const head = path[0];
    if (this.locals !== null && path.length === 1 && typeof head === 'string' && this.locals.has(head)) {
      return this.locals.get(head);
    }
    const value = this.scope.resolve(path);
    return value === undefined ? null : value;
  }

  private operand(item: StackItem | undefined, name: string): Primitive {
    const value = item === undefined || item === ARGS_MARK ? undefined : this.read(item);
    if (!isPrimitive(value)) throw new ReduceError(`Invalid arguments to operator ${name}`);
    return value;
  }

  private step(step: Step): boolean {
    switch (step.kind) {
      case 'value':
        this.push(step.value);
        return false;
      case 'variable':
        this.push(step);
        return false;
      case 'args':
        this.push(ARGS_MARK);
        return false;
      case 'call':
        this.push(this.call(step.name));
        return false;
      case 'operator':
        return this.operator(step.spec);
    }
  }

  /**
   * Calls a function with its scalar arguments; an object or array argument is left out, as in the
   * reference. A void value (a prefix operator's on a non-scalar) ends the arguments early, as it
   * does there: the call takes only what came after it, and what came before stays on the stack.
   */
  private call(name: string): Primitive {
    const args: Primitive[] = [];
    for (let item = this.pop(); item !== ARGS_MARK && item !== VOID && item !== undefined; item = this.pop()) {
      const arg = this.read(item);
      if (isPrimitive(arg)) args.unshift(arg);
    }
    const result = (FUNCTIONS.get(name) as (args: readonly Primitive[]) => Primitive | undefined)(args);
    if (result === undefined) throw new ReduceError(`Error calling function ${name}`);
    return result;
  }

  private operator(spec: OperatorSpec): boolean {
    if (spec === ASSIGN) {
      // An assignment ends its expression whether or not it could be made; only a primitive can
      // be stored, and only in an `@name` variable.
      if (this.size < 2) return true;
      const right = this.read(this.pop() as StackItem);
      const target = this.pop() as StackItem;
      if (!isVariable(target) || !isPrimitive(right)) return true;
      const name = target.path[0];
      if (target.path.length === 1 && typeof name === 'string' && name.startsWith('@') && name.length > 1) {
        (this.locals ??= new Map()).set(name, right);
      }
      return true;
    }
    if (spec.arity === 1) {
      // A prefix operator without a scalar operand yields a void value instead of failing, as in the
      // reference; on an empty stack it does nothing.
      if (this.size === 0) return false;
      const item = this.pop();
      const value = item === ARGS_MARK ? undefined : this.read(item as StackItem);
      if (!isPrimitive(value)) this.push(VOID);
      // The reference engine's `~` never uses a variable's value: `~a` is `~NaN`, i.e. -1, for any scalar `a`.
      else this.push(spec === BITWISE_NOT && isVariable(item as StackItem) ? -1 : spec.apply(value, null));
      return false;
    }
    const right = this.operand(this.pop(), spec.name);
    const left = this.operand(this.pop(), spec.name);
    if (spec === ADD && (typeof left === 'string' || typeof right === 'string')) {
      const leftText = toText(left);
      const rightText = toText(right);
      if (leftText.length + rightText.length > this.maxStringLength) {
        throw new ReduceError(`Concatenation would exceed maximum string length ${this.maxStringLength}`);
      }
      this.push(leftText + rightText);
    } else {
      this.push(spec.apply(left, right));
    }
    return false;
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
