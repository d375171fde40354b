/**
 * Differential runs of the content and social families against the reference engine: the same
 * generated item and page JSON through `{node|formatter args}` and `{.predicate? args}` in both,
 * the same text out. The reference engine is used here only, never by `src/`.
 */
import { Compiler } from '@squarespace/template-engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTENT_FORMATTERS, CONTENT_PREDICATES } from '../../src/engine/plugins/content/index';
import { SOCIAL_FORMATTERS, SOCIAL_PREDICATES } from '../../src/engine/plugins/social/index';
import type { FormatterTable, PredicateTable } from '../../src/engine/plugins/types';
import { render } from './render';

const compiler = new Compiler();
const RUNS = Number(process.env['CONTENT_DIFFERENTIAL_RUNS'] ?? 60);

function reference(template: string, json: object): string {
  const { ctx } = compiler.execute({ code: template, json, now: 0 });
  return ctx.render();
}

// ——— generated JSON: values chosen to reach each branch, plus arbitrary text and numbers ———

const words = fc.constantFrom(
  ...['grid', 'slideshow', 'slider', 'stacked', 'top', 'top-left', 'center', 'bottom-right', 'left', 'right'],
  ...['email', 'past', 'upcoming', 'video', 'image', 'link', 'quote', 'gallery', 'map', 'code', 'foo'],
);
const special = fc.constantFrom<unknown>(
  ...[null, true, false, 0, 1, -1, 2, 3, 4, 5, 7, 8, 10, 11, 14, 19, 1.5, 0.5, 0.956, 360, 400, -0.3],
  ...['', ' ', '0', '1', '2', '5', '11', '1.5', 'x', 'true', 'false', '#fff', '#808080', '7fffff', '#abcd'],
  ...['100x200', '800x400', '250x175', 'x', 'abc', '<b>a</b> b<', 'a"b<c>&d', '100w,300w', '1500x983,100w,1500w'],
  ...['http://t.co/x, @a #b_1 @c.d', "it's (x) *!~ é", 1384518630000, '1384518630000', 'http://twitter.com/name'],
);
/** Text made of the pieces links, handles, hashtags and tags are made of. */
const pieces = fc
  .array(
    fc.constantFrom(
      ...['@a', '#b_1', 'http://x.y/z', 'https://t.co/q?x=1&y=2', 'ftp://a', 'file://b', 'x@y', '@', '#', ' ', '  '],
      ...['\n', '.', ',', '!', '(', ')', '<p>', '</p>', '<', '>', '"', '&', 'a', 'B9', '\u200b', '\u00a0'],
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));
const scalar = fc.oneof(
  special,
  words,
  pieces,
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -2000, max: 2000 }),
  fc.double({ min: -400, max: 400, noNaN: true }),
);
const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('a', 'b', '0'), scalar, { maxKeys: 2 }) },
);
const optional = <T>(shape: { [K in keyof T]: fc.Arbitrary<T[K]> }) => fc.record(shape, { requiredKeys: [] });
const either = (shape: fc.Arbitrary<unknown>) => fc.oneof(value, shape);
const epoch = fc.oneof(value, fc.integer({ min: -250_000_000_000_000, max: 250_000_000_000_000 }));

const image = optional({
  id: value,
  title: value,
  body: value,
  filename: value,
  altText: value,
  assetUrl: value,
  originalSize: value,
  componentKey: value,
  licensedAssetPreview: value,
  mediaFocalPoint: either(optional({ x: value, y: value })),
  systemDataVariants: value,
});
const colorData = either(
  optional({
    topLeftAverage: value,
    topRightAverage: value,
    bottomLeftAverage: value,
    bottomRightAverage: value,
    centerAverage: value,
  }),
);
const variant = optional({ onSale: value, qtyInStock: value, unlimited: value });
const commentOwner = either(optional({ id: value, publicCommentCount: value, commentState: value }));
const websiteSettings = either(
  optional({ disqusShortname: value, disqusShortName: value, commentsEnabled: value, simpleLikingEnabled: value }),
);

