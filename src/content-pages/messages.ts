/** Ours: what the Embed panel's Copy button says, in its live region. */
export const EMBED_MESSAGES = {
  /** The snippet is on the clipboard. */
  copied: 'Copied',
  /** The browser refused the clipboard: the snippet is selected for the owner to copy. */
  copyRefused: 'Copying was not allowed here: the code is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
} as const;
