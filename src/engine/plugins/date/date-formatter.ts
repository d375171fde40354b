import type { Formatter } from '../types';
import { asNumber } from '../../values';
import { calendarFieldsAt } from './calendar';
import { strftime } from './strftime';

/**
 * `{epoch|date %A, %B %d %Y}`: formats epoch milliseconds in the website's time zone with a
 * strftime-like pattern (the arguments joined by spaces). No pattern prints nothing; a value that
 * is not a number, or a day outside 4713 BC to AD 8652, records an error and prints nothing.
 * Objects, null and missing values count as 0, the epoch.
 */
export const formatDate: Formatter = (args, vars, ctx) => {
  const first = vars[0];
  if (first === undefined) return;
  if (args.length === 0) {
    first.set('');
    return;
  }
  const epoch = asNumber(first.value);
  if (Number.isNaN(epoch)) {
    ctx.error(`date: ${JSON.stringify(first.value)} is not a number of milliseconds`);
    first.set('');
    return;
  }
  try {
    first.set(strftime(calendarFieldsAt(epoch, ctx.timeZone), args.join(' ')));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    ctx.error(`date: ${error.message}`);
    first.set('');
  }
};
