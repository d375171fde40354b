/**
 * Predicates over a content item, its collection and its event data: what a template asks before
 * rendering links, images, excerpts, maps and event dates.
 */
import type { Predicate, PluginContext } from '../types';
import { calendarFieldsAt } from '../date';
import { stripTags } from './strip-tags';
import { asNumber, asText, getChild, getPath, asBoolean, isObject, isTruthy, sizeOf } from '../../values';

const COLLECTION_TYPE = { templatePage: 7, page: 10 } as const;
const FOLDER_BEHAVIOR = { index: 1, redirect: 2 } as const;
/** Whitespace for the excerpt test: JavaScript's, plus the zero-width space editors leave behind. */
const BLANK = /^[\s\u200b]*$/;

const current = (ctx: PluginContext): unknown => ctx.resolve(['@']);
const field = (ctx: PluginContext, ...path: string[]): unknown => getPath(current(ctx), path);
/** A predicate on one field of the current item. */
const on =
  (path: readonly string[], test: (value: unknown) => boolean): Predicate =>
  (_args, ctx) =>
    test(field(ctx, ...path));

/** The first child item has an image of its own. */
const childImages: Predicate = (_args, ctx) => {
  const items = field(ctx, 'items');
  const first = Array.isArray(items) ? items[0] : undefined;
  return isTruthy(getChild(first, 'mainImageId')) || isTruthy(getChild(first, 'systemDataId'));
};

/** Links to the item make sense: no folder behaviour (looked up from the item outwards), or an index or redirect folder. */
const clickable: Predicate = (_args, ctx) => {
  const behavior = ctx.resolve(['folderBehavior']);
  if (behavior === undefined) return true;
  const code = asNumber(behavior);
  return code === FOLDER_BEHAVIOR.index || code === FOLDER_BEHAVIOR.redirect;
};

/** The collection's `type`, or the item's own when it is not inside a collection. */
const collectionTemplatePage: Predicate = (_args, ctx) => {
  const item = current(ctx);
  const collection = getChild(item, 'collection');
  const type = collection === undefined ? getChild(item, 'type') : getChild(collection, 'type');
  return asNumber(type) === COLLECTION_TYPE.templatePage;
};

/** `{.collectionTypeNameEquals? name}`: `typeName`, from the item outwards, is exactly the (unquoted) name. */
const collectionTypeNameEquals: Predicate = (args, ctx) => {
  const name = args[0];
  return name !== undefined && asText(ctx.resolve(['typeName'])) === name;
};

/** The excerpt (`excerpt.html`, or `excerpt` as a string) has text once tags and whitespace go. */
const excerpt: Predicate = (_args, ctx) => {
  const value = field(ctx, 'excerpt');
  const html = isObject(value) ? getChild(value, 'html') : value;
  return typeof html === 'string' && !BLANK.test(stripTags(html));
};

/** A folder whose behaviour is exactly the index code. */
const index: Predicate = (_args, ctx) => {
  const collection = field(ctx, 'collection');
  return isTruthy(getChild(collection, 'folder')) && getChild(collection, 'folderBehavior') === FOLDER_BEHAVIOR.index;
};

/** Both map coordinates are present, whatever their values. */
const location: Predicate = (_args, ctx) => {
  const place = field(ctx, 'location');
  return getChild(place, 'mapLat') !== undefined && getChild(place, 'mapLng') !== undefined;
};

/** The UTC calendar day of an instant, as `year-month-day`. */
function utcDay(epoch: number): string {
  const { extendedYear, month, dayOfMonth } = calendarFieldsAt(epoch, 'UTC');
  return `${extendedYear}-${month}-${dayOfMonth}`;
}

/**
 * The event starts and ends on the same UTC day.
 * @throws RangeError when either date is not a number or lies outside 4713 BC to AD 8652; the
 * block then renders neither branch.
 */
const sameDay: Predicate = (_args, ctx) => utcDay(asNumber(field(ctx, 'startDate'))) === utcDay(asNumber(field(ctx, 'endDate')));

export const ITEM_PREDICATES: Readonly<Record<string, Predicate>> = {
  'calendar-view?': (_args, ctx) => asBoolean(ctx.resolve(['calendarView'])),
  'child-images?': childImages,
  'clickable?': clickable,
  'collection?': on(['collection'], isTruthy),
  'collection-page?': on(['collection', 'type'], (type) => asNumber(type) === COLLECTION_TYPE.page),
  'collection-template-page?': collectionTemplatePage,
  'collectionTypeNameEquals?': collectionTypeNameEquals,
  'excerpt?': excerpt,
  'external-link?': on(['externalLink'], isTruthy),
  'folder?': on(['collection', 'folder'], isTruthy),
  'has-multiple?': on([], (item) => sizeOf(item) > 1),
  'index?': index,
  'location?': location,
  'main-image?': (_args, ctx) => isTruthy(field(ctx, 'mainImageId')) || isTruthy(field(ctx, 'systemDataId')),
  'passthrough?': (_args, ctx) => isTruthy(field(ctx, 'passthrough')) && asText(field(ctx, 'sourceUrl')) !== '',
  'redirect?': on(['folderBehavior'], (behavior) => asNumber(behavior) === FOLDER_BEHAVIOR.redirect),
  'same-day?': sameDay,
  'serviceNameEmail?': on(['serviceName'], (name) => name === 'email'),
  'show-past-events?': on(['showPastOrUpcomingEvents'], (shown) => shown === 'past'),
};
