/**
 * The cart page's layout: each entry a grid that stacks on a phone (details and total, then the
 * quantity, then Remove) and runs in one row from 40rem. Touch targets are 2.75rem (44px). The
 * checkout link after the root (`.sf-cart__actions`) hides while the cart is empty. Specific
 * enough (two classes) to win over a theme's bare `button` rules.
 */
export const CART_CSS = `
.sf-cart{margin:0 0 1.5rem}
.sf-cart__count{margin:0 0 1rem;color:#595959}
.sf-cart__count:focus{outline:none}
.sf-cart__empty p{margin:.5rem 0}
.sf-cart__entries{margin:0;padding:0;list-style:none;border-top:1px solid #d0d0d0}
.sf-cart__entry,.sf-cart__removed{display:grid;gap:.75rem 1rem;padding:1rem 0;border-bottom:1px solid #d0d0d0}
.sf-cart__entry{grid-template-columns:minmax(0,1fr) auto;grid-template-areas:"details total" "quantity quantity" "remove remove" "alert alert"}
.sf-cart__details{grid-area:details;min-width:0}
.sf-cart__title{margin:0;font-size:1.0625rem;line-height:1.4;overflow-wrap:anywhere}
.sf-cart__variant{margin:.125rem 0 0;color:#595959}
.sf-cart__fields{margin-top:.25rem}
.sf-cart__quantity{grid-area:quantity;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem}
.sf-cart__quantity-label{margin-right:.25rem}
.sf-cart__stepper{display:inline-flex;align-items:center;gap:.25rem}
.sf-cart .sf-cart__step{box-sizing:border-box;width:2.75rem;min-width:0;height:2.75rem;padding:0;border:1px solid #767676;border-radius:.375rem;background:#fff;color:#1d1d1f;font:inherit;font-size:1.25rem;line-height:1;cursor:pointer}
.sf-cart .sf-cart__step:disabled{border-color:#c8c8c8;background:#f2f2f2;color:#767676;cursor:not-allowed}
.sf-cart__input{box-sizing:border-box;width:4.5rem;height:2.75rem;margin:0;padding:0 .25rem;border:1px solid #767676;border-radius:.375rem;background:#fff;color:inherit;font:inherit;text-align:center;-moz-appearance:textfield;appearance:textfield}
.sf-cart__input::-webkit-inner-spin-button,.sf-cart__input::-webkit-outer-spin-button{margin:0;-webkit-appearance:none}
.sf-cart .sf-cart__update,.sf-cart .sf-cart__remove,.sf-cart .sf-cart__undo{box-sizing:border-box;min-width:0;height:2.75rem;padding:0 1rem;border:1px solid #1d1d1f;border-radius:.375rem;background:#fff;color:#1d1d1f;font:inherit;cursor:pointer}
.sf-cart .sf-cart__undo[aria-disabled=true]{border-color:#c8c8c8;color:#595959;cursor:progress}
.sf-cart__line-total{grid-area:total;margin:0;font-weight:600;text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.sf-cart__remove-form{grid-area:remove;margin:0}
.sf-cart__quantity,.sf-cart__undo-form{margin:0}
.sf-cart__entry>.sf-alert{grid-area:alert;margin:0}
.sf-cart__removed{grid-template-columns:minmax(0,1fr) auto;align-items:center}
.sf-cart__removed-message{margin:0}
.sf-cart__removed>.sf-alert{grid-column:1/-1;margin:0}
.sf-cart__subtotal{display:flex;justify-content:space-between;gap:1rem;margin:1rem 0 0;font-size:1.125rem;font-weight:600;font-variant-numeric:tabular-nums}
.sf-cart__checkout{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-height:2.75rem;padding:0 1.5rem;border-radius:.375rem;background:#1d1d1f;color:#fff;font-weight:600;text-decoration:none}
.sf-cart.empty~.sf-cart__actions{display:none}
@media (min-width:40rem){
.sf-cart__entry{grid-template-columns:minmax(0,1fr) auto 7rem auto;grid-template-areas:"details quantity total remove" "alert alert alert alert";align-items:start}
.sf-cart__line-total{line-height:2.75rem}
}
`;
