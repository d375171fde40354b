import { CLDRFramework } from '@phensley/cldr';
import type { CLDR, CurrencyFormatOptions, CurrencyType, MessageFormatter } from '@phensley/cldr';
import type { LocaleFormat, LocaleFormats } from './locale-format';

/** Reads the CLDR resource pack of one language (`en`, `de` …), or undefined when there is none. */
export type CldrPackLoader = (language: string) => unknown;

/** The spec's message formatter cache size. */
const MESSAGE_CACHE_SIZE = 100;
/** Locales whose formatting is kept; a site renders in a handful. */
const LOCALE_CACHE_LIMIT = 32;
/** Used when the render's locale has no pack of its own. */
const FALLBACK_LOCALE = 'en';
/** The spec clamps number format digit options to 0–50. */
const MAX_DIGITS = 50;

type CurrencyStyle = NonNullable<CurrencyFormatOptions['style']>;
type RoundingMode = NonNullable<CurrencyFormatOptions['round']>;

const CURRENCY_STYLES: readonly CurrencyStyle[] = ['symbol', 'accounting', 'code', 'name', 'short'];
/** The money formatter's rounding names (`ceil`, `truncate` …) and CLDR's own. */
const ROUNDING_MODES: Readonly<Record<string, RoundingMode>> = {
  ceil: 'ceiling',
  ceiling: 'ceiling',
  floor: 'floor',
  truncate: 'down',
  down: 'down',
  up: 'up',
  'half-up': 'half-up',
  'half-down': 'half-down',
  'half-even': 'half-even',
};
const DIGIT_OPTIONS = {
  minint: 'minimumIntegerDigits',
  minfrac: 'minimumFractionDigits',
  maxfrac: 'maximumFractionDigits',
  minsig: 'minimumSignificantDigits',
  maxsig: 'maximumSignificantDigits',
} as const;

function clampDigits(text: string): number | undefined {
  const digits = Number.parseInt(text, 10);
  return Number.isNaN(digits) ? undefined : Math.min(Math.max(digits, 0), MAX_DIGITS);
}

/** The money formatter's arguments as CLDR currency options; unknown arguments are ignored. */
export function currencyOptions(args: readonly string[]): CurrencyFormatOptions {
  const options: { -readonly [K in keyof CurrencyFormatOptions]: CurrencyFormatOptions[K] } = {};
  for (const arg of args) {
    const colon = arg.indexOf(':');
    const key = colon < 0 ? arg : arg.slice(0, colon);
    const value = colon < 0 ? '' : arg.slice(colon + 1);
    if (key === 'group') options.group = true;
    else if (key === 'no-group') options.group = false;
    else if (key === 'style') {
      const style = CURRENCY_STYLES.find((candidate) => candidate === value);
      if (style) options.style = style;
    } else if (key === 'round') {
      const mode = Object.hasOwn(ROUNDING_MODES, value) ? ROUNDING_MODES[value] : undefined;
      if (mode) options.round = mode;
    } else if (Object.hasOwn(DIGIT_OPTIONS, key)) {
      const digits = clampDigits(value);
      if (digits !== undefined) options[DIGIT_OPTIONS[key as keyof typeof DIGIT_OPTIONS]] = digits;
    }
  }
  return options;
}

function cldrLocaleFormat(cldr: CLDR): LocaleFormat {
  let messages: MessageFormatter | undefined;
  return {
    regionCurrency: cldr.Numbers.getCurrencyForRegion(cldr.General.locale().tag.region()),
    currency: (amount, currencyCode, options) => cldr.Numbers.formatCurrency(amount, currencyCode as CurrencyType, currencyOptions(options)),
    decimal: (amount, minFractionDigits, maxFractionDigits) =>
      cldr.Numbers.formatDecimal(amount, { minimumFractionDigits: minFractionDigits, maximumFractionDigits: maxFractionDigits }),
    message: (pattern, named, positional = []) => {
      messages ??= cldr.General.messageFormatter({ cacheSize: MESSAGE_CACHE_SIZE });
      return messages.format(pattern, [...positional], { ...named });
    },
  };
}

/**
 * Locale formatting backed by CLDR data (@phensley/cldr), one resource pack per language, loaded
 * the first time a locale of that language renders. A locale without a pack formats as English;
 * without even that, there is no locale data (undefined).
 */
export function createCldrLocaleFormats(loadPack: CldrPackLoader): LocaleFormats {
  const framework = new CLDRFramework({ loader: (language: string) => loadPack(language), packCacheSize: LOCALE_CACHE_LIMIT });
  const formats = new Map<string, LocaleFormat | undefined>();
  const build = (locale: string): LocaleFormat | undefined => {
    try {
      return cldrLocaleFormat(framework.get(locale));
    } catch {
      return locale === FALLBACK_LOCALE ? undefined : lookup(FALLBACK_LOCALE);
    }
  };
  const lookup = (locale: string): LocaleFormat | undefined => {
    if (formats.has(locale)) return formats.get(locale);
    if (formats.size >= LOCALE_CACHE_LIMIT) formats.clear();
    const format = build(locale);
    formats.set(locale, format);
    return format;
  };
  return lookup;
}

/**
 * Reads a pack from the installed @phensley/cldr package when running in Node; elsewhere (a
 * browser) there is no file system and no pack. Language ids are checked before they reach a
 * file path.
 */
export function loadInstalledPack(language: string): unknown {
  if (!/^[a-z]{2,3}$/.test(language)) return undefined;
  const node = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  if (typeof node?.getBuiltinModule !== 'function') return undefined;
  const fs = node.getBuiltinModule('node:fs') as typeof import('node:fs') | undefined;
  const nodeModule = node.getBuiltinModule('node:module') as typeof import('node:module') | undefined;
  if (!fs || !nodeModule) return undefined;
  const require = nodeModule.createRequire(import.meta.url);
  return JSON.parse(fs.readFileSync(require.resolve(`@phensley/cldr/packs/${language}.json`), 'utf8'));
}
