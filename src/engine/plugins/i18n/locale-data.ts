import { CLDRFramework, type CLDR } from '@phensley/cldr';
import de from '@phensley/cldr/packs/de.json' with { type: 'json' };
import en from '@phensley/cldr/packs/en.json' with { type: 'json' };
import fr from '@phensley/cldr/packs/fr.json' with { type: 'json' };
import ja from '@phensley/cldr/packs/ja.json' with { type: 'json' };
import { measurementOf, type Measurement } from './measurement';
import { LocaleMessages, type MessageValues } from './messages';

/**
 * The locale packs bundled with the engine, by language. Each pack covers every region of its
 * language (`en` serves en-US, en-GB, en-AU …). A language without a pack formats with English
 * data; its messages still choose plural forms by the site's own language.
 */
const PACKS: Readonly<Record<string, unknown>> = { de, en, fr, ja };
const FALLBACK_LANGUAGE = 'en';

const framework = new CLDRFramework({
  loader: (language: string) => PACKS[language] ?? PACKS[FALLBACK_LANGUAGE],
  packCacheSize: Object.keys(PACKS).length,
});

/** What the i18n formatters need for one locale, built on first use and kept. */
export interface LocaleData {
  readonly cldr: CLDR;
  readonly messages: LocaleMessages;
  /** How the locale's region measures, which units get converted to follows. */
  readonly measurement: Measurement;
}

const cache = new Map<string, LocaleData>();

/** The locale data of a render's locale id; `undefined` (a render without locale data) has none. */
export function getLocaleData(locale: string | undefined): LocaleData | undefined {
  if (locale === undefined) return undefined;
  let data = cache.get(locale);
  if (data === undefined) {
    const tag = CLDRFramework.resolveLocale(locale).tag;
    const language = tag.language();
    const cldr = framework.get(Object.hasOwn(PACKS, language) ? locale : FALLBACK_LANGUAGE);
    const measurement = measurementOf(tag.region());
    data = { cldr, messages: new LocaleMessages(cldr, language, tag.region(), measurement), measurement };
    cache.set(locale, data);
  }
  return data;
}

/**
 * The locale library's formatting API for a render's locale (`en`, `de-DE`, `ja` …), built once
 * per locale id. `undefined` (a render without locale data) has none.
 *
 * @example getCldr('de-DE')?.Numbers.formatDecimal('1234.5') // '1.234,5'
 */
export function getCldr(locale: string | undefined): CLDR | undefined {
  return getLocaleData(locale)?.cldr;
}

/**
 * Formats an ICU-style message the way the `message` formatter does, with the engine's `money`,
 * `decimal`, `datetime`, `datetime-interval` and `unit` placeholders. Without locale data it is empty.
 *
 * @example formatMessage('en', 'from {0 money}', { positional: [price], named: new Map() }, 'America/New_York')
 * @throws Error when the locale library rejects a value (a money amount that is not finite).
 */
export function formatMessage(locale: string | undefined, message: string, values: MessageValues, timeZone: string): string {
  return getLocaleData(locale)?.messages.format(message, values, timeZone) ?? '';
}
