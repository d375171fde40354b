/**
 * Button block (block type 53).
 *
 * Renders: nothing new. The engine's button block stays the page's own link and navigates as
 *   links do. Once mounted (the loader mounts a button only once it is shown), it records the
 *   button's render with the census (`button-render`), and every click (mouse, touch, or Enter)
 *   records `button-click`: sent in the background, with keepalive so it outlives the page, and
 *   given up after 2,500 ms; the navigation never waits for it. Both carry `blockId` (the block's
 *   `id`, without its `block-` prefix), `buttonText` (the label) and `buttonUrl` (where it leads,
 *   absolute).
 *   The widget downloads no React.
 * Accepts (the engine's `a.sqs-block-button-element` in its `[data-block-type="53"]` block, or
 *   data-widget="button" on a link):
 *   href   required: where the button leads
 * Usage: <div class="sqs-block button-block sqs-block-button" data-block-type="53" id="block-ID">
 *   <div class="sqs-block-content"><div class="sqs-block-button-container" data-alignment="center"
 *   data-button-size="medium" data-button-type="primary"><a href="/shop"
 *   class="sqs-block-button-element--medium sqs-button-element--primary sqs-block-button-element">Shop
 *   now</a></div></div></div>
 */
import type { MountWidget } from '../../loader';
import type { TrackingData } from '../../src/tracking';

/** Block type 53 (spec 001 §3 BlockType): the block the button belongs to. */
const BUTTON_BLOCK = '[data-block-type="53"]';

/** What identifies the button in its census calls. */
function buttonData(link: HTMLAnchorElement): TrackingData {
  const blockId = link.closest(BUTTON_BLOCK)?.id.replace(/^block-/, '') ?? '';
  // Named apart from the hit data's own `url` (the page) and `title`, which the census sends beside them.
  return { blockId, buttonText: link.textContent?.trim() ?? '', buttonUrl: link.href };
}

export const mount: MountWidget = (element, runtime) => {
  // A plain TypeError rather than the widgets' attribute error: that one lives with React, which
  // this chunk must not bring.
  if (!(element instanceof HTMLAnchorElement) || !element.hasAttribute('href'))
    throw new TypeError('data-widget "button" must be on a link with an href (<a href>)');
  runtime.census({ kind: 'button-render', data: buttonData(element) });
  // Read at click time: a theme may change the label or the link after mounting.
  const onClick = () => runtime.census({ kind: 'button-click', data: buttonData(element) });
  element.addEventListener('click', onClick);
  return () => element.removeEventListener('click', onClick);
};
