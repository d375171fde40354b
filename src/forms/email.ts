// The email check, apart from the rest of validation: the restock sign-up needs only this, and
// importing it must not bring the form fields' code along.

/** Email length limits, inclusive. */
export const EMAIL_LENGTH = { min: 3, max: 256 } as const;

// One "@", no spaces, and a dotted domain whose last label has two characters or more.
const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Whether `text` is a well-formed email address of 3 to 256 characters (surrounding spaces ignored). */
export function isValidEmail(text: string): boolean {
  const email = text.trim();
  return email.length >= EMAIL_LENGTH.min && email.length <= EMAIL_LENGTH.max && EMAIL_FORMAT.test(email);
}
