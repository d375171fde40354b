/** The editor's message for a choice that is not one of its options (spec 001 §5): a link type, a font … */
export function notAnOption(value: string): string {
  return `${value} is not one of the expected options`;
}

/** The link editor's messages: spec 001 §5 where it words them, ours (marked) where it does not. */
export const LINK_MESSAGES = {
  /** Spec: a valid email is required, and emails must follow the standard address format. */
  email: 'A valid email address is required. Email addresses must follow the standard format: name@example.com',
  /** Spec: links must be formatted as {host} or {host}. */
  url: (host: string): string => `Links must be formatted as ${host} or https://${host}`,
  page: (value: string): string => `${value} is not a valid page URL`,
  option: notAnOption,
  /** Ours. */
  phone: 'Enter a phone number: digits, with +, spaces, dots, dashes or brackets if you like',
  /** Ours. */
  file: 'Choose a file to link to',
  /** Ours: an address for CC or BCC. */
  copy: (value: string): string => `${value} is not a valid email address`,
} as const;

/** The host the web-address message shows as the example. */
export const EXAMPLE_HOST = 'www.example.com';
