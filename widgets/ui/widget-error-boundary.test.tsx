// @vitest-environment happy-dom
import { act, useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startErrorReporter, type ErrorReport } from '../../src/errors';
import { cartFixture } from '../../test/fixtures/cart';
import { createTestRuntime, type TestRuntime } from '../../test/fixtures/runtime';
import { mount as mountCartPill } from '../cart-pill';
import { mountWidget } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let runtime: TestRuntime;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let consoleError: ReturnType<typeof vi.fn<typeof console.error>>;
let stopReporter: AbortController;
const unmounts: (() => void)[] = [];

function Exploding(): never {
  throw new RangeError('price is not a number');
}

/** Fine until its button is pressed; then its next render throws. */
function ExplodesOnPress() {
  const [pressed, setPressed] = useState(false);
  if (pressed) throw new TypeError('pressed too hard');
  return (
    <button type="button" onClick={() => setPressed(true)}>
      Press
    </button>
  );
}

function host(name: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset['widget'] = name;
  document.body.append(element);
  return element;
}

async function mountInto(element: HTMLElement, node: ReactNode, name = 'test-widget'): Promise<void> {
  await act(() => void unmounts.push(mountWidget(name, element, runtime, node)));
}

async function reportsSent(): Promise<ErrorReport[]> {
  await act(() => vi.advanceTimersByTimeAsync(1000));
  return fetchMock.mock.calls.flatMap(([, init]) => JSON.parse(String(init?.body)) as ErrorReport[]);
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '';
  runtime = createTestRuntime();
  fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.fn<typeof console.error>();
  vi.spyOn(console, 'error').mockImplementation(consoleError);
  stopReporter = new AbortController();
  startErrorReporter({ apiRoot: '/', signal: stopReporter.signal });
});

afterEach(() => {
  act(() => unmounts.splice(0).forEach((unmount) => unmount()));
  stopReporter.abort();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a widget that throws while rendering', () => {
  it('shows the neutral fallback in its place', async () => {
    const element = host('test-widget');
    await mountInto(element, <Exploding />);
    expect(element.textContent).toBe('Not available right now');
    expect(element.querySelector('.sf-widget-fallback')).not.toBeNull();
  });

  it('is reported through the error reporter with its name and component stack', async () => {
    await mountInto(host('test-widget'), <Exploding />, 'price-badge');
    const [report] = await reportsSent();
    expect(report).toMatchObject({
      event: 'reported_error',
      data: { message: 'price is not a number', name: 'RangeError', source: 'price-badge' },
    });
    expect(report?.data.componentStack).toContain('Exploding');
  });

  it("is one prefixed console error, not React's paragraph", async () => {
    await mountInto(host('test-widget'), <Exploding />, 'price-badge');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toBe('[storefront-kit] The price-badge widget failed and shows its fallback.');
  });
});

describe('a widget that throws later, after an interaction', () => {
  it('falls back then, while a widget in another root keeps working', async () => {
    const failing = host('test-widget');
    const pillHost = host('cart-pill');
    await mountInto(failing, <ExplodesOnPress />);
    await act(() => void unmounts.push(mountCartPill(pillHost, runtime)));

    await act(() => failing.querySelector('button')?.click());
    expect(failing.textContent).toBe('Not available right now');

    await act(() => runtime.setCart(cartFixture({ totalQuantity: 2 })));
    expect(pillHost.querySelector('a.sf-cart-pill')?.textContent).toBe('2');
    expect((await reportsSent()).map((report) => report.data.message)).toEqual(['pressed too hard']);
  });
});
