// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestRuntime, type TestRuntime } from '../../test/fixtures/runtime';
import { mount } from './index';

const DAY_MS = 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'storefront-kit:promo-popup:letters';

/** The pop-up as the site's blocks/promo-popup.block writes it. */
function popupMarkup(trigger = 'delay', value = '5', periodDays = '30'): string {
  return `<a href="/blog/first" id="before">A post</a>
<dialog class="sf-promo-popup" data-widget="promo-popup" data-popup-id="letters" data-trigger="${trigger}" data-trigger-value="${value}" data-period-days="${periodDays}" aria-labelledby="t">
<div class="sf-promo-popup__content"><button type="button" data-popup-close aria-label="Close"><span aria-hidden="true">×</span></button>
<h2 id="t">Letters from the workshop</h2><p>Once a month.</p>
<div data-widget="promo-popup-form" data-submit-label="Sign Up" hidden><div data-form-root inert><form><input aria-label="Email"></form></div></div>
</div></dialog>`;
}

let runtime: TestRuntime;
let unmount: (() => void) | undefined;
const dialog = () => document.querySelector('dialog')!;

function start(markup = popupMarkup()): void {
  document.body.innerHTML = markup;
  unmount = mount(dialog(), runtime);
}

function scrollTo(scrollY: number, { innerHeight = 600, scrollHeight = 2000 } = {}): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: innerHeight });
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: scrollHeight });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  localStorage.clear();
  runtime = createTestRuntime();
});

afterEach(() => {
  unmount?.();
  unmount = undefined;
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, 'scrollY');
  Reflect.deleteProperty(window, 'innerHeight');
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
});

describe('after a delay', () => {
  it('opens as a modal once the delay is over, not before', () => {
    start();
    expect(dialog().getAttribute('data-popup-state')).toBe('waiting');
    vi.advanceTimersByTime(4999);
    expect(dialog().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(dialog().open).toBe(true);
  });

  it('shows its sign-up form for the loader to mount, and records the overlay with page type 104', () => {
    start();
    expect(document.querySelector('[data-widget="promo-popup-form"]')?.hasAttribute('hidden')).toBe(true);
    vi.advanceTimersByTime(5000);
    expect(document.querySelector('[data-widget="promo-popup-form"]')?.hasAttribute('hidden')).toBe(false);
    expect(runtime.censusCalls).toEqual([{ kind: 'overlay', data: { popupId: 'letters', pageType: 104 } }]);
  });

  it('opens at once for a delay of 0', () => {
    start(popupMarkup('delay', '0'));
    vi.advanceTimersByTime(0);
    expect(dialog().open).toBe(true);
  });

  it('never opens once unmounted', () => {
    start();
    unmount!();
    unmount = undefined;
    expect(dialog().hasAttribute('data-popup-state')).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(dialog().open).toBe(false);
    expect(runtime.censusCalls).toEqual([]);
  });
});

describe('after a scroll depth', () => {
  it('opens once the shopper has scrolled to the depth, counting what the window shows', () => {
    start(popupMarkup('scroll', '50'));
    expect(dialog().getAttribute('data-popup-state')).toBe('waiting');
    scrollTo(300); // 900 of 2000 px seen: 45 %
    expect(dialog().open).toBe(false);
    scrollTo(400); // 1000 of 2000: 50 %
    expect(dialog().open).toBe(true);
    expect(runtime.censusCalls).toHaveLength(1);
  });

  it('opens at once on a page the browser restored past the depth', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1500 });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 600 });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 2000 });
    start(popupMarkup('scroll', '80'));
    expect(dialog().open).toBe(true);
  });

  it('does not open on a page that shows its depth without a scroll', () => {
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 900 });
    start(popupMarkup('scroll', '50'));
    vi.advanceTimersByTime(60_000);
    expect(dialog().open).toBe(false);
  });
});

describe('once per visitor per period', () => {
  it('remembers the visitor saw it, in the expiring storage, for the period', () => {
    start(popupMarkup('delay', '5', '7'));
    vi.advanceTimersByTime(5000);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { expiresAt: number };
    expect(stored.expiresAt).toBe(Date.now() + 7 * DAY_MS);
  });

  it('stays closed for a visitor who saw it within the period, and opens again once it is over', () => {
    start(popupMarkup('delay', '1', '7'));
    vi.advanceTimersByTime(1000);
    unmount!();

    start(popupMarkup('delay', '1', '7'));
    expect(dialog().getAttribute('data-popup-state')).toBe('seen');
    vi.advanceTimersByTime(60_000);
    expect(dialog().open).toBe(false);
    unmount!();

    vi.setSystemTime(Date.now() + 7 * DAY_MS);
    start(popupMarkup('delay', '1', '7'));
    vi.advanceTimersByTime(1000);
    expect(dialog().open).toBe(true);
  });
});

describe('waiting for a good moment', () => {
  it('waits while the page is hidden, then opens once it is visible again', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    start();
    vi.advanceTimersByTime(8000);
    expect(dialog().open).toBe(false);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    Reflect.deleteProperty(document, 'visibilityState');
    vi.advanceTimersByTime(1000);
    expect(dialog().open).toBe(true);
  });

  it('waits while another dialog is open', () => {
    start();
    document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-modal="true" id="quick-view">Quick view</div>');
    vi.advanceTimersByTime(7000);
    expect(dialog().open).toBe(false);
    document.getElementById('quick-view')!.remove();
    vi.advanceTimersByTime(1000);
    expect(dialog().open).toBe(true);
  });
});

describe('closing', () => {
  function openWithFocusOn(id: string): void {
    start();
    document.getElementById(id)!.focus();
    vi.advanceTimersByTime(5000);
    expect(dialog().open).toBe(true);
  }

  it('closes by its close control and gives focus back', () => {
    openWithFocusOn('before');
    dialog().querySelector<HTMLElement>('[data-popup-close] span')!.click();
    expect(dialog().open).toBe(false);
    expect(document.activeElement?.id).toBe('before');
  });

  it('closes by a press on the backdrop (the dialog element itself), not inside its content', () => {
    openWithFocusOn('before');
    dialog()
      .querySelector('p')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog().open).toBe(true);
    dialog().dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement?.id).toBe('before');
  });

  it('is closed when the page takes it away', () => {
    openWithFocusOn('before');
    unmount!();
    unmount = undefined;
    expect(dialog().open).toBe(false);
  });
});

describe('its markup', () => {
  it.each([
    ['a plain <div>', '<div data-widget="promo-popup" data-popup-id="x"></div>', 'data-widget "promo-popup" must be on a <dialog>'],
    ['no id', popupMarkup().replace('data-popup-id="letters"', ''), 'data-popup-id is required'],
    ['an unknown trigger', popupMarkup('exit'), 'data-trigger must be "delay" or "scroll", got "exit"'],
    ['a scroll depth over 100', popupMarkup('scroll', '120'), 'data-trigger-value must be a whole number from 1 to 100, got "120"'],
    ['a fractional delay', popupMarkup('delay', '2.5'), 'data-trigger-value must be a whole number from 0 to 600, got "2.5"'],
    ['no period', popupMarkup('delay', '5', ''), 'data-period-days must be a whole number from 1 to 365, got ""'],
  ])('refuses %s, naming the attribute', (_name, markup, message) => {
    document.body.innerHTML = markup;
    expect(() => mount(document.querySelector<HTMLElement>('[data-widget="promo-popup"]')!, runtime)).toThrow(new TypeError(message));
  });
});
