import { Decimal, DecimalConstants, Rational, type MathContext, type UnitType } from '@phensley/cldr';
import {
  ACCELERATION,
  ANGLE,
  AREA,
  CONSUMPTION,
  DIGITAL,
  DURATION,
  ELECTRIC,
  ENERGY,
  FORCE,
  FREQUENCY,
  LENGTH,
  MASS,
  POWER,
  PRESSURE,
  SPEED,
  TORQUE,
  UnitFactors,
  VOLUME,
  VOLUME_UK,
  type FactorDef,
} from '@phensley/unit-converter';
import type { Measurement } from './measurement';
import { categoryOf, type UnitCategory } from './unit-names';

/** Digits kept through a conversion: far beyond what a template prints, so rounding happens once, when printing. */
const CONTEXT: MathContext = { precision: 34, round: 'half-even' };

/** A value in a unit. */
export interface Amount {
  readonly value: Decimal;
  readonly unit: UnitType;
}

/** Replaces the factor between two units (given either way round) with a correct one. */
type Repair = readonly [between: readonly [UnitType, UnitType], factor: FactorDef];

function repaired(table: readonly FactorDef[], repairs: readonly Repair[]): FactorDef[] {
  const wrong = ([from, , to]: FactorDef) => repairs.some(([[a, b]]) => (from === a && to === b) || (from === b && to === a));
  return [...table.filter((factor) => !wrong(factor)), ...repairs.map(([, factor]) => factor)];
}

/*
 * The converter's own tables, repaired: version 1.14 counts a century as 315,569,520 seconds
 * (ten years) and a cubic metre as 10⁹ cubic centimetres, rounds the cubic inch and the cubic
 * foot to 13 and 16 digits although both are exact (2.54 cm to the inch), and has no milliwatt.
 */
const DURATION_FACTORS = repaired(DURATION, [
  [
    ['century', 'second'],
    ['century', '100', 'year'],
  ],
]);
const POWER_FACTORS: FactorDef[] = [...POWER, ['milliwatt', '1 / 1000', 'watt']];
const VOLUME_REPAIRS: readonly Repair[] = [
  [
    ['cubic-meter', 'cubic-centimeter'],
    ['cubic-meter', '1000000', 'cubic-centimeter'],
  ],
  [
    ['cubic-centimeter', 'cubic-inch'],
    ['cubic-inch', '16.387064', 'cubic-centimeter'],
  ],
  [
    ['cubic-foot', 'cubic-meter'],
    ['cubic-foot', '0.028316846592', 'cubic-meter'],
  ],
];
const US_VOLUME = new UnitFactors(repaired(VOLUME, VOLUME_REPAIRS));
/** British gallons, pints and cups are imperial ones. */
const UK_VOLUME = new UnitFactors(repaired(VOLUME_UK, VOLUME_REPAIRS));

/*
 * A parsec is 648000/π astronomical units. The platform's other engine took that ratio to 16
 * digits, and pages it printed show it in the last digit of astronomical distances (15.3 parsecs
 * is 293,354,727,123,709.6 miles there, …709.53 exactly); this table keeps its factor.
 */
const LENGTH_FACTORS = new UnitFactors(
  repaired(LENGTH, [
    [
      ['parsec', 'astronomical-unit'],
      ['parsec', '206264.8062470964', 'astronomical-unit'],
    ],
  ]),
);
const LITERS_PER_KILOMETER = new UnitFactors(CONSUMPTION);

/** Factors of the categories whose units are multiples of one another. */
const FACTORS: Partial<Record<UnitCategory, UnitFactors>> = {
  acceleration: new UnitFactors(ACCELERATION),
  angle: new UnitFactors(ANGLE),
  area: new UnitFactors(AREA),
  digital: new UnitFactors(DIGITAL),
  duration: new UnitFactors(DURATION_FACTORS),
  electric: new UnitFactors(ELECTRIC),
  energy: new UnitFactors(ENERGY),
  force: new UnitFactors(FORCE),
  frequency: new UnitFactors(FREQUENCY),
  length: LENGTH_FACTORS,
  mass: new UnitFactors(MASS),
  power: new UnitFactors(POWER_FACTORS),
  pressure: new UnitFactors(PRESSURE),
  speed: new UnitFactors(SPEED),
  torque: new UnitFactors(TORQUE),
  volume: US_VOLUME,
};

