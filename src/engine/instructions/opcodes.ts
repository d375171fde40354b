import type { InstructionName } from '../errors';

/** Opcode numbers of the language's instruction tree (its JSON serialisation uses them). */
export const Opcode = {
  TEXT: 0,
  VARIABLE: 1,
  SECTION: 2,
  END: 3,
  REPEATED: 4,
  PREDICATE: 5,
  BINDVAR: 6,
  OR_PREDICATE: 7,
  IF: 8,
  INJECT: 9,
  MACRO: 10,
  COMMENT: 11,
  META_LEFT: 12,
  META_RIGHT: 13,
  NEWLINE: 14,
  SPACE: 15,
  TAB: 16,
  ROOT: 17,
  EOF: 18,
  ALTERNATES_WITH: 19,
  STRUCT: 20,
  ATOM: 21,
  CTXVAR: 22,
  EVAL: 23,
  INCLUDE: 24,
} as const;

export type OpcodeNumber = (typeof Opcode)[keyof typeof Opcode];

const NAMES: Partial<Record<number, InstructionName>> = {};
for (const [name, code] of Object.entries(Opcode)) NAMES[code] = name as InstructionName;

/** `SECTION` for 2 and so on; used in error messages. */
export function opcodeName(op: number): InstructionName {
  return NAMES[op] ?? 'TEXT';
}
