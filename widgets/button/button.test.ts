// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createTestRuntime } from '../../test/fixtures/runtime';
import { mount } from './index';

/** The engine's button block, as the demo's `blocks/button.block` writes it. */
const BLOCK = `<div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-shop-now">
<div class="sqs-block-content"><div class="sqs-block-button-container sqs-block-button-container--center" data-animation-role="button" data-alignment="center" data-button-size="medium" data-button-type="primary">
<a href="/shop" class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Shop the collection</a>
</div></div></div>`;

const unmounts: (() => void)[] = [];
afterEach(() => {
  for (const unmount of unmounts.splice(0)) unmount();
  document.body.innerHTML = '';
});

function start(markup = BLOCK) {
  document.body.innerHTML = markup;
  const link = document.querySelector<HTMLElement>('a, [data-widget]')!;
  const runtime = createTestRuntime();
  unmounts.push(mount(link, runtime));
  return { link, runtime };
}

const DATA = { blockId: 'shop-now', buttonText: 'Shop the collection', buttonUrl: 'http://localhost:3000/shop' };

describe('the button block', () => {
  it('records its render once mounted, naming the block, its label and where it leads', () => {
    const { runtime } = start();
    expect(runtime.censusCalls).toEqual([{ kind: 'button-render', data: DATA }]);
  });

  it('records every click, and leaves the navigation alone', () => {
    const { link, runtime } = start();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(click.defaultPrevented).toBe(false);
    expect(runtime.censusCalls.slice(1)).toEqual([
      { kind: 'button-click', data: DATA },
      { kind: 'button-click', data: DATA },
    ]);
  });

  it('stops counting once unmounted', () => {
    const { link, runtime } = start();
    unmounts.pop()!();
    link.click();
    expect(runtime.censusCalls.map((call) => call.kind)).toEqual(['button-render']);
  });

  it('works on a hand-written link outside a block, with an empty block id', () => {
    const { runtime } = start('<a data-widget="button" href="https://example.com/sale"> Sale </a>');
    expect(runtime.censusCalls).toEqual([
      { kind: 'button-render', data: { blockId: '', buttonText: 'Sale', buttonUrl: 'https://example.com/sale' } },
    ]);
  });

  it.each([
    ['a button', '<button data-widget="button">Go</button>'],
    ['a link without an href', '<a data-widget="button">Go</a>'],
  ])('refuses %s, naming what it needs, and records nothing', (_name, markup) => {
    document.body.innerHTML = markup;
    const runtime = createTestRuntime();
    expect(() => mount(document.querySelector<HTMLElement>('[data-widget]')!, runtime)).toThrow(
      new TypeError('data-widget "button" must be on a link with an href (<a href>)'),
    );
    expect(runtime.censusCalls).toEqual([]);
  });
});
