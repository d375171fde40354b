/**
 * The demo's stylesheet (its theme), inlined in every page's head so the first paint is final: the
 * header keeps a slot for the cart pill, buttons keep one size whatever their label, and the
 * additional fields on the cart page are styled before their widget mounts, so mounting widgets
 * shifts nothing.
 * The pill's slot stretches the pill to its own height, so "below the pill" and "below its slot"
 * are the same line. Widget styles (`sf-` classes) come with the widgets; rules here stay out of their way.
 */
export const STYLESHEET = `
:root { font-family: system-ui, sans-serif; line-height: 1.5; color: #1d1d1f; background: #fff; }
body { margin: 0; }
/* Widgets hide what a shopper's choice makes irrelevant (another variant's image, a badge) with the attribute. */
[hidden] { display: none !important; }
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
.product { display: flex; flex-wrap: wrap; gap: 2rem; }
.product-gallery { flex: 1 1 18rem; }
.product-gallery img { display: block; width: 100%; height: auto; border-radius: 0.5rem; }
.product-details { flex: 1 1 18rem; display: flex; flex-direction: column; align-items: flex-start; gap: 0.75rem; }
.product-details h1 { margin: 0; }
.product-details p { margin: 0; }
.product-mark { display: inline-block; padding: 0.125rem 0.5rem; border-radius: 1rem; background: #ececec; font-size: 0.75rem; letter-spacing: 0.05em; text-transform: uppercase; }
.product-mark.sale { background: #ffe3d6; color: #8a2c00; }
.product-price { margin: 0; font-size: 1.125rem; }
.original-price { color: #595959; }
.product-variants { display: flex; flex-direction: column; gap: 0.75rem; }
.variant-option-title { font-weight: 600; }
.variant-select-wrapper select, .product-quantity-input input { font: inherit; height: 2.5rem; padding: 0 0.5rem; border: 1px solid #767676; border-radius: 0.375rem; background: #fff; color: inherit; }
.variant-select-wrapper select { min-width: 12rem; }
/* The engine writes dropdowns and radio buttons; the theme shows one kind per product. */
.variant-radiobtn-wrapper { display: none; }
.product--radio-variants .variant-select-wrapper { display: none; }
.product--radio-variants .variant-radiobtn-wrapper { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.variant-radiobtn { position: absolute; width: 1px; height: 1px; margin: 0; opacity: 0; }
.variant-radiobtn-wrapper label { min-width: 3rem; padding: 0.375rem 0.75rem; border: 1px solid #1d1d1f; border-radius: 0.375rem; text-align: center; cursor: pointer; }
.variant-radiobtn:checked + label { background: #1d1d1f; color: #fff; }
.variant-radiobtn:focus-visible + label { outline: 3px solid #0b57d0; outline-offset: 2px; }
.product-quantity-input { display: flex; align-items: center; gap: 0.5rem; }
.product-quantity-input input { width: 5rem; }
.sqs-add-to-cart-button { display: inline-flex; align-items: center; justify-content: center; box-sizing: border-box; min-width: 10rem; height: 2.75rem; padding: 0 1.25rem; border: 1px solid #1d1d1f; border-radius: 0.375rem; background: #1d1d1f; color: #fff; cursor: pointer; user-select: none; }
.sqs-add-to-cart-button-inner { flex: 1; text-align: center; }
.sqs-add-to-cart-button[aria-disabled="true"] { border-color: #c8c8c8; background: #f2f2f2; color: #595959; }
main button[aria-disabled="true"] { border-color: #c8c8c8; background: #f2f2f2; color: #595959; }
.sf-add-to-cart-message { max-width: 24rem; }
.express-checkout button { background: #fff; color: #1d1d1f; }
.product-card .product-variants, .product-card .product-quantity-input { font-size: 0.9375rem; }
.sf-entry-fields { margin: 0.25rem 0; font-weight: normal; font-size: 0.875rem; }
.sf-entry-fields__field { display: flex; gap: 0.5em; }
.sf-entry-fields dt { font-weight: 600; }
.sf-entry-fields dt::after { content: ":"; }
.sf-entry-fields dd { margin: 0; }
main .sf-entry-fields__edit { min-width: 0; height: 2rem; padding: 0 0.75rem; background: #fff; color: #1d1d1f; font-size: 0.875rem; }
.cart-table { width: 100%; border-collapse: collapse; }
.cart-table th, .cart-table td { padding: 0.5rem; border-bottom: 1px solid #d0d0d0; text-align: left; }
.cart-table .amount { text-align: right; }
.cart-variant { display: block; color: #595959; font-weight: normal; }
.sf-installments { margin: 0; font-size: 0.9375rem; }
main .sf-installments__info { min-width: 0; height: auto; padding: 0; border: 0; background: none; color: #0b57d0; text-decoration: underline; }
.product-scarcity { font-weight: 600; color: #8a2c00; }
.product-restock-notification { display: flex; flex-direction: column; gap: 0.5rem; max-width: 26rem; padding: 1rem; border: 1px solid #d0d0d0; border-radius: 0.5rem; }
.product-restock-form { display: flex; gap: 0.5rem; }
.product-restock-form input[name="email"] { flex: 1; font: inherit; height: 2.5rem; padding: 0 0.5rem; border: 1px solid #767676; border-radius: 0.375rem; }
.product-restock-form input[type="submit"] { font: inherit; height: 2.5rem; padding: 0 1rem; border: 1px solid #1d1d1f; border-radius: 0.375rem; background: #1d1d1f; color: #fff; cursor: pointer; }
.product-restock-form input[aria-disabled="true"] { border-color: #c8c8c8; background: #f2f2f2; color: #595959; }
.sf-restock__message { margin: 0; color: #a4000f; }
.sf-restock__success { margin: 0; font-weight: 600; }
.qa-table { width: 100%; border-collapse: collapse; font-size: 0.875rem; }
.qa-table th, .qa-table td { padding: 0.375rem 0.5rem; border-bottom: 1px solid #d0d0d0; text-align: left; vertical-align: top; }
.qa-table td { overflow-wrap: anywhere; }
.qa-time { white-space: nowrap; }
`;
