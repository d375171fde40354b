/**
 * Every shopper-visible string of the storefront, in one catalogue, worded exactly as the
 * specification words them. Widgets and `src/` logic read from here; nothing repeats a literal.
 */
export const STRINGS = {
  addToCart: {
    label: 'Add To Cart',
    subscribeLabel: 'Subscribe',
    adding: 'Adding…',
    added: 'Added!',
    selectOption: 'Select Option',
    soldOut: 'Sold Out',
    alertTitle: 'Unable to Add Item',
    expressAlertTitle: 'Unable to Purchase Item',
    giftCardAlertTitle: 'Unable to purchase Gift Card',
    variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
    notEnoughStock: 'Sorry, we do not have enough of that item available.',
    quantityNotWhole: 'Quantity must be a whole number',
    giftCardDenomination: 'Select a denomination for the Gift Card.',
  },
  platform: {
    sessionExpired: 'Your session has expired. Please reload the page and try again.',
    cookiesDisabled: 'Please enable cookies in your browser, reload the page, and try again.',
    rateLimited: 'Please try again in a few seconds.',
  },
  additionalFields: {
    saving: 'Saving…',
  },
  restock: {
    emailBlank: 'Email cannot be blank',
    emailInvalid: 'Email is invalid',
    signedUp: 'Signed up!',
    failed: 'Unable to submit form. Please try again later.',
  },
  forms: {
    required: 'Required',
    characterLimit: 'You have exceeded the character limit.',
    formInvalid: 'One or more fields is invalid, please check your entries.',
    captchaIncomplete: 'Complete CAPTCHA before submitting.',
    submitting: 'Submitting…',
    unauthorized: 'Unable to submit form. Please try again later.',
    notConfigured: 'This form has not been configured yet.',
    rateLimited: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    serverError: 'Unable to send form. Please try again later.',
    unknownError: 'Unknown error, please try again later.',
    processingError: 'Error processing form submission. Please reload and try again.',
    noSubmissionKey: 'Could not get a form submission key, please try again later.',
    unparsableFields: 'Could not parse the form fields, please check your entries.',
    bannerAbove: 'Your form has encountered a problem. Please scroll down to review.',
    bannerBelow: 'Your form has encountered a problem. Please scroll up to review.',
  },
  captcha: {
    notSetUp: 'ReCaptcha has not been set up!',
  },
  subscriptions: {
    unavailable: 'Unavailable',
  },
  cart: {
    overflowCount: '100+',
    empty: 'Your cart is empty',
    itemHeading: 'Item',
    quantityHeading: 'Quantity',
    totalHeading: 'Total',
    subtotal: 'Subtotal',
  },
  product: {
    soldOutBadge: 'sold out',
    saleBadge: 'sale',
    salePrice: 'Sale Price:',
    originalPrice: 'Original Price:',
  },
  dates: {
    invalid: 'Invalid Date',
  },
} as const;

/** "Please select the Size option." / "… the Size and Color options." / "… the Size, Color and Fit options." */
export function selectOptionsMessage(optionNames: readonly string[]): string {
  if (optionNames.length === 0) throw new RangeError('selectOptionsMessage needs at least one option name');
  if (optionNames.length === 1) return `Please select the ${optionNames[0]} option.`;
  const last = optionNames[optionNames.length - 1];
  return `Please select the ${optionNames.slice(0, -1).join(', ')} and ${last} options.`;
}

/** "Email is not valid. Email addresses should follow the format {email}." */
export function emailNotValidMessage(exampleFormat: string): string {
  return `Email is not valid. Email addresses should follow the format ${exampleFormat}.`;
}

/** "available for orders up to {amount}" above the maximum, else "available for orders over {amount}". */
export function installmentsRangeMessage(kind: 'up-to' | 'over', amount: string): string {
  return kind === 'up-to' ? `available for orders up to ${amount}` : `available for orders over ${amount}`;
}

/** "from {price}": the price of a product whose variants cost different amounts. */
export function fromPriceMessage(lowestPrice: string): string {
  return `from ${lowestPrice}`;
}
