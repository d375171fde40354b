import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeAttribute, escapeHtml } from './html';

/** The escaping spelled out the slow way, to hold both of the helpers' paths (short text, long ASCII text) to. */
const entities = (text: string, attribute: boolean) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, attribute ? '&quot;' : '"');

describe('escapeHtml and escapeAttribute', () => {
  it('escape long ASCII text, as JSON in an attribute is, like short text', () => {
    const json = JSON.stringify([{ sku: 'A&B', name: '<b>"x"</b>', price: { value: '9.10' } }]).repeat(4);
    expect(escapeAttribute(json)).toBe(entities(json, true));
    expect(escapeHtml(json)).toBe(entities(json, false));
  });

  it('leave characters beyond ASCII as they are, in long text too', () => {
    const text = `${'"caf\u00e9" & <cr\u00e8me> '.repeat(10)}\ud83d\ude00 \u0000 end`;
    expect(escapeAttribute(text)).toBe(entities(text, true));
    expect(escapeHtml(text)).toBe(entities(text, false));
  });

  it('agree with the spelled-out escaping on any text, short or long', () => {
    const piece = fc.constantFrom('&', '<', '>', '"', "'", 'a', ' ', '\u00e9', '\ud83d\ude00', '\u0000', '\u007f', '\u0080');
    const text = fc.oneof(
      fc.string(),
      fc.array(piece, { maxLength: 400 }).map((pieces) => pieces.join('')),
    );
    fc.assert(
      fc.property(text, (value) => {
        expect(escapeAttribute(value)).toBe(entities(value, true));
        expect(escapeHtml(value)).toBe(entities(value, false));
      }),
    );
  });
});
