/**
 * Walks a compiled instruction tree against a JSON context. One `Render` per call: it holds the
 * scope stack, the output buffer, the error list and the limit counters, and is the context
 * formatters and predicates see. Nothing escapes it as an exception.
 */
import type { InstructionName, TemplateError, TemplateErrorCode } from '../errors';
import { MESSAGES } from '../errors';
import { describeExpression, evaluateExpression } from '../expression';
import type {
  Arguments,
  BindVarInstruction,
  Branching,
  CtxVarInstruction,
  EvalInstruction,
  FormatterCall,
  IfInstruction,
  IncludeInstruction,
  Instruction,
  MacroInstruction,
  OrInstruction,
  Path,
  PredicateInstruction,
  RepeatedInstruction,
  RootInstruction,
  SectionInstruction,
  VariableInstruction,
} from '../instructions/instruction';
import { IF_AND } from '../instructions/instruction';
import { opcodeName } from '../instructions/opcodes';
import { splitPath } from '../lexer';
import type { EngineLimits } from '../limits';
import type { ApplyPartialOptions, PluginContext, Predicate, TemplateVariable } from '../plugins/types';
import { getChild, isTruthy, toOutput } from '../values';
import { parseArgument } from './arguments';

/** A compiled partial, or the errors that kept it from compiling. */
export type PartialLookup = (name: string) => { readonly root: RootInstruction; readonly errors: readonly TemplateError[] } | undefined;

export interface RenderSettings {
  readonly partials: PartialLookup;
  readonly injects: Readonly<Record<string, unknown>>;
  readonly locale: string | undefined;
  readonly now: number;
  readonly enableExpr: boolean;
  readonly enableInclude: boolean;
  readonly limits: EngineLimits;
}

export interface RenderResult {
  readonly output: string;
  readonly errors: TemplateError[];
}

/** Thrown inside a render to unwind it when a limit is reached; never leaves `render`. */
class StopRender {}

class Variable implements TemplateVariable {
  constructor(public value: unknown) {}
  set(value: unknown): void {
    this.value = value;
  }
}

const DEFAULT_TIME_ZONE = 'America/New_York';
const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const NO_ARGS: readonly string[] = Object.freeze([]);

export function render(root: RootInstruction, json: unknown, settings: RenderSettings): RenderResult {
  const run = new Render(json, settings);
  try {
    run.block(root.block);
  } catch (error) {
    if (!(error instanceof StopRender)) run.unexpected(error, 'ROOT');
  }
  return { output: run.output(), errors: run.errors };
}

class Render implements PluginContext {
  readonly errors: TemplateError[] = [];
  readonly locale: string | undefined;
  readonly now: number;

  // The scope stack, as parallel arrays indexed by depth; `top` is the current frame.
  private nodes: unknown[] = [];
  private indexes: number[] = [];
  private locals: (Map<string, unknown> | null)[] = [];
  private macros: (Map<string, MacroInstruction> | null)[] = [];
  private stops: boolean[] = [];
  private top = -1;

  private parts: string[] = [];
  private written = 0;
  private steps = 0;
  private partialDepth = 0;
  /**
   * Applications refused for depth. Each one keeps counting against the limit for the rest of the
   * render, as in the reference engine: once a template recurses too deep, later applications fail
   * too instead of starting the runaway again.
   */
  private refusedDepth = 0;
  /** `{.eval}` tags whose syntax error this render has already reported. */
  private readonly reportedExpressions = new Set<EvalInstruction>();
  /** Partials whose compile errors this render has already reported. */
  private readonly brokenPartials = new Set<string>();
  private current: { readonly line: number; readonly column: number } = { line: 1, column: 1 };
  private partialName: string | undefined;
  private zone: string | undefined;
  private readonly json: unknown;

  constructor(
    json: unknown,
    private readonly settings: RenderSettings,
  ) {
    this.json = json;
    this.locale = settings.locale;
    this.now = settings.now;
    this.push(json, -1, false);
  }

