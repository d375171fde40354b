/**
 * `item-classes`: the CSS classes a template puts on a content item's element, so site styles can
 * target promoted items, categories, tags, authors, post types, featured items and product state.
 */
import type { Formatter } from '../types';
import { asNumber, asText, getChild, getPath, isObject, isTruthy } from './values';

const STORE_ITEM_RECORD_TYPE = 11;
const PRODUCT_TYPE = { physical: 1, digital: 2, service: 3, giftCard: 4 } as const;

/**
 * A class-name slug: characters other than ASCII letters, digits, whitespace and `-` are dropped,
 * each whitespace run becomes `-`, and the rest is lower-cased (`Bar Baz!` → `bar-baz`).
 */
function slugify(text: string): string {
  return text
    .replace(/[^A-Za-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .toLowerCase();
}

/** The entries of a list field: an array's elements, or positions `0…n-1` of an object with n keys. */
function entriesOf(value: unknown): readonly unknown[] {
  if (Array.isArray(value)) return value;
  if (!isObject(value)) return [];
  return Object.keys(value).map((_key, index) => getChild(value, index));
}

function variantsOf(item: unknown): readonly unknown[] {
  const variants = getPath(item, ['structuredContent', 'variants']);
  return Array.isArray(variants) ? variants : [];
}

function productTypeOf(item: unknown): number {
  return asNumber(getPath(item, ['structuredContent', 'productType']));
}

/** Any variant on sale; a digital product carries its own flag. Gift cards are never on sale. */
function isOnSale(item: unknown): boolean {
  const type = productTypeOf(item);
  if (type === PRODUCT_TYPE.digital) return isTruthy(getPath(item, ['structuredContent', 'onSale']));
  if (type !== PRODUCT_TYPE.physical && type !== PRODUCT_TYPE.service) return false;
  return variantsOf(item).some((variant) => isTruthy(getChild(variant, 'onSale')));
}

/**
 * A physical or service product with no unlimited variant and none in stock; a product of unknown
 * type counts as sold out, digital products and gift cards never are.
 */
function isSoldOut(item: unknown): boolean {
  const type = productTypeOf(item);
  if (type === PRODUCT_TYPE.digital || type === PRODUCT_TYPE.giftCard) return false;
  if (type !== PRODUCT_TYPE.physical && type !== PRODUCT_TYPE.service) return true;
  return !variantsOf(item).some(
    (variant) => isTruthy(getChild(variant, 'unlimited')) || asNumber(getChild(variant, 'qtyInStock')) > 0,
  );
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
    if (isOnSale(item)) classes += ' on-sale';
    if (isSoldOut(item)) classes += ' sold-out';
  }
  first.set(classes);
};

export const ITEM_CLASSES_FORMATTERS = {
  'item-classes': itemClasses,
} as const satisfies Record<string, Formatter>;
