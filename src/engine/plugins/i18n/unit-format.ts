import type { CLDR, Decimal, UnitType } from '@phensley/cldr';
import { compactTarget, preferredTarget, type Measurement, type UnitTarget } from './measurement';
import { unitOptions, type UnitArguments } from './options';
import { breakDown, convertUnit, mostCompact, smallestOf, type Amount } from './unit-conversion';
import { categoryOf, unitNamed } from './unit-names';

/** How a tag's value is to be converted, once its arguments are read. */
type Conversion =
  | { readonly to: UnitType }
  | { readonly compactOf: readonly UnitType[] }
  | { readonly sequenceOf: readonly UnitType[] }
  | { readonly preferred: true };

/** Comma-separated units of one category, or `undefined` if any is unknown or they mix categories. */
function unitList(names: string): UnitType[] | undefined {
  const units: UnitType[] = [];
  for (const name of names.split(',')) {
    const unit = unitNamed(name);
    const [first] = units;
    if (unit === undefined || (first !== undefined && categoryOf(unit) !== categoryOf(first))) return undefined;
    units.push(unit);
  }
  return units;
}

/** A tag's conversion, and the unit its value is taken to be in when `in:` names none. */
interface Plan {
  readonly conversion: Conversion;
  readonly assumedInput: UnitType | undefined;
}

const PREFERRED: Plan = { conversion: { preferred: true }, assumedInput: undefined };

/**
 * Reads the tag's units. A unit to convert to (`out:` or a single-unit `compact:` name such as
 * `temperature`, which wins) comes first; then `compact:` decides alone when given; then an
 * `out:` list, then `sequence:`. Unknown names and unreadable lists count as absent.
 */
function planOf(args: UnitArguments, measurement: Measurement): Plan {
  const { out } = args;
  const compact = args.compact === undefined ? undefined : compactTarget(args.compact, measurement);
  const outUnit = out === undefined || out.includes(',') ? undefined : unitNamed(out);
  const exact = typeof compact === 'string' ? compact : outUnit;
  if (exact !== undefined) return { conversion: { to: exact }, assumedInput: inputFor(exact, measurement) };
  if (args.compact !== undefined) {
    return typeof compact === 'object' ? { conversion: { compactOf: compact }, assumedInput: smallestOf(compact, measurement) } : PREFERRED;
  }
  const outList = out === undefined ? undefined : unitList(out);
  if (outList?.[0] !== undefined) {
    return { conversion: { compactOf: outList }, assumedInput: inputFor(outList[0], measurement) };
  }
  const sequence = args.sequence === undefined ? undefined : unitList(args.sequence);
  if (sequence !== undefined) return { conversion: { sequenceOf: sequence }, assumedInput: smallestOf(sequence, measurement) };
  return PREFERRED;
}

/**
 * The unit a value is taken to be in when the tag names none but names where it goes: for bits
 * and bytes the bit or the byte, otherwise the region's unit for the category, the smallest of
 * its preferred family, or else the target itself.
 */
function inputFor(unit: UnitType, measurement: Measurement): UnitType | undefined {
  const category = categoryOf(unit);
  if (category === 'digital') return unit.endsWith('bit') ? 'bit' : 'byte';
  const preferred = category === undefined ? undefined : preferredTarget(category, measurement);
  return (typeof preferred === 'object' ? smallestOf(preferred, measurement) : preferred) ?? unit;
}

/** Converts to a single unit or the most compact of a family; `undefined` if the value does not convert. */
function toTarget(value: Amount, target: UnitTarget, measurement: Measurement): Amount | undefined {
  if (typeof target === 'object') return mostCompact(value, target, measurement);
  const converted = convertUnit(value.value, value.unit, target, measurement);
  return converted === undefined ? undefined : { value: converted, unit: target };
}

/** `value` in the region's preferred units for its category, or as it is when there are none or it does not convert. */
function preferred(value: Amount, measurement: Measurement): Amount {
  const category = categoryOf(value.unit);
  const target = category === undefined ? undefined : preferredTarget(category, measurement);
  return (target === undefined ? undefined : toTarget(value, target, measurement)) ?? value;
}

/** The amounts a value becomes; a value that does not convert as asked goes the preferred way, or stays as it is. */
function convert(value: Amount, conversion: Conversion, measurement: Measurement): Amount[] {
  if ('to' in conversion) return [toTarget(value, conversion.to, measurement) ?? value];
  if ('compactOf' in conversion) return [mostCompact(value, conversion.compactOf, measurement) ?? preferred(value, measurement)];
  if ('sequenceOf' in conversion) return breakDown(value, conversion.sequenceOf, measurement) ?? [preferred(value, measurement)];
  return [preferred(value, measurement)];
}

/**
 * Formats `amount` the way `{n|unit args}` does: converts it (`in:`, `out:`, `compact:`,
 * `sequence:`, or else to the region's preferred units) and prints each part with the locale's
 * unit patterns, parts separated by a space (`5′ 11″`). Without any unit argument, or when the
 * value's unit cannot be told, it prints the plain number.
 */
export function formatUnitAmount(cldr: CLDR, measurement: Measurement, amount: Decimal, args: readonly string[]): string {
  const options = unitOptions(args);
  const { conversion, assumedInput } = planOf(options, measurement);
  const input = (options.in === undefined ? undefined : unitNamed(options.in)) ?? assumedInput;
  if (input === undefined) return cldr.Units.formatQuantity({ value: amount }, options.format);
  return convert({ value: amount, unit: input }, conversion, measurement)
    .map(({ value, unit }) => cldr.Units.formatQuantity({ value, unit }, options.format))
    .join(' ');
}

/** Options whose value is a comma-separated list of units. */
const LIST_OPTION = /^(out|sequence):/;

/**
 * Message placeholders split their options at commas as well as spaces, so
 * `{1 unit sequence:hour,minute,second}` arrives as `sequence:hour`, `minute`, `second`. This
 * puts the lists back together: a bare unit name after a list option continues its list.
 */
export function joinUnitLists(options: readonly string[]): string[] {
  const joined: string[] = [];
  for (const option of options) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && LIST_OPTION.test(previous) && !option.includes(':') && unitNamed(option) !== undefined) {
      joined[joined.length - 1] = `${previous},${option}`;
    } else {
      joined.push(option);
    }
  }
  return joined;
}