  output(): string {
    return this.parts.join('');
  }

  // ——— scope ———

  private push(node: unknown, index: number, stop: boolean): void {
    const depth = ++this.top;
    this.nodes[depth] = node;
    this.indexes[depth] = index;
    this.locals[depth] = null;
    this.macros[depth] = null;
    this.stops[depth] = stop;
  }

  private pop(): void {
    // Release references so a long render does not keep popped nodes alive.
    this.nodes[this.top] = undefined;
    this.locals[this.top] = null;
    this.macros[this.top] = null;
    this.top--;
  }

  private setLocal(name: string, value: unknown): void {
    const locals = this.locals[this.top] ?? (this.locals[this.top] = new Map());
    locals.set(name, value);
  }

  resolve(path: Path): unknown {
    return this.resolveFrom(this.top, path);
  }

  resolveOuter(path: Path): unknown {
    return this.resolveFrom(this.top > 0 ? this.top - 1 : 0, path);
  }

  /**
   * A section's path: unlike a variable, its first segment is looked up in the current scope only
   * (`{.section o}{.section a}` does not find a top-level `a`).
   */
  private resolveInScope(path: Path): unknown {
    const head = path[0] as string | number;
    const top = this.top;
    let value: unknown;
    if (head === '@') value = this.nodes[top];
    else if (typeof head === 'string' && head.charCodeAt(0) === 0x40 /* @ */) {
      value = head === '@index' || head === '@index0' ? undefined : this.locals[top]?.get(head);
    } else value = getChild(this.nodes[top], head);
    for (let i = 1; i < path.length; i++) {
      if (value === undefined || value === null) return undefined;
      value = getChild(value, path[i] as string | number);
    }
    return value;
  }

  /** Looks the first segment up from frame `start` outwards, then walks down the rest. */
  private resolveFrom(start: number, path: Path): unknown {
    const head = path[0] as string | number;
    let value: unknown;
    if (head === '@') value = this.nodes[start];
    else if (typeof head === 'string' && head.charCodeAt(0) === 0x40 /* @ */) value = this.lookupLocal(start, head);
    else value = this.lookupKey(start, head);
    for (let i = 1; i < path.length; i++) {
      if (value === undefined || value === null) return undefined;
      value = getChild(value, path[i] as string | number);
    }
    return value;
  }

  private lookupKey(start: number, key: string | number): unknown {
    for (let depth = start; depth >= 0; depth--) {
      const value = getChild(this.nodes[depth], key);
      if (value !== undefined) return value;
      if (this.stops[depth]) break;
    }
    return undefined;
  }

  private lookupLocal(start: number, name: string): unknown {
    const index = name === '@index' ? 1 : name === '@index0' ? 0 : -1;
    for (let depth = start; depth >= 0; depth--) {
      if (index >= 0) {
        const position = this.indexes[depth] as number;
        if (position >= 0) return position + index;
      } else {
        // A variable bound to a missing value does not hide one of the same name further out.
        const value = this.locals[depth]?.get(name);
        if (value !== undefined) return value;
      }
      if (this.stops[depth]) break;
    }
    return undefined;
  }

  private findMacro(name: string): MacroInstruction | undefined {
    for (let depth = this.top; depth >= 0; depth--) {
      const macro = this.macros[depth]?.get(name);
      if (macro !== undefined) return macro;
    }
    return undefined;
  }

  // ——— plugin context ———

  get timeZone(): string {
    if (this.zone === undefined) {
      const website = getChild(this.json, 'website');
      const wanted = getChild(website, 'timeZone');
      this.zone = typeof wanted === 'string' ? validTimeZone(wanted) : DEFAULT_TIME_ZONE;
    }
    return this.zone;
  }

  error(message: string): void {
    this.record('engine', 'PLUGIN_ERROR', message);
  }

  resolveArgument(arg: string): unknown {
    const parsed = parseArgument(arg);
    return parsed.kind === 'value' ? parsed.value : this.resolve(parsed.path);
  }

