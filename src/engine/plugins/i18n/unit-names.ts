import type { UnitType } from '@phensley/cldr';

/** The kinds of quantity a unit measures; units convert only within their category. */
export type UnitCategory =
  | 'acceleration'
  | 'angle'
  | 'area'
  | 'concentration'
  | 'consumption'
  | 'digital'
  | 'duration'
  | 'electric'
  | 'energy'
  | 'force'
  | 'frequency'
  | 'length'
  | 'light'
  | 'mass'
  | 'power'
  | 'pressure'
  | 'speed'
  | 'temperature'
  | 'torque'
  | 'volume';

/** The units templates may name, by category, under their locale-data names. */
export const UNITS: Readonly<Record<UnitCategory, readonly UnitType[]>> = {
  acceleration: ['g-force', 'meter-per-square-second'],
  angle: ['revolution', 'degree', 'arc-minute', 'arc-second', 'radian'],
  area: [
    'square-kilometer',
    'hectare',
    'square-meter',
    'square-centimeter',
    'square-mile',
    'acre',
    'square-yard',
    'square-foot',
    'square-inch',
  ],
  concentration: ['karat', 'milligram-ofglucose-per-deciliter', 'millimole-per-liter', 'part-per-1e6'],
  consumption: ['liter-per-100-kilometer', 'liter-per-kilometer', 'mile-per-gallon', 'mile-per-gallon-imperial'],
  digital: ['terabyte', 'gigabyte', 'megabyte', 'kilobyte', 'byte', 'terabit', 'gigabit', 'megabit', 'kilobit', 'bit'],
  duration: ['century', 'year', 'month', 'week', 'day', 'hour', 'minute', 'second', 'millisecond', 'microsecond', 'nanosecond'],
  electric: ['ampere', 'milliampere', 'ohm', 'volt'],
  energy: ['kilojoule', 'joule', 'kilowatt-hour', 'calorie', 'foodcalorie', 'kilocalorie'],
  force: ['newton', 'pound-force'],
  frequency: ['gigahertz', 'megahertz', 'kilohertz', 'hertz'],
  length: [
    'kilometer',
    'meter',
    'decimeter',
    'centimeter',
    'millimeter',
    'micrometer',
    'nanometer',
    'picometer',
    'mile',
    'yard',
    'foot',
    'inch',
    'light-year',
    'astronomical-unit',
    'parsec',
    'furlong',
    'fathom',
    'nautical-mile',
    'mile-scandinavian',
    'point',
  ],
  light: ['lux'],
  mass: ['tonne', 'kilogram', 'gram', 'milligram', 'microgram', 'carat', 'ton', 'pound', 'stone', 'ounce', 'ounce-troy'],
  power: ['gigawatt', 'megawatt', 'kilowatt', 'watt', 'milliwatt', 'horsepower'],
  pressure: ['hectopascal', 'millibar', 'pound-force-per-square-inch', 'inch-ofhg', 'millimeter-ofhg'],
  speed: ['kilometer-per-hour', 'meter-per-second', 'mile-per-hour', 'knot'],
  temperature: ['celsius', 'fahrenheit', 'kelvin', 'temperature'],
  torque: ['newton-meter', 'pound-force-foot'],
  volume: [
    'cubic-kilometer',
    'cubic-meter',
    'cubic-centimeter',
    'cubic-mile',
    'cubic-yard',
    'cubic-foot',
    'cubic-inch',
    'megaliter',
    'hectoliter',
    'liter',
    'deciliter',
    'centiliter',
    'milliliter',
    'cup-metric',
    'pint-metric',
    'acre-foot',
    'gallon',
    'gallon-imperial',
    'bushel',
    'quart',
    'pint',
    'cup',
    'fluid-ounce',
    'tablespoon',
    'teaspoon',
  ],
};

/**
 * Other names templates use: those of the platform's earlier engine (whose locale data named
 * some units differently), symbols and short forms.
 */
const ALIASES: ReadonlyMap<string, UnitType> = new Map<string, UnitType>([
  ['meter-per-second-squared', 'meter-per-square-second'],
  ['g', 'g-force'],
  ['arcminute', 'arc-minute'],
  ['arcsecond', 'arc-second'],
  ['milligram-per-deciliter', 'milligram-ofglucose-per-deciliter'],
  ['part-per-million', 'part-per-1e6'],
  ['liter-per-100kilometers', 'liter-per-100-kilometer'],
  ['amp', 'ampere'],
  ['milliamp', 'milliampere'],
  ['metric-ton', 'tonne'],
  ['troy-ounce', 'ounce-troy'],
  ['inch-hg', 'inch-ofhg'],
  ['millimeter-of-mercury', 'millimeter-ofhg'],
  ['pound-per-square-inch', 'pound-force-per-square-inch'],
  ['c', 'celsius'],
  ['f', 'fahrenheit'],
  ['k', 'kelvin'],
  ['generic', 'temperature'],
  ['degrees-generic', 'temperature'],
  ['generic-degrees', 'temperature'],
]);

const CATEGORY_OF = new Map<UnitType, UnitCategory>();
const BY_NAME = new Map<string, UnitType>();
for (const [category, units] of Object.entries(UNITS) as [UnitCategory, readonly UnitType[]][]) {
  for (const unit of units) {
    CATEGORY_OF.set(unit, category);
    BY_NAME.set(singular(unit), unit);
  }
}
for (const [name, unit] of ALIASES) BY_NAME.set(singular(name), unit);

/** Category names a unit may be prefixed with (`length-meter`), as locale data keys them. */
const CATEGORY_PREFIX = new RegExp(`^(${[...Object.keys(UNITS), 'concentr'].join('|')})-`);

/**
 * Each hyphenated word in its singular form (`square-feet` → `square-foot`, `centuries` →
 * `century`), so a name matches whichever number it is written in. Names and lookups go through
 * the same folding, so words that merely end in s (`celsius`) still match themselves.
 */
function singular(name: string): string {
  return name
    .split('-')
    .map((word) => {
      if (word === 'feet') return 'foot';
      if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
      if (word.endsWith('ches')) return word.slice(0, -2);
      if (word.length > 1 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
      return word;
    })
    .join('-');
}

/**
 * The unit a template names (`inch`, `inches`, `square-feet`, `length-meter`, `C`, `amps` …),
 * or `undefined` if it names none.
 */
export function unitNamed(name: string): UnitType | undefined {
  const lower = name.toLowerCase();
  return BY_NAME.get(singular(lower)) ?? BY_NAME.get(singular(lower.replace(CATEGORY_PREFIX, '')));
}

/** The category of a unit the catalogue holds. */
export function categoryOf(unit: UnitType): UnitCategory | undefined {
  return CATEGORY_OF.get(unit);
}
