/**
 * Runs a compiled template against a JSON context. One `Render` per call: it holds the scope stack,
 * the output, the error list and the limit counters, and is the context formatters and predicates
 * see. Blocks run as linked closures (see `link.ts`). Nothing escapes a render as an exception.
 */
import type { InstructionName, TemplateError, TemplateErrorCode } from '../errors';
import { MESSAGES } from '../errors';
import { BAIL, ExpressionEvaluator, describeExpression } from '../expression';
import type {
  Arguments,
  BindVarInstruction,
  CtxVarInstruction,
  EvalInstruction,
  FormatterCall,
  IfInstruction,
  IncludeInstruction,
  InjectInstruction,
  Instruction,
  Path,
  PredicateInstruction,
  RootInstruction,
  VariableInstruction,
} from '../instructions/instruction';
import { IF_AND } from '../instructions/instruction';
import { opcodeName } from '../instructions/opcodes';
import { splitPath } from '../lexer';
import type { EngineLimits } from '../limits';
import type { ApplyPartialOptions, PluginContext, Predicate, TemplateVariable } from '../plugins/types';
import { PluginError } from '../plugins/types';
import { asText, getChild, isTruthy, lookupIn, numberText, toJsonText, toOutput } from '../values';
import { parseArgument } from './arguments';
import type { LinkedBlock, LinkedBranch, LinkedMapping, LinkedStep } from './link';
import { linkBlock } from './link';

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
class StopRender {
  /** The error recorded for the limit, still waiting for the position of the instruction that hit it. */
  constructor(public unplaced: TemplateError | null = null) {}
}

class Variable implements TemplateVariable {
  constructor(public value: unknown) {}
  set(value: unknown): void {
    this.value = value;
  }
}

/** One scope: the node `@` refers to, its loop position, and what tags bound in it. */
class Frame {
  node: unknown = undefined;
  /** Position in the enclosing repeated section, or -1. */
  index = -1;
  locals: Map<string, unknown> | null = null;
  /** Macros defined in this scope, linked and ready to run. */
  macros: Map<string, LinkedBlock> | null = null;
  /** Set by `apply … private`: lookups stop here. */
  stop = false;
}

interface Position {
  readonly line: number;
  readonly column: number;
}

const DEFAULT_TIME_ZONE = 'America/New_York';
const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const NO_ARGS: readonly string[] = Object.freeze([]);
const EMPTY_BLOCK = linkBlock([]);
/** Marks a formatter chain that failed, so the tag prints nothing. */
const FAILED: unique symbol = Symbol('failed');

export function render(root: RootInstruction, json: unknown, settings: RenderSettings): RenderResult {
  const run = new Render(json, settings);
  try {
    run.run(linkBlock(root.block));
  } catch (error) {
    if (!(error instanceof StopRender)) run.unexpected(error, 'ROOT');
  }
  return { output: run.output, errors: run.errors };
}

export class Render implements PluginContext {
  readonly errors: TemplateError[] = [];
  readonly locale: string | undefined;
  readonly now: number;
  /** The output so far; V8 concatenates strings as ropes, cheaper here than joining an array. */
  output = '';

  /** The scope stack; frames are reused, `top` is the current one. */
  private readonly frames: Frame[] = [];
  private top = -1;
  /** The innermost frame holding macros, or -1: a macro lookup starts there, not at the top. */
  private macroTop = -1;
  private written = 0;
  private steps = 0;
  private readonly maxSteps: number;
  private readonly maxOutput: number;
  private partialDepth = 0;
  /**
   * Applications refused for depth. Each one keeps counting against the limit for the rest of the
   * render, as in the reference engine: once a template recurses too deep, later applications fail
   * too instead of starting the runaway again.
   */
  private refusedDepth = 0;
  private evaluator: ExpressionEvaluator | undefined;
  /** `{.eval}` tags whose syntax error this render has already reported. */
  private reportedExpressions: Set<EvalInstruction> | undefined;
  /**
   * Partials already found and linked in this render, by name: a loop applies the same few, and
   * one that does not compile is reported once.
   */
  private readonly linkedPartials = new Map<string, LinkedBlock>();
  /** The objects this render serialized last and their JSON texts, see `jsonText`. */
  private readonly jsonObjects: (object | null)[] = [null, null, null, null];
  private readonly jsonTexts: string[] = ['', '', '', ''];
  private jsonNext = 0;
  private current: Position = { line: 1, column: 1 };
  private partialName: string | undefined;
  private foundPartial: string | undefined;

