import type {
  CalendarType,
  ContextType,
  CurrencyFormatOptions,
  CurrencyFormatStyleType,
  CurrencySymbolWidthType,
  DateFieldWidthType,
  DateFormatOptions,
  DateIntervalFormatOptions,
  Decimal,
  DecimalFormatOptions,
  DecimalFormatStyleType,
  FormatWidthType,
  NumberFormatOptions,
  RelativeTimeFormatOptions,
  RoundingModeType,
  TimePeriodField,
  UnitFormatOptions,
  UnitLength,
} from '@phensley/cldr';

/*
 * Formatter arguments are `name:value` options (or bare `name` flags) mapped onto the locale
 * library's option objects. Unknown names and values are ignored rather than reported: templates
 * written for the reference engine carry options it ignores too.
 */

/** Digit counts are clamped to this, the reference's arbitrary upper limit. */
const MAX_DIGITS = 50;

const DECIMAL_STYLES = new Set<DecimalFormatStyleType>([
  'decimal',
  'short',
  'long',
  'scientific',
  'percent',
  'percent-scaled',
  'permille',
  'permille-scaled',
]);
const CURRENCY_STYLES = new Set<CurrencyFormatStyleType>(['symbol', 'accounting', 'code', 'name', 'short']);
const SYMBOL_WIDTHS = new Set<CurrencySymbolWidthType>(['default', 'narrow']);
const ROUNDING_MODES = new Set<RoundingModeType>(['up', 'down', 'ceiling', 'floor', 'half-up', 'half-down', 'half-even']);
/** Familiar names for rounding modes. */
const ROUNDING_ALIASES: ReadonlyMap<string, RoundingModeType> = new Map([
  ['ceil', 'ceiling'],
  ['truncate', 'down'],
]);
const FORMAT_WIDTHS = new Set<FormatWidthType>(['short', 'medium', 'long', 'full']);
const CONTEXTS = new Set<ContextType>(['middle-of-text', 'begin-sentence', 'standalone', 'ui-list-or-menu']);
const TIME_PERIOD_FIELDS = new Set<TimePeriodField>(['year', 'month', 'week', 'day', 'hour', 'minute', 'second', 'millis']);
const FIELD_WIDTHS = new Set<DateFieldWidthType>(['short', 'narrow', 'wide']);
const CALENDARS: ReadonlyMap<string, CalendarType> = new Map([
  ['gregorian', 'gregory'],
  ['gregory', 'gregory'],
  ['buddhist', 'buddhist'],
  ['iso8601', 'iso8601'],
  ['japanese', 'japanese'],
  ['persian', 'persian'],
]);
const DEFAULT_CALENDAR: CalendarType = 'gregory';

function isMember<T extends string>(set: ReadonlySet<T>, value: string): value is T {
  return (set as ReadonlySet<string>).has(value);
}

/** Splits `name:value` at the first colon; a bare flag has the empty value. */
function eachOption(args: readonly string[], apply: (name: string, value: string) => void): void {
  for (const arg of args) {
    const colon = arg.indexOf(':');
    if (colon === -1) apply(arg, '');
    else apply(arg.slice(0, colon), arg.slice(colon + 1));
  }
}

/** A digit count: its leading integer clamped to 0…50, anything unreadable 0. */
function digits(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? Math.min(Math.max(n, 0), MAX_DIGITS) : 0;
}

/** The options every number format shares. */
function applyNumberOption(name: string, value: string, options: NumberFormatOptions): void {
  switch (name) {
    case 'group':
    case 'grouping':
      options.group = value === '' || value === 'true';
      break;
    case 'no-group':
    case 'no-grouping':
      options.group = false;
      break;
    case 'round':
    case 'rounding': {
      const mode = ROUNDING_ALIASES.get(value) ?? (isMember(ROUNDING_MODES, value) ? value : undefined);
      if (mode !== undefined) options.round = mode;
      break;
    }
    case 'minint':
    case 'minInt':
    case 'minimumIntegerDigits':
      options.minimumIntegerDigits = digits(value);
      break;
    case 'maxfrac':
    case 'maxFrac':
    case 'maximumFractionDigits':
      options.maximumFractionDigits = digits(value);
      break;
    case 'minfrac':
    case 'minFrac':
    case 'minimumFractionDigits':
      options.minimumFractionDigits = digits(value);
      break;
    case 'maxsig':
    case 'maxSig':
    case 'maximumSignificantDigits':
      options.maximumSignificantDigits = digits(value);
      break;
    case 'minsig':
    case 'minSig':
    case 'minimumSignificantDigits':
      options.minimumSignificantDigits = digits(value);
      break;
    default:
      break;
  }
}

/**
 * `mode:` of the platform's other engine, which digit options count: `significant` counts only
 * `minsig`/`maxsig`; `default` (or `fractions`) only `minint`/`minfrac`/`maxfrac`;
 * `significant-maxfrac` counts significant digits of the value first rounded to `maxfrac`
 * fraction digits (`3.142` for 3.14159 with `minsig:1 maxfrac:3`). Without it the locale
 * library's rule holds: significant digits, when given, win.
 */