function factorsFor(category: UnitCategory, measurement: Measurement): UnitFactors | undefined {
  return category === 'volume' && measurement.system === 'uk' ? UK_VOLUME : FACTORS[category];
}

/** The exact factor that turns an amount of `from` into one of `to`, if the two convert by a factor. */
function factor(factors: UnitFactors, from: UnitType, to: UnitType): Rational | undefined {
  return factors.get(from, to)?.factors.reduce((product, next) => product.multiply(next, CONTEXT), new Rational(1));
}

function scale(value: Decimal, by: Rational): Decimal {
  return value.multiply(by.numerator(), CONTEXT).divide(by.denominator(), CONTEXT);
}

function convertBy(factors: UnitFactors | undefined, value: Decimal, from: UnitType, to: UnitType): Decimal | undefined {
  const by = factors === undefined ? undefined : factor(factors, from, to);
  return by === undefined ? undefined : scale(value, by);
}

/**
 * `value` in `from` expressed in `to`, or `undefined` when the two do not convert (different
 * categories, or no known relation). Volumes and miles per gallon follow the region: a British
 * gallon is an imperial one.
 */
export function convertUnit(value: Decimal, from: UnitType, to: UnitType, measurement: Measurement): Decimal | undefined {
  if (from === to) return value;
  const category = categoryOf(from);
  if (category === undefined || category !== categoryOf(to)) return undefined;
  switch (category) {
    case 'temperature':
      return convertTemperature(value, from, to);
    case 'consumption':
      return convertConsumption(value, from, to, measurement);
    default:
      return convertBy(factorsFor(category, measurement), value, from, to);
  }
}

const NINE_FIFTHS = new Rational(9, 5);
const FIVE_NINTHS = NINE_FIFTHS.inverse();
const FREEZING_FAHRENHEIT = new Decimal(32);
const ZERO_CELSIUS_KELVIN = new Decimal('273.15');

/** Temperatures convert through Celsius. A generic degree takes any scale's number and converts to none. */
function convertTemperature(value: Decimal, from: UnitType, to: UnitType): Decimal | undefined {
  if (to === 'temperature') return value;
  let celsius: Decimal;
  switch (from) {
    case 'celsius':
      celsius = value;
      break;
    case 'fahrenheit':
      celsius = scale(value.subtract(FREEZING_FAHRENHEIT), FIVE_NINTHS);
      break;
    case 'kelvin':
      celsius = value.subtract(ZERO_CELSIUS_KELVIN);
      break;
    default:
      return undefined;
  }
  switch (to) {
    case 'celsius':
      return celsius;
    case 'fahrenheit':
      return scale(celsius, NINE_FIFTHS).add(FREEZING_FAHRENHEIT);
    case 'kelvin':
      return celsius.add(ZERO_CELSIUS_KELVIN);
    default:
      return undefined;
  }
}

const isMilesPerGallon = (unit: UnitType) => unit === 'mile-per-gallon' || unit === 'mile-per-gallon-imperial';

/**
 * Miles per gallon and liters per kilometer are reciprocal: either is liters per gallon over
 * kilometers per mile, divided by the other. Zero has no reciprocal.
 */
function reciprocal(value: Decimal, milesPerGallon: UnitType, measurement: Measurement): Decimal | undefined {
  const imperial = milesPerGallon === 'mile-per-gallon-imperial' || measurement.system === 'uk';
  const gallon = imperial ? factor(UK_VOLUME, 'gallon-imperial', 'liter') : factor(US_VOLUME, 'gallon', 'liter');
  const mile = factor(LENGTH_FACTORS, 'mile', 'kilometer');
  if (value.isZero() || gallon === undefined || mile === undefined) return undefined;
  return scale(DecimalConstants.ONE.divide(value, CONTEXT), gallon.divide(mile, CONTEXT));
}

