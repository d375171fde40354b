/**
 * The JSON-Template engine: compile a site template once, render it against site JSON many times.
 * Runs in Node and in browsers; no `eval`, no code generation.
 */
export { createEngine } from './engine';
export type { CompileOptions, CompileResult, Engine, EngineOptions, RenderOptions, Template } from './engine';
export type { RenderResult } from './executor';
export { formatTemplateError } from './errors';
export type { TemplateError, TemplateErrorCode, TemplateErrorType } from './errors';
export { DEFAULT_LIMITS } from './limits';
export type { EngineLimits } from './limits';
export { DEFAULT_FORMATTERS, DEFAULT_PREDICATES, CORE_FORMATTERS, CORE_PREDICATES, PluginError } from './plugins';
export type { ApplyPartialOptions, Formatter, FormatterTable, PluginContext, Predicate, PredicateTable, TemplateVariable } from './plugins';
export { Opcode } from './instructions';
export type { SerializedCode } from './instructions';
export { asNumber, asText, isTruthy, toOutput, getPath } from './values';
