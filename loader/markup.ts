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
};

/**
 * Every element the loader mounts: hand-written `data-widget` markup and the engine's classes
 * above. Written out rather than built from MARKUP_WIDGETS, so the loader carries only this string
 * (a unit test holds the two together).
 */
export const WIDGET_SELECTOR =
  '[data-widget],.sqs-add-to-cart-button,.product-variants,.product-quantity-input,.product-restock-notification,.sqs-product-quick-view-button';

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
