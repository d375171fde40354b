/**
 * Nests the parser's flat instruction stream into blocks: sections, repeated sections, predicates,
 * ifs and macros, with their `{.or}` chains and `{.alternates with}` blocks. Misplaced structure is
 * recorded as an error and skipped, so assembly always yields a tree.
 */
import type { InstructionName, TemplateError, TemplateErrorCode } from '../errors';
import { MESSAGES } from '../errors';
import type { BlockInstruction, Instruction, OrInstruction, RootInstruction } from '../instructions/instruction';
import { opcodeName } from '../instructions/opcodes';

interface OpenBlock {
  /** The instruction that opened the block. */
  readonly owner: BlockInstruction;
  /** The instruction whose block receives content: the owner or its latest `{.or}`. */
  current: BlockInstruction;
  /** Where content goes now: the current block, or a repeated section's alternates block. */
  target: Instruction[];
  sawBareOr: boolean;
}

export class Assembler {
  readonly root: RootInstruction = { op: 17, block: [] };
  private readonly open: OpenBlock[] = [];
  private target: Instruction[] = this.root.block;
  private atEof = false;
  /** Set once something arrives after a root-level `{.eof}`: the rest of the source is ignored. */
  halted = false;

  constructor(private readonly errors: TemplateError[]) {}

  add(instruction: Instruction): void {
    if (this.afterEof(opcodeName(instruction.op), instruction)) return;
    switch (instruction.op) {
      case 2:
      case 4:
      case 5:
      case 8:
      case 10: {
        // As in the reference engine, a block opened inside an alternates block belongs to the
        // repeated section's own block, and later content follows it there.
        const parent = this.open[this.open.length - 1];
        if (parent !== undefined) parent.target = parent.current.block;
        (parent?.target ?? this.root.block).push(instruction);
        this.push(instruction);
        return;
      }
      default:
        this.target.push(instruction);
    }
  }

  or(instruction: OrInstruction): void {
    if (this.afterEof('OR_PREDICATE', instruction)) return;
    const top = this.open[this.open.length - 1];
    if (top === undefined) return this.error('NOT_ALLOWED_AT_ROOT', MESSAGES.notAllowedAtRoot('OR_PREDICATE'), instruction);
    if (top.owner.op === 10) {
      return this.error('NOT_ALLOWED_IN_BLOCK', MESSAGES.notAllowedInBlock('OR_PREDICATE', 'MACRO'), instruction);
    }
    if (top.sawBareOr) return this.error('DEAD_CODE_BLOCK', MESSAGES.deadCode(), instruction);
    (top.current as Exclude<BlockInstruction, { op: 10 }>).alternative = instruction;
    top.current = instruction;
    top.target = instruction.block;
    this.target = instruction.block;
    if (instruction.name === null) top.sawBareOr = true;
  }

  alternatesWith(at: Position): void {
    if (this.afterEof('ALTERNATES_WITH', at)) return;
    const top = this.open[this.open.length - 1];
    if (top === undefined) return this.error('NOT_ALLOWED_AT_ROOT', MESSAGES.notAllowedAtRoot('ALTERNATES_WITH'), at);
    const alternates = top.owner.op === 4 ? top.owner.alternates : null;
    if (alternates === null || top.current !== top.owner || top.target === alternates) {
      const block = opcodeName(top.current.op);
      return this.error('NOT_ALLOWED_IN_BLOCK', MESSAGES.notAllowedInBlock('ALTERNATES_WITH', block), at);
    }
    top.target = alternates;
    this.target = alternates;
  }

  end(at: Position): void {
    if (this.afterEof('END', at)) return;
    if (this.open.pop() === undefined) return this.error('NOT_ALLOWED_AT_ROOT', MESSAGES.notAllowedAtRoot('END'), at);
    const parent = this.open[this.open.length - 1];
    if (parent === undefined) {
      this.target = this.root.block;
      return;
    }
    this.target = parent.target;
  }

  /** An explicit `{.eof}` tag, or the end of the source when `final` is set. */
  eof(at: Position, final: boolean): void {
    if (this.afterEof('EOF', at)) return;
    const top = this.open[this.open.length - 1];
    if (top === undefined) {
      this.atEof = true;
      return;
    }
    // At the end of the source, point at the block left open rather than at the end.
    const where = final ? top.current : at;
    this.errors.push({
      type: 'assembler',
      code: 'EOF_IN_BLOCK',
      message: MESSAGES.eofInBlock(opcodeName(top.current.op)),
      line: where.line,
      column: where.column,
    });
    if (final) this.open.length = 0;
  }

  private push(owner: BlockInstruction): void {
    const entry: OpenBlock = { owner, current: owner, target: owner.block, sawBareOr: false };
    this.open.push(entry);
    this.target = entry.target;
  }

  /** After a root-level `{.eof}`, the first instruction is reported and assembly stops. */
  private afterEof(name: InstructionName, at: Position): boolean {
    if (this.halted) return true;
    if (!this.atEof) return false;
    this.halted = true;
    this.errors.push({ type: 'assembler', code: 'AFTER_EOF', message: MESSAGES.afterEof(name), line: at.line, column: at.column });
    return true;
  }

  private error(code: TemplateErrorCode, message: string, at: Position): void {
    this.errors.push({ type: 'assembler', code, message, line: at.line, column: at.column });
  }
}

interface Position {
  readonly line: number;
  readonly column: number;
}
