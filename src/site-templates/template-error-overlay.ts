import { escapeHtml } from './html';
import type { SiteTemplateError } from './site-templates';

/** The overlay's words: a tool for whoever edits the templates, not the shop's copy. */
const OVERLAY_COPY = {
  title: (count: number) => `${count} template error${count === 1 ? '' : 's'}`,
  dismiss: 'Dismiss',
} as const;

/**
 * Its own styles, so it shows whatever state the site's stylesheet is in. Fixed above the page,
 * it moves nothing on it.
 */
const OVERLAY_CSS = `
.template-errors { position: fixed; inset: auto 1rem 1rem 1rem; z-index: 2147483647; max-height: 60vh; overflow: auto; margin: 0; padding: 1rem 1.25rem; border: 2px solid #b3261e; border-radius: 0.5rem; background: #fff; color: #1d1d1f; font: 0.875rem/1.5 system-ui, sans-serif; box-shadow: 0 0.5rem 2rem rgb(0 0 0 / 25%); }
.template-errors h2 { margin: 0 0 0.5rem; font-size: 1rem; color: #b3261e; }
.template-errors ol { margin: 0; padding-left: 1.25rem; }
.template-errors li + li { margin-top: 0.75rem; }
.template-errors pre { margin: 0.25rem 0 0; padding: 0.5rem; overflow: auto; background: #f6f6f6; font-size: 0.8125rem; }
.template-errors form { margin-top: 0.75rem; text-align: right; }
.template-errors button { font: inherit; padding: 0.25rem 1rem; border: 1px solid #1d1d1f; border-radius: 0.375rem; background: #1d1d1f; color: #fff; cursor: pointer; }
`;

/**
 * The dev overlay: every template error of the page, each as `file:line:col message` with the
 * source line and a caret, in an alert. A non-modal dialog, dismissed by its button through the
 * dialog form method, so it needs no script (the page's policy runs none of its own). Its styles
 * carry `styleNonce`, for a page whose policy allows inline styles only by nonce.
 */
export function templateErrorOverlay(errors: readonly SiteTemplateError[], styleNonce?: string): string {
  const items = errors.map((error) => {
    // The report's first line says what the heading of the entry says; the rest is the source line and caret.
    const newline = error.report.indexOf('\n');
    const excerpt = newline < 0 ? '' : `<pre>${escapeHtml(error.report.slice(newline + 1))}</pre>`;
    return `<li><code>${escapeHtml(`${error.file}:${error.line}:${error.column}`)}</code> ${escapeHtml(error.message)}${excerpt}</li>`;
  });
  return `<dialog open class="template-errors" aria-labelledby="template-errors-title">
<style${styleNonce === undefined ? '' : ` nonce="${escapeHtml(styleNonce)}"`}>${OVERLAY_CSS}</style>
<div role="alert">
<h2 id="template-errors-title">${escapeHtml(OVERLAY_COPY.title(errors.length))}</h2>
<ol>
${items.join('\n')}
</ol>
</div>
<form method="dialog"><button type="submit">${escapeHtml(OVERLAY_COPY.dismiss)}</button></form>
</dialog>`;
}

/** Puts the overlay last in the body, so it is above the page and moves nothing in it. */
export function withOverlay(html: string, overlay: string): string {
  const end = html.lastIndexOf('</body>');
  return end < 0 ? `${html}${overlay}` : `${html.slice(0, end)}${overlay}\n${html.slice(end)}`;
}
