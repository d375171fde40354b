export { MESSAGES, formatTemplateError } from './template-error';
export type { TemplateError, TemplateErrorCode, TemplateErrorType, InstructionName } from './template-error';