  constructor(
    json: unknown,
    private readonly settings: RenderSettings,
  ) {
    this.locale = settings.locale;
    this.now = settings.now;
    this.maxSteps = settings.limits.maxInstructions;
    this.maxOutput = settings.limits.maxOutputLength;
    this.push(json, -1, false);
  }

  // ——— scope ———

  private push(node: unknown, index: number, stop: boolean): void {
    const depth = ++this.top;
    const frame = this.frames[depth] ?? (this.frames[depth] = new Frame());
    frame.node = node;
    frame.index = index;
    frame.stop = stop;
  }

  private pop(): void {
    // Release what the frame held, so a long render does not keep popped data alive.
    const frame = this.frames[this.top--] as Frame;
    frame.node = undefined;
    frame.locals = null;
    if (frame.macros !== null) {
      frame.macros = null;
      let depth = this.top;
      while (depth >= 0 && (this.frames[depth] as Frame).macros === null) depth--;
      this.macroTop = depth;
    }
  }

  private get frame(): Frame {
    return this.frames[this.top] as Frame;
  }

  private setLocal(name: string, value: unknown): void {
    const frame = this.frame;
    (frame.locals ??= new Map()).set(name, value);
  }

  currentNode(): unknown {
    return this.frame.node;
  }

  resolve(path: Path): unknown {
    return this.resolveFrom(this.top, path);
  }

  resolveOuter(path: Path): unknown {
    return this.resolveFrom(this.top > 0 ? this.top - 1 : 0, path);
  }

  /** Looks the first segment up from frame `start` outwards, then walks down the rest. */
  private resolveFrom(start: number, path: Path): unknown {
    const head = path[0] as string | number;
    let value: unknown;
    if (head === '@') value = (this.frames[start] as Frame).node;
    else if (typeof head === 'string' && head.charCodeAt(0) === 0x40 /* @ */) value = this.lookupLocal(start, head);
    else value = this.lookupFrom(start, head);
    for (let i = 1; i < path.length; i++) {
      if (value === undefined || value === null) return undefined;
      value = getChild(value, path[i] as string | number);
    }
    return value;
  }

  /** A key looked up from the current scope outwards. */
  lookupKey(key: string | number): unknown {
    return this.lookupFrom(this.top, key);
  }

  private lookupFrom(start: number, key: string | number): unknown {
    for (let depth = start; depth >= 0; depth--) {
      const frame = this.frames[depth] as Frame;
      const value = lookupIn(frame.node, key);
      if (value !== undefined) return value;
      if (frame.stop) break;
    }
    return undefined;
  }

  private lookupLocal(start: number, name: string): unknown {
    const index = name === '@index' ? 1 : name === '@index0' ? 0 : -1;
    for (let depth = start; depth >= 0; depth--) {
      const frame = this.frames[depth] as Frame;
      if (index >= 0) {
        if (frame.index >= 0) return frame.index + index;
      } else if (frame.locals !== null) {
        // A variable bound to a missing value does not hide one of the same name further out.
        const value = frame.locals.get(name);
        if (value !== undefined) return value;
      }
      if (frame.stop) break;
    }
    return undefined;
  }

  /**
   * A section's path: unlike a variable, its first segment is looked up in the current scope only
   * (`{.section o}{.section a}` does not find a top-level `a`), and `@index` is not a loop position.
   */
  private resolveInScope(path: Path): unknown {
    const head = path[0] as string | number;
    const frame = this.frame;
    let value: unknown;
    if (head === '@') value = frame.node;
    else if (typeof head === 'string' && head.charCodeAt(0) === 0x40 /* @ */) {
      value = head === '@index' || head === '@index0' ? undefined : frame.locals?.get(head);
    } else value = lookupIn(frame.node, head);
    for (let i = 1; i < path.length; i++) {
      if (value === undefined || value === null) return undefined;
      value = getChild(value, path[i] as string | number);
    }
    return value;
  }

