/**
 * Compiles `{.eval}` source into reverse-Polish programs (one per `;`-separated expression) with the
 * shunting-yard algorithm. Syntax errors come back as a message; nothing here throws.
 */
import type { Path } from '../instructions/instruction';
import { scanReference } from '../lexer/references';
import { scanNumber } from './numbers';
import type { FastExpression } from './fast';
import { compileFast } from './fast';
import type { OperatorSpec } from './operators';
import { BINARY_OPERATORS, FUNCTIONS, UNARY_OPERATORS } from './operators';
import type { Primitive } from './conversions';

/** One step of a compiled expression. */
export type Step =
  | { readonly kind: 'value'; readonly value: Primitive }
  | { readonly kind: 'variable'; readonly path: Path; readonly text: string }
  | { readonly kind: 'operator'; readonly spec: OperatorSpec }
  | { readonly kind: 'args' }
  | { readonly kind: 'call'; readonly name: string };

export interface Expression {
  /** The expression text as written (after the optional `#`), trimmed. */
  readonly source: string;
  /** One program per `;`-separated expression; empty ones are dropped. */
  readonly programs: readonly (readonly Step[])[];
  /** The syntax error, or `null` when the source compiled. */
  readonly error: string | null;
  /** A closure tree for the plain case of a single expression (see `fast.ts`), or `null`. */
  readonly fast: FastExpression | null;
}

const CONSTANTS: ReadonlyMap<string, Primitive> = new Map<string, Primitive>([
  ['null', null],
  ['true', true],
  ['false', false],
  ['PI', Math.PI],
  ['E', Math.E],
  ['Infinity', Infinity],
  ['NaN', NaN],
]);

const ARGS: Step = { kind: 'args' };

type Pending =
  | { readonly kind: 'operator'; readonly spec: OperatorSpec }
  | { readonly kind: 'paren' }
  | { readonly kind: 'call'; readonly name: string };

class ExpressionSyntaxError {
  constructor(readonly message: string) {}
}

/**
 * Compiles an expression. `maxTokens` bounds the work a hostile expression can cause. With a
 * syntax error the programs are what a debug `{.eval #…}` prints, as in the reference: none after
 * an error in a token; after unbalanced parentheses, the expressions that did compile.
 */
export function compileExpression(source: string, maxTokens: number): Expression {
  const compiler = new Compiler(source, maxTokens);
  try {
    const programs = compiler.run();
    if (compiler.error !== null) return { source, programs, error: compiler.error, fast: null };
    return { source, programs, error: null, fast: compileFast(programs) };
  } catch (error) {
    if (error instanceof ExpressionSyntaxError) return { source, programs: [], error: error.message, fast: null };
    throw error;
  }
}

const describe = (text: string, at: number) => {
  const char = String.fromCodePoint(text.codePointAt(at) ?? 0);
  return `Unexpected character at ${at}: ${JSON.stringify(char)}`;
};

class Compiler {
  /** The first error of balance (parentheses); the expressions compiled still stand. */
  error: string | null = null;
  /**
   * Set by a `)` without its `(`: assembling stops there, keeping the expressions before it, but
   * the rest is still read, since an error in a token anywhere leaves no expression at all.
   */
  private stopped = false;
  private readonly programs: Step[][] = [];
  private output: Step[] = [];
  private readonly stack: Pending[] = [];
  private tokens = 0;
  /** True where the next `+` or `-` is a prefix operator (no operand precedes it). */
  private expectOperand = true;

  constructor(
    private readonly text: string,
    private readonly maxTokens: number,
  ) {}

