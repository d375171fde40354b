import { WidgetAttributeError } from './attributes';

/**
 * The widgets that take over the page's own control (add to cart, quick view) need a control: a
 * `<button>`, or the engine's element with `role="button"`.
 * @throws WidgetAttributeError naming the widget, for any other element.
 */
export function assertButtonHost(element: Element, widget: string): void {
  if (element.localName === 'button' || element.getAttribute('role') === 'button') return;
  throw new WidgetAttributeError(
    'data-widget',
    `"${widget}" must be on a <button> or an element with role="button", not a plain <${element.localName}>`,
  );
}

/**
 * The loader's `PRESS_ATTRIBUTE` (loader/markup.ts), written out so this chunk carries no loader
 * module; a unit test holds the two together.
 */
export const PRESS_ATTRIBUTE = 'data-sf-press';

/**
 * Calls `activate` when the page's control is pressed: a click, or Enter and Space on an element
 * with `role="button"`, which a real `<button>` turns into clicks on its own. A press the loader
 * kept from before the widget listened (`data-sf-press="kept"`) is acted on at once; the element is
 * then marked `live`, so the loader leaves its presses to the widget. Returns the cleanup, which
 * hands the element back to the loader.
 */
export function listenForActivation(host: HTMLElement, activate: () => void): () => void {
  const onClick = (event: Event) => {
    event.preventDefault();
    activate();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    // Space would scroll the page; Enter on a div or span does nothing by itself.
    event.preventDefault();
    activate();
  };
  const native = host.localName === 'button';
  host.addEventListener('click', onClick);
  if (!native) host.addEventListener('keydown', onKeyDown);
  const kept = host.getAttribute(PRESS_ATTRIBUTE) === 'kept';
  host.setAttribute(PRESS_ATTRIBUTE, 'live');
  if (kept) activate();
  return () => {
    host.removeAttribute(PRESS_ATTRIBUTE);
    host.removeEventListener('click', onClick);
    if (!native) host.removeEventListener('keydown', onKeyDown);
  };
}
