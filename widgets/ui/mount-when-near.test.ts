// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mountWhenNear, NEAR_WINDOWS } from './mount-when-near';

/** The page's one observer, as the browser would drive it: the test says when a control comes near. */
class FakeObserver {
  static last: FakeObserver | undefined;
  readonly observed = new Set<Element>();
  readonly options: IntersectionObserverInit | undefined;

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeObserver.last = this;
  }

  observe(element: Element) {
    this.observed.add(element);
  }

  unobserve(element: Element) {
    this.observed.delete(element);
  }

  scrollNear(element: Element) {
    this.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  document.body.innerHTML = '';
});

/** A button whose box is `top` pixels below the window's top. */
function buttonAt(top: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Add To Cart';
  document.body.append(button);
  vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 40, height: 40 } as DOMRect);
  return button;
}

const farBelow = () => window.innerHeight * (NEAR_WINDOWS + 1) + 100;

describe('mountWhenNear', () => {
  it('mounts a control in or near the window at once', () => {
    const mount = vi.fn(() => () => undefined);
    mountWhenNear(buttonAt(10), mount);
    mountWhenNear(buttonAt(window.innerHeight * (NEAR_WINDOWS + 1) - 50), mount);
    expect(mount).toHaveBeenCalledTimes(2);
  });

  it('mounts a far control once, when it comes within a window of the view, and stops watching it', () => {
    const button = buttonAt(farBelow());
    const mount = vi.fn(() => () => undefined);
    mountWhenNear(button, mount);
    const observer = FakeObserver.last;
    expect(mount).not.toHaveBeenCalled();
    expect(observer?.observed.has(button)).toBe(true);
    expect(observer?.options?.rootMargin).toBe(`${NEAR_WINDOWS * 100}% 0px`);

    observer?.scrollNear(button);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(observer?.observed.has(button)).toBe(false);
    button.click();
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'focusin', 'click'])('mounts a far control on %s, before it comes near', (type) => {
    const button = buttonAt(farBelow());
    const mount = vi.fn(() => () => undefined);
    mountWhenNear(button, mount);
    button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(mount).toHaveBeenCalledTimes(1);
    FakeObserver.last?.scrollNear(button);
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('never mounts a control removed while it waited, and unmounts one that mounted', () => {
    const waiting = buttonAt(farBelow());
    const neverMounted = vi.fn(() => () => undefined);
    mountWhenNear(waiting, neverMounted)();
    FakeObserver.last?.scrollNear(waiting);
    waiting.click();
    expect(neverMounted).not.toHaveBeenCalled();
    expect(FakeObserver.last?.observed.has(waiting)).toBe(false);

    const unmount = vi.fn();
    const mounted = buttonAt(farBelow());
    const stop = mountWhenNear(mounted, () => unmount);
    mounted.click();
    stop();
    expect(unmount).toHaveBeenCalledTimes(1);
  });
});
