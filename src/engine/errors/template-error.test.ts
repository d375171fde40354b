import { describe, expect, it } from 'vitest';
import { formatTemplateError } from '.';

describe('formatTemplateError', () => {
  const error = { type: 'parser', code: 'FORMATTER_UNKNOWN', message: "Formatter 'x' is unknown", line: 2, column: 3 } as const;

  it('prints file:line:col, the source line and a caret under the column', () => {
    expect(formatTemplateError(error, 'first\n  {a|x}\n', 'page.html')).toBe(
      "page.html:2:3: parser error: Formatter 'x' is unknown\n2 |   {a|x}\n      ^",
    );
  });

  it('names the partial when the error came from one, and works without the source', () => {
    expect(formatTemplateError({ ...error, partial: 'card' })).toBe("card:2:3: parser error: Formatter 'x' is unknown");
  });
});
