export { compileExpression } from './compile';
export type { Expression, FastExpression, Step } from './types';
export { ExpressionEvaluator, describeExpression } from './evaluate';
export type { EvaluationResult, ExpressionScope } from './evaluate';
export type { Primitive } from './conversions';
export { BAIL } from './fast';
