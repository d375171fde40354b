/**
 * The locale-dependent formatting the commerce family needs, in one small interface, so the
 * family does not care where the locale data comes from. Amounts are decimal numerals
 * ("2500.5", "1.2e3"), never floats.
 */
export interface LocaleFormat {
  /** The currency of the locale's region: USD for `en`, EUR for `de-DE`, JPY for `ja`. */
  readonly regionCurrency: string;
  /**
   * Money as the locale writes it ("$2,500.00", "2.500,00 €"). `options` are the money
   * formatter's arguments: `style:code|name|short|accounting|symbol`, `group`, `no-group`,
   * `round:<mode>`, `minint:N`, `minfrac:N`, `maxfrac:N`, `minsig:N`, `maxsig:N`.
   */
  currency(amount: string, currencyCode: string, options: readonly string[]): string;
  /** A grouped decimal with between `minFractionDigits` and `maxFractionDigits` fraction digits. */
  decimal(amount: string, minFractionDigits: number, maxFractionDigits: number): string;
  /** An ICU message pattern filled from named arguments (and `{0}`-style positional ones). */
  message(pattern: string, named: Readonly<Record<string, unknown>>, positional?: readonly unknown[]): string;
}

/** The formatting of a render's locale, or undefined when there is no data for it. */
export type LocaleFormats = (locale: string) => LocaleFormat | undefined;
