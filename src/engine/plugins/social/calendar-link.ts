/** `google-calendar-url`: an "add to calendar" link for an event item. */
import { asNumber, asText, getChild } from '../../values';
import { type CalendarFields, calendarFieldsAt } from '../date';
import type { Formatter } from '../types';

const CALENDAR_EVENT_URL = 'http://www.google.com/calendar/event?action=TEMPLATE';
const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'addressCountry'] as const;

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** `%Y%m%dT%H%M%SZ` in UTC; the year is not padded (`9991226T000000Z` for 26 December 999). */
function compactUtc(epoch: number): string {
  const fields: CalendarFields = calendarFieldsAt(epoch, 'UTC');
  return (
    `${fields.year}${twoDigits(fields.month)}${twoDigits(fields.dayOfMonth)}` +
    `T${twoDigits(fields.hourOfDay)}${twoDigits(fields.minute)}${twoDigits(fields.second)}Z`
  );
}

/** The address lines and country, trimmed, the empty ones left out, joined by `, `. */
function address(location: unknown): string {
  return ADDRESS_FIELDS.map((field) => asText(getChild(location, field)).trim())
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * `{event|google-calendar-url}`: the calendar service's event template link with the title, the
 * start and end in UTC, and the location when the event's address is not empty.
 * @throws RangeError when a date is not a number or lies outside 4713 BC to AD 8652; the tag then
 * prints nothing.
 */
const googleCalendarUrl: Formatter = (_args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  const event = first.value;
  const start = compactUtc(asNumber(getChild(event, 'startDate')));
  const end = compactUtc(asNumber(getChild(event, 'endDate')));
  // The title goes through the legacy `escape` (Latin-1 as `%XX`, the rest as `%uXXXX`) and the
  // location through `encodeURIComponent`: the two encodings this dialect's links have always had.
  let url = `${CALENDAR_EVENT_URL}&text=${escape(asText(getChild(event, 'title')))}&dates=${start}/${end}`;
  const place = address(getChild(event, 'location'));
  if (place !== '') url += `&location=${encodeURIComponent(place)}`;
  first.set(url);
};

export const CALENDAR_LINK_FORMATTERS = {
  'google-calendar-url': googleCalendarUrl,
} as const satisfies Record<string, Formatter>;
