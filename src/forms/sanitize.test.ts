// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createFormSubmission, parseFormDefinition, sanitizePostSubmitHtml } from './index';

describe('sanitizePostSubmitHtml', () => {
  it('keeps ordinary markup', () => {
    expect(sanitizePostSubmitHtml('<p>See you <a href="https://shop.test/sale">at the sale</a>.</p>')).toBe(
      '<p>See you <a href="https://shop.test/sale">at the sale</a>.</p>',
    );
  });

  it('removes scripts, event handlers and script URLs', () => {
    const html = sanitizePostSubmitHtml('<img src="x.png" onerror="steal()"><script>steal()</script><a href="javascript:steal()">go</a>');
    expect(html).toBe('<img src="x.png"><a>go</a>');
  });

  it('removes style sheets and forms that would reach beyond the message', () => {
    expect(sanitizePostSubmitHtml('<style>body{display:none}</style><form action="/x"><input name="card"></form><b>ok</b>')).toBe(
      '<b>ok</b>',
    );
  });

  it('removes SVG, where scripts hide', () => {
    expect(sanitizePostSubmitHtml('<svg><script>steal()</script></svg><i>ok</i>')).toBe('<i>ok</i>');
  });

  it('returns nothing, rather than the HTML unchecked, without a DOM to sanitize with', () => {
    expect(sanitizePostSubmitHtml('<b>hi</b>', {} as never)).toBe('');
  });
});

describe('the message after a successful submission', () => {
  it('carries the post-submit HTML sanitized', async () => {
    const definition = parseFormDefinition({
      id: 'news',
      name: 'Newsletter',
      submissionMessage: 'Thanks!',
      postSubmitHtml: '<p onclick="steal()">Welcome aboard</p><script>steal()</script>',
      fields: [],
    });
    const form = createFormSubmission({
      definition,
      page: { pageTitle: 'Home', pageId: 'p', contentSource: 'c', pagePath: '/', pagePermissionTypeValue: 1 },
      transport: {
        postJson: async (path) => ({ status: 200, body: path.endsWith('FormSubmissionKey') ? { key: 'k' } : {} }),
        getJson: async () => ({ status: 404, body: undefined }),
      },
    });
    await form.submit();
    expect(form.getState().submission).toEqual({
      status: 'success',
      outcome: 'message',
      submissionMessage: 'Thanks!',
      postSubmitHtml: '<p>Welcome aboard</p>',
    });
  });
});
