/** Ours: the longest chart title, enough for a sentence, short enough for a caption on a phone. */
export const MAX_CHART_TITLE_LENGTH = 100;

/** Ours: the spec words no title rule; a chart is named by its title for screen readers. */
export const CHART_TITLE_MESSAGES = {
  missing: 'Enter a title for the chart',
  tooLong: `A chart title can have at most ${MAX_CHART_TITLE_LENGTH} characters`,
} as const;

/** Why `title` (trimmed) cannot name a chart, or nothing when it can. */
export function chartTitleProblem(title: string): string | undefined {
  const trimmed = title.trim();
  if (trimmed === '') return CHART_TITLE_MESSAGES.missing;
  if (trimmed.length > MAX_CHART_TITLE_LENGTH) return CHART_TITLE_MESSAGES.tooLong;
  return undefined;
}
