export { scanTemplate, LineCounter } from './lexer';
export type { LexerVisitor } from './lexer';
export { scanReference, parseReference, splitPath, scanWord, isDigit, isLetter, isWordChar } from './references';
export type { Path, ScannedReference } from './references';
