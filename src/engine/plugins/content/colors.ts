/** Colour formatters: light or dark for a hex colour, and a CSS `hsl()` from the site's colour tweaks. */
import { colorWeight as weightOf, formatWebsiteColor } from '../../../colors';
import type { Formatter } from '../types';
import { asNumber, asText, getChild } from '../../values';

/** `{color|color-weight}`: `light` or `dark`; missing when the value is not a hex colour of 3 to 6 digits. */
const colorWeight: Formatter = (_args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  first.set(weightOf(asText(first.value)));
};

/** A child read as a number, or undefined when the node lacks it. */
function numberChild(node: unknown, name: string): number | undefined {
  const value = getChild(node, name);
  return value === undefined ? undefined : asNumber(value);
}

/**
 * `{color|website-color}` over `{hue, saturation, lightness, alpha?}` (hue 0–360, the others
 * 0–1): `hsl(h, s%, l%)` or `hsla(h, s%, l%, a)` rounded to two decimals, or the formatter's
 * messages for a missing or out-of-bounds value (`src/colors`, which the colour picker shares).
 */
const websiteColor: Formatter = (_args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  const node = first.value;
  first.set(
    formatWebsiteColor({
      hue: numberChild(node, 'hue'),
      saturation: numberChild(node, 'saturation'),
      lightness: numberChild(node, 'lightness'),
      alpha: numberChild(node, 'alpha'),
    }),
  );
};

export const COLOR_FORMATTERS = {
  'color-weight': colorWeight,
  'website-color': websiteColor,
} as const satisfies Record<string, Formatter>;