  parsePath(text: string): Path {
    return splitPath(text);
  }

  applyPartial(name: string, node: unknown, options?: ApplyPartialOptions): string {
    const found = this.findPartial(name);
    if (found === undefined) return '';
    const saved = this.parts;
    this.parts = [];
    this.push(node, -1, options?.private === true);
    if (options?.args !== undefined) this.setLocal('@args', options.args);
    const savedPartial = this.partialName;
    if (found.partial !== undefined) this.partialName = found.partial;
    this.partialDepth++;
    try {
      this.block(found.block);
      return this.parts.join('');
    } finally {
      this.partialDepth--;
      this.partialName = savedPartial;
      this.pop();
      this.parts = saved;
    }
  }

  /** A macro in scope, else a partial; records why when there is none or nesting is too deep. */
  private findPartial(name: string): { block: readonly Instruction[]; partial?: string } | undefined {
    let found: { block: readonly Instruction[]; partial?: string };
    const macro = this.findMacro(name);
    if (macro !== undefined) found = { block: macro.block };
    else {
      const partial = this.settings.partials(name);
      if (partial === undefined) {
        this.record('engine', 'APPLY_PARTIAL_MISSING', MESSAGES.partialMissing(name));
        return undefined;
      }
      if (partial.errors.length === 0) found = { block: partial.root.block, partial: name };
      else {
        // A partial that does not compile is reported once per render and then acts as an empty
        // one, still counting against the depth limit (as in the reference engine).
        found = { block: [] };
        if (!this.brokenPartials.has(name)) {
          this.brokenPartials.add(name);
          for (const error of partial.errors) {
            this.record('engine', 'APPLY_PARTIAL_SYNTAX', MESSAGES.partialSyntax(name, error.message));
          }
        }
      }
    }
    const max = this.settings.limits.maxPartialDepth;
    if (this.partialDepth + this.refusedDepth >= max) {
      this.refusedDepth++;
      this.record('engine', 'APPLY_PARTIAL_RECURSION_DEPTH', MESSAGES.partialDepth(name, max));
      return undefined;
    }
    return found;
  }

  // ——— errors and limits ———

  private record(type: TemplateError['type'], code: TemplateErrorCode, message: string): void {
    const { line, column } = this.current;
    const error: TemplateError =
      this.partialName === undefined
        ? { type, code, message, line, column }
        : { type, code, message, line, column, partial: this.partialName };
    this.errors.push(error);
  }

  unexpected(error: unknown, instruction: InstructionName): void {
    const name = error instanceof Error ? error.name : 'Error';
    const message = error instanceof Error ? error.message : String(error);
    this.record('engine', 'UNEXPECTED_ERROR', MESSAGES.unexpected(name, instruction, message));
  }

  private append(text: string): void {
    if (text.length === 0) return;
    this.written += text.length;
    if (this.written > this.settings.limits.maxOutputLength) {
      this.record('engine', 'OUTPUT_LIMIT_REACHED', MESSAGES.outputLimit(this.settings.limits.maxOutputLength));
      throw new StopRender();
    }
    this.parts.push(text);
  }

  // ——— execution ———

  block(block: readonly Instruction[]): void {
    const maxSteps = this.settings.limits.maxInstructions;
    for (let i = 0; i < block.length; i++) {
      const instruction = block[i] as Instruction;
      this.current = instruction;
      if (++this.steps > maxSteps) {
        this.record('engine', 'INSTRUCTION_LIMIT_REACHED', MESSAGES.instructionLimit(maxSteps));
        throw new StopRender();
      }
      try {
        this.instruction(instruction);
      } catch (error) {
        if (error instanceof StopRender) throw error;
        this.current = instruction;
        this.unexpected(error, opcodeName(instruction.op));
      }
    }
  }