  private findMacro(name: string): LinkedBlock | undefined {
    for (let depth = this.macroTop; depth >= 0; depth--) {
      const macro = (this.frames[depth] as Frame).macros?.get(name);
      if (macro !== undefined) return macro;
    }
    return undefined;
  }

  // ——— plugin context ———

  get timeZone(): string {
    const wanted = this.resolve(TIME_ZONE_PATH);
    return wanted === undefined ? DEFAULT_TIME_ZONE : validTimeZone(asText(wanted));
  }

  get expressionsEnabled(): boolean {
    return this.settings.enableExpr;
  }

  withScope<T>(node: unknown, body: () => T, options?: { readonly private?: boolean }): T {
    this.push(node, -1, options?.private === true);
    try {
      return body();
    } finally {
      this.pop();
    }
  }

  error(message: string): void {
    this.record('engine', 'PLUGIN_ERROR', message);
  }

  resolveArgument(arg: string): unknown {
    const parsed = parseArgument(arg);
    return parsed.kind === 'value' ? parsed.value : this.resolve(parsed.path);
  }

  jsonText(value: unknown): string {
    if (typeof value !== 'object' || value === null) return toJsonText(value);
    // The last few are enough: an object printed twice is printed twice for the same item (a
    // product's variants in its picker and in its script), and remembering every object would
    // cost a listing of distinct ones more than it saves.
    const objects = this.jsonObjects;
    for (let i = 0; i < objects.length; i++) if (objects[i] === value) return this.jsonTexts[i] as string;
    const text = toJsonText(value);
    const slot = this.jsonNext;
    objects[slot] = value;
    this.jsonTexts[slot] = text;
    this.jsonNext = (slot + 1) % objects.length;
    return text;
  }

  parsePath(text: string): Path {
    return splitPath(text);
  }

  applyPartial(name: string, node: unknown, options?: ApplyPartialOptions): string {
    const saved = this.output;
    this.output = '';
    try {
      this.writePartial(name, node, options);
      return this.output;
    } finally {
      this.output = saved;
    }
  }

  /** Runs a macro or partial in a scope of its own, its output going where this render's output goes. */
  private writePartial(name: string, node: unknown, options?: ApplyPartialOptions): void {
    const found = this.findPartial(name);
    if (found === undefined) return;
    const partial = this.foundPartial;
    this.push(node, -1, options?.private === true);
    if (options?.args !== undefined) this.setLocal('@args', options.args);
    const savedPartial = this.partialName;
    if (partial !== undefined) this.partialName = partial;
    this.partialDepth++;
    try {
      this.run(found);
    } finally {
      this.partialDepth--;
      this.partialName = savedPartial;
      this.pop();
    }
  }

  /**
   * A macro in scope, else a partial; records why when there is none or nesting is too deep. Sets
   * `foundPartial` to the partial's name (`undefined` for a macro), for error positions.
   */
  private findPartial(name: string): LinkedBlock | undefined {
    this.foundPartial = undefined;
    let found = this.findMacro(name);
    if (found === undefined) {
      found = this.linkedPartials.get(name) ?? this.linkPartial(name);
      if (found === undefined) return undefined;
      this.foundPartial = name;
    }
    const max = this.settings.limits.maxPartialDepth;
    if (this.partialDepth + this.refusedDepth >= max) {
      this.refusedDepth++;
      this.record('engine', 'APPLY_PARTIAL_RECURSION_DEPTH', MESSAGES.partialDepth(name, max));
      return undefined;
    }
    return found;
  }

  /** The partial linked and kept for the rest of the render; `undefined` (reported) when there is none. */
  private linkPartial(name: string): LinkedBlock | undefined {
    const partial = this.settings.partials(name);
    if (partial === undefined) {
      this.record('engine', 'APPLY_PARTIAL_MISSING', MESSAGES.partialMissing(name));
      return undefined;
    }
    let linked = EMPTY_BLOCK;
    if (partial.errors.length === 0) linked = linkBlock(partial.root.block);
    else {
      // A partial that does not compile is reported once per render and then acts as an empty
      // one, still counting against the depth limit (as in the reference engine).
      for (const error of partial.errors) {
        this.record('engine', 'APPLY_PARTIAL_SYNTAX', MESSAGES.partialSyntax(name, error.message));
      }
    }
    this.linkedPartials.set(name, linked);
    return linked;
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
    if (error instanceof PluginError) {
      this.record('engine', 'PLUGIN_ERROR', error.message);
      return;
    }
    const name = error instanceof Error ? error.name : 'Error';
    const message = error instanceof Error ? error.message : String(error);
    this.record('engine', 'UNEXPECTED_ERROR', MESSAGES.unexpected(name, instruction, message));
  }