  run(): Step[][] {
    const text = this.text;
    let i = 0;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x0c || c === 0x0b) {
        i++;
        continue;
      }
      this.count();
      if (c >= 0x30 && c <= 0x39) i = this.number(i);
      else if (c === 0x22 || c === 0x27) i = this.string(i, c);
      else if (c === 0x28 /* ( */) {
        this.stack.push({ kind: 'paren' });
        this.expectOperand = true;
        i++;
      } else if (c === 0x29 /* ) */) {
        this.closeParen();
        i++;
      } else if (c === 0x2c /* , */) {
        this.popUntilParen();
        this.expectOperand = true;
        i++;
      } else if (c === 0x3b /* ; */) {
        this.endExpression();
        i++;
      } else {
        const next = this.reference(i) ?? this.operator(i);
        if (next === null) throw new ExpressionSyntaxError(describe(text, i));
        i = next;
      }
    }
    this.endExpression();
    return this.programs;
  }

  private count(): void {
    if (++this.tokens > this.maxTokens) {
      throw new ExpressionSyntaxError(`Expression exceeds the maximum number of allowed tokens: ${this.maxTokens}`);
    }
  }

  private operand(step: Step): void {
    this.output.push(step);
    this.expectOperand = false;
  }

  private number(start: number): number {
    const scanned = scanNumber(this.text, start);
    if (typeof scanned === 'string') throw new ExpressionSyntaxError(scanned);
    this.operand({ kind: 'value', value: scanned.value });
    return scanned.end;
  }

  private string(start: number, quote: number): number {
    const text = this.text;
    let value = '';
    let i = start + 1;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === quote) {
        this.operand({ kind: 'value', value });
        return i + 1;
      }
      if (c === 0x0a) throw new ExpressionSyntaxError('Illegal bare line feed character in string literal');
      if (c !== 0x5c /* \ */) {
        value += text[i];
        i++;
        continue;
      }
      const escape = text[i + 1];
      i += 2;
      switch (escape) {
        case 'n':
          value += '\n';
          break;
        case 't':
          value += '\t';
          break;
        case 'f':
          value += '\f';
          break;
        case 'r':
          value += '\r';
          break;
        case 'x':
        case 'u': {
          const digits = escape === 'x' ? 2 : 4;
          const hex = text.slice(i, i + digits);
          if (hex.length !== digits || !/^[0-9a-fA-F]+$/.test(hex)) {
            throw new ExpressionSyntaxError(escape === 'x' ? 'Invalid 2-char hex escape found' : 'Invalid unicode escape found');
          }
          value += escapedChar(parseInt(hex, 16));
          i += digits;
          break;
        }
        case undefined:
          break;
        default:
          value += escape;
      }
    }
    throw new ExpressionSyntaxError('Unterminated string');
  }

  /** A variable, constant or function name at `start`; `null` when none starts there. */
  private reference(start: number): number | null {
    const scanned = scanReference(this.text, start);
    if (scanned === null) return null;
    const text = this.text.slice(start, scanned.end);
    const head = scanned.path[0];
    if (scanned.path.length === 1 && typeof head === 'string') {
      const constant = CONSTANTS.get(head);
      if (constant !== undefined) {
        this.operand({ kind: 'value', value: constant });
        return scanned.end;
      }
      let after = scanned.end;
      while (this.text.charCodeAt(after) === 0x20 || this.text.charCodeAt(after) === 0x09) after++;
      if (this.text.charCodeAt(after) === 0x28 /* ( */) {
        if (!FUNCTIONS.has(head)) throw new ExpressionSyntaxError(`Invalid function ${head}`);
        this.output.push(ARGS);
        this.stack.push({ kind: 'call', name: head }, { kind: 'paren' });
        this.expectOperand = true;
        return after + 1;
      }
    }
    this.operand({ kind: 'variable', path: scanned.path, text });
    return scanned.end;
  }

  private operator(start: number): number | null {
    const text = this.text;
    if (this.expectOperand) {
      const unary = UNARY_OPERATORS.get(text[start] as string);
      if (unary !== undefined) {
        this.stack.push({ kind: 'operator', spec: unary });
        return start + 1;
      }
    }
    for (const [spelling, spec] of BINARY_OPERATORS) {
      if (!text.startsWith(spelling, start)) continue;
      this.pushBinary(spec);
      return start + spelling.length;
    }
    if (text[start] === '!' || text[start] === '~') {
      this.stack.push({ kind: 'operator', spec: UNARY_OPERATORS.get(text[start] as string) as OperatorSpec });
      return start + 1;
    }
    return null;
  }

  /**
   * Pushes a binary operator after moving to the output the pending operators that bind tighter.
   * A pending call is moved too: it only sits bare on the stack after an expression left an open
   * parenthesis behind, and the reference moves it.
   */
  private pushBinary(spec: OperatorSpec): void {
    const stack = this.stack;
    for (let top = stack[stack.length - 1]; top !== undefined && top.kind !== 'paren'; top = stack[stack.length - 1]) {
      if (top.kind === 'operator') {
        const higher = top.spec.precedence > spec.precedence;
        const equalLeft = top.spec.precedence === spec.precedence && !spec.rightAssociative;
        if (!higher && !equalLeft) break;
        this.output.push(top);
      } else this.output.push({ kind: 'call', name: top.name });
      stack.pop();
    }
    stack.push({ kind: 'operator', spec });
    this.expectOperand = true;
  }

  /** Moves pending operators to the output down to the innermost open paren (left in place). */
  private popUntilParen(): void {
    const stack = this.stack;
    for (let top = stack[stack.length - 1]; top !== undefined && top.kind !== 'paren'; top = stack[stack.length - 1]) {
      this.output.push(top.kind === 'operator' ? top : { kind: 'call', name: top.name });
      stack.pop();
    }
  }

  /** Records a parenthesis out of balance; only the first is kept, and none once assembling stopped. */
  private unbalanced(which: 'left' | 'right'): void {
    if (!this.stopped) this.error ??= `Mismatched operator found: ${which} paren`;
  }

  private closeParen(): void {
    this.popUntilParen();
    if (this.stack.pop() === undefined) {
      this.unbalanced('right');
      this.stopped = true;
    }
    const top = this.stack[this.stack.length - 1];
    if (top?.kind === 'call') {
      this.output.push({ kind: 'call', name: top.name });
      this.stack.pop();
    }
    this.expectOperand = false;
  }

  /**
   * Ends one `;`-separated expression. An open `(` drops it (reported), and whatever was pending
   * below that paren carries over into the next expression, as the reference assembles them.
   */
  private endExpression(): void {
    this.popUntilParen();
    if (this.stack.length > 0) {
      this.unbalanced('left');
      this.stack.pop();
    } else if (this.output.length > 0 && !this.stopped) {
      this.programs.push(this.output);
    }
    this.output = [];
    this.expectOperand = true;
  }
}

/** Escapes decode to their character, except C0 controls other than tab to carriage return, which become a space. */
function escapedChar(code: number): string {
  return code < 0x20 && (code < 0x09 || code > 0x0d) ? ' ' : String.fromCharCode(code);
}
