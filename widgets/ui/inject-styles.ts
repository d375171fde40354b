/** The style sheets added to each document, by id. */
const added = new WeakMap<Document, Set<string>>();

/**
 * Adds a widget's stylesheet to the document once, however many instances mount, unless the page
 * already carries it (`<style data-sf-styles="{id}">`, written by the server with its form). Styles
 * live in the widget chunk so a page pays only for the widgets it uses, and arrive before first
 * paint of it.
 *
 * They go in as a constructed style sheet (`adoptedStyleSheets`): that is the CSS object model,
 * which a strict Content-Security-Policy (`style-src` without 'unsafe-inline') allows, where a
 * `<style>` element would be blocked. A browser without constructed style sheets gets the element,
 * under the nonce of the page's own inline styles, if it has one.
 */
export function injectStyles(doc: Document, id: string, css: string): void {
  const ids = added.get(doc) ?? new Set<string>();
  if (ids.has(id)) return;
  added.set(doc, ids.add(id));
  if (doc.querySelector(`style[data-sf-styles="${id}"]`) !== null) return;
  const Sheet = doc.defaultView?.CSSStyleSheet;
  if (Sheet !== undefined && 'replaceSync' in Sheet.prototype && Array.isArray(doc.adoptedStyleSheets)) {
    const sheet = new Sheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return;
  }
  const style = doc.createElement('style');
  style.dataset['sfStyles'] = id;
  style.nonce = pageStyleNonce(doc);
  style.textContent = css;
  doc.head.append(style);
}

/** The nonce of the page's own inline styles ('' without one): a `<style>` added under it is allowed. */
export function pageStyleNonce(doc: Document): string {
  return doc.querySelector<HTMLElement>('style[nonce]')?.nonce ?? '';
}