type NumberMode = 'default' | 'significant' | 'significant-maxfrac';

const NUMBER_MODES: ReadonlyMap<string, NumberMode> = new Map([
  ['default', 'default'],
  ['fractions', 'default'],
  ['significant', 'significant'],
  ['significant-maxfrac', 'significant-maxfrac'],
  ['significant-maxFrac', 'significant-maxfrac'],
]);

/** The last `mode:` the arguments name, if any. */
function numberMode(args: readonly string[]): NumberMode | undefined {
  let mode: NumberMode | undefined;
  eachOption(args, (name, value) => {
    if (name === 'mode') mode = NUMBER_MODES.get(value) ?? mode;
  });
  return mode;
}

/** Drops the digit options the arguments' `mode:` does not count. */
function keepModeDigits<T extends NumberFormatOptions>(options: T, args: readonly string[]): T {
  switch (numberMode(args)) {
    case 'default':
      delete options.minimumSignificantDigits;
      delete options.maximumSignificantDigits;
      break;
    case 'significant':
    case 'significant-maxfrac':
      delete options.minimumIntegerDigits;
      delete options.minimumFractionDigits;
      delete options.maximumFractionDigits;
      break;
    default:
      break;
  }
  return options;
}

/**
 * The value a `decimal` or `money` tag formats: under `mode:significant-maxfrac`, rounded to its
 * `maxfrac` fraction digits (with its `round:` mode), since significant digits are then counted
 * on what is left; otherwise the value itself.
 */
export function modeRounded(value: Decimal, args: readonly string[]): Decimal {
  if (numberMode(args) !== 'significant-maxfrac') return value;
  const { maximumFractionDigits, round = 'half-even' } = numberOptions(args);
  return maximumFractionDigits === undefined ? value : value.setScale(maximumFractionDigits, round);
}

/** The number options of the arguments alone. */
function numberOptions(args: readonly string[]): NumberFormatOptions {
  const options: NumberFormatOptions = {};
  eachOption(args, (name, value) => applyNumberOption(name, value, options));
  return options;
}

/**
 * `decimal` options: `style:decimal|short|long|scientific|percent|percent-scaled|permille|permille-scaled`
 * (`standard` is `decimal`), `group`, `no-group`, `round:…`, `minint:`, `maxfrac:`, `minfrac:`,
 * `maxsig:`, `minsig:`, `mode:` (see {@link NumberMode}; pair it with {@link modeRounded}).
 */
export function decimalOptions(args: readonly string[]): DecimalFormatOptions {
  const options: DecimalFormatOptions = {};
  eachOption(args, (name, value) => {
    if (name !== 'style') applyNumberOption(name, value, options);
    else if (value === 'standard') options.style = 'decimal';
    else if (isMember(DECIMAL_STYLES, value)) options.style = value;
  });
  return keepModeDigits(options, args);
}

/**
 * `money` options: `style:symbol|accounting|code|name|short` (`standard` is `symbol`),
 * `symbol:default|narrow`, and the number options of {@link decimalOptions}, `mode:` included.
 */
export function currencyOptions(args: readonly string[]): CurrencyFormatOptions {
  const options: CurrencyFormatOptions = {};
  eachOption(args, (name, value) => {
    if (name === 'style') {
      if (value === 'standard') options.style = 'symbol';
      else if (isMember(CURRENCY_STYLES, value)) options.style = value;
    } else if (name === 'symbol') {
      if (isMember(SYMBOL_WIDTHS, value)) options.symbolWidth = value;
    } else {
      applyNumberOption(name, value, options);
    }
  });
  return keepModeDigits(options, args);
}

/**
 * `datetime` options. Bare flags: `date` and `time` (short widths), a width (`short`…`full`) for
 * date and time together, anything else a skeleton fragment (`yMMMd`). Named: `date:`, `time:`,
 * `datetime:` (a width, or else a skeleton fragment), `skeleton:` (the whole skeleton),
 * `wrap:` (`wrapper:`, `wrapped:`), `context:`, `calendar:`.
 */
export function datetimeOptions(args: readonly string[]): DateFormatOptions {
  const options: DateFormatOptions = {};
  const addSkeleton = (fragment: string) => {
    options.skeleton = (options.skeleton ?? '') + fragment;
  };
  eachOption(args, (name, value) => {
    if (value === '') {
      if (name === 'date') options.date = 'short';
      else if (name === 'time') options.time = 'short';
      else if (isMember(FORMAT_WIDTHS, name)) options.datetime = name;
      else addSkeleton(name);
      return;
    }
    switch (name) {
      case 'calendar': {
        // An unknown calendar undoes an earlier one, leaving the Gregorian default, as in the reference.
        const calendar = CALENDARS.get(value);
        if (calendar === undefined) delete options.ca;
        else options.ca = calendar;
        break;
      }
      case 'context':
        if (isMember(CONTEXTS, value)) options.context = value;
        break;
      case 'date':
      case 'time':
      case 'datetime':
        if (isMember(FORMAT_WIDTHS, value)) options[name] = value;
        else addSkeleton(value);
        break;
      case 'skeleton':
        options.skeleton = value;
        break;
      case 'wrap':
      case 'wrapper':
      case 'wrapped':
        if (isMember(FORMAT_WIDTHS, value)) options.wrap = value;
        break;
    }
  });
  options.ca ??= DEFAULT_CALENDAR;
  return options;
}

