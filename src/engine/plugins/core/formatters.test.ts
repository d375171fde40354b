import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/engine/render';

const format = (tag: string, json: unknown) => render(tag, json).output;

describe('core formatters', () => {
  it.each([
    ['{s|html}', { s: '"<a> & b"' }, '"&lt;a&gt; &amp; b"'],
    ['{s|htmlattr}{s|htmltag}', { s: '"<' }, '&quot;&lt;&quot;&lt;'],
    ['{s|safe}|{z|safe}', { s: '<a href="x">link</a> <b>bold</b>', z: 0 }, 'link bold|0'],
    ['{s|slugify}', { s: "It's \"x\" -- 'y'" }, 'its-x----y'],
    ['{s|slugify}', { s: 'Ünïcödé ✓ ☃' }, 'ncd-'],
    ['{s|smartypants}', { s: 'I\'ve said "hi"--twice' }, 'I\u2019ve said \u201chi\u201d\u2014twice'],
    ['{s|truncate 12}', { s: 'The quick brown fox' }, 'The quick ...'],
    ['{s|truncate 5 !}|{s|truncate 0}', { s: 'abcdefgh' }, 'abcde!|abcdefgh'],
    ['{s|encode-space}', { s: 'a b\tc' }, 'a&nbsp;b&nbsp;c'],
    ['{s|encode-uri}|{s|encode-uri-component}', { s: 'a b&c/d' }, 'a%20b&c/d|a%20b%26c%2Fd'],
    ['{s|url-encode}', { s: '“a b”@/' }, '%E2%80%9Ca%20b%E2%80%9D@/'],
    ['{s|line-breaks}', { s: 'a\nb' }, 'a<br/>b'],
    ['{o|json}|{m|json}|{m|raw}', { o: { t: '</script>' } }, '{"t":"<\\/script>"}||null'],
    ['{o|json-pretty}', { o: { a: [1] } }, '{\n  "a": [\n    1\n  ]\n}'],
    ['{s|str}|{o|str}|{n|str}', { s: 'x', o: {}, n: 2 }, 'x||2'],
    ['{a|count}|{o|count}|{s|count}|{n|count}', { a: [1, 2], o: { k: 1 }, s: '😀', n: 5 }, '2|1|2|0'],
    ['{n|round}|{s|round}', { n: -1.5, s: '2.5' }, '-1|3'],
    ['{n|mod}|{n|mod 3}|{m|mod 0}', { n: -7, m: 5 }, '-1|-1|1'],
    ['{n|cycle a b c}|{z|cycle a b c}', { n: 5, z: 0 }, 'b|c'],
    ['{n|pluralize}|{one|pluralize}|{n|pluralize item items}|{one|pluralize item items}', { n: 2, one: '1' }, 's||items|item'],
    ['{@|output a b}|{@|output,a,b}', {}, 'a b|a b'],
    ['{m|format a b}', { m: '{1} and {0}{9}', a: 'A', b: 'B' }, 'B and A'],
    ['{o|get k}|{o|get path}', { o: { x: 1, y: { z: 2 } }, k: 'x', path: ['y', 'z'] }, '1|2'],
    ['{o|prop y z}|{o|prop y.z}|{a|prop 1}', { o: { y: { z: 2 } }, a: ['p', 'q'] }, '2|2|q'],
    ['{o|lookup key}', { o: {}, key: 'target', target: 'found' }, 'found'],
    ['{people|key-by id|json}', { people: [{ id: 'a' }, { id: 'b' }, {}] }, '{"a":{"id":"a"},"b":{"id":"b"}}'],
    [
      '{a|find-first|json}|{a|find-last|json}|{a|find-first v|json}|{a|find-last v|json}',
      { a: [{ v: 0 }, { v: 1 }, { v: 2 }] },
      '{"v":0}|{"v":2}|{"v":1}|{"v":2}',
    ],
    ['{ids|find-first stock inStock}', { ids: ['x', 'y'], stock: { x: { inStock: false }, y: { inStock: true } } }, 'y'],
    ['{.repeated section a}{@|iter}{.end}|{@|iter}', { a: ['x', 'y'] }, '12|'],
  ])('%s with %j prints %j', (tag, json, expected) => {
    expect(format(tag, json)).toBe(expected);
  });

  it('applies a partial with @args', () => {
    expect(render('{p|apply card tone=dark}', { p: { t: 'T' } }, { partials: { card: '{t}/{@args.tone}' } }).output).toBe('T/dark');
  });

  it('never lets html or htmlattr emit a raw < or >', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const { output } = render('{s|html}{s|htmlattr}', { s });
        expect(output).not.toMatch(/[<>]/);
      }),
    );
  });

  it('never lets json close a <script> element', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(render('{v|json}{v|json-pretty}', { v: value }).output).not.toContain('</');
      }),
    );
  });
});
