/** What the platform's refusals say to the shopper (spec 000 §8). */

export const platform = {
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  cookiesDisabled: 'Please enable cookies in your browser, reload the page, and try again.',
  rateLimited: 'Please try again in a few seconds.',
} as const;
