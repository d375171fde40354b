/**
 * The link editor's rules: the five link types, their validation with the spec's messages, the
 * `href` each writes (`mailto:` with its fields encoded, `tel:`, file addresses), `target` and
 * `rel` for a new window, and reading an existing `href` back into a link.
 */
export { LINK_TYPES, isLinkType } from './link';
export type { EmailLink, FileLink, Link, LinkType, PageLink, PhoneLink, UrlLink } from './link';
export { EXAMPLE_HOST, LINK_MESSAGES, notAnOption } from './messages';
export { checkLinkType, isEmailAddress, isPagePath, normalizeWebAddress, phoneDigits, splitAddresses, validateLink } from './validate';
export type { LinkErrors, LinkValidationOptions } from './validate';
export { NEW_WINDOW_ATTRIBUTES, linkAttributes, linkHref, parseHref } from './href';
export type { LinkAttributes } from './href';
export { linkHtml } from './markup';
