import {
  DecimalConstants,
  DefaultMessageArgConverter,
  MessageFormatter,
  type CLDR,
  type CurrencyType,
  type Decimal,
  type MessageArg,
  type MessageFormatFuncMap,
  type MessageNamedArgs,
} from '@phensley/cldr';
import type { Measurement } from './measurement';
import { currencyOptions, datetimeOptions, decimalOptions, intervalOptions, modeRounded } from './options';
import { formatUnitAmount, joinUnitLists } from './unit-format';
import { asNumber, asText, getChild } from '../../values';
import { moneyOf, toDecimal } from './amounts';
import { PlainMessages, type PlainMessage } from './plain-message';

/** Parsed messages kept per locale (spec 001: message formatter cache size 100). */
const MESSAGE_CACHE_SIZE = 100;

/**
 * A template value handed to a message. The box keeps a value that resolved to nothing apart
 * from an argument that was never given: `{0 datetime}` prints the epoch for the first and
 * nothing for the second, as the reference does.
 */
class TemplateValue {
  constructor(readonly value: unknown) {}
}

/** Positional and named values for a message's `{0}` and `{name}` placeholders. */
export interface MessageValues {
  readonly positional: readonly unknown[];
  readonly named: ReadonlyMap<string, unknown>;
}

/**
 * ICU-style messages for one locale: `plural`, `selectordinal` and `select` blocks plus the
 * template engine's own `{0 money}` / `{0 currency}`, `{0 decimal}` / `{0 number}`,
 * `{0 datetime}`, `{0;1 datetime-interval}` and `{0 unit}` placeholders, each taking its
 * formatter's options.
 */
export class LocaleMessages {
  private readonly formatter: MessageFormatter;
  private readonly plain: PlainMessages;
  /** The zone of the message being formatted; formatting is synchronous, so one field serves. */
  private zone: string | (() => string) = '';

  /**
   * `language` and `region` choose plural rules, which stay the site's own when `cldr` falls back
   * to English; `measurement` chooses the units `unit` placeholders convert to.
   */
  constructor(
    private readonly cldr: CLDR,
    language: string,
    region: string,
    private readonly measurement: Measurement,
  ) {
    const formatters = this.placeholders();
    this.formatter = new MessageFormatter({
      language,
      region,
      cacheSize: MESSAGE_CACHE_SIZE,
      converter: new TemplateValueConverter(),
      formatters,
    });
    this.plain = new PlainMessages(Object.keys(formatters));
  }

  /**
   * Formats `message` with template values, in `timeZone` (or the zone a function finds, called
   * only by a date placeholder).
   * @throws Error when the locale library rejects a value (a money amount that is not finite).
   */
  format(message: string, values: MessageValues, timeZone: string | (() => string)): string {
    const plain = this.plain.get(message);
    if (plain !== null) return fillPlain(plain, values);
    this.zone = timeZone;
    const named: MessageNamedArgs = Object.create(null) as MessageNamedArgs;
    for (const [name, value] of values.named) named[name] = new TemplateValue(value);
    return this.formatter.format(
      message,
      values.positional.map((value) => new TemplateValue(value)),
      named,
    );
  }

  private placeholders(): MessageFormatFuncMap {
    const money = (args: MessageArg[], options: string[]) => this.money(args[0], options);
    const decimal = (args: MessageArg[], options: string[]) => this.decimal(args[0], options);
    return {
      money,
      currency: money,
      decimal,
      number: decimal,
      datetime: (args, options) => this.datetime(args[0], options),
      'datetime-interval': (args, options) => this.interval(args[0], args[1], options),
      unit: (args, options) => this.unit(args[0], options),
    };
  }

  /** The zone, asked for only by a date placeholder: finding a site's zone walks every scope. */
  private get timeZone(): string {
    return typeof this.zone === 'string' ? this.zone : this.zone();
  }

  private money(arg: MessageArg, options: string[]): string {
    const money = arg instanceof TemplateValue ? moneyOf(arg.value) : undefined;
    if (money === undefined) return '';
    const code = textOf(money.currency) as CurrencyType;
    return this.cldr.Numbers.formatCurrency(modeRounded(decimalOf(money.amount), options), code, currencyOptions(options));
  }

  private decimal(arg: MessageArg, options: string[]): string {
    if (!(arg instanceof TemplateValue)) return '';
    return this.cldr.Numbers.formatDecimal(modeRounded(decimalOf(arg.value), options), decimalOptions(options));
  }

  private unit(arg: MessageArg, options: string[]): string {
    if (!(arg instanceof TemplateValue)) return '';
    return formatUnitAmount(this.cldr, this.measurement, decimalOf(arg.value), joinUnitLists(options));
  }

  private datetime(arg: MessageArg, options: string[]): string {
    if (!(arg instanceof TemplateValue)) return '';
    const epoch = asNumber(arg.value);
    if (!Number.isFinite(epoch)) return '';
    const date = this.cldr.Calendars.toGregorianDate({ date: epoch, zoneId: this.timeZone });
    return this.cldr.Calendars.formatDate(date, datetimeOptions(options));
  }

  private interval(startArg: MessageArg, endArg: MessageArg, options: string[]): string {
    if (!(startArg instanceof TemplateValue) || !(endArg instanceof TemplateValue)) return '';
    const calendars = this.cldr.Calendars;
    const start = calendars.toGregorianDate({ date: asNumber(startArg.value), zoneId: this.timeZone });
    const end = calendars.toGregorianDate({ date: asNumber(endArg.value), zoneId: this.timeZone });
    return calendars.formatDateInterval(start, end, intervalOptions(options));
  }
}

/**
 * A plain message with its placeholders filled as the library fills them: a named value first,
 * else a positional one for `{0}`, each as the converter writes it; a missing one is empty.
 */
function fillPlain(parts: PlainMessage, values: MessageValues): string {
  let text = parts[0] as string;
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i] as string | number;
    const name = String(key);
    if (values.named.has(name)) text += textOf(values.named.get(name));
    else if (typeof key === 'number' && key < values.positional.length) text += textOf(values.positional[key]);
    text += parts[i + 1] as string;
  }
  return text;
}

/** Reads template values for `plural`, `selectordinal`, `select` and plain `{0}` placeholders. */
class TemplateValueConverter extends DefaultMessageArgConverter {
  override asDecimal(arg: MessageArg | undefined): Decimal {
    return arg instanceof TemplateValue ? decimalOf(arg.value) : super.asDecimal(arg);
  }

  override asString(arg: MessageArg | undefined): string {
    return arg instanceof TemplateValue ? textOf(arg.value) : super.asString(arg);
  }
}

/** A money node stands for its amount (`decimalValue`, else `value`) wherever a message wants a number or text. */
function amountOf(value: unknown): unknown {
  const decimal = getChild(value, 'decimalValue');
  return decimal === undefined ? getChild(value, 'value') : decimal;
}

/** A template value as text, money by its amount. */
function textOf(value: unknown): string {
  const amount = amountOf(value);
  return asText(amount === undefined ? value : amount);
}

/** A template value as a decimal: money by its amount, booleans as 1 and 0, anything unreadable 0. */
function decimalOf(value: unknown): Decimal {
  const amount = amountOf(value);
  if (amount !== undefined) return toDecimal(asText(amount)) ?? DecimalConstants.ZERO;
  switch (typeof value) {
    case 'boolean':
      return value ? DecimalConstants.ONE : DecimalConstants.ZERO;
    case 'number':
    case 'string':
      return toDecimal(value) ?? DecimalConstants.ZERO;
    default:
      return DecimalConstants.ZERO;
  }
}
