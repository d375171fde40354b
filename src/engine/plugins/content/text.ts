/** Small text formatters: upper case, absolute URLs and `m:ss` durations. */
import type { Formatter } from '../types';
import { asNumber, asText } from '../../values';

/** `{text|capitalize}`: the whole text in upper case (`straße` → `STRASSE`). */
const capitalize: Formatter = (_args, vars) => {
  const first = vars[0];
  if (first !== undefined) first.set(asText(first.value).toUpperCase());
};

/** `{path|AbsUrl}`: the site's `base-url`, a `/`, then the path. */
const absoluteUrl: Formatter = (_args, vars, ctx) => {
  const first = vars[0];
  if (first !== undefined) first.set(`${asText(ctx.resolve(['base-url']))}/${asText(first.value)}`);
};

/**
 * `{milliseconds|humanizeDuration}`: minutes and two-digit seconds (`125000` → `2:05`), whole
 * seconds truncated toward zero; minutes are not carried into hours.
 */
const humanizeDuration: Formatter = (_args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  // `| 0` truncates to a 32-bit integer and turns NaN into 0, as the dialect always has.
  const seconds = (asNumber(first.value) / 1000) | 0;
  const minutes = (seconds / 60) | 0;
  const rest = String(seconds % 60);
  first.set(`${minutes}:${rest.length < 2 ? `0${rest}` : rest}`);
};

export const TEXT_FORMATTERS = {
  capitalize,
  AbsUrl: absoluteUrl,
  humanizeDuration,
} as const satisfies Record<string, Formatter>;
