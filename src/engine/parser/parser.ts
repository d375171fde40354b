/**
 * Turns each tag into an instruction and feeds the assembler. A tag that does not parse is kept as
 * literal text with no error, as real templates rely on (inline JSON, CSS, stray braces). Unknown
 * formatter names also print the tag literally but record an error; an unknown predicate records an
 * error and builds a block that is never taken.
 */
import { Assembler } from '../assembler';
import type { TemplateError } from '../errors';
import { MESSAGES } from '../errors';
import { compileExpression } from '../expression';
import type { Arguments, FormatterCall, Instruction, OrInstruction, Path, RootInstruction } from '../instructions/instruction';
import { IF_AND, IF_OR } from '../instructions/instruction';
import { LineCounter, scanReference, scanTemplate, scanWord } from '../lexer';
import type { FormatterTable, Predicate, PredicateTable } from '../plugins/types';

export interface ParserOptions {
  readonly formatters: FormatterTable;
  readonly predicates: PredicateTable;
  readonly maxExpressionTokens: number;
  /**
   * Compile for a preprocessing pass: only `{^…}` tags are instructions (read as if the `^` were
   * not there); every other tag, and a `{#…}` comment, is text the pass prints for the next one.
   * A `{##…##}` comment is still a comment.
   */
  readonly preprocess?: boolean;
}

export interface ParseResult {
  readonly root: RootInstruction;
  readonly errors: TemplateError[];
}

const SPACE = 0x20;
const TAB = 0x09;
const PIPE = 0x7c;
const COMMA = 0x2c;
const CARET = 0x5e;
const HASH = 0x23;
const isBlank = (c: number) => c === SPACE || c === TAB;

const TEXT_TAGS: Readonly<Record<string, { op: 12 | 13 | 14 | 15 | 16; text: string }>> = {
  'meta-left': { op: 12, text: '{' },
  'meta-right': { op: 13, text: '}' },
  newline: { op: 14, text: '\n' },
  space: { op: 15, text: ' ' },
  tab: { op: 16, text: '\t' },
};

const hasOwn = (table: object, key: string) => Object.prototype.hasOwnProperty.call(table, key);

/** Parses a whole template. Never throws on any input. */
export function parseTemplate(source: string, options: ParserOptions): ParseResult {
  const errors: TemplateError[] = [];
  const assembler = new Assembler(errors);
  const lines = new LineCounter(source);
  const parser = new TagParser(source, options, errors, assembler, lines);
  scanTemplate(source, parser);
  lines.moveTo(source.length);
  assembler.eof({ line: lines.line, column: lines.column }, true);
  return { root: assembler.root, errors };
}

class TagParser {
  private line = 1;
  private column = 1;

  constructor(
    private readonly source: string,
    private readonly options: ParserOptions,
    private readonly errors: TemplateError[],
    private readonly assembler: Assembler,
    private readonly lines: LineCounter,
  ) {}

  text(start: number, end: number): void {
    if (this.assembler.halted) return;
    this.locate(start);
    this.add({ op: 0, text: this.source.slice(start, end), line: this.line, column: this.column });
  }

  comment(start: number, contentStart: number, contentEnd: number, multiline: boolean): void {
    if (this.assembler.halted) return;
    if (this.options.preprocess === true && !multiline) {
      this.text(start, contentEnd + 1);
      return;
    }
    this.locate(start);
    const text = this.source.slice(contentStart, contentEnd);
    this.add({ op: 11, text, multiline, line: this.line, column: this.column });
  }

  tag(start: number, end: number): void {
    // Tags after a root-level `{.eof}` are still parsed, so their syntax errors are reported.
    this.locate(start);
    let content = this.source.slice(start + 1, end - 1);
    if (this.options.preprocess === true) {
      if (content.charCodeAt(0) !== CARET) {
        this.literal(start, end);
        return;
      }
      content = content.slice(1);
      if (content.charCodeAt(0) === HASH) {
        if (!this.assembler.halted) this.add({ op: 11, text: content.slice(1), multiline: false, line: this.line, column: this.column });
        return;
      }
    }
    const parsed = content.charCodeAt(0) === 0x2e /* . */ ? this.instruction(content) : this.variable(content);
    if (!parsed) this.literal(start, end);
  }

