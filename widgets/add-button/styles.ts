export const ADD_BUTTON_CSS = `
[data-widget="add-button"][aria-disabled="true"]{cursor:progress}
.sf-add-button-message{font-size:.875em}
`;
