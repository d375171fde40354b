export { CORE_FORMATTERS, slugify, valueMapping, type ValueMapping } from './formatters';
export { CORE_PREDICATES } from './predicates';
