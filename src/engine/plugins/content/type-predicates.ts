/**
 * Predicates over a content item's type codes: its record type, the block type it was promoted
 * from, its background source, and a cover page slice's type. Codes are compared as numbers, so
 * `"2"` and `2` are the same record type.
 */
import type { Predicate, PluginContext } from '../types';
import { asNumber, getChild } from '../../values';

/** Record type codes, as stored in `recordType`. */
const RECORD_TYPE = {
  undefined: -1,
  text: 1,
  image: 2,
  quote: 4,
  link: 5,
  audio: 7,
  video: 8,
  'store-item': 11,
  event: 12,
  gallery: 14,
  binary: 15,
  'css-asset': 16,
  'tweak-asset': 17,
  'digital-good': 18,
  attachment: 19,
  'wordpress-export': 20,
  'json-export': 21,
  'site-search': 30,
  'active-time': 31,
  tweet: 50,
  checkin: 52,
  kbarticle: 54,
} as const;

/** Block types an item can be promoted from, as stored in `promotedBlockType`. */
const PROMOTED_BLOCK_TYPES = [
  'map',
  'embed',
  'image',
  'code',
  'quote',
  'twitter',
  'link',
  'video',
  'foursquare',
  'instagram',
  'form',
] as const;

/** Background source codes, as stored in `backgroundSource`. */
const BACKGROUND_SOURCE = { undefined: -1, upload: 1, instagram: 2, video: 3, none: 4 } as const;

/** Cover page slice types by name, as stored in `currentType`. */
const SLICE_TYPE: ReadonlyMap<string, number> = new Map([
  ['undefined', -1],
  ['heading', 1],
  ['body', 3],
  ['image', 4],
  ['gallery', 5],
  ['video', 6],
  ['social-icons', 7],
  ['buttons', 8],
  ['navigation', 9],
  ['custom-form', 10],
  ['newsletter', 11],
  ['album', 12],
  ['map', 13],
  ['logo', 14],
  ['action', 15],
  ['form', 16],
  ['lock', 17],
  ['password', 18],
  ['twitter', 19],
]);

const current = (ctx: PluginContext): unknown => ctx.resolve(['@']);
const hasCode = (ctx: PluginContext, key: string, code: number): boolean => asNumber(getChild(current(ctx), key)) === code;

/** `{.text?}` … one predicate per record type. */
function recordTypePredicates(): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  for (const [name, code] of Object.entries(RECORD_TYPE)) {
    table[`${name}?`] = (_args, ctx) => hasCode(ctx, 'recordType', code);
  }
  return table;
}

/** `{.image?}` and its kin hold for the record type or for an item promoted from that block type. */
function promotedRecordType(code: number, blockType: string): Predicate {
  return (_args, ctx) => hasCode(ctx, 'recordType', code) || getChild(current(ctx), 'promotedBlockType') === blockType;
}

/** `{.promotedMAP?}` … one predicate per block type an item can be promoted from. */
function promotedBlockTypePredicates(): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  for (const blockType of PROMOTED_BLOCK_TYPES) {
    table[`promoted${blockType.toUpperCase()}?`] = (_args, ctx) => getChild(current(ctx), 'promotedBlockType') === blockType;
  }
  return table;
}

/** `{.background-source-upload?}` … one predicate per background source. */
function backgroundSourcePredicates(): Record<string, Predicate> {
  const table: Record<string, Predicate> = {};
  for (const [name, code] of Object.entries(BACKGROUND_SOURCE)) {
    table[`background-source-${name}?`] = (_args, ctx) => hasCode(ctx, 'backgroundSource', code);
  }
  return table;
}

/**
 * `{.current-type? gallery}`: the slice is of the named type; without a name, of the `undefined`
 * type (-1). An unknown name never matches. The slice's code is read as a 32-bit integer
 * (`1.5` is a heading), unlike record types.
 */
const currentType: Predicate = (args, ctx) => {
  const code = SLICE_TYPE.get(args[0] ?? 'undefined');
  return code !== undefined && (asNumber(getChild(current(ctx), 'currentType')) | 0) === code;
};

export const TYPE_PREDICATES: Readonly<Record<string, Predicate>> = {
  ...recordTypePredicates(),
  // The promoted forms replace the plain record type predicates of the same names.
  'video?': promotedRecordType(RECORD_TYPE.video, 'video'),
  'external-video?': promotedRecordType(RECORD_TYPE.video, 'video'),
  'image?': promotedRecordType(RECORD_TYPE.image, 'image'),
  'quote?': promotedRecordType(RECORD_TYPE.quote, 'quote'),
  'link?': promotedRecordType(RECORD_TYPE.link, 'link'),
  'gallery?': promotedRecordType(RECORD_TYPE.gallery, 'gallery'),
  ...promotedBlockTypePredicates(),
  ...backgroundSourcePredicates(),
  'current-type?': currentType,
};
