/** The back-in-stock sign-up (spec 000 §5, §8). */

export const restock = {
  emailBlank: 'Email cannot be blank',
  emailInvalid: 'Email is invalid',
  signedUp: 'Signed up!',
  failed: 'Unable to submit form. Please try again later.',
} as const;
