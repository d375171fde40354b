import type { UnitType } from '@phensley/cldr';
import type { UnitCategory } from './unit-names';

/**
 * How a region measures (CLDR supplemental measurement data): the system for most quantities,
 * and the temperature scale apart, since regions mix them. Liberia and Myanmar measure in US
 * units but temperatures in Celsius; the Bahamas, Belize, the Cayman Islands, Puerto Rico and
 * Palau the other way round; Britain in its own units (imperial gallons) with Celsius.
 */
export interface Measurement {
  readonly system: 'metric' | 'us' | 'uk';
  readonly temperature: 'celsius' | 'fahrenheit';
}

const METRIC: Measurement = { system: 'metric', temperature: 'celsius' };
const US_WITH_CELSIUS: Measurement = { system: 'us', temperature: 'celsius' };
const METRIC_WITH_FAHRENHEIT: Measurement = { system: 'metric', temperature: 'fahrenheit' };
const REGIONS: ReadonlyMap<string, Measurement> = new Map([
  ['US', { system: 'us', temperature: 'fahrenheit' }],
  ['GB', { system: 'uk', temperature: 'celsius' }],
  ['LR', US_WITH_CELSIUS],
  ['MM', US_WITH_CELSIUS],
  ['BS', METRIC_WITH_FAHRENHEIT],
  ['BZ', METRIC_WITH_FAHRENHEIT],
  ['KY', METRIC_WITH_FAHRENHEIT],
  ['PR', METRIC_WITH_FAHRENHEIT],
  ['PW', METRIC_WITH_FAHRENHEIT],
]);

/** The measurement of a region code (`US`, `FR` …); unlisted regions are metric. */
export function measurementOf(region: string): Measurement {
  return REGIONS.get(region) ?? METRIC;
}

/** Whether quantities of `category` (any quantity when absent or unknown) are metric there. */
export function usesMetric(measurement: Measurement, category: string | undefined): boolean {
  return category === 'temperature' ? measurement.temperature === 'celsius' : measurement.system === 'metric';
}

/** A unit to convert to, or units to choose the most compact of. */
export type UnitTarget = UnitType | readonly UnitType[];

const ANGLE: readonly UnitType[] = ['degree', 'arc-minute', 'arc-second'];
const BITS: readonly UnitType[] = ['terabit', 'gigabit', 'megabit', 'kilobit', 'bit'];
const BYTES: readonly UnitType[] = ['terabyte', 'gigabyte', 'megabyte', 'kilobyte', 'byte'];
const DURATION: readonly UnitType[] = ['century', 'year', 'month', 'day', 'hour', 'minute', 'second'];
const DURATION_LARGE: readonly UnitType[] = ['century', 'year', 'month', 'day'];
const DURATION_SMALL: readonly UnitType[] = ['day', 'hour', 'minute', 'second'];
const ELECTRIC: readonly UnitType[] = ['ampere', 'milliampere'];
const ENERGY: readonly UnitType[] = ['kilojoule', 'joule'];
const FREQUENCY: readonly UnitType[] = ['gigahertz', 'megahertz', 'kilohertz', 'hertz'];
const POWER: readonly UnitType[] = ['gigawatt', 'megawatt', 'kilowatt', 'watt'];

/** The units a measurement system prefers where systems differ. */
interface Preferred {
  readonly area: readonly UnitType[];
  readonly consumption: UnitType;
  readonly length: readonly UnitType[];
  readonly mass: readonly UnitType[];
  readonly speed: UnitType;
  readonly volume: readonly UnitType[];
  readonly liquid: readonly UnitType[];
}

const METRIC_UNITS: Preferred = {
  area: ['square-kilometer', 'square-meter', 'square-centimeter'],
  consumption: 'liter-per-100-kilometer',
  length: ['kilometer', 'meter', 'centimeter'],
  mass: ['tonne', 'kilogram', 'gram', 'milligram'],
  speed: 'kilometer-per-hour',
  volume: ['cubic-kilometer', 'cubic-meter', 'cubic-centimeter'],
  liquid: ['megaliter', 'hectoliter', 'liter', 'deciliter', 'centiliter', 'milliliter'],
};
const US_UNITS: Preferred = {
  area: ['square-mile', 'square-foot', 'square-inch'],
  consumption: 'mile-per-gallon',
  length: ['mile', 'yard', 'foot', 'inch'],
  mass: ['ton', 'pound', 'ounce'],
  speed: 'mile-per-hour',
  volume: ['cubic-mile', 'cubic-yard', 'cubic-foot', 'cubic-inch'],
  liquid: ['gallon', 'quart', 'pint', 'cup', 'fluid-ounce'],
};
const PREFERRED: Readonly<Record<Measurement['system'], Preferred>> = {
  metric: METRIC_UNITS,
  us: US_UNITS,
  uk: { ...US_UNITS, consumption: 'mile-per-gallon-imperial' },
};

/**
 * What a value of `category` converts to when the tag names no target: the measurement's unit
 * for speed, consumption and temperature, one fixed unit for acceleration, light and pressure,
 * and the most compact of a family of units for the rest. Categories without a preferred form
 * keep their unit (`undefined`).
 */
export function preferredTarget(category: UnitCategory, measurement: Measurement): UnitTarget | undefined {
  const preferred = PREFERRED[measurement.system];
  switch (category) {
    case 'acceleration':
      return 'meter-per-square-second';
    case 'angle':
      return ANGLE;
    case 'area':
    case 'consumption':
    case 'length':
    case 'mass':
    case 'speed':
    case 'volume':
      return preferred[category];
    case 'digital':
      return BYTES;
    case 'duration':
      return DURATION;
    case 'electric':
      return ELECTRIC;
    case 'energy':
      return ENERGY;
    case 'frequency':
      return FREQUENCY;
    case 'light':
      return 'lux';
    case 'power':
      return POWER;
    case 'pressure':
      return 'millibar';
    case 'temperature':
      return measurement.temperature;
    default:
      return undefined;
  }
}

/**
 * The target a `compact:` name stands for (`bytes`, `length`, `temperature` …), or `undefined`
 * for a name it does not know.
 */
export function compactTarget(name: string, measurement: Measurement): UnitTarget | undefined {
  const preferred = PREFERRED[measurement.system];
  switch (name) {
    case 'angle':
    case 'angles':
      return ANGLE;
    case 'area':
    case 'consumption':
    case 'length':
    case 'mass':
    case 'speed':
    case 'volume':
    case 'liquid':
      return preferred[name];
    case 'bit':
    case 'bits':
      return BITS;
    case 'byte':
    case 'bytes':
      return BYTES;
    case 'duration':
      return DURATION;
    case 'duration-large':
      return DURATION_LARGE;
    case 'duration-small':
      return DURATION_SMALL;
    case 'energy':
      return ENERGY;
    case 'frequency':
      return FREQUENCY;
    case 'light':
      return 'lux';
    case 'power':
      return POWER;
    case 'temp':
    case 'temperature':
      return measurement.temperature;
    default:
      return undefined;
  }
}
