/** Form blocks, newsletter forms and the fields they share with additional-fields forms (spec 000 §5, §8). */

export const forms = {
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
  /** The disclaimer's acceptance, a required checkbox after the form's fields: its title and its one choice. */
  disclaimerTitle: 'Disclaimer',
  disclaimerAccept: 'I have read and accept the disclaimer',
  /** The accessible name of the list of addresses suggested while typing an address. */
  addressSuggestions: 'Address suggestions',
} as const;

export const captcha = {
  notSetUp: 'ReCaptcha has not been set up!',
} as const;

/** "Email is not valid. Email addresses should follow the format {email}." */
export function emailNotValidMessage(exampleFormat: string): string {
  return `Email is not valid. Email addresses should follow the format ${exampleFormat}.`;
}

/** The counter under a text area with a character limit: "12 / 500". */
export function characterCountMessage(count: number, max: number): string {
  return `${count} / ${max}`;
}
