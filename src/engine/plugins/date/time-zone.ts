import { TZ } from '@phensley/timezone';

/** A zone's state at one instant. */
export interface ZoneState {
  /** Offset from UTC in milliseconds (negative west of Greenwich). */
  readonly offset: number;
  /** The tz database abbreviation in force (`EST`, `JST`, `+04`, `LMT` …). */
  readonly abbreviation: string;
}

/**
 * The offset and abbreviation of an IANA zone at a UTC instant. Zone ids are matched without
 * regard to case and through tz database aliases; an unknown zone is UTC, as the reference does.
 *
 * The tz database's own abbreviations come from the same compact zone data the locale library
 * ships: the platform's `Intl` names zones outside the Americas as `GMT+9` rather than `JST`.
 */
export function zoneStateAt(zoneId: string, utc: number): ZoneState {
  const info = TZ.fromUTC(zoneId, utc) ?? TZ.utcZone();
  return { offset: info.offset, abbreviation: info.abbr };
}
