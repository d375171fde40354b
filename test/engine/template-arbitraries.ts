/**
 * fast-check arbitraries for core-language templates and the JSON they render against. Names are
 * drawn from a small pool so that variables, sections and predicates actually find data.
 */
import fc from 'fast-check';

const KEYS = ['a', 'b', 'c', 'items', 'n', 's', 'o', 'x-y', '$d'] as const;
const LOCALS = ['@v', '@w', '@index', '@index0', '@args'] as const;

const scalar = fc.oneof(
  fc.constantFrom(0, 1, 2, 3, -1, -3, 1.5, 3.7, 1e21, -0, 0.1),
  fc.integer({ min: -20, max: 20 }),
  fc.constantFrom('', 'a', 'abc', '1', '2', '1.5', 'x y', ' 7 ', '0x1f', '12abc', 'The quick brown fox', '<b>&"\'</b>', 'it\'s -- "ok"'),
  fc.string({ maxLength: 8 }),
  fc.boolean(),
  fc.constant(null),
);

/** JSON values that mostly use the key pool, nested a few levels. */
export const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** A JSON object as `JSON.parse` would build it (ordinary prototypes, no `-0`). */
export const jsonRoot = fc
  .dictionary(fc.constantFrom(...KEYS), jsonValue, { maxKeys: 8 })
  .map((value) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>);

const segment = fc.oneof(fc.constantFrom(...KEYS), fc.constantFrom('0', '1', '2'));
const path = fc.oneof(
  fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.')),
  fc.constantFrom('@', ...LOCALS, '@.a', '@v.a', 'a.0'),
);

const formatterArgs = fc.array(fc.oneof(fc.constantFrom('1', '2', '3', '0', '-1', '12', 'a', 'b', 'x', 'n'), path), { maxLength: 3 });

const CORE_FORMATTERS = [
  'count',
  'cycle',
  'encode-space',
  'encode-uri',
  'encode-uri-component',
  'find-first',
  'find-last',
  'format',
  'get',
  'html',
  'htmlattr',
  'htmltag',
  'iter',
  'json',
  'json-pretty',
  'key-by',
  'line-breaks',
  'lookup',
  'mod',
  'output',
  'pluralize',
  'prop',
  'raw',
  'round',
  'safe',
  'slugify',
  'smartypants',
  'str',
  'truncate',
  'url-encode',
] as const;

const formatter = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(fc.constantFrom(...CORE_FORMATTERS), formatterArgs)
      .map(([name, args]) => (args.length === 0 ? `|${name}` : `|${name} ${args.join(' ')}`)),
  },
  { weight: 1, arbitrary: fc.constantFrom('|apply m', '|apply m private', '|apply m k=1 z', '|apply p', '|nosuch', '|truncate,5,!') },
);

/**
 * A `cycle` that finds no entry leaves JavaScript's `undefined` in the reference, which later
 * formatters (`raw`, `apply`) treat unlike a missing value; this engine does not keep that
 * distinction, so chains that continue after `cycle` are left out.
 */
const formatterChain = fc.array(formatter, { maxLength: 2 }).filter((chain) => !/\|cycle[^|]*\|/.test(chain.join('')));

const variableTag = fc
  .tuple(fc.array(path, { minLength: 1, maxLength: 2 }), formatterChain)
  .map(([paths, formatters]) => `{${paths.join(', ')}${formatters.join('')}}`);

const words = (text: string) => text.trim().split(/\s+/);

const PREDICATES = words(`equal? notEqual? greaterThan? greaterThanOrEqual? lessThan? lessThanOrEqual? even? odd? nth?
  plural? singular? debug? nosuch?`);
const predicateArg = fc.oneof(path, fc.constantFrom(...words(`1 2 3 -1 "a" "abc" true null [1] "1" 1.5 {"a":1}`)));
const predicate = fc
  .tuple(fc.constantFrom(...PREDICATES), fc.array(predicateArg, { maxLength: 2 }))
  .map(([name, args]) => (args.length === 0 ? name : `${name} ${args.join(' ')}`));

const expressionAtom = fc.oneof(
  fc.constantFrom(...words(`1 2 0 -1 2.5 0x1f "a" 'b' "" null true false NaN Infinity PI "12"`), '" 7 "'),
  path,
  fc.constantFrom('max(1, 2)', 'min(3)', 'abs(-2)', 'num("4")', 'str(5)', 'bool(0)', 'max()'),
);
const OPERATORS = words('+ - * / % ** << >> < > <= >= == != === !== & ^ | && ||');
const operation = fc.tuple(fc.constantFrom(...OPERATORS), fc.constantFrom('', '-', '!', '~'), expressionAtom);
const expression = fc
  .tuple(expressionAtom, fc.array(operation, { maxLength: 3 }))
  .map(([first, rest]) => first + rest.map(([op, unary, atom]) => ` ${op} ${unary}${atom}`).join(''));
