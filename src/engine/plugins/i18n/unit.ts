import type { Predicate } from '../types';
import { getLocaleData } from './locale-data';
import { localeFormatter } from './locale-formatter';
import { usesMetric } from './measurement';
import { formatUnitAmount } from './unit-format';
import { asText } from '../../values';
import { toDecimal } from './amounts';

/**
 * `{n|unit in:inch out:centimeter}`, `{n|unit in:byte compact:bytes}`,
 * `{n|unit in:inch sequence:foot,inch format:long}`: converts a number between units and prints
 * it with the locale's unit names (see `formatUnitAmount`). Text that is not a number prints
 * nothing.
 */
export const formatUnit = localeFormatter('unit', ({ cldr, measurement }, args, [first]) => {
  const amount = toDecimal(asText(first.value));
  return amount === undefined || !amount.isFinite() ? '' : formatUnitAmount(cldr, measurement, amount, args);
});

/**
 * `{.units-metric? length}`: whether the render's region measures `length` (or `temperature`,
 * `mass` …; any quantity when no category is given) in metric units. True without locale data.
 */
export const unitsMetric: Predicate = (args, ctx) => {
  const data = getLocaleData(ctx.locale);
  return data === undefined || usesMetric(data.measurement, args[0]);
};
