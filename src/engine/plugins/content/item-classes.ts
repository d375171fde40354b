/**
 * `item-classes`: the CSS classes a template puts on a content item's element, so site styles can
 * target promoted items, categories, tags, authors, post types, featured items and product state.
 */
import { TEMPLATE_ENGINE_RULES, isOnSale, isSoldOut } from '../../../commerce';
import type { ProductItem } from '../../../commerce';
import { asNumber, asText, getChild, getPath, isObject, isTruthy } from '../../values';
import { slugify } from '../core';
import type { Formatter } from '../types';

const STORE_ITEM_RECORD_TYPE = 11;

/** The entries of a list field: an array's elements, or positions `0…n-1` of an object with n keys. */
function entriesOf(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  if (!isObject(value)) return [];
  return Object.keys(value).map((_key, index) => getChild(value, index));
}

/**
 * `{item|item-classes}`: `hentry`, then as they apply `promoted promoted-block-<type>`,
 * `category-<slug>` and `tag-<slug>` per entry, `author-<slug>`, `post-type-<recordTypeLabel>`
 * (always), `article-index-<n>` inside a repeated section, `featured`, and for store items
 * `on-sale` and `sold-out`.
 */
const itemClasses: Formatter = (_args, vars, ctx) => {
  const first = vars[0];
  if (first === undefined) return;
  const item = first.value;
  let classes = 'hentry';
  const promoted = getChild(item, 'promotedBlockType');
  if (isTruthy(promoted)) classes += ` promoted promoted-block-${slugify(asText(promoted))}`;
  for (const category of entriesOf(getChild(item, 'categories'))) classes += ` category-${slugify(asText(category))}`;
  for (const tag of entriesOf(getChild(item, 'tags'))) classes += ` tag-${slugify(asText(tag))}`;
  const author = getPath(item, ['author', 'displayName']);
  if (isTruthy(author)) classes += ` author-${slugify(asText(author))}`;
  classes += ` post-type-${asText(getChild(item, 'recordTypeLabel'))}`;
  const index = ctx.resolve(['@index']);
  if (index !== undefined) classes += ` article-index-${asText(index)}`;
  if (isTruthy(getChild(item, 'starred'))) classes += ' featured';
  if (asNumber(getChild(item, 'recordType')) === STORE_ITEM_RECORD_TYPE) {
    if (isOnSale(item as ProductItem, TEMPLATE_ENGINE_RULES)) classes += ' on-sale';
    if (isSoldOut(item as ProductItem, TEMPLATE_ENGINE_RULES)) classes += ' sold-out';
  }
  first.set(classes);
};

export const ITEM_CLASSES_FORMATTERS = {
  'item-classes': itemClasses,
} as const satisfies Record<string, Formatter>;
