/** The fields of a new page and how a refused create is shown: the store, content and form pages' editors share them. */
export { NewPageFields, focusNewPageProblem } from './new-page-fields';
export { useNewPageForm } from './use-new-page-form';
export type { NewPageDraft, NewPageProblem, NewPageFieldsProps } from './new-page-fields';
