export { CORE_FORMATTERS } from './formatters';
export { CORE_PREDICATES } from './predicates';
