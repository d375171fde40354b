export { BUILDER_FIELD_TYPES, FIELD_TYPE_LABEL, freshFieldId, newField } from './fields';
export { EMPTY_DRAFT, NO_STORAGE, draftOf, definitionOf, draftJson, storageOf } from './draft';
export type { FormDraft, FormStorage } from './draft';
export {
  BUILDER_MESSAGE,
  MAX_FORM_FIELDS,
  MAX_SUBMIT_LABEL_LENGTH,
  MAX_DISCLAIMER_LENGTH,
  checkFormDraft,
  isRedirectAllowed,
} from './checks';
export type { FormProblem, ProblemPlace } from './checks';
export { builderReducer, builderState, editField } from './builder';
export type { BuilderAction, BuilderState, FieldPatch, FormSettingsPatch, RemovedField } from './builder';
export { listForms, listFormsWithSubmissions, getForm, saveForm, deleteForm, getSubmissions, listNotifications } from './calls';
export type { FormListing, SentNotification, SubmissionsPage } from './calls';
export {
  MAILING_SERVICES,
  MAILING_LIST_MESSAGE,
  MAX_LIST_NAME_LENGTH,
  checkListName,
  createMailingList,
  isMailingService,
  listMailingLists,
  listMembers,
  serviceName,
} from './mailing-lists';
export type { MailingList, MailingListMember, MailingServiceId } from './mailing-lists';
export { checkFormPage, createFormPage, deleteFormPage, listFormPages } from './form-pages';
export type { FormPageInput, FormPageListing } from './form-pages';
