/**
 * The demo's stylesheet, inlined in every page's head so the first paint is final: the header
 * keeps a slot for the cart pill and buttons keep one width, so mounting widgets shifts nothing.
 * The pill's slot stretches the pill to its own height, so "below the pill" and "below its slot"
 * are the same line. Widget styles (`sf-` classes) come with the widgets; rules here stay out of their way.
 */
export const STYLESHEET = `
:root { font-family: system-ui, sans-serif; line-height: 1.5; color: #1d1d1f; background: #fff; }
body { margin: 0; }
a { color: #0b57d0; }
:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.site-header { display: flex; align-items: center; gap: 1.5rem; height: 4rem; padding: 0 1.5rem; border-bottom: 1px solid #d0d0d0; }
.site-title { margin-right: auto; font-weight: 700; color: inherit; text-decoration: none; }
.site-nav { display: flex; gap: 1rem; }
.site-nav a[aria-current="page"] { font-weight: 700; }
.site-header [data-widget="cart-pill"] { display: flex; justify-content: flex-end; min-width: 6rem; height: 2.5rem; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
main button { font: inherit; min-width: 9rem; height: 2.5rem; padding: 0 1rem; border: 1px solid #1d1d1f; border-radius: 0.375rem; background: #1d1d1f; color: #fff; cursor: pointer; }
main button:disabled { border-color: #c8c8c8; background: #f2f2f2; color: #595959; cursor: not-allowed; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.product-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 1.5rem; padding: 0; list-style: none; }
.product-card { display: flex; flex-direction: column; align-items: flex-start; gap: 0.5rem; padding: 1rem; border: 1px solid #d0d0d0; border-radius: 0.5rem; }
.product-card h2 { margin: 0; font-size: 1.125rem; }
.product-mark { display: inline-block; padding: 0.125rem 0.5rem; border-radius: 1rem; background: #ececec; font-size: 0.75rem; letter-spacing: 0.05em; text-transform: uppercase; }
.product-mark.sale { background: #ffe3d6; color: #8a2c00; }
.product-price { margin: 0; font-size: 1.125rem; }
.original-price { color: #595959; }
.variant-list { padding: 0; list-style: none; }
.variant-list li { display: flex; align-items: center; gap: 1rem; padding: 0.5rem 0; border-bottom: 1px solid #ececec; }
.variant-name { flex: 1; }
.cart-table { width: 100%; border-collapse: collapse; }
.cart-table th, .cart-table td { padding: 0.5rem; border-bottom: 1px solid #d0d0d0; text-align: left; }
.cart-table .amount { text-align: right; }
.cart-variant { display: block; color: #595959; font-weight: normal; }
.qa-table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
.qa-table th, .qa-table td { padding: 0.375rem 0.5rem; border-bottom: 1px solid #d0d0d0; text-align: left; vertical-align: top; }
.qa-table td { overflow-wrap: anywhere; }
.qa-time { white-space: nowrap; }
`;
