/**
 * Code blocks: who may write code that runs, how a block's HTML reaches the page, and the code
 * editor's messages. Script follows the header and footer rule: as written only for roles with
 * `site:code` (administrators and website managers); anyone else's HTML is sanitized, so an editor
 * cannot plant a script that runs in an owner's session. Widget markup (data attributes, the
 * product block's controls) survives sanitizing, so pasted embeds mount either way.
 */
import { sanitizeHtml, type SanitizeOptions } from '../sanitize';

/** The permission to write code that runs: raw HTML with script in code blocks, header and footer. */
export const CODE_PERMISSION = 'site:code';

/** How a block's HTML is put on the page. */
export type CodeTrust = 'raw' | 'sanitized';

/** Ours: the most characters one code block holds. */
export const MAX_CODE_BLOCK_LENGTH = 50_000;

export const CODE_BLOCK_MESSAGES = {
  /** Spec 001 §8: Android gets a plain text area instead of the code editor. */
  android: 'Code editing is not available on Android.',
  /** Ours: told to an editor whose block held script. */
  scriptRemoved:
    'Scripts, event handlers and javascript: links are removed when this block is shown: only administrators and website managers can add code that runs.',
  /** Ours: beside the code editor for a role without `site:code`. */
  untrustedHint: 'Your role cannot add code that runs: scripts and event handlers are removed when the site shows this HTML.',
  /** Ours: a code block must hold something. */
  empty: 'Enter some HTML for the block.',
  /**
   * Ours: beside a part (header, footer, a code block) that a role without `site:code` wrote, for
   * a role that could publish it as written.
   */
  heldSanitized: 'Written by a contributor without code rights: shown sanitized.',
  /** Ours: the action that shows such a part as written, after a confirm dialog. */
  publishLabel: 'Publish as written',
  /** Ours: the confirm dialog's question. */
  publishConfirm:
    'Its scripts, forms and other code will run on every page that shows it, as if you had written it. Publish it only if you have read it and trust it.',
  /** Ours. */
  tooLong: `A code block can hold at most ${MAX_CODE_BLOCK_LENGTH.toLocaleString('en-US')} characters`,
} as const;

/** `raw` for a role with `site:code`, `sanitized` for any other. */
export function codeTrust(permissions: Iterable<string>): CodeTrust {
  for (const permission of permissions) if (permission === CODE_PERMISSION) return 'raw';
  return 'sanitized';
}

/**
 * The trust a part (the header, the footer, one code block) is stored with after a save. Trust
 * belongs to who wrote the part, not to who saved last: a part sent back unchanged keeps the trust
 * it is stored with (so an owner saving the footer does not publish an editor's header under the
 * owner's name); a new or changed part takes the saver's trust.
 */
export function savedPartTrust(
  permissions: Iterable<string>,
  source: string,
  stored: { readonly source: string; readonly trust: CodeTrust } | undefined,
): CodeTrust {
  return stored !== undefined && stored.source === source ? stored.trust : codeTrust(permissions);
}

/** Tags untrusted HTML loses beside script: frames and embeds, styles, and what reloads, redirects or posts the page elsewhere. */
const UNTRUSTED_FORBIDDEN_TAGS = ['iframe', 'object', 'embed', 'style', 'link', 'meta', 'base', 'form'];

/**
 * The HTML a code block puts on the page: as written when trusted, else sanitized with `window`'s
 * DOM (scripts, event handlers, `javascript:` URLs, frames, SVG, meta refreshes and forms
 * removed; data attributes kept). The header and footer follow the same rule.
 */
export function codeBlockHtml(source: string, trust: CodeTrust, { window }: Pick<SanitizeOptions, 'window'> = {}): string {
  return trust === 'raw' ? source : sanitizeHtml(source, { window, forbidTags: UNTRUSTED_FORBIDDEN_TAGS });
}

/**
 * Whether HTML holds what sanitizing removes as code (a script element, an event handler
 * attribute, a `javascript:` URL): worth telling the editor before saving. A hint, not a filter.
 */
export function holdsScript(source: string): boolean {
  return /<script\b|\son[a-z]+\s*=|javascript\s*:/i.test(source);
}

/** Android gets the plain text area (spec 001 §8). */
export function isAndroid(userAgent: string): boolean {
  return /\bAndroid\b/i.test(userAgent);
}

export { insertAtSelection } from './insert';
export type { TextSelection } from './insert';
