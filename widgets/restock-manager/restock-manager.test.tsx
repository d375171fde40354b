// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForRender } from '../../test/fixtures/react';
import { createTestRuntime, jsonResponse } from '../../test/fixtures/runtime';
import { mount } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const group = (n: number, pendingCount = 1) => ({
  productId: `p${n}`,
  variantId: `v${n}`,
  productName: `Product ${n}`,
  variantName: n === 2 ? '' : `Size ${n}`,
  signUpCount: 2,
  pendingCount,
});
const GROUP_PAGES: Record<string, unknown> = {
  '': { signUpGroups: [group(1), group(2)], hasNextPage: true, nextPageCursor: 'next' },
  next: { signUpGroups: [group(3, 0)], hasNextPage: false, nextPageCursor: null },
};

let unmount: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  document.body.innerHTML = '';
});

function render(answer: (request: Request) => Response | Promise<Response>) {
  document.body.innerHTML = '<div data-widget="restock-manager"></div>';
  const runtime = createTestRuntime(answer);
  act(() => {
    unmount = mount(document.querySelector<HTMLElement>('div')!, runtime);
  });
  return runtime;
}

const status = () => document.querySelector('[role="status"]')?.textContent;
const alertText = () => document.querySelector('[role="alert"]')?.textContent;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((candidate) => (candidate.getAttribute('aria-label') ?? candidate.textContent) === name)!;
const click = (name: string) => act(async () => button(name).click());

function platform(sendAnswer: () => Response = () => jsonResponse(200, { sent: 1 })) {
  return (request: Request) => {
    const url = new URL(request.url);
    if (request.method === 'POST') return sendAnswer();
    if (url.pathname.endsWith('/groups')) return jsonResponse(200, GROUP_PAGES[url.searchParams.get('cursor') ?? '']);
    return jsonResponse(200, {
      signUps: [{ email: 'ada@example.com', isJoinMailingList: true, created: 1, notified: null }],
      hasNextPage: false,
      nextPageCursor: null,
    });
  };
}

describe('the restock manager', () => {
  it('lists every page of groups, then says how many wait', async () => {
    render(platform());
    await waitForRender(() => expect(status()).toBe('3 groups, 2 sign-ups waiting'));
    expect([...document.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent)).toEqual([
      'Size 1',
      'Any variant',
      'Size 3',
    ]);
    expect(button('Send the restock email to Product 3, Size 3').getAttribute('aria-disabled')).toBe('true');
  });

  it('lists a group’s sign-ups on demand', async () => {
    render(platform());
    await waitForRender(() => expect(status()).toMatch(/waiting/));
    await click('Show sign-ups of Product 1, Size 1');
    await waitForRender(() => expect(document.querySelector('tbody li')?.textContent).toBe('ada@example.com (waiting, newsletter)'));
    expect(button('Hide sign-ups of Product 1, Size 1').getAttribute('aria-expanded')).toBe('true');
  });

  it('sends one group, then all that still wait, announcing each result', async () => {
    const runtime = render(platform());
    await waitForRender(() => expect(status()).toMatch(/waiting/));
    await click('Send the restock email to Product 1, Size 1');
    await waitForRender(() => expect(status()).toBe('Sent to 1 sign-up of Product 1, Size 1.'));
    await click('Send all');
    await waitForRender(() => expect(status()).toBe('Sent to 1 sign-up in 1 group.'));
    const bodies = await Promise.all(
      runtime.requests.filter((request) => request.method === 'POST').map((request) => request.clone().json()),
    );
    expect(bodies).toEqual([{ productId: 'p1', variantId: 'v1' }, { sendRequests: [{ productId: 'p2', variantId: 'v2' }] }]);
    expect(button('Send all').getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the platform’s refusal', async () => {
    render(() => jsonResponse(401, { error: 'Sign in as the merchant to manage restock notifications' }));
    await waitForRender(() => expect(alertText()).toBe('Sign in as the merchant to manage restock notifications'));
    expect(document.querySelector('table')).toBeNull();
  });

  it('says what failed when a send has no message', async () => {
    render(platform(() => new Response('', { status: 500 })));
    await waitForRender(() => expect(status()).toMatch(/waiting/));
    await click('Send the restock email to Product 1, Size 1');
    await waitForRender(() => expect(alertText()).toBe('Something went wrong. Please try again.'));
  });
});
