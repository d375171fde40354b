export { Assembler } from './assembler';