  private instruction(instruction: Instruction): void {
    switch (instruction.op) {
      case 0:
      case 12:
      case 13:
      case 14:
      case 15:
      case 16:
        this.append(instruction.text);
        return;
      case 1:
        return this.variable(instruction);
      case 2:
        return this.section(instruction);
      case 4:
        return this.repeated(instruction);
      case 5:
        return this.predicateBlock(instruction);
      case 6:
        return this.bindVar(instruction);
      case 8:
        return this.if(instruction);
      case 9:
        this.setLocal(instruction.name, hasOwn(this.settings.injects, instruction.path) ? this.settings.injects[instruction.path] : undefined);
        return;
      case 10: {
        const macros = this.macros[this.top] ?? (this.macros[this.top] = new Map());
        macros.set(instruction.name, instruction);
        return;
      }
      case 22:
        return this.ctxVar(instruction);
      case 23:
        return this.eval(instruction);
      case 24:
        return this.include(instruction);
      case 7:
      case 11:
        return;
    }
  }

  private variable(instruction: VariableInstruction): void {
    const formatters = instruction.formatters;
    if (formatters === null) {
      this.append(toOutput(this.resolve(instruction.paths[0] as Path)));
      return;
    }
    const value = this.format(instruction, instruction.paths, formatters, 'VARIABLE');
    if (value !== StopFormatting) this.append(toOutput(value));
  }

  private bindVar(instruction: BindVarInstruction): void {
    const formatters = instruction.formatters;
    const value =
      formatters === null
        ? this.resolve(instruction.paths[0] as Path)
        : this.format(instruction, instruction.paths, formatters, 'BINDVAR');
    if (value !== StopFormatting) this.setLocal(instruction.name, value);
  }

  /**
   * Runs a formatter chain; a formatter that throws is reported and the tag produces nothing. In a
   * `{value|…}` tag the value is the innermost scope while the chain runs (formatters resolve their
   * arguments against it); `{.var}` runs its chain in the enclosing scope.
   */
  private format(
    at: { readonly line: number; readonly column: number },
    paths: readonly Path[],
    formatters: readonly FormatterCall[],
    name: 'VARIABLE' | 'BINDVAR',
  ): unknown {
    const vars: Variable[] = [];
    for (let i = 0; i < paths.length; i++) vars.push(new Variable(this.resolve(paths[i] as Path)));
    const scoped = name === 'VARIABLE';
    if (scoped) this.push((vars[0] as Variable).value, -1, false);
    try {
      for (let i = 0; i < formatters.length; i++) {
        const call = formatters[i] as FormatterCall;
        this.current = at;
        try {
          call.fn(call.args === null ? NO_ARGS : call.args.values, vars, this);
        } catch (error) {
          if (error instanceof StopRender) throw error;
          this.current = at;
          this.unexpected(error, name);
          return StopFormatting;
        }
      }
    } finally {
      if (scoped) this.pop();
    }
    return (vars[0] as Variable).value;
  }

  /** The section's node becomes the scope before it is tested: its `{.or}` branches run inside it too. */
  private section(instruction: SectionInstruction): void {
    const node = this.resolveInScope(instruction.path);
    this.push(node, -1, false);
    try {
      if (isTruthy(node)) this.block(instruction.block);
      else this.alternative(instruction);
    } finally {
      this.pop();
    }
  }

  private repeated(instruction: RepeatedInstruction): void {
    const list = this.resolveInScope(instruction.path);
    if (!Array.isArray(list) || list.length === 0) return this.alternative(instruction);
    const alternates = instruction.alternates.length > 0 ? instruction.alternates : null;
    this.push(list, -1, false);
    try {
      const last = list.length - 1;
      for (let i = 0; i <= last; i++) {
        this.push(list[i], i, false);
        try {
          this.block(instruction.block);
          if (alternates !== null && i < last) this.block(alternates);
        } finally {
          this.pop();
        }
      }
    } finally {
      this.pop();
    }
  }

