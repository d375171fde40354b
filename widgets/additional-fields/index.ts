/**
 * The additional-fields form (spec 000 §2: a modal lightbox with a close control, closing on
 * Escape, focus kept inside), shared by the add-to-cart button (answers sent with the add) and the
 * cart's entry fields (answers changed later). Not a widget of its own.
 */
export { AdditionalFieldsDialog } from './additional-fields-dialog';
export type { AdditionalFieldsAnswers, AdditionalFieldsDialogProps } from './additional-fields-dialog';
export { FORM_NOT_CONFIGURED, readFormDefinition } from './read-form';
