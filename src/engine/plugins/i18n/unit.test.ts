import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { render } from '../../../../test/engine/render';
import { formatMessage } from './index';

/** `{n|unit args}` in `locale`. */
const unit = (args: string, value: unknown, locale = 'en-US') =>
  render(`{n|unit${args === '' ? '' : ` ${args}`}}`, { n: value }, { locale }).output;

/** Whether `{.units-metric? category}` takes its first branch in `locale`. */
const metric = (category: string, locale: string | undefined) =>
  render(`{.units-metric?${category === '' ? '' : ` ${category}`}}Y{.or}N{.end}`, {}, { locale }).output === 'Y';

describe('unit conversion', () => {
  it.each([
    ['in:inch out:centimeter', '12', '30.5cm'],
    ['in:centimeter out:inch format:long', '2.54', '1 inch'],
    ['in:mile out:foot group', '1', '5,280′'],
    ['in:celsius out:fahrenheit', '100', '212°'],
    ['in:fahrenheit out:celsius', '-40', '-40°C'],
    ['in:kelvin out:fahrenheit', '0', '-459.7°'],
    ['in:gallon out:liter', '1', '3.8L'],
    ['in:liter-per-100-kilometer out:mile-per-gallon', '5', '47mpg'],
    ['in:mile-per-gallon out:liter-per-100-kilometer', '47.04', '5L/100km'],
    ['in:kilometer-per-hour out:mile-per-hour', '100', '62.1mph'],
    ['in:byte out:kilobyte', '2048', '2kB'],
    ['in:century out:year format:long', '1', '100 years'],
    ['in:cubic-meter out:cubic-centimeter group', '1', '1,000,000cm³'],
    ['in:milliwatt out:watt', '1500', '1.5W'],
  ])('{n|unit %s} of %s prints %j', (args, value, expected) => {
    expect(unit(args, value)).toBe(expected);
  });

  it('keeps the unit when the target measures something else', () => {
    expect(unit('in:inch out:second', '12')).toBe('12″');
    expect(unit('in:volt out:ampere', '5')).toBe('5V');
  });

  it('leaves miles per gallon alone when zero, which no liters per distance equals', () => {
    expect(unit('in:mile-per-gallon out:liter-per-100-kilometer', '0')).toBe('0mpg');
  });

  it('takes the value to be in the smallest unit the tag implies when in: is missing', () => {
    expect(unit('out:gigabit group', '1500000000')).toBe('1.5Gb');
    expect(unit('out:watt', '5040')).toBe('5040W');
    expect(unit('out:foot', '24')).toBe('2′');
    expect(unit('out:celsius', '212')).toBe('100°C');
    expect(unit('out:celsius', '100', 'fr-FR')).toBe('100°C');
  });
});

describe('unit names', () => {
  it.each(['inch', 'inches', 'INCH', 'length-inch', 'Inches'])('reads in:%s as inches', (name) => {
    expect(unit(`in:${name} out:centimeter`, '1')).toBe('2.5cm');
  });

  it.each([
    ['square-feet', 'square-foot'],
    ['centuries', 'century'],
    ['meters-per-second-squared', 'meter-per-square-second'],
    ['liters-per-100kilometers', 'liter-per-100-kilometer'],
    ['metric-ton', 'tonne'],
    ['amps', 'ampere'],
    ['F', 'fahrenheit'],
    ['arcminutes', 'arc-minute'],
  ])('reads %s as %s', (alias, name) => {
    expect(unit(`in:${alias} format:long`, '2')).toBe(unit(`in:${name} format:long`, '2'));
  });

  it('keeps celsius, whose name ends in s, apart from other names', () => {
    expect(unit('in:celsius out:celsius format:long', '2')).toBe('2 degrees Celsius');
  });

  it('prints the plain number when no unit argument is readable', () => {
    expect(unit('', '1234.56')).toBe('1234.6');
    expect(unit('group', '1234.56')).toBe('1,234.6');
    expect(unit('in:furlongs-per-fortnight', '5')).toBe('5');
    expect(unit('compact:nonsense', '5')).toBe('5');
  });
});

describe('preferred units by region', () => {
  it.each([
    ['in:celsius', '37', '98.6°', '37°C'],
    ['in:kilogram format:long', '1', '2.2 pounds', '1\u00a0kilogramme'],
    ['in:meter-per-second', '10', '22.4mph', '36km/h'],
    ['in:centimeter', '250000', '1.6mi', '2,5km'],
    ['in:byte', '1500000', '1.4MB', '1,4Mo'],
    ['in:second format:long', '5400', '1.5 hours', '1,5\u00a0heure'],
  ])('{n|unit %s} of %s prints %j in en-US and %j in fr-FR', (args, value, us, fr) => {
    expect(unit(args, value, 'en-US')).toBe(us);
    expect(unit(args, value, 'fr-FR')).toBe(fr);
  });

  it('reads British miles per gallon in imperial gallons', () => {
    expect(unit('in:liter-per-100-kilometer', '5', 'en-GB')).toBe('56.5mpg');
    expect(unit('in:gallon out:liter', '1', 'en-GB')).toBe('4.5l');
  });

  it('converts to the most compact of a family with compact: and out: lists', () => {
    expect(unit('in:byte compact:bits format:long', '15789655')).toBe('126.3 megabits');
    expect(unit('in:yard out:mile,yard,foot,inch', '0.0123')).toBe('0.4″');
    expect(unit('in:second compact:duration-small format:long', '3628800')).toBe('42 days');
    expect(unit('in:fahrenheit compact:temperature format:long', '212', 'fr-FR')).toBe('100\u00a0degrés Celsius');
  });
});

