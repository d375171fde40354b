/**
 * The one helper engine tests use: render a template against JSON with expressions and includes
 * on, and get back what a template author would see.
 */
import { createEngine } from '../../src/engine';
import type { EngineOptions, RenderOptions, TemplateError } from '../../src/engine';

export interface Rendered {
  readonly output: string;
  /** Compile and render errors, as `line:column message`. */
  readonly errors: string[];
}

const defaultEngine = createEngine();

export function render(source: string, json: unknown = {}, options: RenderOptions = {}, engineOptions?: EngineOptions): Rendered {
  const engine = engineOptions === undefined ? defaultEngine : createEngine(engineOptions);
  const { template, errors } = engine.compile(source);
  const result = template.render(json, { enableExpr: true, enableInclude: true, now: 0, ...options });
  return { output: result.output, errors: [...errors, ...result.errors].map(describe) };
}

const describe = (error: TemplateError) => `${error.line}:${error.column} ${error.message}`;
