export { compileExpression } from './compile';
export type { Expression, Step } from './compile';
export { evaluateExpression, describeExpression } from './evaluate';
export type { EvaluationResult, ExpressionScope } from './evaluate';
export type { Primitive } from './conversions';
