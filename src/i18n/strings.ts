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
    /** The edit form's submit label while idle (spec 000 §4 names only the busy one). */
    save: 'Save',
    saving: 'Saving…',
    /** Opens an entry's additional-fields form again, on the cart page. */
    edit: 'Edit',
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
    /** The address shown in the "Email is not valid" message as the format to follow. */
    emailFormatExample: 'user@domain.com',
    /** A form answer left empty, as a form summary prints it. */
    noAnswer: 'N/A',
    /** The likert scale, keyed by the value a shopper's choice submits. */
    likert: {
      '-2': 'Strongly Disagree',
      '-1': 'Disagree',
      '0': 'Neutral',
      '1': 'Agree',
      '2': 'Strongly Agree',
    },
    // The spec names the parts of list-shaped fields (FIELD_PARTS) but gives no wording for the
    // labels a shopper reads, nor for the marks below; these are ours.
    /** Shown after the title of a required field. */
    requiredMark: '(required)',
    /** The label of each part of a name, address, date, time or phone field, by part name. */
    parts: {
      First: 'First Name',
      Last: 'Last Name',
      Line1: 'Address Line 1',
      Line2: 'Address Line 2',
      City: 'City',
      State: 'State',
      Zip: 'Zip Code',
      Country: 'Country',
      Month: 'Month',
      Day: 'Day',
      Year: 'Year',
      Hour: 'Hour',
      Minute: 'Minute',
      Second: 'Second',
      Ampm: 'AM/PM',
      Areacode: 'Area Code',
      Prefix: 'Prefix',
      Line: 'Line Number',
    },
    /** The two choices of a time field's AM/PM part; each submits its own text. */
    meridiem: ['AM', 'PM'],
    /** The accessible name of the list of addresses suggested while typing an address. */
    addressSuggestions: 'Address suggestions',
  },
  captcha: {
    notSetUp: 'ReCaptcha has not been set up!',
  },
  subscriptions: {
    unavailable: 'Unavailable',
  },
  installments: {
    /**
     * The pay-in-installments providers' names as shoppers know them (spec 000 §5 names them only
     * as "one provider" and "its sister brand").
     */
    providers: { afterpay: 'Afterpay', clearpay: 'Clearpay' },
    /** The pill's control that opens the provider's information (spec 000 §2 gives no wording; ours). */
    learnMore: 'Learn more',
  },
  product: {
    /** The badge of a product nobody can buy now. */
    soldOutMark: 'sold out',
    /** The badge of a product with a variant on sale. */
    saleMark: 'sale',
    /** The title above a gift card's amount picker. */
    giftCardValueTitle: 'Value',
    /** The empty first choice of a gift card's amount picker. */
    giftCardValuePrompt: 'Select Value',
    /** The empty first choice of a variant picker, as a message pattern: "Select Size". */
    variantSelectPattern: 'Select {variantName}',
    /** The price of a product whose variants cost different amounts, as a message pattern. */
    fromPricePattern: 'from {fromPrice}',
    /** Read to screen readers before a sale price. */
    salePriceLabel: 'Sale Price:',
    /** Read to screen readers before the crossed-out regular price. */
    originalPriceLabel: 'Original Price:',
    /** The label of the quantity input beside the add-to-cart button. */
    quantityLabel: 'Quantity',
    /** The button opening a product's quick view from a product list. */
    quickView: 'Quick View',
  },
  quickView: {
    /** Shown in the quick view while its product is on the way (the spec gives no wording; ours). */
    loading: 'Loading…',
    /** Shown, as an alert, when the quick view's product cannot be loaded (ours, in the form errors' words). */
    loadFailed: 'Unable to load this product. Please try again later.',
  },
  cart: {
    overflowCount: '100+',
    /** The cart popover's message (spec 000 §2: a product was added to the cart). */
    addedToCart: 'Added to cart',
    empty: 'Your cart is empty',
    itemHeading: 'Item',
    quantityHeading: 'Quantity',
    totalHeading: 'Total',
    subtotal: 'Subtotal',
  },
  dialog: {
    /** Accessible name of every dialog's close control. */
    close: 'Close',
  },
  widget: {
    /**
     * What a widget shows in its place once it has failed (spec 000 §8: an error boundary shows
     * fallback content). The spec gives no wording; this neutral one is ours.
     */
    unavailable: 'Not available right now',
  },
  dates: {
    invalid: 'Invalid Date',
  },
  /** The words of a comment count (spec 001 §5): "No Comments", "1 Comment", "12 Comments". */
  comments: {
    /** Stands for the count when there are none. */
    none: 'No',
    singular: 'Comment',
    plural: 'Comments',
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

/** The counter under a text area with a character limit: "12 / 500". */
export function characterCountMessage(count: number, max: number): string {
  return `${count} / ${max}`;
}

/** The title of the installment-information modal: "Paying in installments with Afterpay" (ours). */
export function installmentsDialogTitle(provider: string): string {
  return `Paying in installments with ${provider}`;
}

/** The empty first choice of a variant picker: "Select Size". */
export function variantSelectPrompt(optionName: string): string {
  return STRINGS.product.variantSelectPattern.replace('{variantName}', () => optionName);
}

/**
 * Refused add-to-cart quantity outside the quantity input's bounds. The spec gives the bounds
 * (1 to 9999) but no wording; this sentence is ours.
 */
export function quantityOutOfRangeMessage(min: number, max: number): string {
  return `Quantity must be between ${min} and ${max}`;
}

/** The English words of one subscription billing unit, singular and plural. */
const BILLING_UNIT_WORDS = {
  WEEK: ['week', 'weeks'],
  MONTH: ['month', 'months'],
  YEAR: ['year', 'years'],
} as const;

/** What a subscription price sentence says, before the numbers are filled in. */
export interface SubscriptionPriceWording {
  /** True when variants cost different amounts, so the price is the lowest one: "from {price} …". */
  readonly multiplePrices: boolean;
  readonly billingUnit: keyof typeof BILLING_UNIT_WORDS;
  /** True when billed every single unit ("every week"), false for "every {billingPeriodValue} weeks". */
  readonly everySingleUnit: boolean;
  /** Absent for a subscription that renews until cancelled. */
  readonly duration?: { readonly unit: keyof typeof BILLING_UNIT_WORDS; readonly single: boolean };
}

/**
 * The English pattern of a subscription price, with the placeholders `{price}`,
 * `{billingPeriodValue}` and `{duration}`: "{price} every {billingPeriodValue} weeks for {duration} months",
 * "from {price} every month for 1 year".
 */
export function subscriptionPricePattern(wording: SubscriptionPriceWording): string {
  const [unit, units] = BILLING_UNIT_WORDS[wording.billingUnit];
  const every = wording.everySingleUnit ? `every ${unit}` : `every {billingPeriodValue} ${units}`;
  let pattern = `${wording.multiplePrices ? 'from ' : ''}{price} ${every}`;
  if (wording.duration) {
    const [durationUnit, durationUnits] = BILLING_UNIT_WORDS[wording.duration.unit];
    pattern += wording.duration.single ? ` for 1 ${durationUnit}` : ` for {duration} ${durationUnits}`;
  }
  return pattern;
}

/** The cart pill's accessible name and live announcement: "Cart, 1 item" / "Cart, 3 items". */
export function cartLabel(quantity: number): string {
  return `Cart, ${quantity} ${quantity === 1 ? 'item' : 'items'}`;
}

/** "from {price}": the price of a product whose variants cost different amounts. */
export function fromPriceMessage(lowestPrice: string): string {
  return STRINGS.product.fromPricePattern.replace('{fromPrice}', lowestPrice);
}
