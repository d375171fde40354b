export const CART_ENTRY_FIELDS_CSS = `
.sf-entry-fields{margin:.25rem 0;font-size:.875em}
.sf-entry-fields__field{display:flex;gap:.5em}
.sf-entry-fields dt{font-weight:600}
.sf-entry-fields dt::after{content:":"}
.sf-entry-fields dd{margin:0}
`;