  append(text: string): void {
    this.written += text.length;
    if (this.written > this.maxOutput) {
      this.record('engine', 'OUTPUT_LIMIT_REACHED', MESSAGES.outputLimit(this.maxOutput));
      throw new StopRender(this.errors[this.errors.length - 1] as TemplateError);
    }
    // Reading a character flattens a rope (V8 copies it into one string). A formatter's markup is a
    // rope of hundreds of small pieces; appended as it is, every piece would live as long as the
    // output and be copied by each young-generation collection during the render. Flattened, the
    // pieces die young and the output holds one string per append. A short text (an escaped title,
    // a truncated excerpt) is a rope of a few pieces, cheaper kept than copied.
    if (text.length > 256) text.charCodeAt(0);
    this.output += text;
  }

  print(value: unknown): void {
    if (typeof value === 'string') this.append(value);
    else this.append(toOutput(value));
  }

  // ——— execution ———

  /**
   * Runs a linked block. An instruction that throws is reported and the next one runs; reaching a
   * limit stops the whole render. Instructions are counted a block at a time, before it runs.
   */
  run(block: LinkedBlock): void {
    const steps = block.steps;
    this.steps += steps.length;
    if (this.steps > this.maxSteps && steps.length > 0) {
      this.current = block.instructions[0] as Instruction;
      this.record('engine', 'INSTRUCTION_LIMIT_REACHED', MESSAGES.instructionLimit(this.maxSteps));
      throw new StopRender();
    }
    // One try around the loop; after a failure the loop resumes with the next instruction.
    for (let i = 0; i < steps.length; i++) {
      try {
        for (; i < steps.length; i++) (steps[i] as LinkedStep)(this);
      } catch (error) {
        if (error instanceof StopRender) {
          if (error.unplaced !== null) this.place(error.unplaced, block.instructions[i] as Instruction);
          error.unplaced = null;
          throw error;
        }
        const instruction = block.instructions[i] as Instruction;
        this.current = instruction;
        this.unexpected(error, opcodeName(instruction.op));
      }
    }
  }

  /** Gives an error recorded without a position the position of the instruction that caused it. */
  private place(error: TemplateError, at: Position): void {
    const index = this.errors.lastIndexOf(error);
    if (index >= 0) this.errors[index] = { ...error, line: at.line, column: at.column };
  }

  /** `{path|…}`: `value` is the path's value, read by the linked step. */
  formatVariable(instruction: VariableInstruction, value: unknown): void {
    const result = this.format(instruction, value, instruction.paths, instruction.formatters as readonly FormatterCall[], 'VARIABLE');
    if (result !== FAILED) this.print(result);
  }

  /** `{path|…}` whose chain is one linked mapping (see `linkMapping`); `value` is the path's value. */
  printMapped(instruction: VariableInstruction, mapping: LinkedMapping, value: unknown): void {
    this.current = instruction;
    let result: unknown;
    try {
      result = mapping(value, this);
    } catch (error) {
      this.current = instruction;
      this.unexpected(error, 'VARIABLE');
      return;
    }
    this.print(result);
  }

  /**
   * `{path|apply name}` with the built-in `apply`, `node` being the path's value: what its formatter
   * chain would print and report, without the chain's variables and scope (the partial's own scope
   * holds the same node). The partial writes straight into the output: built apart and appended,
   * every card of a listing would be copied once more per level of nesting.
   */
  applyTag(instruction: VariableInstruction, name: string, node: unknown): void {
    this.current = instruction;
    try {
      this.writePartial(name, node);
    } catch (error) {
      if (error instanceof StopRender) throw error;
      this.current = instruction;
      this.unexpected(error, 'VARIABLE');
    }
  }

