import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine, DEFAULT_LIMITS } from '.';
import type { Formatter, Predicate } from '.';
import { render } from '../../test/engine/render';

describe('createEngine', () => {
  it('compiles once and renders many times', () => {
    const { template, errors } = createEngine().compile('Hello {name|html}!');
    expect(errors).toEqual([]);
    expect(template.render({ name: '<Ada>' }).output).toBe('Hello &lt;Ada&gt;!');
    expect(template.render({ name: 'Grace' }).output).toBe('Hello Grace!');
  });

  it('registers site formatters and predicates beside the built-in ones', () => {
    const shout: Formatter = (_args, vars) => vars[0]?.set(String(vars[0].value).toUpperCase());
    const isLong: Predicate = (args, ctx) => String(ctx.resolve(ctx.parsePath(args[0] ?? '@'))).length > 3;
    const engine = createEngine({ formatters: { shout }, predicates: { 'long?': isLong } });
    const { template } = engine.compile('{s|shout|html} {.long? s}long{.or}short{.end}');
    expect(template.render({ s: 'a&b' }).output).toBe('A&amp;B short');
    expect(Object.keys(engine.formatters)).toContain('truncate');
  });

  it('gives formatters what they need of the render', () => {
    const seen: unknown[] = [];
    const probe: Formatter = (args, _vars, ctx) => {
      seen.push(ctx.locale, ctx.now, ctx.resolveArgument(args[0] ?? ''), ctx.resolveArgument(args[1] ?? ''));
    };
    const { template } = createEngine({ formatters: { probe } }).compile('{@|probe [1] n}');
    template.render({ n: 7 }, { now: 42 });
    template.render({ n: 8 }, { locale: undefined, now: 1 });
    template.render({ n: 9 }, { locale: 'de-DE', now: 2 });
    expect(seen).toEqual(['en', 42, [1], 7, undefined, 1, [1], 8, 'de-DE', 2, [1], 9]);
  });

  it('accepts compiled templates as partials', () => {
    const engine = createEngine();
    const card = engine.compile('[{title}]').template;
    const { template } = engine.compile('{p|apply card}');
    expect(template.render({ p: { title: 'T' } }, { partials: { card } }).output).toBe('[T]');
  });

  it.each([
    [{ formatters: { x: 1 } }, TypeError, "options.formatters['x'] must be a function"],
    [{ predicates: 'x' }, TypeError, 'options.predicates must be an object of functions'],
    [{ limits: { maxInstructions: 0 } }, RangeError, 'limits.maxInstructions must be a positive integer, got 0'],
    [{ limits: { maxDepth: 3 } }, TypeError, 'limits.maxDepth is not a known limit'],
  ])('rejects %j', (options, kind, message) => {
    expect(() => createEngine(options as never)).toThrow(kind);
    expect(() => createEngine(options as never)).toThrow(message);
  });

  it('rejects render options of the wrong type', () => {
    const { template } = createEngine().compile('x');
    expect(() => template.render({}, { now: Number.NaN })).toThrow(new TypeError('render options.now must be a finite number'));
    expect(() => template.render({}, { partials: 'p' as never })).toThrow(TypeError);
  });
});

describe('best effort', () => {
  it('never throws, whatever the template and data', () => {
    const engine = createEngine();
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('{', '}', '.', '|', '@', ' ', 'a', 'x', 'section', 'end', 'eval ', '1', '#', '?') }),
        fc.jsonValue(),
        (source, json) => {
          const { template } = engine.compile(source);
          expect(typeof template.render(json, { enableExpr: true, enableInclude: true }).output).toBe('string');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('renders data that is not JSON (cycles) with an error instead of throwing', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const { output, errors } = render('a{c|json}b', { c: cyclic });
    expect(output).toBe('ab');
    expect(errors[0]).toMatch(/^1:2 Unexpected TypeError error when executing VARIABLE: /);
  });
});

describe('limits', () => {
  it('defaults to a partial depth of 16', () => {
    expect(DEFAULT_LIMITS.maxPartialDepth).toBe(16);
  });

  it('stops a render that executes too many instructions, keeping what was written', () => {
    const source = '{.repeated section rows}{.repeated section cells}x{.end}{.end}';
    const rows = new Array(100).fill({ cells: new Array(100).fill(0) });
    const { output, errors } = render(source, { rows }, {}, { limits: { maxInstructions: 500 } });
    expect(output).toBe('x'.repeat(494));
    expect(errors).toEqual(['1:50 Rendering stopped: more than 500 instructions executed (maxInstructions)']);
  });

  it('stops a render whose output grows too large', () => {
    const { output, errors } = render(
      '{.repeated section a}0123456789{.end}',
      { a: new Array(50).fill(0) },
      {},
      { limits: { maxOutputLength: 105 } },
    );
    expect(output).toBe('0123456789'.repeat(10));
    expect(errors).toEqual(['1:22 Rendering stopped: output exceeds 105 characters (maxOutputLength)']);
  });

  it('bounds runaway recursion through the partial depth', () => {
    const { output, errors } = render('{.macro m}{@|apply m}{@|apply m}{.end}{@|apply m}', {}, {}, { limits: { maxPartialDepth: 4 } });
    expect(output).toBe('');
    expect(errors.length).toBeLessThan(10);
  });
});

describe('preprocessing', () => {
  const engine = createEngine();

  it('runs only {^…} tags, as if the caret were not there; the rest is text for the second pass', () => {
    const { template, errors } = engine.compile('{^.section s}{title}:{^name|html}{^.end}{#page}{^#first pass}{##both##}', {
      preprocess: true,
    });
    expect(errors).toEqual([]);
    expect(template.toJSON()).toEqual([
      17,
      1,
      [
        [
          2,
          ['s'],
          [
            [0, '{title}'],
            [0, ':'],
            [1, [['name']], [['html']]],
          ],
          3,
        ],
        [0, '{#page}'],
        [11, 'first pass', 0],
        [11, 'both', 1],
      ],
      18,
    ]);
    expect(template.render({ s: { name: 'A&B' } }).output).toBe('{title}:A&amp;B{#page}');
  });

  it('reports first-pass errors where they stand in the source', () => {
    const { errors } = engine.preprocess('{title}\n  {^.section s}{^x|nope}', {});
    expect(errors.map(({ line, column, message }) => [line, column, message])).toEqual([
      [2, 16, "Formatter 'nope' is unknown"],
      [2, 3, 'Reached EOF in the middle of SECTION'],
    ]);
  });

  it('compiles partials for the pass that applies them, from the same source', () => {
    const partials = { p: '{^a}{b}' };
    const first = engine.preprocess('{^@|apply p}|{@|apply p}', { a: 1, b: 2 }, { partials });
    expect(first.output).toBe('1{b}|{@|apply p}');
    expect(engine.compile(first.output).template.render({ a: 1, b: 2 }, { partials }).output).toBe('12|{^a}2');
  });

  it('leaves {^…} tags as text when not preprocessing, as the reference does', () => {
    expect(engine.compile('{^a}{a}').template.render({ a: 1 }).output).toBe('{^a}1');
  });

  it('rejects options that are not an object', () => {
    expect(() => engine.compile('', null as unknown as object)).toThrow(TypeError);
  });
});
