/**
 * A site's `localizedStrings` object: merchant or translation overrides of shopper-visible
 * strings, keyed by names such as `productAddToCartText`. It comes from page JSON, so any key may
 * hold anything.
 */
export type LocalizedStrings = Readonly<Record<string, unknown>>;

/**
 * The override stored under `key` when it is a non-empty string, else `fallback` (a catalogue
 * string). An empty override falls back, as the reference templates do.
 */
export function localizedText(localizedStrings: LocalizedStrings | undefined, key: string, fallback: string): string {
  const override = localizedStrings?.[key];
  return typeof override === 'string' && override !== '' ? override : fallback;
}
