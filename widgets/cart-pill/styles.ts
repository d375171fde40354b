/** Outlined in the text colour, so the pill suits any theme's header without configuration. */
export const CART_PILL_CSS = `
.sf-cart-pill{display:inline-flex;align-items:center;gap:.35em;padding:.2em .65em;border:1px solid currentColor;border-radius:999px;color:inherit;font:inherit;line-height:1.4;text-decoration:none}
.sf-cart-pill__icon{width:1.1em;height:1.1em;flex:none}
.sf-cart-pill__count{font-weight:600;font-variant-numeric:tabular-nums}
.sf-cart-pill:focus-visible{outline:2px solid currentColor;outline-offset:2px}
`;
