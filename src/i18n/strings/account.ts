/**
 * The account widget and the account pages: signing in and out, the account's language. The spec
 * words none of these; the messages for a wrong email or password, too many tries and a network
 * failure are ours, and so is everything else here.
 */

export const account = {
  signInTitle: 'Sign in',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  emailRequired: 'Enter your email address.',
  passwordRequired: 'Enter your password.',
  /** The same for an email without an account and a wrong password: which one is never told. */
  wrongCredentials: 'The email or password is incorrect.',
  tooManyTries: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  networkFailure: 'Unable to connect. Please check your internet connection and try again.',
  /** What follows "Unable to sign out." when no answer came. */
  connectionHint: 'Please check your internet connection and try again.',
  accountTitle: 'Your account',
  language: 'Language',
  keepCart: 'Keep my cart on this device',
  keepCartHint: 'Your account keeps its cart either way.',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  signOutFailed: 'Unable to sign out.',
  languageFailed: 'Unable to change the language.',
  changeLanguage: 'Change language',
  accountPage: 'Your account page',
  continue: 'Continue',
  reasonStock: 'not enough in stock',
  reasonCurrency: 'priced in another currency',
} as const;

/** "Signed in as owner@example.com" */
export function signedInAsMessage(email: string): string {
  return `Signed in as ${email}`;
}

/** What a sign-in left out of the account's cart: "Not added to your cart: 2 × Stoneware Vase (not enough in stock)." */
export function cartLeftOutMessage(items: readonly { title: string; quantity: number; reason: 'stock' | 'currency' }[]): string {
  const listed = items.map(
    ({ title, quantity, reason }) => `${quantity} × ${title} (${reason === 'stock' ? account.reasonStock : account.reasonCurrency})`,
  );
  return `Not added to your cart: ${listed.join(', ')}.`;
}
