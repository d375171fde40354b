/**
 * The content family of the template engine: image, media, colour, size and text formatters, and
 * the predicates over content items, galleries and cover page slices.
 */
import type { FormatterTable, PredicateTable } from '../types';
import { COLOR_FORMATTERS } from './colors';
import { GALLERY_PREDICATES } from './gallery-predicates';
import { IMAGE_FORMATTERS } from './image';
import { IMAGE_COLOR_FORMATTERS } from './image-color';
import { ITEM_CLASSES_FORMATTERS } from './item-classes';
import { ITEM_PREDICATES } from './item-predicates';
import { MEDIA_FORMATTERS } from './media';
import { SIZE_FORMATTERS } from './sizes';
import { TEXT_FORMATTERS } from './text';
import { TYPE_PREDICATES } from './type-predicates';

export const CONTENT_FORMATTERS: FormatterTable = {
  ...IMAGE_FORMATTERS,
  ...IMAGE_COLOR_FORMATTERS,
  ...SIZE_FORMATTERS,
  ...MEDIA_FORMATTERS,
  ...COLOR_FORMATTERS,
  ...TEXT_FORMATTERS,
  ...ITEM_CLASSES_FORMATTERS,
};

/** Content predicates, with the cover page slice predicate `current-type?`. */
export const CONTENT_PREDICATES: PredicateTable = {
  ...ITEM_PREDICATES,
  ...TYPE_PREDICATES,
  ...GALLERY_PREDICATES,
};

// The image tag helper (src/image-tag) renders the same renditions and alt text as this family.
export { altText, SRCSET_WIDTHS } from './image';
