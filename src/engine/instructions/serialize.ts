/**
 * The instruction tree in the language's JSON form (`[17, 1, [...], 18]`, opcodes as numbers), as
 * the reference tooling prints it. Used to inspect compiled templates and to check the parser.
 */
import type { Arguments, FormatterCall, Instruction, OrInstruction, RootInstruction } from './instruction';

export type SerializedCode = number | string | null | readonly SerializedCode[];

const args = (value: Arguments | null): SerializedCode => (value === null ? 0 : [value.values, value.delimiter]);

const formatters = (calls: readonly FormatterCall[] | null): SerializedCode =>
  calls === null ? 0 : calls.map((call) => (call.args === null ? [call.name] : [call.name, args(call.args)]));

const block = (instructions: readonly Instruction[]): SerializedCode[] => instructions.map(serializeInstruction);

const end = (or: OrInstruction | null): SerializedCode => (or === null ? 3 : serializeInstruction(or));

export function serializeRoot(root: RootInstruction): SerializedCode {
  return [17, 1, block(root.block), 18];
}

export function serializeInstruction(instruction: Instruction): SerializedCode {
  switch (instruction.op) {
    case 0:
      return [0, instruction.text];
    case 12:
    case 13:
    case 14:
    case 15:
    case 16:
      return instruction.op;
    case 1:
      return [1, instruction.paths, formatters(instruction.formatters)];
    case 2:
      return [2, instruction.path, block(instruction.block), end(instruction.alternative)];
    case 4:
      return [4, instruction.path, block(instruction.block), end(instruction.alternative), block(instruction.alternates)];
    case 5:
      return [5, instruction.name, args(instruction.args), block(instruction.block), end(instruction.alternative)];
    case 6:
      return [6, instruction.name, instruction.paths, formatters(instruction.formatters)];
    case 7:
      return [7, instruction.name ?? 0, args(instruction.args), block(instruction.block), end(instruction.alternative)];
    case 8:
      return [8, instruction.operators, instruction.paths, block(instruction.block), end(instruction.alternative)];
    case 9:
      return [9, instruction.name, instruction.path, args(instruction.args)];
    case 10:
      return [10, instruction.name, block(instruction.block)];
    case 11:
      return [11, instruction.text, instruction.multiline ? 1 : 0];
    case 22:
      return [22, instruction.name, instruction.bindings];
    case 23:
      return [23, instruction.source];
    case 24:
      return [24, instruction.name, args(instruction.args)];
  }
}