/**
 * `datetime-interval` options: a bare flag is the whole skeleton (`yMMMd`); named `skeleton:`,
 * `date:`, `time:` (skeletons) and `context:`.
 */
export function intervalOptions(args: readonly string[]): DateIntervalFormatOptions {
  const options: DateIntervalFormatOptions = { ca: DEFAULT_CALENDAR };
  eachOption(args, (name, value) => {
    if (value === '') {
      if (name !== '' && !INTERVAL_OPTION_NAMES.has(name)) options.skeleton = name;
      return;
    }
    switch (name) {
      case 'context':
        if (isMember(CONTEXTS, value)) options.context = value;
        break;
      case 'skeleton':
      case 'date':
      case 'time':
        options[name] = value;
        break;
    }
  });
  return options;
}

const INTERVAL_OPTION_NAMES = new Set(['context', 'skeleton', 'date', 'time']);

/**
 * `relative-time` options: `context:`, `field:year|month|week|day|hour|minute|second|millis`,
 * `width:short|narrow|wide`, the switches `dayOfWeek:true`, `numericOnly:true`, `allowWeeks:true`,
 * `alwaysNow:true`, and the number options of {@link decimalOptions}.
 */
export function relativeTimeOptions(args: readonly string[]): RelativeTimeFormatOptions {
  const options: RelativeTimeFormatOptions = { ca: DEFAULT_CALENDAR };
  eachOption(args, (name, value) => {
    switch (name) {
      case 'context':
        if (isMember(CONTEXTS, value)) options.context = value;
        break;
      case 'field':
        if (isMember(TIME_PERIOD_FIELDS, value)) options.field = value;
        break;
      case 'width':
        if (isMember(FIELD_WIDTHS, value)) options.width = value;
        break;
      case 'dayOfWeek':
      case 'numericOnly':
      case 'allowWeeks':
      case 'alwaysNow':
        options[name] = value === 'true';
        break;
      default:
        applyNumberOption(name, value, options);
    }
  });
  return options;
}

const UNIT_LENGTHS = new Set<UnitLength>(['long', 'short', 'narrow']);
/** Unit amounts print ungrouped with at most one fraction digit unless the tag says otherwise. */
const UNIT_DEFAULTS = { length: 'narrow', group: false, maximumFractionDigits: 1, minimumFractionDigits: 0 } satisfies UnitFormatOptions;

/** What a `unit` tag asks for: unit names as written, and how to print the result. */
export interface UnitArguments {
  /** `in:` the unit of the value. */
  readonly in?: string;
  /** `out:` one unit to convert to, or a comma-separated list to choose the most compact from. */
  readonly out?: string;
  /** `sequence:` comma-separated units to break the value into (`foot,inch`). */
  readonly sequence?: string;
  /** `compact:` a family of units to choose the most compact from (`bytes`, `length`, `duration` …). */
  readonly compact?: string;
  readonly format: UnitFormatOptions;
}

/**
 * `unit` options: `in:`, `out:`, `sequence:` (the first one given counts), `compact:`,
 * `format:narrow|short|long` (default narrow), and the number options of {@link decimalOptions}.
 * Amounts print ungrouped with at most one fraction digit by default. A `maxfrac` the tag gives
 * is also the minimum unless it gives `minfrac` too: the platform's other engine prints a unit
 * amount with exactly that many fraction digits (`0.510G` for `maxfrac:3`), where `decimal`
 * drops trailing zeros. `minfrac` above the maximum raises the maximum.
 */
export function unitOptions(args: readonly string[]): UnitArguments {
  const names: { in?: string; out?: string; sequence?: string; compact?: string } = {};
  let length: UnitLength = UNIT_DEFAULTS.length;
  const given: NumberFormatOptions = {};
  eachOption(args, (name, value) => {
    switch (name) {
      case 'in':
      case 'out':
      case 'compact':
        if (value !== '') names[name] = value;
        break;
      case 'sequence':
        if (value !== '') names.sequence ??= value;
        break;
      case 'format':
        if (isMember(UNIT_LENGTHS, value)) length = value;
        break;
      default:
        applyNumberOption(name, value, given);
    }
  });
  const format: UnitFormatOptions = { ...UNIT_DEFAULTS, ...given, length };
  if (given.minimumFractionDigits === undefined && given.maximumFractionDigits !== undefined) {
    format.minimumFractionDigits = given.maximumFractionDigits;
  }
  const { minimumFractionDigits = 0, maximumFractionDigits = 0 } = format;
  if (minimumFractionDigits > maximumFractionDigits) format.maximumFractionDigits = minimumFractionDigits;
  return { ...names, format };
}
