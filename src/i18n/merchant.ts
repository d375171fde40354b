/**
 * What the merchant reads on the owner's side: the restock manager. Not shopper strings, and only
 * the manager's chunk imports them, so no shopper page downloads them. "Unable to load results",
 * "Something went wrong" and "Please try again." are spec 001 §8's interface messages; the rest is ours.
 */
export const MERCHANT_STRINGS = {
  restock: {
    title: 'Restock sign-ups',
    product: 'Product',
    variant: 'Variant',
    signUps: 'Sign-ups',
    waiting: 'Waiting',
    actions: 'Actions',
    /** A group of sign-ups to the product as a whole. */
    wholeProduct: 'Any variant',
    send: 'Send',
    sendAll: 'Send all',
    showSignUps: 'Show sign-ups',
    hideSignUps: 'Hide sign-ups',
    none: 'No one has signed up yet.',
    sending: 'Sending…',
    sent: 'sent',
    waitingMark: 'waiting',
    newsletter: 'newsletter',
    loadFailed: 'Unable to load results',
    sendFailed: 'Something went wrong',
    retry: 'Please try again.',
  },
} as const;

/** "Loading sign-up groups… 3 so far" */
export function restockLoadingMessage(groups: number): string {
  return `Loading sign-up groups… ${groups} so far`;
}

/** "4 groups, 7 sign-ups waiting" */
export function restockLoadedMessage(groups: number, waiting: number): string {
  return `${groups} ${groups === 1 ? 'group' : 'groups'}, ${waiting} ${waiting === 1 ? 'sign-up' : 'sign-ups'} waiting`;
}

/** "Sent to 2 sign-ups of Linen Shirt, L / Natural." */
export function restockSentMessage(sent: number, what: string): string {
  return `Sent to ${sent} ${sent === 1 ? 'sign-up' : 'sign-ups'} of ${what}.`;
}

/** "Sent to 5 sign-ups in 3 groups." */
export function restockSentAllMessage(sent: number, groups: number): string {
  return `Sent to ${sent} ${sent === 1 ? 'sign-up' : 'sign-ups'} in ${groups} ${groups === 1 ? 'group' : 'groups'}.`;
}

/** The accessible name of a group's Send button: "Send the restock email to Linen Shirt, L / Natural". */
export function restockSendLabel(what: string): string {
  return `Send the restock email to ${what}`;
}

/** The accessible name of a group's sign-ups toggle: "Show sign-ups of Linen Shirt, L / Natural". */
export function restockShowLabel(show: boolean, what: string): string {
  return `${show ? MERCHANT_STRINGS.restock.showSignUps : MERCHANT_STRINGS.restock.hideSignUps} of ${what}`;
}
