/**
 * Links an instruction block into closures, once per block: each instruction becomes a function
 * of the render that already holds what it needs (its text, its resolved path kind, its linked
 * sub-blocks). Executing a closure skips the opcode dispatch and the reads of an interpreter, and
 * nothing is generated from strings (no `eval`, no `new Function`).
 */
import type {
  Arguments,
  BindVarInstruction,
  CtxVarInstruction,
  EvalInstruction,
  IfInstruction,
  IncludeInstruction,
  InjectInstruction,
  Instruction,
  OrInstruction,
  Path,
  PredicateInstruction,
  VariableInstruction,
} from '../instructions/instruction';
import { CORE_FORMATTERS, valueMapping, type ValueMapping } from '../plugins/core';
import type { PluginContext, Predicate } from '../plugins/types';

/**
 * What a linked step may ask of the render that runs it: the executor's `Render` implements it
 * (see there for what each does), and linking needs nothing else of the executor.
 */
export interface StepContext {
  currentNode(): unknown;
  resolve(path: Path): unknown;
  lookupKey(key: string | number): unknown;
  append(text: string): void;
  print(value: unknown): void;
  formatVariable(instruction: VariableInstruction, value: unknown): void;
  printMapped(instruction: VariableInstruction, mapping: LinkedMapping, value: unknown): void;
  applyTag(instruction: VariableInstruction, name: string, node: unknown): void;
  bindVar(instruction: BindVarInstruction): void;
  section(path: Path, body: LinkedBlock, alternative: LinkedBranch | null): void;
  repeated(path: Path, body: LinkedBlock, alternates: LinkedBlock | null, alternative: LinkedBranch | null): void;
  predicateBlock(instruction: PredicateInstruction, body: LinkedBlock, alternative: LinkedBranch | null): void;
  if(instruction: IfInstruction, body: LinkedBlock, alternative: LinkedBranch | null): void;
  inject(instruction: InjectInstruction): void;
  defineMacro(name: string, block: LinkedBlock): void;
  ctxVar(instruction: CtxVarInstruction): void;
  eval(instruction: EvalInstruction): void;
  include(instruction: IncludeInstruction): void;
}

/** One instruction, ready to run. */
export type LinkedStep = (render: StepContext) => void;

export interface LinkedBlock {
  readonly steps: readonly LinkedStep[];
  /** The instruction behind each step, for error positions and names. */
  readonly instructions: readonly Instruction[];
}

/** An `{.or}` branch: a bare one has no predicate. */
export interface LinkedBranch {
  readonly at: OrInstruction;
  readonly predicate: Predicate | null;
  readonly args: Arguments | null;
  readonly body: LinkedBlock;
  readonly next: LinkedBranch | null;
}

const linked = new WeakMap<readonly Instruction[], LinkedBlock>();

/** The linked form of a block; blocks are linked once and shared by every render. */
export function linkBlock(block: readonly Instruction[]): LinkedBlock {
  let result = linked.get(block);
  if (result === undefined) {
    result = { steps: block.map(linkInstruction), instructions: block };
    linked.set(block, result);
  }
  return result;
}

function linkBranch(or: OrInstruction | null): LinkedBranch | null {
  if (or === null) return null;
  const predicate = or.name === null ? null : or.fn;
  return { at: or, predicate, args: or.args, body: linkBlock(or.block), next: linkBranch(or.alternative) };
}

/** Reads a variable, choosing once how its first segment is found (`@`, a single key, or the general case). */
function linkVariable(path: Path): (render: StepContext) => unknown {
  const head = path[0] as string | number;
  if (path.length === 1) {
    if (head === '@') return (render) => render.currentNode();
    if (typeof head === 'string' && head.charCodeAt(0) === 0x40 /* @ */) return (render) => render.resolve(path);
    return (render) => render.lookupKey(head);
  }
  return (render) => render.resolve(path);
}

