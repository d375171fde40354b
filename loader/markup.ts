/**
 * The template engine's product markup (JSON-T §8) mounts without a `data-widget` attribute: each
 * class below names the widget that takes the element over. `data-widget` wins when both are set.
 */
export const MARKUP_WIDGETS: Readonly<Record<string, string>> = {
  'sqs-add-to-cart-button': 'add-to-cart',
  'product-variants': 'variant-picker',
  'product-quantity-input': 'quantity-input',
  'product-restock-notification': 'restock',
  'sqs-product-quick-view-button': 'quick-view',
  'sqs-block-button-element': 'button',
};

/**
 * Every element the loader mounts: hand-written `data-widget` markup and the engine's classes
 * above. Written out rather than built from MARKUP_WIDGETS, so the loader carries only this string
 * (a unit test holds the two together).
 */
export const WIDGET_SELECTOR =
  '[data-widget],.sqs-add-to-cart-button,.product-variants,.product-quantity-input,.product-restock-notification,.sqs-product-quick-view-button,.sqs-block-button-element';

/**
 * Widget elements whose chunk holds no React, or needs it only later: links (a button block is a
 * tracked link) and dialogs (the promotional pop-up waits, closed, for its moment). The loader
 * fetches React early for every other widget; for these it would be a download the page may never use.
 */
export const LATER_REACT_SELECTOR = 'a,dialog';

/**
 * On a widget element that is itself a button: `kept` while a press the loader kept, made before
 * the widget listened, waits for it; `live` once the widget listens (`listenForActivation` in
 * widgets/ui, which acts on a kept press at once). Themes may style `[data-sf-press="kept"]`.
 */
export const PRESS_ATTRIBUTE = 'data-sf-press';

/** The widget an element asks for: its `data-widget`, else the widget of its engine class; '' for neither. */
export function widgetNameOf(element: Element): string {
  let name = element.getAttribute('data-widget');
  for (const className of element.classList) if (Object.hasOwn(MARKUP_WIDGETS, className)) name ??= MARKUP_WIDGETS[className] ?? '';
  return name ?? '';
}

/**
 * `<div data-widget="cart-pill">`, or `<div class="sqs-add-to-cart-button …">` for engine markup:
 * enough to find the element in the page source.
 */
export function describeElement(element: Element): string {
  return `<${element.localName} ${element.hasAttribute('data-widget') ? 'data-widget' : 'class'}="${element.getAttribute('data-widget') ?? element.className}">`;
}
