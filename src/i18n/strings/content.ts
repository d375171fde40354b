/** Words the template engine prints in pages: dates and comment counts (spec 001 §5). */

export const dates = {
  invalid: 'Invalid Date',
} as const;

/** The words of a comment count (spec 001 §5): "No Comments", "1 Comment", "12 Comments". */
export const comments = {
  /** Stands for the count when there are none. */
  none: 'No',
  singular: 'Comment',
  plural: 'Comments',
} as const;