const evalTag = fc.oneof(
  expression.map((e) => `{.eval ${e}}`),
  fc.tuple(fc.constantFrom('@v', '@w', 'a', '1'), expression).map(([target, e]) => `{.eval ${target} = ${e}; ${target}}`),
  expression.map((e) => `{.eval #${e}}`),
);

const TEXT = fc.constantFrom(
  ...['x', ' ', '\n', 'ab', '-', ',', '{', '}', '{ a }', '{a |html}', '{.section}', '{.end x}', '{}', '{{a}}'],
  ...['{#c}', '{## c ##}', '{.meta-left}', '{.meta-right}', '{.newline}', '{.space}', '{.tab}', '{.eof}'],
);
const local = fc.constantFrom('@v', '@w');
const bindVar = fc
  .tuple(local, fc.array(path, { minLength: 1, maxLength: 2 }), fc.array(formatter, { maxLength: 1 }))
  .map(([name, paths, formatters]) => `{.var ${name} ${paths.join(',')}${formatters.join('')}}`);
const ctxVar = fc.tuple(local, path, path).map(([name, p, q]) => `{.ctx ${name} k=${p} j=${q}}`);
const structure = fc.constantFrom(
  ...['{.include m}', '{.include m output}', '{.include p}', '{.inject @v i}', '{.end}', '{.or}', '{.alternates with}'],
);

const leaf = fc.oneof(
  { weight: 4, arbitrary: TEXT },
  { weight: 6, arbitrary: variableTag },
  { weight: 2, arbitrary: bindVar },
  { weight: 1, arbitrary: ctxVar },
  { weight: 2, arbitrary: evalTag },
  { weight: 1, arbitrary: structure },
);

const orBranch = (body: string | null) => (body === null ? '' : `{.or}${body}`);

export const template: fc.Arbitrary<string> = fc.letrec((tie) => {
  const body = tie('body') as fc.Arbitrary<string>;
  const maybe = fc.option(body);
  return {
    body: fc.array(tie('node'), { maxLength: 5 }).map((nodes) => nodes.join('')),
    node: fc.oneof(
      { depthSize: 'small' },
      leaf,
      fc.tuple(path, body, maybe).map(([p, inner, or]) => `{.section ${p}}${inner}${orBranch(or)}{.end}`),
      fc.tuple(path, body, maybe, maybe).map(([p, inner, alternates, or]) => {
        const between = alternates === null ? '' : `{.alternates with}${alternates}`;
        return `{.repeated section ${p}}${inner}${between}${orBranch(or)}{.end}`;
      }),
      fc.tuple(predicate, body, fc.option(fc.tuple(predicate, body)), maybe).map(([name, inner, elseIf, or]) => {
        const otherwise = elseIf === null ? '' : `{.or ${elseIf[0]}}${elseIf[1]}`;
        return `{.${name}}${inner}${otherwise}${orBranch(or)}{.end}`;
      }),
      fc
        .tuple(
          fc.array(path, { minLength: 1, maxLength: 3 }),
          fc.array(fc.constantFrom(' && ', ' || ', '&&', '||'), { minLength: 2, maxLength: 2 }),
          body,
          maybe,
        )
        .map(([paths, operators, inner, or]) => {
          const condition = paths.map((p, i) => (i === 0 ? p : `${operators[i - 1] ?? ' || '}${p}`)).join('');
          return `{.if ${condition}}${inner}${orBranch(or)}{.end}`;
        }),
      body.map((inner) => `{.macro m}${inner}{.end}`),
    ),
  };
}).body as fc.Arbitrary<string>;

/** Partials the generated templates may apply or include. */
export const partials = fc.record({ p: template, m: fc.constantFrom('[{@}]', '{@args|json}', '{a}{@v}') });

/** Short runs of the characters that matter to the lexer and the tag grammar, to probe parsing. */
export const tagSoup: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...'{}.|, \t\n@#?=-&"$01'),
      fc.constantFrom(
        ...words('a b n items section end or if var ctx macro eval include inject html json equal? even? truncate apply'),
        ...words('## meta-left newline eof && ||'),
        'repeated section',
        'alternates with',
      ),
    ),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));
