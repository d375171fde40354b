/** The fields of a new page and how a refused create is shown: the store, content and form pages' editors share them. */
export { NewPageFields, newPageProblemOf, problemAfterEdit, focusNewPageProblem } from './new-page-fields';
export { useTakenUrlIds } from './use-taken-url-ids';
export type { NewPageDraft, NewPageProblem, NewPageFieldsProps } from './new-page-fields';
