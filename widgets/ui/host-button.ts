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
 * Calls `activate` when the page's control is pressed: a click, or Enter and Space on an element
 * with `role="button"`, which a real `<button>` turns into clicks on its own. A press the loader
 * kept from before the widget listened (`takeKeptPress`, the runtime's) is acted on at once.
 * Returns the cleanup.
 */
export function listenForActivation(host: HTMLElement, activate: () => void, takeKeptPress: (element: Element) => boolean): () => void {
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
  if (takeKeptPress(host)) activate();
  return () => {
    host.removeEventListener('click', onClick);
    if (!native) host.removeEventListener('keydown', onKeyDown);
  };
}
