import type { Formatter } from '../types';
import { PluginError } from '../types';
import { asNumber } from '../../values';
import { calendarFieldsAt } from './calendar';
import { strftime } from './strftime';

/**
 * `{epoch|date %A, %B %d %Y}`: formats epoch milliseconds in the website's time zone with a
 * strftime-like pattern (the arguments joined by spaces). No pattern prints nothing. A value that
 * is not a number, or a day outside 4713 BC to AD 8652, fails the tag (reported; the tag prints
 * nothing and the rest of its chain does not run), as in the reference. Objects, null and missing
 * values count as 0, the epoch.
 */
export const formatDate: Formatter = (args, vars, ctx) => {
  const first = vars[0];
  if (first === undefined) return;
  if (args.length === 0) {
    first.set('');
    return;
  }
  const epoch = asNumber(first.value);
  if (Number.isNaN(epoch)) throw new PluginError(`date: ${JSON.stringify(first.value) ?? 'the value'} is not a number of milliseconds`);
  try {
    first.set(strftime(calendarFieldsAt(epoch, ctx.timeZone), args.join(' ')));
  } catch (error) {
    if (error instanceof RangeError) throw new PluginError(`date: ${error.message}`);
    throw error;
  }
};