const item = fc
  .tuple(
    image,
    optional({
      colorData,
      oembed: either(optional({ html: value, providerName: value })),
      overlay: value,
      mainImageId: value,
      systemDataId: value,
      mainImage: either(optional({ assetUrl: value })),
      coverImage: either(image),
      items: fc.oneof(value, fc.array(fc.oneof(image, value), { maxLength: 3 })),
      structuredContent: either(
        optional({
          productType: value,
          onSale: value,
          audioAssetUrl: value,
          variants: fc.oneof(value, fc.array(either(variant), { maxLength: 3 })),
        }),
      ),
      promotedBlockType: value,
      categories: value,
      tags: value,
      author: either(optional({ displayName: value })),
      recordTypeLabel: value,
      starred: value,
      recordType: value,
    }),
    optional({
      hue: value,
      saturation: value,
      lightness: value,
      alpha: value,
      publicCommentCount: value,
      commentState: value,
      fullUrl: value,
      likeCount: value,
      userName: value,
      profileUrl: value,
      startDate: epoch,
      endDate: epoch,
      location: either(optional({ addressLine1: value, addressLine2: value, addressCountry: value, mapLat: value, mapLng: value })),
      websiteSettings,
      website: either(optional({ shareButtonOptions: value })),
      item: commentOwner,
      collection: either(
        optional({ id: value, type: value, folder: value, folderBehavior: value, publicCommentCount: value, commentState: value }),
      ),
    }),
    optional({
      calendarView: value,
      folderBehavior: value,
      type: value,
      typeName: value,
      excerpt: either(optional({ html: value })),
      externalLink: value,
      passthrough: value,
      sourceUrl: value,
      serviceName: value,
      showPastOrUpcomingEvents: value,
      backgroundSource: value,
      currentType: value,
      options: either(
        optional({
          design: value,
          'meta-position': value,
          'active-alignment': value,
          autoplay: value,
          'auto-crop': value,
          controls: value,
          indicators: value,
          lightbox: value,
          'square-thumbs': value,
          'show-meta': value,
          'show-meta-on-hover': value,
          thumbnails: value,
        }),
      ),
    }),
  )
  .map((parts) => Object.assign({}, ...parts) as Record<string, unknown>);

/** The page around the node: site settings and the page's item or collection. */
const page = optional({
  websiteSettings,
  website: either(optional({ shareButtonOptions: value })),
  'base-url': value,
  blockType: value,
  item: commentOwner,
  collection: commentOwner,
  id: value,
  likeCount: value,
  fullUrl: value,
});
/** As parsed from page JSON: plain objects (fast-check also makes prototype-less ones), no `-0`. */
const asJson = <T>(arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T> => arbitrary.map((x) => JSON.parse(JSON.stringify(x)) as T);
const node = asJson(fc.oneof({ weight: 4, arbitrary: item }, { weight: 1, arbitrary: value }));
const pageJson = asJson(page);
const items = asJson(fc.array(item, { minLength: 1, maxLength: 3 }));

// ——— the formatters and predicates, with the arguments worth trying for each ———

const FORMATTER_ARGS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  image: [[], ['cls'], ['a', 'b']],
  'child-image-meta': [[], ['1'], ['2'], ['abc']],
  'image-color': [[], ['topLeft'], ['center', 'background-color'], ['bogus']],
  video: [[], ['load-false'], ['color-data'], ['load-false', 'color-data']],
  resizedHeightForWidth: [[], ['50'], ['333'], ['abc']],
  resizedWidthForHeight: [[], ['50'], ['333'], ['abc']],
  squarespaceThumbnailForWidth: [['50'], ['301'], ['1001']],
  squarespaceThumbnailForHeight: [['50'], ['301'], ['1001']],
};
const PREDICATE_ARGS: Readonly<Record<string, readonly (readonly string[])[]>> = {
  'collectionTypeNameEquals?': [[], ['foo'], ['5']],
  'current-type?': [[], ['gallery'], ['heading'], ['x']],
};

function tag(name: string, args: readonly string[]): string {
  return args.length === 0 ? name : `${name} ${args.join(' ')}`;
}

function formatterCases(family: string, table: FormatterTable): void {
  describe(`${family} formatters`, () => {
    it.each(Object.keys(table))('%s prints what the reference prints', (name) => {
      const argChoices = FORMATTER_ARGS[name] ?? [[]];
      fc.assert(
        fc.property(fc.option(node, { nil: undefined }), pageJson, fc.constantFrom(...argChoices), (formatted, around, args) => {
          const root = formatted === undefined ? around : { ...around, node: formatted };
          const template = `{node|${tag(name, args)}}`;
          expect(render(template, root).output).toBe(reference(template, root));
        }),
        { numRuns: RUNS },
      );
    });
  });
}

function predicateCases(family: string, table: PredicateTable): void {
  describe(`${family} predicates`, () => {
    it.each(Object.keys(table))('%s decides as the reference does', (name) => {
      const argChoices = PREDICATE_ARGS[name] ?? [[]];
      fc.assert(
        fc.property(node, pageJson, fc.constantFrom(...argChoices), (current, around, args) => {
          const root = { ...around, list: [current] };
          const template = `{.repeated section list}{.${tag(name, args)}}Y{.or}N{.end}{.end}`;
          expect(render(template, root).output).toBe(reference(template, root));
        }),
        { numRuns: RUNS },
      );
    });
  });
}

formatterCases('content', CONTENT_FORMATTERS);
formatterCases('social', SOCIAL_FORMATTERS);
predicateCases('content', CONTENT_PREDICATES);
predicateCases('social', SOCIAL_PREDICATES);

describe('item-classes inside a repeated section', () => {
  it('numbers the articles as the reference does', () => {
    fc.assert(
      fc.property(items, (list) => {
        const template = '{.repeated section items}{@|item-classes}|{.end}';
        expect(render(template, { items: list }).output).toBe(reference(template, { items: list }));
      }),
      { numRuns: RUNS },
    );
  });
});
