import type { FormatterTable } from '../types';
import { formatDate } from './date-formatter';

/** The `date` formatter family: strftime-like patterns in the website's time zone. */
export const DATE_FORMATTERS: FormatterTable = {
  date: formatDate,
};

export { calendarFieldsAt } from './calendar';
export type { CalendarFields } from './calendar';