  bindVar(instruction: BindVarInstruction): void {
    const formatters = instruction.formatters;
    const value =
      formatters === null
        ? this.resolve(instruction.paths[0] as Path)
        : this.format(instruction, this.resolve(instruction.paths[0] as Path), instruction.paths, formatters, 'BINDVAR');
    if (value !== FAILED) this.setLocal(instruction.name, value);
  }

  /**
   * Runs a formatter chain on `value` (the first path's) and the values of the other paths; a
   * formatter that throws is reported and the tag produces nothing. In a `{value|…}` tag the value
   * is the innermost scope while the chain runs (formatters resolve their arguments against it);
   * `{.var}` runs its chain in the enclosing scope.
   */
  private format(
    at: Position,
    value: unknown,
    paths: readonly Path[],
    formatters: readonly FormatterCall[],
    name: 'VARIABLE' | 'BINDVAR',
  ): unknown {
    const first = new Variable(value);
    const vars: Variable[] = [first];
    for (let i = 1; i < paths.length; i++) vars.push(new Variable(this.resolve(paths[i] as Path)));
    const scoped = name === 'VARIABLE';
    if (scoped) this.push(first.value, -1, false);
    this.current = at;
    try {
      for (let i = 0; i < formatters.length; i++) {
        const call = formatters[i] as FormatterCall;
        call.fn(call.args === null ? NO_ARGS : call.args.values, vars, this);
      }
    } catch (error) {
      if (scoped) this.pop();
      if (error instanceof StopRender) throw error;
      this.current = at;
      this.unexpected(error, name);
      return FAILED;
    }
    if (scoped) this.pop();
    return first.value;
  }

  /** The section's node becomes the scope before it is tested: its `{.or}` branches run inside it too. */
  section(path: Path, body: LinkedBlock, alternative: LinkedBranch | null): void {
    const node = this.resolveInScope(path);
    this.push(node, -1, false);
    try {
      if (isTruthy(node)) this.run(body);
      else if (alternative !== null) this.alternative(alternative, 'SECTION');
    } finally {
      this.pop();
    }
  }

  repeated(path: Path, body: LinkedBlock, alternates: LinkedBlock | null, alternative: LinkedBranch | null): void {
    const list = this.resolveInScope(path);
    if (!Array.isArray(list) || list.length === 0) {
      if (alternative !== null) this.alternative(alternative, 'REPEATED');
      return;
    }
    this.push(list, -1, false);
    try {
      const last = list.length - 1;
      for (let i = 0; i <= last; i++) {
        this.push(list[i], i, false);
        try {
          this.run(body);
          if (alternates !== null && i < last) this.run(alternates);
        } finally {
          this.pop();
        }
      }
    } finally {
      this.pop();
    }
  }

  predicateBlock(instruction: PredicateInstruction, body: LinkedBlock, alternative: LinkedBranch | null): void {
    const holds = this.test(instruction, instruction.fn, instruction.args, 'PREDICATE');
    if (holds === true) this.run(body);
    else if (holds === false && alternative !== null) this.alternative(alternative, 'PREDICATE');
  }

  /**
   * Operands combine left to right with no precedence, and evaluation stops as soon as an `||`
   * yields true or an `&&` yields false: `{.if f || t && f}` is true, `{.if t && f || t}` is false.
   */
  if(instruction: IfInstruction, body: LinkedBlock, alternative: LinkedBranch | null): void {
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
    if (result) this.run(body);
    else if (alternative !== null) this.alternative(alternative, 'IF');
  }

  /**
   * Runs the first `{.or}` branch whose predicate holds (a bare `{.or}` always does). A branch
   * predicate that throws abandons the whole block, reported against the block's own
   * instruction, as in the reference engine.
   */
  private alternative(first: LinkedBranch, block: InstructionName): void {
    for (let branch: LinkedBranch | null = first; branch !== null; branch = branch.next) {
      const holds = branch.at.name === null || this.test(branch.at, branch.predicate, branch.args, block);
      if (holds === null) return;
      if (holds) {
        this.run(branch.body);
        return;
      }
    }
  }

