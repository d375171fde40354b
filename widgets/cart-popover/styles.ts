/** Fixed to the viewport, so opening it never moves the page. */
export const CART_POPOVER_CSS = `
.sf-cart-popover{position:fixed;z-index:2147483000;box-sizing:border-box;max-width:min(20rem,calc(100vw - 32px));margin:0;padding:.75rem 2.5rem .75rem 1rem;background:#fff;color:#111;border:1px solid rgba(0,0,0,.15);border-radius:6px;box-shadow:0 6px 24px rgba(0,0,0,.15);font:inherit;font-size:.9375rem;line-height:1.4}
.sf-cart-popover:focus{outline:none}
.sf-cart-popover:focus-visible{outline:2px solid #111;outline-offset:2px}
.sf-cart-popover__message{margin:0;font-weight:600}
.sf-cart-popover__title{margin:.25rem 0 0}
.sf-cart-popover__close{position:absolute;top:.35rem;right:.35rem;width:2rem;height:2rem;padding:0;border:0;border-radius:4px;background:none;color:inherit;font-size:1.25rem;line-height:1;cursor:pointer}
.sf-cart-popover__close:focus-visible{outline:2px solid currentColor}
`;
