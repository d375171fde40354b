/** A value axis: from `min` to `max` in `step`s, every tick a round number (1, 2 or 5 times a power of ten). */
export interface ValueScale {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly ticks: readonly number[];
}

/** The round step that gives about `count` intervals over `span`. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Rounding noise of binary fractions (0.1 + 0.2) kept out of tick values. */
const clean = (value: number): number => Number(value.toPrecision(12));

/**
 * The axis for `values`: always holding zero (bars grow from it), at most about `count`
 * intervals, ends on round ticks. All zero gives 0 to 1.
 */
export function valueScale(values: readonly number[], count = 5): ValueScale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  // All zero, or too close to zero to draw apart: one unit on each side the values lie.
  if (high - low < 1e-9) {
    const min = low < 0 ? -1 : 0;
    const max = high > 0 || min === 0 ? 1 : 0;
    const step = (max - min) / 4;
    return { min, max, step, ticks: [0, 1, 2, 3, 4].map((index) => clean(min + step * index)) };
  }
  const step = niceStep(high - low, count);
  // A value too small beside the step to move the floor or ceiling still needs a tick beyond it.
  const min = low < 0 ? Math.min(-step, clean(Math.floor(low / step) * step)) : 0;
  const max = high > 0 ? Math.max(step, clean(Math.ceil(high / step) * step)) : 0;
  const intervals = Math.round((max - min) / step);
  const ticks = Array.from({ length: intervals + 1 }, (_, index) => {
    if (index === intervals) return max;
    const tick = clean(min + step * index);
    return Math.abs(tick) < step / 1e6 ? 0 : tick;
  });
  return { min, max, step, ticks };
}