  private locate(offset: number): void {
    this.lines.moveTo(offset);
    this.line = this.lines.line;
    this.column = this.lines.column;
  }

  private add(instruction: Instruction): void {
    this.assembler.add(instruction);
  }

  private literal(start: number, end: number): void {
    this.add({ op: 0, text: this.source.slice(start, end), line: this.line, column: this.column });
  }

  private unknownName(code: 'FORMATTER_UNKNOWN' | 'PREDICATE_UNKNOWN', message: string): void {
    this.errors.push({ type: 'parser', code, message, line: this.line, column: this.column });
  }

  /** `{a.b, c|fmt args|fmt2}`; false when the tag is not a variable tag. */
  private variable(content: string): boolean {
    const parsed = this.variablesAndFormatters(content, 0);
    if (parsed === null) return false;
    this.add({ op: 1, paths: parsed.paths, formatters: parsed.formatters, line: this.line, column: this.column });
    return true;
  }

  private variablesAndFormatters(content: string, start: number): { paths: Path[]; formatters: FormatterCall[] | null } | null {
    const paths: Path[] = [];
    let i = start;
    for (;;) {
      const reference = scanReference(content, i);
      if (reference === null) return null;
      paths.push(reference.path);
      i = reference.end;
      let j = i;
      while (isBlank(content.charCodeAt(j))) j++;
      if (content.charCodeAt(j) !== COMMA) break;
      j++;
      while (isBlank(content.charCodeAt(j))) j++;
      i = j;
    }
    if (i === content.length) return { paths, formatters: null };
    if (content.charCodeAt(i) !== PIPE) return null;
    const formatters = this.formatters(content, i);
    return formatters === null ? null : { paths, formatters };
  }

  /** `|name args|name2…` up to the end of the tag. Records unknown names (and then fails the tag). */
  private formatters(content: string, start: number): FormatterCall[] | null {
    const calls: FormatterCall[] = [];
    let i = start;
    let unknown: string | null = null;
    while (i < content.length) {
      if (content.charCodeAt(i) !== PIPE) return null;
      const nameEnd = scanWord(content, i + 1);
      if (nameEnd === i + 1) return null;
      const name = content.slice(i + 1, nameEnd);
      let args: Arguments | null = null;
      i = nameEnd;
      if (i < content.length && content.charCodeAt(i) !== PIPE) {
        const delimiter = content[i] as string;
        let argsEnd = content.indexOf('|', i + 1);
        if (argsEnd < 0) argsEnd = content.length;
        args = { values: content.slice(i + 1, argsEnd).split(delimiter), delimiter };
        i = argsEnd;
      }
      const fn = hasOwn(this.options.formatters, name) ? this.options.formatters[name] : undefined;
      if (fn === undefined) unknown ??= name;
      else calls.push({ name, fn, args });
    }
    if (unknown !== null) {
      this.unknownName('FORMATTER_UNKNOWN', MESSAGES.formatterUnknown(unknown));
      return null;
    }
    return calls;
  }

