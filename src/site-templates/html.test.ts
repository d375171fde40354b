import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from './html';

describe('escapeHtml', () => {
  it('escapes the characters that could open a tag or end an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('jsonForScript', () => {
  it('cannot end the script block it sits in', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>' })).not.toContain('<');
  });

  it('writes each character it escapes as its \\u escape, and leaves clean JSON as JSON.stringify wrote it', () => {
    expect(jsonForScript('a<b>c&d\u2028e\u2029')).toBe('"a\\u003cb\\u003ec\\u0026d\\u2028e\\u2029"');
    expect(jsonForScript({ a: [1, 'two', null] })).toBe('{"a":[1,"two",null]}');
  });

  it('parses back to the same value, with no < > or & left in it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = jsonForScript(value);
        expect(text).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});
