/**
 * Adds a widget's stylesheet to the document once, however many instances mount. Styles live in
 * the widget chunk so a page pays only for the widgets it uses, and arrive before first paint of it.
 */
export function injectStyles(doc: Document, id: string, css: string): void {
  if (doc.querySelector(`style[data-sf-styles="${id}"]`) !== null) return;
  const style = doc.createElement('style');
  style.dataset['sfStyles'] = id;
  style.textContent = css;
  doc.head.append(style);
}
