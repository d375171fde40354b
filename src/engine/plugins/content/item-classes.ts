/**
 * `item-classes`: the CSS classes a template puts on a content item's element, so site styles can
 * target promoted items, categories, tags, authors, post types, featured items and product state.
 */
import { asNumber, asText, isTruthy, lookupIn, sizeOf } from '../../values';
import { isOnSale, isSoldOut } from '../commerce/product-reading';
import { slugify } from '../core';
import type { Formatter } from '../types';

const STORE_ITEM_RECORD_TYPE = 11;

/** ` <prefix>-<slug>` for each entry of a list field: an array's elements, or positions `0…n-1` of an object with n keys. */
function slugClasses(prefix: string, list: unknown): string {
  let classes = '';
  for (let i = 0; i < sizeOf(list); i++) classes += ` ${prefix}-${slugify(asText(lookupIn(list, i)))}`;
  return classes;
}

/**
 * `{item|item-classes}`: `hentry`, then as they apply `promoted promoted-block-<type>`,
 * `category-<slug>` and `tag-<slug>` per entry, `author-<slug>`, `post-type-<recordTypeLabel>`
 * (always), `article-index-<n>` inside a repeated section, `featured`, and for store items
 * `on-sale` and `sold-out`. Fields are looked up from the item outwards, as the platform does.
 */
const itemClasses: Formatter = (_args, vars, ctx) => {
  const first = vars[0];
  if (first === undefined) return;
  const item = first.value;
  let classes = 'hentry';
  const promoted = ctx.resolve(['promotedBlockType']);
  if (isTruthy(promoted)) classes += ` promoted promoted-block-${slugify(asText(promoted))}`;
  const categories = ctx.resolve(['categories']);
  if (isTruthy(categories)) classes += slugClasses('category', categories);
  const tags = ctx.resolve(['tags']);
  if (isTruthy(tags)) classes += slugClasses('tag', tags);
  const author = ctx.resolve(['author']);
  const displayName = lookupIn(author, 'displayName');
  if (isTruthy(author) && isTruthy(displayName)) classes += ` author-${slugify(asText(displayName))}`;
  classes += ` post-type-${asText(ctx.resolve(['recordTypeLabel']))}`;
  const index = ctx.resolve(['@index']);
  if (index !== undefined) classes += ` article-index-${asNumber(index)}`;
  if (isTruthy(ctx.resolve(['starred']))) classes += ' featured';
  if (asNumber(lookupIn(item, 'recordType')) === STORE_ITEM_RECORD_TYPE) {
    if (isOnSale(item)) classes += ' on-sale';
    if (isSoldOut(item)) classes += ' sold-out';
  }
  first.set(classes);
};

export const ITEM_CLASSES_FORMATTERS = {
  'item-classes': itemClasses,
} as const satisfies Record<string, Formatter>;
