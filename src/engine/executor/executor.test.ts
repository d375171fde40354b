import { describe, expect, it } from 'vitest';
import { render } from '../../../test/engine/render';
import type { Formatter } from '..';

const out = (source: string, json: unknown = {}, options = {}) => render(source, json, options).output;

describe('variables', () => {
  it.each([
    ['{a}', { a: 'x' }, 'x'],
    ['{a.b.0}', { a: { b: ['first'] } }, 'first'],
    ['{n}|{z}|{t}|{nul}|{o}|{missing}', { n: 1e21, z: -0, t: true, nul: null, o: { k: 1 } }, '1e+21|0|true|||'],
    ['{arr}', { arr: [1, 'x', { a: 1 }, [2, 3], null, true, [null]] }, '1,x,[object Object],2,3,null,true,'],
    ['{a, b}', { a: 'first', b: 'second' }, 'first'],
    ['{$a.$b}', { $a: { $b: 'dollar' } }, 'dollar'],
    ['{toString}{constructor}{a.length}{s.length}', { a: [1], s: 'abc' }, ''],
  ])('%s with %j prints %j', (source, json, expected) => {
    expect(out(source, json)).toBe(expected);
  });

  it('looks a name up through the enclosing scopes, stopping at a present null', () => {
    expect(out('{.section a}{b}|{c}{.end}', { a: { b: null }, b: 'outer', c: 'outer' })).toBe('|outer');
  });

  it('binds @index (1-based) and @index0 inside repeated sections only', () => {
    expect(out('{@index}{.repeated section i}{@index}/{@index0} {.end}', { i: ['a', 'b'] })).toBe('1/0 2/1 ');
  });
});

describe('sections and repeated sections', () => {
  it.each([
    ['{.section o}{k}{.or}empty{.end}', { o: { k: 'v' } }, 'v'],
    ['{.section o}{k}{.or}empty{.end}', { o: {} }, 'empty'],
    ['{.section z}yes{.or}[{@}]{.end}', { z: false }, '[false]'],
    ['{.repeated section i}{@}{.alternates with}, {.end}', { i: [1, 2, 3] }, '1, 2, 3'],
    ['{.repeated section i}{@}{.or}none{.end}', { i: { a: 1 } }, 'none'],
    ['{.repeated section i}{@}{.or}none{.end}', { i: [] }, 'none'],
    ['{.section o}{.section top}found{.or}not here{.end}{.end}', { o: { k: 1 }, top: 1 }, 'not here'],
  ])('%s with %j prints %j', (source, json, expected) => {
    expect(out(source, json)).toBe(expected);
  });
});

describe('{.if}', () => {
  const json = { t: true, f: 0 };
  it.each([
    ['{.if t}y{.or}n{.end}', 'y'],
    ['{.if f}y{.or}n{.end}', 'n'],
    ['{.if t || f && f}y{.or}n{.end}', 'y'],
    ['{.if f && f || t}y{.or}n{.end}', 'n'],
    ['{.if f || t && f}y{.or}n{.end}', 'y'],
    ['{.if equal? t true}y{.or}n{.end}', 'y'],
  ])('%s prints %s', (source, expected) => {
    expect(out(source, json)).toBe(expected);
  });
});

describe('variables bound by tags', () => {
  it('binds {.var} in the current scope only', () => {
    expect(out('{.section o}{.var @x name|html}{@x}{.end}[{@x}]', { o: { name: '<b>' } })).toBe('&lt;b&gt;[]');
  });

  it('builds {.ctx} objects, missing paths becoming null', () => {
    expect(out('{.ctx @c w=size.w gone=nope}{@c|json}', { size: { w: 3 } })).toBe('{"w":3,"gone":null}');
  });

  it('binds {.inject} values by path', () => {
    expect(out('{.inject @p prefs.json}{@p.color}', {}, { injects: { 'prefs.json': { color: 'red' } } })).toBe('red');
  });

  it('finds a list’s length by name in the list’s own scope, as the reference does', () => {
    expect(
      out('{.repeated section items}{length}{.end}|{.section items}{.section length}{@}{.end}{.end}|{items.length}', { items: [1, 2] }),
    ).toBe('22|2|');
  });

  it('treats a falsy inject as missing, so an outer variable of the same name shows through', () => {
    const injects = { off: false, zero: 0, empty: '', none: null, on: true, list: [] };
    const tags = '{.inject @a off}{.inject @b zero}{.inject @c empty}{.inject @d none}{.inject @e on}{.inject @f list}';
    expect(out(`${tags}[{@a}{@b}{@c}{@d}{@e}{@f}]`, {}, { injects })).toBe('[true]');
    expect(out('{.var @x n}{.section o}{.inject @x off}[{@x}]{.end}', { n: 7, o: { k: 1 } }, { injects })).toBe('[7]');
  });
});

