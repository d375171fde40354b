/**
 * The one place where formatter and predicate families are composed into the default tables.
 * Add a family by importing its table and spreading it into the lists below.
 */
import { CORE_FORMATTERS, CORE_PREDICATES } from './core';
import type { FormatterTable, PredicateTable } from './types';

export const DEFAULT_FORMATTERS: FormatterTable = Object.freeze({
  ...CORE_FORMATTERS,
});

export const DEFAULT_PREDICATES: PredicateTable = Object.freeze({
  ...CORE_PREDICATES,
});

export { CORE_FORMATTERS, CORE_PREDICATES };
export type {
  ApplyPartialOptions,
  Formatter,
  FormatterTable,
  PluginContext,
  Predicate,
  PredicateTable,
  TemplateVariable,
} from './types';