/** Fuel consumption converts through liters per kilometer. */
function convertConsumption(value: Decimal, from: UnitType, to: UnitType, measurement: Measurement): Decimal | undefined {
  const perKilometer = isMilesPerGallon(from)
    ? reciprocal(value, from, measurement)
    : convertBy(LITERS_PER_KILOMETER, value, from, 'liter-per-kilometer');
  if (perKilometer === undefined) return undefined;
  return isMilesPerGallon(to)
    ? reciprocal(perKilometer, to, measurement)
    : convertBy(LITERS_PER_KILOMETER, perKilometer, 'liter-per-kilometer', to);
}

/** Units from largest to smallest, each with its size in the smallest. */
interface Family {
  readonly base: UnitType;
  readonly members: readonly { readonly unit: UnitType; readonly size: Decimal }[];
}

/** Each unit's size in `reference`, or `undefined` if one does not convert to it. */
function sizesIn(reference: UnitType, units: readonly UnitType[], measurement: Measurement) {
  const sized: { unit: UnitType; size: Decimal }[] = [];
  for (const unit of units) {
    const size = convertUnit(DecimalConstants.ONE, unit, reference, measurement);
    if (size === undefined) return undefined;
    sized.push({ unit, size });
  }
  return sized;
}

/**
 * Orders units of one category by size; `undefined` if they do not all convert by a factor.
 * Sizes in the smallest unit come from exact factors, so whole units divide without residue.
 */
function familyOf(units: readonly UnitType[], measurement: Measurement): Family | undefined {
  const [first] = units;
  const category = first === undefined ? undefined : categoryOf(first);
  if (first === undefined || category === undefined || factorsFor(category, measurement) === undefined) return undefined;
  const ordered = sizesIn(first, units, measurement)?.sort((a, b) => b.size.compare(a.size));
  const base = ordered?.[ordered.length - 1]?.unit;
  const members =
    ordered &&
    base &&
    sizesIn(
      base,
      ordered.map(({ unit }) => unit),
      measurement,
    );
  return base && members ? { base, members } : undefined;
}

/** The smallest of a family of units, the one a value with no stated unit is taken to be in. */
export function smallestOf(units: readonly UnitType[], measurement: Measurement): UnitType | undefined {
  return familyOf(units, measurement)?.base;
}

/** The family of `units` and `value` in its smallest unit, or `undefined` if the value does not fit the family. */
function inFamily(
  value: Amount,
  units: readonly UnitType[],
  measurement: Measurement,
): { readonly family: Family; readonly base: Decimal } | undefined {
  const family = familyOf(units, measurement);
  const base = family === undefined ? undefined : convertUnit(value.value, value.unit, family.base, measurement);
  return family === undefined || base === undefined ? undefined : { family, base };
}

/**
 * `value` in the largest of `units` it amounts to at least one of (the smallest when it is
 * smaller than all): 1,500,000 bytes among bytes to terabytes is 1.43 megabytes.
 */
export function mostCompact(value: Amount, units: readonly UnitType[], measurement: Measurement): Amount | undefined {
  const fit = inFamily(value, units, measurement);
  if (fit === undefined) return undefined;
  const magnitude = fit.base.abs();
  const { members } = fit.family;
  const member = members.find(({ size }) => size.compare(magnitude) <= 0) ?? members[members.length - 1];
  return member && { value: fit.base.divide(member.size, CONTEXT), unit: member.unit };
}

/**
 * `value` broken into whole amounts of `units` from the largest down, the remainder in the
 * smallest (1.5 miles is 1 mile 880 yards). Units it holds none of are left out; a negative
 * value is negative in its first part only.
 */
export function breakDown(value: Amount, units: readonly UnitType[], measurement: Measurement): Amount[] | undefined {
  const fit = inFamily(value, units, measurement);
  if (fit === undefined) return undefined;
  const negative = fit.base.isNegative();
  let rest = fit.base.abs();
  const parts: Amount[] = [];
  const signed = (part: Decimal) => (negative && parts.length === 0 ? part.negate() : part);
  const { members } = fit.family;
  members.forEach(({ unit, size }, index) => {
    if (index === members.length - 1) {
      if (!rest.isZero() || parts.length === 0) parts.push({ value: signed(rest.divide(size, CONTEXT)), unit });
    } else if (size.compare(rest) <= 0) {
      const [whole, remainder] = rest.divmod(size);
      parts.push({ value: signed(whole), unit });
      rest = remainder;
    }
  });
  return parts;
}