describe('unit sequences', () => {
  it('breaks a value into whole units from the largest down, the rest in the smallest', () => {
    expect(unit('in:second sequence:hour,minute,second format:long', '12345')).toBe('3 hours 25 minutes 45 seconds');
    expect(unit('in:degree sequence:degree,arc-minute,arc-second', '389.3592')).toBe('389° 21′ 33.1″');
  });

  it('signs only the first part of a negative value', () => {
    expect(unit('in:centimeter sequence:mile,foot,inch', '-390625')).toBe('-2mi 2255′ 9.4″');
  });

  it('falls back to the preferred units when the sequence mixes categories', () => {
    expect(unit('in:inch sequence:foot,second', '1000')).toBe(unit('in:inch', '1000'));
  });

  it('prints whole feet and inches for any whole number of inches', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (inches) => {
        const feet = Math.trunc(Math.abs(inches) / 12);
        const rest = Math.abs(inches) % 12;
        const sign = inches < 0 ? '-' : '';
        const parts = [...(feet > 0 ? [`${feet}′`] : []), ...(rest > 0 || feet === 0 ? [`${rest}″`] : [])];
        expect(unit('in:inch sequence:foot,inch', String(inches))).toBe(sign + parts.join(' '));
      }),
    );
  });
});

describe('unit conversions round-trip', () => {
  const LENGTHS = ['kilometer', 'meter', 'centimeter', 'millimeter', 'mile', 'yard', 'foot', 'inch', 'nautical-mile', 'point'];
  const amount = (text: string) => /^-?[\d.]+/.exec(text)?.[0] ?? '';

  it('gives back the value converted there and back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LENGTHS),
        fc.constantFrom(...LENGTHS),
        fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }),
        (from, to, millionths) => {
          const value = (millionths / 1e6).toFixed(6);
          const there = amount(unit(`in:${from} out:${to} maxfrac:40`, value));
          expect(amount(unit(`in:${to} out:${from} maxfrac:6 minfrac:6`, there))).toBe(value);
        },
      ),
    );
  });
});

describe('unit formatting', () => {
  it('prints one fraction digit and no grouping unless told', () => {
    expect(unit('in:meter out:meter', '12345.678')).toBe('12345.7m');
    expect(unit('in:meter out:meter group maxfrac:2', '12345.678')).toBe('12,345.68m');
    expect(unit('in:day minfrac:3', '2')).toBe('2.000d');
  });

  it('prints exactly the fraction digits a maxfrac asks for, unless a minfrac says fewer may do', () => {
    expect(unit('in:meter-per-second-squared out:g-force maxfrac:3', '5')).toBe('0.510Gs');
    expect(unit('in:meter out:meter maxfrac:2', '3')).toBe('3.00m');
    expect(unit('in:meter out:meter maxfrac:3 minfrac:1', '0.5')).toBe('0.5m');
  });

  it("converts parsecs with the platform's 16-digit factor", () => {
    expect(unit('in:parsec out:mile group format:long', '15.3')).toBe('293,354,727,123,709.6 miles');
  });

  it.each([
    ['narrow', '5′'],
    ['short', '5 ft'],
    ['long', '5 feet'],
  ])('format:%s', (length, expected) => {
    expect(unit(`in:foot out:foot format:${length}`, '5')).toBe(expected);
  });

  it.each([['abc'], [null], [true], [{ value: 1 }], ['Infinity']])('prints nothing for %j', (value) => {
    expect(unit('in:inch', value)).toBe('');
  });

  it('prints nothing without locale data', () => {
    expect(render('{n|unit in:inch}', { n: '12' }, { locale: undefined })).toEqual({ output: '', errors: [] });
  });
});

describe('units-metric?', () => {
  it.each([
    ['fr-FR', '', true],
    ['fr-FR', 'temperature', true],
    ['en-US', 'length', false],
    ['en-US', 'temperature', false],
    ['en', 'mass', false],
    ['en-GB', 'length', false],
    ['en-GB', 'temperature', true],
    ['de-CH', 'volume', true],
    ['es-MX', 'length', true],
    ['en-LR', 'length', false],
    ['en-LR', 'temperature', true],
    ['en-BS', 'length', true],
    ['en-BS', 'temperature', false],
    [undefined, 'length', true],
  ] as const)('in %s for %j is %s', (locale, category, expected) => {
    expect(metric(category, locale)).toBe(expected);
  });
});

describe('unit placeholders in messages', () => {
  const values = (...positional: unknown[]) => ({ positional, named: new Map<string, unknown>() });

  it('formats like the unit formatter, lists of units included', () => {
    const message = 'Transmission of {0 unit in:byte compact:bytes} took {1 unit in:second sequence:hour,minute,second format:long}';
    expect(formatMessage('en-US', message, values('12345657890', '12345'), 'UTC')).toBe(
      'Transmission of 11.5GB took 3 hours 25 minutes 45 seconds',
    );
  });

  it('keeps bare flags after a list apart from it', () => {
    expect(formatMessage('en-US', '{0 unit in:inch out:foot,inch group}', values('123456'), 'UTC')).toBe('10,288′');
  });

  it('is also available through the message formatter', () => {
    const result = render('{pattern|message d}', { pattern: '{0 unit in:kilometer format:long}', d: 3.5 }, { locale: 'fr-FR' });
    expect(result.output).toBe('3,5\u00a0kilomètres');
  });
});
