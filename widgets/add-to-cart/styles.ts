export const ADD_TO_CART_CSS = `
.sqs-add-to-cart-button[aria-disabled="true"],[data-widget="add-to-cart"][aria-disabled="true"]{cursor:not-allowed}
.sqs-add-to-cart-button[data-state="adding"],[data-widget="add-to-cart"][data-state="adding"]{cursor:progress}
.sf-add-to-cart-message{font-size:.875em}
`;
