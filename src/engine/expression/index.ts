export { compileExpression } from './compile';
export type { Expression, Step } from './compile';
export { ExpressionEvaluator, describeExpression } from './evaluate';
export type { EvaluationResult, ExpressionScope } from './evaluate';
export type { Primitive } from './conversions';
export { BAIL } from './fast';
export type { FastExpression } from './fast';
