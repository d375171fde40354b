export { Opcode, opcodeName } from './opcodes';
export type { OpcodeNumber } from './opcodes';
export { serializeRoot, serializeInstruction } from './serialize';
export type { SerializedCode } from './serialize';
export { IF_AND, IF_OR } from './instruction';
export type * from './instruction';
