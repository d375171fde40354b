/** A product's quick view, opened from a product list. */

export const quickView = {
  /** Shown in the quick view while its product is on the way (the spec gives no wording; ours). */
  loading: 'Loading…',
  /** Shown, as an alert, when the quick view's product cannot be loaded (ours, in the form errors' words). */
  loadFailed: 'Unable to load this product. Please try again later.',
} as const;