/**
 * The partial of `{path|apply name}` when applying it is all the tag does, with the built-in
 * `apply` (a site may replace it): such a tag runs the partial directly, without a formatter chain.
 */
function appliedPartial(instruction: VariableInstruction): string | null {
  const { paths, formatters } = instruction;
  const call = formatters?.length === 1 ? formatters[0] : undefined;
  const args = call !== undefined && call.fn === CORE_FORMATTERS.apply ? call.args?.values : undefined;
  return paths.length === 1 && args?.length === 1 ? (args[0] as string) : null;
}

/** A tag's whole formatter chain as one function of its value. */
export type LinkedMapping = (value: unknown, ctx: PluginContext) => unknown;

/**
 * The chain of `{path|f|g …}` as one function when every formatter in it is a core one that maps
 * its value reading no scope (`html`, `truncate`, `json` …): the tag then runs without the
 * variable objects and the scope a general chain needs. `null` for any other chain.
 */
function linkMapping(instruction: VariableInstruction): LinkedMapping | null {
  const { paths, formatters } = instruction;
  if (paths.length !== 1 || formatters === null || formatters.length === 0) return null;
  let chain: LinkedMapping | null = null;
  for (const call of formatters) {
    const fn = valueMapping(call.fn);
    if (fn === undefined) return null;
    const args = call.args === null ? NO_ARGS : call.args.values;
    chain = chain === null ? mapWith(fn, args) : mapAfter(chain, fn, args);
  }
  return chain;
}

const mapWith =
  (fn: ValueMapping, args: readonly string[]): LinkedMapping =>
  (value, ctx) =>
    fn(value, args, ctx);

const mapAfter =
  (before: LinkedMapping, fn: ValueMapping, args: readonly string[]): LinkedMapping =>
  (value, ctx) =>
    fn(before(value, ctx), args, ctx);

const NO_ARGS: readonly string[] = Object.freeze([]);

function linkInstruction(instruction: Instruction): LinkedStep {
  switch (instruction.op) {
    case 0:
    case 12:
    case 13:
    case 14:
    case 15:
    case 16: {
      const text = instruction.text;
      return (render) => render.append(text);
    }
    case 1: {
      const read = linkVariable(instruction.paths[0] as Path);
      const partial = appliedPartial(instruction);
      if (partial !== null) return (render) => render.applyTag(instruction, partial, read(render));
      const mapping = linkMapping(instruction);
      if (mapping !== null) return (render) => render.printMapped(instruction, mapping, read(render));
      if (instruction.formatters !== null) return (render) => render.formatVariable(instruction, read(render));
      return (render) => render.print(read(render));
    }
    case 2: {
      const body = linkBlock(instruction.block);
      const alternative = linkBranch(instruction.alternative);
      return (render) => render.section(instruction.path, body, alternative);
    }
    case 4: {
      const body = linkBlock(instruction.block);
      const alternates = instruction.alternates.length > 0 ? linkBlock(instruction.alternates) : null;
      const alternative = linkBranch(instruction.alternative);
      return (render) => render.repeated(instruction.path, body, alternates, alternative);
    }
    case 5: {
      const body = linkBlock(instruction.block);
      const alternative = linkBranch(instruction.alternative);
      return (render) => render.predicateBlock(instruction, body, alternative);
    }
    case 8: {
      const body = linkBlock(instruction.block);
      const alternative = linkBranch(instruction.alternative);
      return (render) => render.if(instruction, body, alternative);
    }
    case 6:
      return (render) => render.bindVar(instruction);
    case 9:
      return (render) => render.inject(instruction);
    case 10: {
      const name = instruction.name;
      const body = linkBlock(instruction.block);
      return (render) => render.defineMacro(name, body);
    }
    case 22:
      return (render) => render.ctxVar(instruction);
    case 23:
      return (render) => render.eval(instruction);
    case 24:
      return (render) => render.include(instruction);
    case 7:
    case 11:
      return skip;
  }
}

const skip: LinkedStep = () => undefined;