  /** `{.keyword …}`; false when the tag is not a valid instruction. */
  private instruction(content: string): boolean {
    const keywordEnd = scanWord(content, 1);
    const keyword = content.slice(1, keywordEnd);
    const rest = content.slice(keywordEnd);
    const at = { line: this.line, column: this.column };
    if (rest.charCodeAt(0) === 0x3f /* ? */) return this.predicateBlock(content.slice(1), false);
    if (rest === '') {
      switch (keyword) {
        case 'end':
          this.assembler.end(at);
          return true;
        case 'or':
          this.assembler.or(this.or(null, null, null));
          return true;
        case 'eof':
          this.assembler.eof(at, false);
          return true;
      }
      const text = TEXT_TAGS[keyword];
      if (text !== undefined && hasOwn(TEXT_TAGS, keyword)) {
        this.add({ op: text.op, text: text.text, line: this.line, column: this.column });
        return true;
      }
      return false;
    }
    switch (keyword) {
      case 'section':
        return this.section(rest);
      case 'repeated':
        return this.repeated(rest);
      case 'alternates':
        if (rest !== ' with') return false;
        this.assembler.alternatesWith(at);
        return true;
      case 'or':
        return rest.charCodeAt(0) === SPACE && this.predicateBlock(rest.slice(1), true);
      case 'if':
        return this.if(rest);
      case 'var':
        return this.bindVar(rest);
      case 'ctx':
        return this.ctxVar(rest);
      case 'inject':
        return this.inject(rest);
      case 'macro':
        return this.macro(rest);
      case 'include':
        return this.include(rest);
      case 'eval':
        return this.eval(rest);
      default:
        return false;
    }
  }

  /** Whitespace then one reference filling the rest of the tag. */
  private blockPath(rest: string): Path | null {
    let i = 0;
    while (isBlank(rest.charCodeAt(i))) i++;
    if (i === 0) return null;
    const reference = scanReference(rest, i);
    return reference !== null && reference.end === rest.length ? reference.path : null;
  }

  private section(rest: string): boolean {
    const path = this.blockPath(rest);
    if (path === null) return false;
    this.add({ op: 2, path, block: [], alternative: null, line: this.line, column: this.column });
    return true;
  }

  private repeated(rest: string): boolean {
    if (!rest.startsWith(' section')) return false;
    const path = this.blockPath(rest.slice(' section'.length));
    if (path === null) return false;
    this.add({ op: 4, path, block: [], alternative: null, alternates: [], line: this.line, column: this.column });
    return true;
  }

  /** `name? args` as a predicate block (`{.name? …}`) or as an else-if (`{.or name? …}`). */
  private predicateBlock(spec: string, isOr: boolean): boolean {
    const parsed = this.predicate(spec);
    if (parsed === null) return false;
    if (isOr) this.assembler.or(this.or(parsed.name, parsed.fn, parsed.args));
    else this.add({ op: 5, ...parsed, block: [], alternative: null, line: this.line, column: this.column });
    return true;
  }

  private predicate(spec: string): { name: string; fn: Predicate | null; args: Arguments | null } | null {
    const nameEnd = scanWord(spec, 0);
    if (nameEnd === 0 || spec.charCodeAt(nameEnd) !== 0x3f /* ? */) return null;
    const name = spec.slice(0, nameEnd + 1);
    let args: Arguments | null = null;
    if (nameEnd + 1 < spec.length) {
      const delimiter = spec[nameEnd + 1] as string;
      const text = spec.slice(nameEnd + 2);
      args = { values: text === '' ? [] : text.split(delimiter), delimiter };
    }
    const fn = hasOwn(this.options.predicates, name) ? (this.options.predicates[name] ?? null) : null;
    if (fn === null) this.unknownName('PREDICATE_UNKNOWN', MESSAGES.predicateUnknown(name));
    return { name, fn, args };
  }

  private or(name: string | null, fn: Predicate | null, args: Arguments | null): OrInstruction {
    return { op: 7, name, fn, args, block: [], alternative: null, line: this.line, column: this.column };
  }

  /** `{.if a && b || c}` or `{.if name? args}`. */
  private if(rest: string): boolean {
    let i = 0;
    while (isBlank(rest.charCodeAt(i))) i++;
    if (i === 0) return false;
    let end = rest.length;
    while (end > i && isBlank(rest.charCodeAt(end - 1))) end--;
    const body = rest.slice(i, end);
    const nameEnd = scanWord(body, 0);
    if (nameEnd > 0 && body.charCodeAt(nameEnd) === 0x3f /* ? */) return this.predicateBlock(rest.slice(i), false);
    const paths: Path[] = [];
    const operators: number[] = [];
    let j = 0;
    for (;;) {
      const reference = scanReference(body, j);
      if (reference === null) return false;
      paths.push(reference.path);
      j = reference.end;
      while (isBlank(body.charCodeAt(j))) j++;
      if (j === body.length) break;
      if (body.startsWith('&&', j)) operators.push(IF_AND);
      else if (body.startsWith('||', j)) operators.push(IF_OR);
      else return false;
      j += 2;
      while (isBlank(body.charCodeAt(j))) j++;
    }
    this.add({ op: 8, operators, paths, block: [], alternative: null, line: this.line, column: this.column });
    return true;
  }

