/**
 * Predicates over a gallery block's `options` (looked up from the current scope outwards): its
 * design, caption position, alignment and switches.
 */
import type { Predicate } from '../types';
import { asBoolean, asText, isTruthy, lookupIn } from '../../values';

const DESIGNS = ['grid', 'slideshow', 'slider', 'stacked'] as const;
const META_POSITIONS = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'] as const;
const ACTIVE_ALIGNMENTS = ['center', 'left', 'right'] as const;
const SWITCHES = [
  'autoplay',
  'auto-crop',
  'controls',
  'lightbox',
  'square-thumbs',
  'show-meta',
  'show-meta-on-hover',
  'thumbnails',
] as const;

/** A test of one option; an option not set is no choice and no switch. */
const option =
  (name: string, test: (value: unknown) => boolean): Predicate =>
  (_args, ctx) => {
    const value = lookupIn(ctx.resolve(['options']), name);
    return value !== undefined && test(value);
  };

/** `{.gallery-<prefix>-<value>?}` for each value the option can take; no value is assumed by default. */
function choicePredicates(prefix: string, name: string, values: readonly string[]): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  for (const value of values) table[`gallery-${prefix}-${value}?`] = option(name, (chosen) => asText(chosen) === value);
  return table;
}

/** `{.gallery-<switch>?}`: the switch is `true`, a non-zero number or `"true"`. */
function switchPredicates(): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  for (const name of SWITCHES) table[`gallery-${name}?`] = option(name, asBoolean);
  return table;
}

/** Captions have somewhere to go: the gallery shows controls or indicators. */
const galleryMeta: Predicate = (_args, ctx) => {
  const options = ctx.resolve(['options']);
  return isTruthy(lookupIn(options, 'controls')) || isTruthy(lookupIn(options, 'indicators'));
};

export const GALLERY_PREDICATES: Readonly<Record<string, Predicate>> = {
  'gallery-meta?': galleryMeta,
  ...choicePredicates('design', 'design', DESIGNS),
  ...choicePredicates('meta-position', 'meta-position', META_POSITIONS),
  ...choicePredicates('active-alignment', 'active-alignment', ACTIVE_ALIGNMENTS),
  ...switchPredicates(),
};
