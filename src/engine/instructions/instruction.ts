import type { Formatter, Predicate } from '../plugins/types';
import type { Expression } from '../expression';
import type { Path } from '../lexer/references';

/** Variable references are the lexer's (lexer/references.ts); the instructions below hold them. */
export type { Path };

/** Where a tag starts in its source (1-based). */
interface Located {
  readonly line: number;
  readonly column: number;
}

/** Arguments of a formatter, predicate, inject or include, split on the tag's delimiter. */
export interface Arguments {
  readonly values: readonly string[];
  readonly delimiter: string;
}

export interface FormatterCall {
  readonly name: string;
  readonly fn: Formatter;
  /** `null` when the tag gave no delimiter at all (`{x|html}`). */
  readonly args: Arguments | null;
}

export interface TextInstruction extends Located {
  readonly op: 0 | 12 | 13 | 14 | 15 | 16;
  readonly text: string;
}

export interface VariableInstruction extends Located {
  readonly op: 1;
  readonly paths: readonly Path[];
  readonly formatters: readonly FormatterCall[] | null;
}

/** The block part shared by every instruction that may end in `{.or}` branches. */
export interface Branching {
  readonly block: Instruction[];
  /** The next `{.or}` branch, or `null` when the block ends with `{.end}`. */
  alternative: OrInstruction | null;
}

export interface SectionInstruction extends Located, Branching {
  readonly op: 2;
  readonly path: Path;
}

export interface RepeatedInstruction extends Located, Branching {
  readonly op: 4;
  readonly path: Path;
  /** The `{.alternates with}` block, run between items. */
  readonly alternates: Instruction[];
}

export interface PredicateInstruction extends Located, Branching {
  readonly op: 5;
  readonly name: string;
  /** `null` for a predicate the tables do not know: the block is then never taken. */
  readonly fn: Predicate | null;
  readonly args: Arguments | null;
}

export interface OrInstruction extends Located, Branching {
  readonly op: 7;
  /** The predicate of `{.or name? args}`; `null` for a bare `{.or}`. */
  readonly name: string | null;
  readonly fn: Predicate | null;
  readonly args: Arguments | null;
}

export const IF_OR = 0;
export const IF_AND = 1;

export interface IfInstruction extends Located, Branching {
  readonly op: 8;
  /** `IF_AND` or `IF_OR` between consecutive operands. */
  readonly operators: readonly number[];
  readonly paths: readonly Path[];
}

export interface BindVarInstruction extends Located {
  readonly op: 6;
  readonly name: string;
  readonly paths: readonly Path[];
  readonly formatters: readonly FormatterCall[] | null;
}

export interface InjectInstruction extends Located {
  readonly op: 9;
  readonly name: string;
  readonly path: string;
  readonly args: Arguments | null;
}

export interface MacroInstruction extends Located {
  readonly op: 10;
  readonly name: string;
  readonly block: Instruction[];
}

export interface CommentInstruction extends Located {
  readonly op: 11;
  readonly text: string;
  readonly multiline: boolean;
}

export interface CtxVarInstruction extends Located {
  readonly op: 22;
  readonly name: string;
  readonly bindings: readonly (readonly [key: string, path: Path])[];
}

export interface EvalInstruction extends Located {
  readonly op: 23;
  readonly source: string;
  /** `{.eval #expr}` prints the compiled form as well as the value. */
  readonly debug: boolean;
  readonly expression: Expression;
}

export interface IncludeInstruction extends Located {
  readonly op: 24;
  readonly name: string;
  readonly args: Arguments;
  /** Output is kept only when the `output` argument is given. */
  readonly output: boolean;
}

export type BlockInstruction =
  SectionInstruction | RepeatedInstruction | PredicateInstruction | OrInstruction | IfInstruction | MacroInstruction;

export type Instruction =
  | TextInstruction
  | VariableInstruction
  | SectionInstruction
  | RepeatedInstruction
  | PredicateInstruction
  | OrInstruction
  | IfInstruction
  | BindVarInstruction
  | InjectInstruction
  | MacroInstruction
  | CommentInstruction
  | CtxVarInstruction
  | EvalInstruction
  | IncludeInstruction;

/** The compiled template: the top-level block. */
export interface RootInstruction {
  readonly op: 17;
  readonly block: Instruction[];
}