  /** `@name` preceded by exactly one space; returns the name and where it ends. */
  private localName(rest: string): { name: string; end: number } | null {
    if (rest.charCodeAt(0) !== SPACE || rest.charCodeAt(1) !== 0x40 /* @ */) return null;
    const end = scanWord(rest, 2);
    return end === 2 ? null : { name: rest.slice(1, end), end };
  }

  private bindVar(rest: string): boolean {
    const local = this.localName(rest);
    if (local === null || rest.charCodeAt(local.end) !== SPACE) return false;
    const parsed = this.variablesAndFormatters(rest, local.end + 1);
    if (parsed === null) return false;
    this.add({ op: 6, name: local.name, ...parsed, line: this.line, column: this.column });
    return true;
  }

  private ctxVar(rest: string): boolean {
    const local = this.localName(rest);
    if (local === null) return false;
    const bindings: [string, Path][] = [];
    let i = local.end;
    for (;;) {
      let j = i;
      while (isBlank(rest.charCodeAt(j))) j++;
      if (j === rest.length) break;
      if (j === i) return false;
      const keyEnd = scanWord(rest, j);
      if (keyEnd === j || rest.charCodeAt(keyEnd) !== 0x3d /* = */) return false;
      const reference = scanReference(rest, keyEnd + 1);
      if (reference === null) return false;
      bindings.push([rest.slice(j, keyEnd), reference.path]);
      i = reference.end;
    }
    if (bindings.length === 0) return false;
    this.add({ op: 22, name: local.name, bindings, line: this.line, column: this.column });
    return true;
  }

  private inject(rest: string): boolean {
    const local = this.localName(rest);
    if (local === null || rest.charCodeAt(local.end) !== SPACE) return false;
    const start = local.end + 1;
    let end = start;
    while (end < rest.length && !isBlank(rest.charCodeAt(end)) && rest.charCodeAt(end) !== PIPE) end++;
    if (end === start) return false;
    let args: Arguments | null = null;
    if (end < rest.length) {
      const delimiter = rest[end] as string;
      const text = rest.slice(end + 1);
      args = { values: text === '' ? [] : text.split(delimiter), delimiter };
    }
    this.add({ op: 9, name: local.name, path: rest.slice(start, end), args, line: this.line, column: this.column });
    return true;
  }

  private macro(rest: string): boolean {
    if (rest.charCodeAt(0) !== SPACE || rest.length === 1) return false;
    const name = rest.slice(1);
    if (/[\s|]/.test(name)) return false;
    this.add({ op: 10, name, block: [], line: this.line, column: this.column });
    return true;
  }

  private include(rest: string): boolean {
    if (rest.charCodeAt(0) !== SPACE) return false;
    let nameEnd = rest.indexOf(' ', 1);
    if (nameEnd < 0) nameEnd = rest.length;
    const name = rest.slice(1, nameEnd);
    const values = nameEnd < rest.length ? rest.slice(nameEnd + 1).split(' ') : [];
    const args: Arguments = { values, delimiter: ' ' };
    const output = values.includes('output');
    this.add({ op: 24, name, args, output, line: this.line, column: this.column });
    return true;
  }

  private eval(rest: string): boolean {
    if (!isBlank(rest.charCodeAt(0))) return false;
    const source = rest.trim();
    const debug = source.charCodeAt(0) === 0x23; /* # */
    const expression = compileExpression(debug ? source.slice(1).trim() : source, this.options.maxExpressionTokens);
    this.add({ op: 23, source, debug, expression, line: this.line, column: this.column });
    return true;
  }
}
