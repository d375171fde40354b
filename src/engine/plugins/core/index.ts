export { CORE_FORMATTERS, slugify } from './formatters';
export { CORE_PREDICATES } from './predicates';
