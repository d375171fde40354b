export { BUILDER_FIELD_TYPES, FIELD_TYPE_LABEL, freshFieldId, newField } from './fields';
export { EMPTY_DRAFT, draftOf, definitionOf, draftJson } from './draft';
export type { FormDraft } from './draft';
export { BUILDER_MESSAGE, MAX_FORM_FIELDS, checkFormDraft, isRedirectAllowed } from './checks';
export type { FormProblem, ProblemPlace } from './checks';
export { builderReducer, builderState, editField } from './builder';
export type { BuilderAction, BuilderState, FieldPatch, FormSettingsPatch, RemovedField } from './builder';
export { listForms, listFormsWithSubmissions, getForm, saveForm, getSubmissions } from './calls';
export type { FormListing, SubmissionsPage } from './calls';