  private predicateBlock(instruction: PredicateInstruction): void {
    if (this.test(instruction, instruction.fn, instruction.args, 'PREDICATE')) this.block(instruction.block);
    else this.alternative(instruction);
  }

  /**
   * Operands combine left to right with no precedence, and evaluation stops as soon as an `||`
   * yields true or an `&&` yields false: `{.if f || t && f}` is true, `{.if t && f || t}` is false.
   */
  private if(instruction: IfInstruction): void {
    const { paths, operators } = instruction;
    let result = isTruthy(this.resolve(paths[0] as Path));
    for (let i = 0; i < operators.length; i++) {
      const next = isTruthy(this.resolve(paths[i + 1] as Path));
      if (operators[i] === IF_AND) {
        result = result && next;
        if (!result) break;
      } else {
        result = result || next;
        if (result) break;
      }
    }
    if (result) this.block(instruction.block);
    else this.alternative(instruction);
  }

  /** Runs the first `{.or}` branch whose predicate holds (a bare `{.or}` always does). */
  private alternative(instruction: Branching): void {
    for (let or: OrInstruction | null = instruction.alternative; or !== null; or = or.alternative) {
      if (or.name === null || this.test(or, or.fn, or.args, 'OR_PREDICATE')) {
        this.block(or.block);
        return;
      }
    }
  }

  private test(
    at: { readonly line: number; readonly column: number },
    fn: Predicate | null,
    args: Arguments | null,
    name: InstructionName,
  ): boolean {
    if (fn === null) return false;
    this.current = at;
    try {
      return fn(args === null ? NO_ARGS : args.values, this) === true;
    } catch (error) {
      if (error instanceof StopRender) throw error;
      this.current = at;
      this.unexpected(error, name);
      return false;
    }
  }

  private ctxVar(instruction: CtxVarInstruction): void {
    const object: Record<string, unknown> = {};
    for (const [key, path] of instruction.bindings) {
      const value = this.resolve(path);
      object[key] = value === undefined ? null : value;
    }
    this.setLocal(instruction.name, object);
  }

  private eval(instruction: EvalInstruction): void {
    if (!this.settings.enableExpr) return;
    this.current = instruction;
    const { expression, debug } = instruction;
    if (expression.error !== null) {
      // Reported once per render, however often the tag runs (a macro, a loop).
      if (!this.reportedExpressions.has(instruction)) {
        this.reportedExpressions.add(instruction);
        this.record('engine', 'EXPRESSION_PARSE', MESSAGES.expressionParse(expression.source, expression.error));
      }
      if (debug) this.append('EVAL=[]');
      return;
    }
    const result = evaluateExpression(expression, this, this.settings.limits.maxExpressionStringLength);
    const program = debug ? `EVAL=${describeExpression(expression)}` : '';
    if (!result.ok) {
      for (const message of result.messages) {
        this.record('engine', 'EXPRESSION_REDUCE', MESSAGES.expressionReduce(expression.source, message));
      }
      this.append(program);
      return;
    }
    for (const [name, value] of result.locals) this.setLocal(name, value);
    const value = result.hasValue && result.value !== null ? String(result.value) : '';
    this.append(debug ? (result.hasValue ? `${program} -> ${value}` : program) : value);
  }

  private include(instruction: IncludeInstruction): void {
    if (!this.settings.enableInclude) return;
    this.current = instruction;
    const found = this.findPartial(instruction.name);
    if (found === undefined) return;
    const saved = this.parts;
    if (!instruction.output) this.parts = [];
    const savedPartial = this.partialName;
    if (found.partial !== undefined) this.partialName = found.partial;
    this.partialDepth++;
    try {
      this.block(found.block);
    } finally {
      this.partialDepth--;
      this.partialName = savedPartial;
      this.parts = saved;
    }
  }
}

/** Marks a formatter chain that failed, so the tag prints nothing. */
const StopFormatting: unique symbol = Symbol('stop formatting');

/** The zone if the platform knows it, else UTC (as the reference does for an unknown zone). */
function validTimeZone(zone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}
