/**
 * The average colours the image service measures for five regions of an image (`colorData`,
 * hex digits without `#`), as attributes or as one CSS declaration.
 */
import type { Formatter } from '../types';
import { asText, getChild } from '../../values';

/** The measured regions, as named in `colorData.<region>Average` and in the attributes. */
export const COLOR_REGIONS: readonly string[] = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight', 'center'];

/** The hex digits measured for `region`, `''` when there are none. */
export function averageColor(colorData: unknown, region: string): string {
  return asText(getChild(colorData, `${region}Average`));
}

/**
 * `{image|image-color}` gives a `data-color-<region>="#hex" ` attribute per region;
 * `{image|image-color region}` gives `#hex`, and `{image|image-color region property}` gives
 * `property: #hex`. An unknown or unmeasured region prints `"region" not found.`; an image
 * without `colorData` prints nothing.
 */
const imageColor: Formatter = (args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  const colorData = getChild(first.value, 'colorData');
  if (colorData === undefined) {
    first.set(undefined);
    return;
  }
  const region = args[0];
  if (region === undefined) {
    let attributes = '';
    for (const each of COLOR_REGIONS) attributes += `data-color-${each}="#${averageColor(colorData, each)}" `;
    first.set(attributes);
    return;
  }
  const color = averageColor(colorData, region);
  const property = args[1];
  if (color === '') first.set(`"${region}" not found.`);
  else first.set(property === undefined ? `#${color}` : `${property}: #${color}`);
};

export const IMAGE_COLOR_FORMATTERS = {
  'image-color': imageColor,
} as const satisfies Record<string, Formatter>;
