/**
 * What the shared conformance fixtures teach the fuzzer: for each formatter and predicate, the
 * arguments real templates pass and the data they pass them (a product for `product-price`, an
 * image for `image-meta` …, with the page around it), plus every `{.eval}` expression. Random
 * templates built from these reach deep into each family; random data and mutation do the rest.
 * Without the fixtures (a clone without the shared folder) the corpus is empty and the fuzzer
 * draws from its own pools alone.
 */
import { fileURLToPath } from 'node:url';
import { createEngine } from '../../../src/engine';
import type { SerializedCode } from '../../../src/engine';
import { defaultFixtureRoot, loadManifest, readFixture } from '../../../src/engine/conformance';

/** One use of a formatter or predicate in a fixture. */
export interface Use {
  readonly args: readonly string[];
  readonly delimiter: string;
  /** The value formatted, or the scope a predicate asked about. */
  readonly value: unknown;
  /** The fixture's whole JSON, which formatters read settings and strings from. */
  readonly page: Readonly<Record<string, unknown>>;
  readonly locale: string | undefined;
}

export interface Corpus {
  readonly formatters: ReadonlyMap<string, readonly Use[]>;
  readonly predicates: ReadonlyMap<string, readonly Use[]>;
  readonly expressions: readonly string[];
}

type Code = SerializedCode;
const isList = (code: Code): code is readonly Code[] => Array.isArray(code);

export function loadCorpus(): Corpus {
  const formatters = new Map<string, Use[]>();
  const predicates = new Map<string, Use[]>();
  const expressions = new Set<string>();
  const root = defaultFixtureRoot(fileURLToPath(new URL('../../..', import.meta.url)));
  if (root === undefined) return { formatters, predicates, expressions: [] };
  const engine = createEngine();
  const add = (table: Map<string, Use[]>, name: string, use: Use) => {
    const uses = table.get(name) ?? [];
    uses.push(use);
    table.set(name, uses);
  };

  for (const entry of loadManifest(root)) {
    if (entry.kind !== 'output') continue;
    const fixture = readFixture(root, entry);
    if (fixture === undefined || typeof fixture.json !== 'object' || fixture.json === null) continue;
    const page = fixture.json as Record<string, unknown>;
    const locale = 'locale' in fixture.options ? fixture.options.locale : 'en';
    const code = engine.compile(fixture.template).template.toJSON();
    const visit = (block: Code, frames: readonly unknown[]): void => {
      if (!isList(block)) return;
      for (const instruction of block) walk(instruction, frames);
    };
    const callsOf = (calls: Code, value: unknown) => {
      if (!isList(calls)) return;
      const first = calls[0] ?? null;
      // Only the first formatter of a chain sees the data as written.
      if (!isList(first) || typeof first[0] !== 'string') return;
      const [args, delimiter] = argumentsOf(first[1]);
      add(formatters, first[0], { args, delimiter, value, page, locale });
      for (const call of calls.slice(1)) {
        if (isList(call) && typeof call[0] === 'string') {
          const [more, moreDelimiter] = argumentsOf(call[1]);
          add(formatters, call[0], { args: more, delimiter: moreDelimiter, value: undefined, page, locale });
        }
      }
    };
    const walk = (instruction: Code, frames: readonly unknown[]): void => {
      if (!isList(instruction)) return;
      const [op] = instruction;
      switch (op) {
        case 1:
          callsOf(instruction[2] as Code, resolve(firstPath(instruction[1] as Code), frames));
          break;
        case 6:
          callsOf(instruction[3] as Code, resolve(firstPath(instruction[2] as Code), frames));
          break;
        case 2: {
          const value = resolve(instruction[1] as Code, frames);
          visit(instruction[2] as Code, [...frames, value]);
          walk(instruction[3] as Code, frames);
          break;
        }
        case 4: {
          const value = resolve(instruction[1] as Code, frames);
          const items = Array.isArray(value) ? value.slice(0, 3) : [];
          for (const item of items) visit(instruction[2] as Code, [...frames, item]);
          walk(instruction[3] as Code, frames);
          break;
        }
        case 5:
        case 7: {
          if (typeof instruction[1] === 'string') {
            const [args, delimiter] = argumentsOf(instruction[2] as Code);
            add(predicates, instruction[1], { args, delimiter, value: frames[frames.length - 1], page, locale });
          }
          visit(instruction[3] as Code, frames);
          walk(instruction[4] as Code, frames);
          break;
        }
        case 8:
          visit(instruction[3] as Code, frames);
          walk(instruction[4] as Code, frames);
          break;
        case 10:
          visit(instruction[2] as Code, frames);
          break;
        case 23:
          if (typeof instruction[1] === 'string') expressions.add(instruction[1]);
          break;
        default:
          break;
      }
    };
    if (isList(code)) visit(code[2] as Code, [page]);
  }
  return { formatters, predicates, expressions: [...expressions] };
}

function argumentsOf(code: Code | undefined): [string[], string] {
  if (!isList(code as Code)) return [[], ' '];
  const [values, delimiter] = code as readonly Code[];
  return [isList(values as Code) ? (values as Code[]).map(String) : [], typeof delimiter === 'string' ? delimiter : ' '];
}

function firstPath(paths: Code): Code {
  return isList(paths) ? (paths[0] as Code) : [];
}

/** A path as the language resolves it: its first name from the innermost frame that has it, then down. */
function resolve(path: Code, frames: readonly unknown[]): unknown {
  if (!isList(path) || path.length === 0) return undefined;
  const [head, ...rest] = path;
  let value: unknown;
  if (head === '@') value = frames[frames.length - 1];
  else {
    for (let i = frames.length - 1; i >= 0 && value === undefined; i--) value = child(frames[i], head as string | number);
  }
  for (const segment of rest) value = child(value, segment as string | number);
  return value;
}

function child(value: unknown, key: string | number): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.hasOwn(value, key) ? (value as Record<string | number, unknown>)[key] : undefined;
}
