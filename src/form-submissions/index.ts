export { answerLines } from './answers';
export type { AnswerLine } from './answers';
export { SUBMISSIONS_PAGE_SIZE, SUBMITTED_COLUMN, submissionsCsv, submissionsFileName } from './csv';
export type { StoredSubmission } from './csv';