  /** Whether the predicate holds; `null` when it threw (reported), and its block renders no branch. */
  private test(at: Position, fn: Predicate | null, args: Arguments | null, block: InstructionName): boolean | null {
    if (fn === null) return false;
    this.current = at;
    try {
      return fn(args === null ? NO_ARGS : args.values, this) === true;
    } catch (error) {
      if (error instanceof StopRender) throw error;
      this.current = at;
      this.unexpected(error, block);
      return null;
    }
  }

  /** Binds the injected value; as in the reference, a falsy one (`false`, `0`, `""`, `null`) counts as missing. */
  inject(instruction: InjectInstruction): void {
    const injects = this.settings.injects;
    const value = hasOwn(injects, instruction.path) ? injects[instruction.path] : undefined;
    this.setLocal(instruction.name, value || undefined);
  }

  defineMacro(name: string, block: LinkedBlock): void {
    const frame = this.frame;
    (frame.macros ??= new Map()).set(name, block);
    this.macroTop = this.top;
  }

  ctxVar(instruction: CtxVarInstruction): void {
    const object: Record<string, unknown> = {};
    for (const [key, path] of instruction.bindings) {
      const value = this.resolve(path);
      object[key] = value === undefined ? null : value;
    }
    this.setLocal(instruction.name, object);
  }

  eval(instruction: EvalInstruction): void {
    if (!this.settings.enableExpr) return;
    this.current = instruction;
    const { expression, debug } = instruction;
    if (expression.error !== null) {
      // Reported once per render, however often the tag runs (a macro, a loop).
      this.reportedExpressions ??= new Set();
      if (!this.reportedExpressions.has(instruction)) {
        this.reportedExpressions.add(instruction);
        this.record('engine', 'EXPRESSION_PARSE', MESSAGES.expressionParse(expression.source, expression.error));
      }
      if (debug) this.append(`EVAL=${describeExpression(expression)}`);
      return;
    }
    const maxLength = this.settings.limits.maxExpressionStringLength;
    if (expression.fast !== null && !debug) {
      try {
        const value = expression.fast(this, maxLength);
        this.append(value === null ? '' : typeof value === 'number' ? numberText(value) : String(value));
        return;
      } catch (error) {
        if (error !== BAIL) throw error;
      }
    }
    this.evaluator ??= new ExpressionEvaluator(this, maxLength);
    const result = this.evaluator.evaluate(expression);
    const program = debug ? `EVAL=${describeExpression(expression)}` : '';
    if (!result.ok) {
      for (const message of result.messages) {
        this.record('engine', 'EXPRESSION_REDUCE', MESSAGES.expressionReduce(expression.source, message));
      }
      this.append(program);
      return;
    }
    if (result.locals !== null) for (const [name, value] of result.locals) this.setLocal(name, value);
    const value = result.hasValue && result.value !== null ? String(result.value) : '';
    this.append(debug ? (result.hasValue ? `${program} -> ${value}` : program) : value);
  }

  include(instruction: IncludeInstruction): void {
    if (!this.settings.enableInclude) return;
    this.current = instruction;
    const found = this.findPartial(instruction.name);
    if (found === undefined) return;
    const partial = this.foundPartial;
    const saved = this.output;
    if (!instruction.output) this.output = '';
    const savedPartial = this.partialName;
    if (partial !== undefined) this.partialName = partial;
    this.partialDepth++;
    try {
      this.run(found);
    } finally {
      this.partialDepth--;
      this.partialName = savedPartial;
      if (!instruction.output) this.output = saved;
    }
  }
}

const TIME_ZONE_PATH: Path = ['website', 'timeZone'];
/**
 * Zones already checked, with what they resolve to. Checking builds an `Intl.DateTimeFormat`, which
 * costs more than rendering a whole product page; a site renders in one zone, so the answer is kept.
 */
const checkedZones = new Map<string, string>();
const CHECKED_ZONES_KEPT = 64;

/** The zone if the platform knows it, else UTC (as the reference does for an unknown zone). */
function validTimeZone(zone: string): string {
  let valid = checkedZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = zone;
    } catch {
      valid = 'UTC';
    }
    if (checkedZones.size >= CHECKED_ZONES_KEPT) checkedZones.clear();
    checkedZones.set(zone, valid);
  }
  return valid;
}
