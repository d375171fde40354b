export {
  FORM_FIELD_TYPES,
  FIELD_PARTS,
  PHONE_INPUT_PARTS,
  LIKERT_SCALE,
  hasAnswer,
  inputParts,
  initialFormValues,
  answerOf,
  fitsField,
} from './fields';
export type {
  FormFieldType,
  LikertValue,
  LikertAnswers,
  InputField,
  TextareaField,
  PartsField,
  ChoiceField,
  LikertField,
  HiddenField,
  SectionField,
  FormField,
  AnswerField,
  FormCaptchaSettings,
  FormDefinition,
  FieldValue,
  FormValues,
} from './fields';
export { parseFormDefinition } from './definition';
export { DISCLAIMER_FIELD_ID, withDisclaimer } from './disclaimer';
export { serializeForm, formValuesOf, parseSubmittedForm } from './serialize';
export type { SubmittedValue, SubmittedForm } from './serialize';
export { summarizeForm, summaryValueText } from './summary';
export type { FormSummaryField } from './summary';
export { EMAIL_LENGTH, isValidEmail } from './email';
export { characterCount, textareaCounter, isBlank, validateField, validateForm } from './validate';
export type { FieldErrors } from './validate';
export { failureFromAnswer } from './failures';
export type { SubmissionFailure } from './failures';
export { FORMS_API } from './transport';
export type { FormsTransport, TransportResponse } from './transport';
export { createPlatformFormsTransport } from './platform-transport';
export { PUBLIC_PAGE_PERMISSION, submissionPageOf } from './submission-page';
export { sanitizePostSubmitHtml } from './sanitize';
export { createFormSubmission } from './submission';
export type {
  SubmissionPage,
  FormSubmissionPayload,
  FormCaptcha,
  SubmissionState,
  FormState,
  FormSubmissionOptions,
  FormController,
} from './submission';
export { createAddressAutocomplete } from './address-autocomplete';
export type {
  AddressTrackingContext,
  AddressPrediction,
  AddressLookup,
  AddressAutocompleteOptions,
  AddressAutocomplete,
} from './address-autocomplete';