describe('macros, partials and includes', () => {
  it('applies a macro with the value as its scope and @args from key=value arguments', () => {
    expect(out('{.macro m}{name}:{@args.k}{.end}{p|apply m k=v=w}', { p: { name: 'n' } })).toBe('n:v=w');
  });

  it('hides the enclosing scopes from a private application', () => {
    expect(out('{.macro m}[{top}{own}]{.end}{p|apply m private}', { top: 'T', p: { own: 'O' } })).toBe('[O]');
  });

  it('prefers a macro in scope over a partial of the same name', () => {
    expect(out('{@|apply m}{.macro m}macro{.end}{@|apply m}', {}, { partials: { m: 'partial' } })).toBe('partialmacro');
  });

  it('stops recursion at depth 16 with an error', () => {
    const { output, errors } = render('{.macro m}x{@|apply m}{.end}{@|apply m}');
    expect(output).toBe('x'.repeat(16));
    expect(errors).toEqual(["1:12 Attempt to apply partial 'm' exceeded maximum recursion depth of 16"]);
  });

  it('runs a site formatter named apply in place of the built-in, even in a plain {x|apply name} tag', () => {
    const apply: Formatter = (args, vars) => vars[0]?.set(`<${args[0]}>`);
    const formatters = { apply };
    expect(render('{@|apply m}', {}, { partials: { m: 'partial' } }, { formatters }).output).toBe('<m>');
  });

  it('reports a missing partial and prints nothing for it', () => {
    expect(render('a{@|apply nope}b')).toEqual({ output: 'ab', errors: ["1:2 Attempt to apply partial 'nope' which could not be found."] });
  });

  it('reports a partial that does not compile, once, naming it', () => {
    const { output, errors } = render('{@|apply p}{@|apply p}', {}, { partials: { p: '{a|nosuch}' } });
    expect(output).toBe('');
    expect(errors).toEqual([`1:1 Parse of partial "p" failed: Formatter 'nosuch' is unknown`]);
  });

  it('runs {.include} in the current scope, keeping output only when asked', () => {
    expect(out('{.macro m}{.var @x a}[{a}]{.end}{.include m}{@x}|{.include m output}', { a: 1 })).toBe('1|[1]');
  });

  it('skips {.eval} and {.include} unless enabled', () => {
    expect(out('{.macro m}M{.end}{.eval 1+1}{.include m output}', {}, { enableExpr: false, enableInclude: false })).toBe('');
  });
});

describe('runtime errors', () => {
  it('reports a formatter that throws and prints nothing for its tag', () => {
    const { output, errors } = render(
      'a{s|boom}b',
      { s: 1 },
      {},
      {
        formatters: {
          boom: () => {
            throw new RangeError('too big');
          },
        },
      },
    );
    expect(output).toBe('ab');
    expect(errors).toEqual(['1:2 Unexpected RangeError error when executing VARIABLE: too big']);
  });

  it('reports a predicate that throws and renders neither branch of its block, as the reference does', () => {
    const predicates = {
      'boom?': () => {
        throw new Error('nope');
      },
    };
    const { output, errors } = render('{.boom?}y{.or}n{.end}|{.section a}A{.or boom?}y{.or}n{.end}', {}, {}, { predicates });
    expect(output).toBe('|');
    expect(errors).toEqual([
      '1:1 Unexpected Error error when executing PREDICATE: nope',
      '1:36 Unexpected Error error when executing SECTION: nope',
    ]);
  });
});

describe('time zone', () => {
  const zoneOf = (json: unknown) => {
    let zone = '';
    render('{@|zone}', json, {}, { formatters: { zone: (_args, _vars, ctx) => void (zone = ctx.timeZone) } });
    return zone;
  };

  it('reads website.timeZone, defaulting to America/New_York and falling back to UTC when unknown', () => {
    expect(zoneOf({})).toBe('America/New_York');
    expect(zoneOf({ website: { timeZone: 'Europe/Paris' } })).toBe('Europe/Paris');
    expect(zoneOf({ website: { timeZone: 'Mars/Olympus' } })).toBe('UTC');
  });
});
