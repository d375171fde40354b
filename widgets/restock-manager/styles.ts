export const RESTOCK_MANAGER_CSS = `
.sf-restock-manager__table{width:100%;border-collapse:collapse}
.sf-restock-manager__table th,.sf-restock-manager__table td{padding:.5rem;border-bottom:1px solid #d0d0d0;text-align:left;vertical-align:top}
.sf-restock-manager__count{text-align:right}
.sf-restock-manager__actions{display:flex;flex-wrap:wrap;gap:.5rem}
.sf-restock-manager__sign-ups{margin:.25rem 0 0;padding-left:1.25rem}
.sf-restock-manager__error{color:#a4000f}
`;
