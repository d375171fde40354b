/**
 * Promotional pop-up (page type 104, popup overlay).
 *
 * Renders: nothing until its moment: `data-trigger-value` seconds after the page was shown
 *   (`delay`), or once the shopper has scrolled to `data-trigger-value` percent of the page
 *   (`scroll`; a page too short to scroll never gets there). Then, unless this visitor has seen it
 *   in the last `data-period-days` days (the expiring storage, `storefront-kit:promo-popup:{id}`),
 *   it opens the page's own `<dialog>` as a modal: the page behind goes inert, focus moves to its
 *   first control (Close), and it closes by its close control (`[data-popup-close]`), Escape, or a
 *   press on the backdrop, giving focus back to where it was. Opening shows its `hidden` widgets
 *   (the sign-up form, which the loader then mounts with React and the forms' code) and records
 *   the overlay with the census (`POST /api/census/overlay`, `popupId` and page type 104). It waits
 *   while the page is hidden or another dialog is open. The pop-up itself carries no React: a
 *   visitor who has seen it downloads nothing more; for one who has not, the form's code (React
 *   and the forms') is fetched and run while the browser is idle, before the pop-up opens.
 * Accepts (on a <dialog>):
 *   data-popup-id       required, the pop-up's id
 *   data-trigger        required, "delay" or "scroll"
 *   data-trigger-value  required, seconds (0–600) for a delay, percent (1–100) for a scroll depth
 *   data-period-days    required, 1–365: how long a visitor who saw it is left alone
 * Sets data-popup-state: "seen" (left alone for the period) or "waiting" (its delay or scroll
 *   listener is set), once mounted.
 * Usage: the site's blocks/promo-popup.block:
 *   <dialog data-widget="promo-popup" data-popup-id="letters" data-trigger="delay" data-trigger-value="5"
 *   data-period-days="30" aria-labelledby="…"><button type="button" data-popup-close aria-label="Close">×</button>
 *   …<div data-widget="promo-popup-form" data-submit-label="Sign Up" hidden>…</div></dialog>
 */
import type { MountWidget } from '../../loader';
import { PAGE_TYPE } from '../../src/site';
import { createExpiringStorage } from '../../src/storage';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Another dialog or the page's visibility holds the pop-up back; it looks again this often. */
const RETRY_MS = 1000;
const TRIGGER_LIMITS = { delay: [0, 600], scroll: [1, 100] } as const;
/** On a page that is never idle, the form's code is fetched this long after mounting anyway. */
const WARM_UP_TIMEOUT_MS = 3000;
const STATE = 'data-popup-state';

// Plain TypeErrors naming the attribute rather than the widgets' attribute error: that one lives
// with React, which this chunk must not bring.
function wholeNumber(element: Element, attribute: string, [min, max]: readonly [number, number]): number {
  const raw = element.getAttribute(attribute) ?? '';
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(value) || value < min || value > max)
    throw new TypeError(`${attribute} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

export const mount: MountWidget = (host, runtime) => {
  if (!(host instanceof HTMLDialogElement)) throw new TypeError('data-widget "promo-popup" must be on a <dialog>');
  const element = host;
  const id = element.getAttribute('data-popup-id')?.trim() ?? '';
  if (id === '') throw new TypeError('data-popup-id is required');
  const trigger = element.getAttribute('data-trigger');
  if (trigger !== 'delay' && trigger !== 'scroll') throw new TypeError(`data-trigger must be "delay" or "scroll", got "${trigger}"`);
  const triggerValue = wholeNumber(element, 'data-trigger-value', TRIGGER_LIMITS[trigger]);
  const periodDays = wholeNumber(element, 'data-period-days', [1, 365]);

  const storage = createExpiringStorage('local');
  const seenKey = `promo-popup:${id}`;
  // Seen within its period: nothing to wait for. `data-popup-state` ("seen", or "waiting" once its
  // timer or scroll listener is set) says the widget has decided: a readiness signal for tests.
  if (storage.get(seenKey) !== undefined) {
    element.setAttribute(STATE, 'seen');
    return () => undefined;
  }

  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const cleanups: (() => void)[] = [];
  const listen = (target: EventTarget, type: string, listener: (event: Event) => void, options?: AddEventListenerOptions) => {
    target.addEventListener(type, listener, options);
    cleanups.push(() => target.removeEventListener(type, listener, options));
  };
  const later = (run: () => void, ms: number) => {
    const timer = win.setTimeout(run, ms);
    cleanups.push(() => win.clearTimeout(timer));
  };
  let armed = true;
  let returnFocusTo: Element | null = null;

  function open(): void {
    if (!armed) return;
    // Never over a page the shopper cannot see, nor over a dialog they are using.
    if (doc.visibilityState === 'hidden' || doc.querySelector('dialog[open], [aria-modal="true"]') !== null) {
      later(open, RETRY_MS);
      return;
    }
    armed = false;
    storage.set(seenKey, Date.now(), { expiresInMs: periodDays * DAY_MS });
    returnFocusTo = doc.activeElement;
    element.showModal();
    // Shown, its widgets (the sign-up form) are the loader's to mount now.
    for (const widget of element.querySelectorAll<HTMLElement>('[data-widget][hidden]')) widget.hidden = false;
    runtime.census({ kind: 'overlay', data: { popupId: id, pageType: PAGE_TYPE.popupOverlay } });
  }

  // The sign-up form's code (React and the forms') is fetched and run while the browser is idle,
  // so opening renders a small form instead of evaluating React at the moment the shopper sees it.
  // A visitor who saw the pop-up, and so never gets here, downloads none of it.
  const warmUp = () => void import('./form').catch(() => undefined);
  if (typeof win.requestIdleCallback === 'function') {
    const idle = win.requestIdleCallback(warmUp, { timeout: WARM_UP_TIMEOUT_MS });
    cleanups.push(() => win.cancelIdleCallback(idle));
  } else later(warmUp, 0);

  if (trigger === 'delay') later(open, triggerValue * 1000);
  else {
    const deepEnough = () => ((win.scrollY + win.innerHeight) / doc.documentElement.scrollHeight) * 100 >= triggerValue;
    listen(win, 'scroll', () => deepEnough() && open(), { passive: true });
    // A page the browser restored part-way down has been read that far already.
    if (win.scrollY > 0 && deepEnough()) open();
  }

  element.setAttribute(STATE, 'waiting');
  cleanups.push(() => element.removeAttribute(STATE));

  const close = () => element.close();
  listen(element, 'click', (event) => {
    // The dialog box is its content; a press on the dialog element itself is one on the backdrop.
    if (event.target === element || (event.target instanceof Element && event.target.closest('[data-popup-close]') !== null)) close();
  });
  // Escape closes it natively (the cancel event); every way out gives focus back.
  listen(element, 'close', () => {
    if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
  });

  return () => {
    armed = false;
    for (const cleanup of cleanups.splice(0)) cleanup();
    if (element.open) element.close();
  };
};
