/**
 * The engine's error catalogue. Compiling and rendering are best effort: problems are collected as
 * `TemplateError` records (never thrown), each pointing at the tag that caused it.
 */

/** Which stage found the problem. */
export type TemplateErrorType = 'parser' | 'assembler' | 'engine';

/** A stable name for each kind of problem, for tools that filter or count them. */
export type TemplateErrorCode =
  | 'FORMATTER_UNKNOWN'
  | 'PREDICATE_UNKNOWN'
  | 'DEAD_CODE_BLOCK'
  | 'EOF_IN_BLOCK'
  | 'NOT_ALLOWED_AT_ROOT'
  | 'NOT_ALLOWED_IN_BLOCK'
  | 'AFTER_EOF'
  | 'EXPRESSION_PARSE'
  | 'EXPRESSION_REDUCE'
  | 'APPLY_PARTIAL_MISSING'
  | 'APPLY_PARTIAL_SYNTAX'
  | 'APPLY_PARTIAL_RECURSION_DEPTH'
  | 'NOT_IMPLEMENTED'
  | 'PLUGIN_ERROR'
  | 'UNEXPECTED_ERROR'
  | 'INSTRUCTION_LIMIT_REACHED'
  | 'OUTPUT_LIMIT_REACHED';

export interface TemplateError {
  readonly type: TemplateErrorType;
  readonly code: TemplateErrorCode;
  /** What went wrong, e.g. `Formatter 'foo' is unknown`. */
  readonly message: string;
  /** 1-based line of the tag in its source. */
  readonly line: number;
  /** 1-based column (UTF-16 code units) of the tag's `{` in its source. */
  readonly column: number;
  /** The partial or macro whose source the position refers to; absent for the template itself. */
  readonly partial?: string;
}

/** Instruction names as the language's opcode table spells them; they appear in messages. */
export type InstructionName =
  | 'TEXT'
  | 'VARIABLE'
  | 'SECTION'
  | 'END'
  | 'REPEATED'
  | 'PREDICATE'
  | 'BINDVAR'
  | 'OR_PREDICATE'
  | 'IF'
  | 'INJECT'
  | 'MACRO'
  | 'COMMENT'
  | 'META_LEFT'
  | 'META_RIGHT'
  | 'NEWLINE'
  | 'SPACE'
  | 'TAB'
  | 'ROOT'
  | 'EOF'
  | 'ALTERNATES_WITH'
  | 'CTXVAR'
  | 'EVAL'
  | 'INCLUDE';

/** Message text for each catalogue entry, so every stage words the same problem the same way. */
export const MESSAGES = {
  formatterUnknown: (name: string) => `Formatter '${name}' is unknown`,
  predicateUnknown: (name: string) => `Predicate '${name}' is unknown`,
  deadCode: () => 'This OR_PREDICATE block will never execute.',
  eofInBlock: (block: InstructionName) => `Reached EOF in the middle of ${block}`,
  notAllowedAtRoot: (inst: InstructionName) => `Instruction ${inst} not allowed at root`,
  notAllowedInBlock: (inst: InstructionName, block: InstructionName) => `${inst} instruction is not allowed inside ${block} block.`,
  afterEof: (inst: InstructionName) => `Instruction ${inst} found after the end of the template ({.eof})`,
  expressionParse: (source: string, message: string) => `Error parsing expression: ${JSON.stringify(source)}: ${message}`,
  expressionReduce: (source: string, message: string) => `Error reducing expression: ${source}: ${message}`,
  partialMissing: (name: string) => `Attempt to apply partial '${name}' which could not be found.`,
  partialSyntax: (name: string, message: string) => `Parse of partial "${name}" failed: ${message}`,
  partialDepth: (name: string, depth: number) => `Attempt to apply partial '${name}' exceeded maximum recursion depth of ${depth}`,
  notImplemented: (name: string) => `"${name}" formatter is not yet implemented`,
  unexpected: (errorName: string, inst: InstructionName, message: string) =>
    `Unexpected ${errorName} error when executing ${inst}: ${message}`,
  instructionLimit: (limit: number) => `Rendering stopped: more than ${limit} instructions executed (maxInstructions)`,
  outputLimit: (limit: number) => `Rendering stopped: output exceeds ${limit} characters (maxOutputLength)`,
} as const;

/** `file:line:col: message` followed by the offending source line and a caret under the column. */
export function formatTemplateError(error: TemplateError, source?: string, file?: string): string {
  const where = `${file ?? error.partial ?? '<template>'}:${error.line}:${error.column}`;
  const head = `${where}: ${error.type} error: ${error.message}`;
  if (source === undefined) return head;
  const text = source.split('\n')[error.line - 1];
  if (text === undefined) return head;
  const gutter = `${error.line} | `;
  return `${head}\n${gutter}${text}\n${' '.repeat(gutter.length + error.column - 1)}^`;
}
