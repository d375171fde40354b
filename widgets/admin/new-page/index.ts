/** The fields of a new page and how a refused create is shown: the content and form pages' editors share them. */
export { NewPageFields, newPageProblemOf, focusNewPageProblem } from './new-page-fields';
export type { NewPageDraft, NewPageProblem, NewPageFieldsProps } from './new-page-fields';
