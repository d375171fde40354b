/**
 * How far from the window a control may be and still mount with the page, in window heights above
 * and below it: the shopper reaches it soon, and it is mounted before it scrolls into view.
 */
export const NEAR_WINDOWS = 1;

const EVENTS = ['pointerdown', 'focusin', 'click'];

/** The page's one observer of every waiting control, and what starts each (a page has one window). */
let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

/**
 * Runs `mount` now for a control near the window, else once the shopper scrolls it near, points
 * at it, focuses it or presses it, whichever comes first. A listing's hundreds of add-to-cart
 * buttons would otherwise each build their React root as the page loads, on the phone's one busy
 * core; a press made before the mount is kept by the loader and acted on once mounted, as on a page
 * whose code is still arriving. A control with no box (hidden, or no layout) counts as near.
 * Returns the function that unmounts it, or stops the wait.
 */
export function mountWhenNear(element: HTMLElement, mount: () => () => void): () => void {
  const win = element.ownerDocument.defaultView;
  const { top, bottom, height } = element.getBoundingClientRect();
  const reach = NEAR_WINDOWS * (win?.innerHeight ?? 0);
  if (!win?.IntersectionObserver || height === 0 || (bottom >= -reach && top <= reach + win.innerHeight)) return mount();
  observer ??= new win.IntersectionObserver(
    (entries) => entries.forEach((entry) => entry.isIntersecting && waiting.get(entry.target)?.()),
    { rootMargin: `${NEAR_WINDOWS * 100}% 0px` },
  );
  let unmount: (() => void) | undefined;
  const stopWaiting = () => {
    waiting.delete(element);
    observer?.unobserve(element);
    for (const type of EVENTS) element.removeEventListener(type, start);
  };
  function start(): void {
    stopWaiting();
    unmount = mount();
  }
  waiting.set(element, start);
  observer.observe(element);
  for (const type of EVENTS) element.addEventListener(type, start);
  return () => (unmount === undefined ? stopWaiting() : unmount());
}
