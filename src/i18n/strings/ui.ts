/** What every widget shares: dialogs and the fallback of a widget that failed. */

export const dialog = {
  /** Accessible name of every dialog's close control. */
  close: 'Close',
} as const;

export const widget = {
  /**
   * What a widget shows in its place once it has failed (spec 000 §8: an error boundary shows
   * fallback content). The spec gives no wording; this neutral one is ours.
   */
  unavailable: 'Not available right now',
} as const;
