export { parseTemplate } from './parser';
export type { ParseResult, ParserOptions } from './parser';
