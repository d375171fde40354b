/**
 * The one place where formatter and predicate families are composed into the default tables.
 * Add a family by importing its table and spreading it into the lists below; no two families
 * share a name.
 */
import { COMMERCE_FORMATTERS, COMMERCE_PREDICATES } from './commerce';
import { CONTENT_FORMATTERS, CONTENT_PREDICATES } from './content';
import { CORE_FORMATTERS, CORE_PREDICATES } from './core';
import { DATE_FORMATTERS } from './date';
import { I18N_FORMATTERS, I18N_PREDICATES } from './i18n';
import { SOCIAL_FORMATTERS, SOCIAL_PREDICATES } from './social';
import type { FormatterTable, PredicateTable } from './types';

export const DEFAULT_FORMATTERS: FormatterTable = Object.freeze({
  ...CORE_FORMATTERS,
  ...DATE_FORMATTERS,
  ...I18N_FORMATTERS,
  ...CONTENT_FORMATTERS,
  ...SOCIAL_FORMATTERS,
  ...COMMERCE_FORMATTERS,
});

export const DEFAULT_PREDICATES: PredicateTable = Object.freeze({
  ...CORE_PREDICATES,
  ...I18N_PREDICATES,
  ...CONTENT_PREDICATES,
  ...SOCIAL_PREDICATES,
  ...COMMERCE_PREDICATES,
});

export { CORE_FORMATTERS, CORE_PREDICATES };
export { PluginError } from './types';
export type { ApplyPartialOptions, Formatter, FormatterTable, PluginContext, Predicate, PredicateTable, TemplateVariable } from './types';
