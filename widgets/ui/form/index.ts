export { FormBlock } from './form-block';
export { FormFieldList, focusFirstInvalidField } from './fields';
export type { FormFieldListProps } from './fields';
export type { FormBlockProps, FormVariant } from './form-block';
export { mountForm } from './mount-form';
export type { FormWidgetKind } from './mount-form';
export { formFallback } from './fallback';
export { FORM_MARKUP } from './markup';
export { FORM_CSS } from './styles';
