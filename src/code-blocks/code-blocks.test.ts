import fc from 'fast-check';
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CODE_BLOCK_MESSAGES, codeBlockHtml, codeTrust, holdsScript, insertAtSelection, isAndroid, savedPartTrust } from './index';

const embed =
  '<div class="product-embed" data-item-id="p1"><div class="product-variants" data-item-id="p1" data-variants="[{&quot;sku&quot;:&quot;A&quot;}]"><select data-variant-option-name="Size" aria-label="Size"><option value="">Select Size</option><option value="S">S</option></select></div>' +
  '<div class="product-quantity-input" data-item-id="p1"><input type="number" min="1" max="9999" step="1" value="1" size="4"></div>' +
  '<div class="sqs-add-to-cart-button" role="button" tabindex="0" data-item-id="p1" data-product-type="1" data-original-label="Add To Cart"><div class="sqs-add-to-cart-button-inner">Add To Cart</div></div></div>';

describe('code block trust', () => {
  it('is raw only with site:code', () => {
    expect(codeTrust(['content:edit', 'site:code'])).toBe('raw');
    expect(codeTrust(new Set(['content:edit']))).toBe('sanitized');
    expect(codeTrust([])).toBe('sanitized');
  });

  it('keeps a part’s stored trust when it is saved unchanged, and takes the saver’s when it changed', () => {
    const editorWrote = { source: '<meta http-equiv="refresh" content="0;url=https://evil.example/">', trust: 'sanitized' } as const;
    expect(savedPartTrust(['site:code'], editorWrote.source, editorWrote)).toBe('sanitized');
    expect(savedPartTrust(['site:code'], '<p>Rewritten</p>', editorWrote)).toBe('raw');
    expect(savedPartTrust(['content:edit'], '<p>Owner’s</p>', { source: '<p>Owner’s</p>', trust: 'raw' })).toBe('raw');
    expect(savedPartTrust(['content:edit'], '<p>Changed</p>', { source: '<p>Owner’s</p>', trust: 'raw' })).toBe('sanitized');
    expect(savedPartTrust(['site:code'], '<p>New</p>', undefined)).toBe('raw');
  });

  it('removes a meta refresh and a form posting elsewhere from untrusted HTML', () => {
    const html =
      '<meta http-equiv="refresh" content="0;url=https://evil.example/"><form action="https://evil.example/"><input name="card"></form><p>Hours</p>';
    expect(codeBlockHtml(html, 'sanitized')).toBe('<input name="card"><p>Hours</p>');
  });

  it('keeps script as written for a trusted author', () => {
    const source = '<p>Hi</p><script>window.hi = 1</script>';
    expect(codeBlockHtml(source, 'raw')).toBe(source);
  });

  it('removes script, handlers, javascript: links and frames for anyone else', () => {
    const html = codeBlockHtml(
      '<p onclick="steal()">Hi</p><script>steal()</script><a href="javascript:steal()">x</a><iframe src="https://evil.example"></iframe><img src="x" onerror="steal()">',
      'sanitized',
    );
    expect(html).toBe('<p>Hi</p><a>x</a><img src="x">');
  });

  it('keeps a product embed whole, so it mounts and adds to the cart', () => {
    expect(codeBlockHtml(embed, 'sanitized')).toBe(embed);
  });

  it('tells an editor their block held script', () => {
    expect(holdsScript('<p>plain</p>')).toBe(false);
    expect(holdsScript('<SCRIPT src=x>')).toBe(true);
    expect(holdsScript('<img onerror = "x">')).toBe(true);
    expect(holdsScript('<a href="JavaScript:x">')).toBe(true);
    expect(CODE_BLOCK_MESSAGES.android).toBe('Code editing is not available on Android.');
  });

  it('knows Android', () => {
    expect(isAndroid('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36')).toBe(true);
    expect(isAndroid('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(false);
  });
});

describe('inserting at the cursor', () => {
  const link = '<a href="/shop">shop</a>';

  it('puts the text at a bare cursor and leaves the cursor after it', () => {
    expect(insertAtSelection('<p>See the </p>', { from: 11, to: 11 }, link)).toEqual({
      source: `<p>See the ${link}</p>`,
      cursor: 11 + link.length,
    });
  });

  it('replaces a selection, in whichever direction it was made', () => {
    const expected = { source: `<p>${link}</p>`, cursor: 3 + link.length };
    expect(insertAtSelection('<p>shop</p>', { from: 3, to: 7 }, link)).toEqual(expected);
    expect(insertAtSelection('<p>shop</p>', { from: 7, to: 3 }, link)).toEqual(expected);
  });

  it('brings a stale selection inside the text', () => {
    expect(insertAtSelection('ab', { from: 5, to: 9 }, 'c')).toEqual({ source: 'abc', cursor: 3 });
    expect(insertAtSelection('ab', { from: -2, to: Number.NaN }, 'c')).toEqual({ source: 'cab', cursor: 1 });
  });

  it('keeps everything around the selection, whatever the text and offsets (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), fc.integer(), fc.string(), (source, a, b, text) => {
        const { source: result, cursor } = insertAtSelection(source, { from: a, to: b }, text);
        const from = Math.min(Math.max(0, Math.min(a, b)), source.length);
        expect(result.slice(cursor - text.length, cursor)).toBe(text);
        expect(result.slice(0, cursor - text.length)).toBe(source.slice(0, cursor - text.length));
        expect(cursor - text.length).toBeLessThanOrEqual(source.length);
        expect(cursor - text.length).toBe(Math.max(0, Math.min(from, source.length)));
      }),
    );
  });
});
