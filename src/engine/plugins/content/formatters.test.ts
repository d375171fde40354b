import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatValue, formatterTable as table, type TagScope } from '../../../../test/engine/render';

/** What `{value|name args}` prints. */
const format = (name: string, value: unknown, scope?: TagScope) => formatValue(name, value, scope).output;
/** The value `{value|name}` leaves, as JSON (`''` when it leaves nothing). */
const formatted = (name: string, value: unknown) => format(`${name}|json`, value);

const focusedImage = {
  originalSize: 1000,
  assetUrl: '/foo/bar.jpg',
  mediaFocalPoint: { x: 0.3, y: 0.7 },
};

table('image-meta', [
  {
    name: 'f-image-meta-1: a licensed preview, focal point and title',
    value: { title: 'image', ...focusedImage, licensedAssetPreview: {} },
    options: { args: ['1'] },
    output:
      'data-licensed-asset-preview="true" data-src="/foo/bar.jpg" data-image="/foo/bar.jpg" data-image-dimensions="1000" ' +
      'data-image-focal-point="0.3,0.7" alt="image" ',
  },
  { name: 'f-image-meta-2: no image prints nothing', value: undefined, options: { root: {}, args: ['1'] }, output: '' },
  {
    name: 'an empty image still gets every attribute, centred',
    value: {},
    output: 'data-src="" data-image="" data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="" ',
  },
  {
    name: 'the alt text is escaped, the asset URL is written as stored',
    value: { title: 'a"b<c>&d', assetUrl: '/a.jpg?x=1&y=2' },
    output:
      'data-src="/a.jpg?x=1&y=2" data-image="/a.jpg?x=1&y=2" data-image-dimensions="" data-image-focal-point="0.5,0.5" ' +
      'alt="a&quot;b&lt;c&gt;&amp;d" ',
  },
  {
    name: 'a focal point reads its coordinates as numbers, missing ones as 0',
    value: { mediaFocalPoint: { x: '0.25', y: null }, componentKey: 'k' },
    output: 'data-component-key="k" data-src="" data-image="" data-image-dimensions="" data-image-focal-point="0.25,0" alt="" ',
  },
  {
    name: 'inside an image block the typed alt text is trimmed',
    value: { title: 'not this', altText: '  a dog \n' },
    options: { root: { blockType: 5 } },
    output: 'data-src="" data-image="" data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="a dog" ',
  },
  {
    name: 'inside an image block the typed alt text wins, even empty',
    value: { title: 'not this', altText: '' },
    options: { root: { blockType: 5 } },
    output: 'data-src="" data-image="" data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="" ',
  },
]);

describe('alt text fallback', () => {
  const alt = (image: object): string | undefined => /alt="([^"]*)"/.exec(format('image-meta', image))?.[1];

  it('uses the title first', () => {
    expect(alt({ title: 'Title', body: 'Body', filename: 'file.jpg' })).toBe('Title');
  });

  it('then the body with each tag turned into a space (f-child-image-meta-4)', () => {
    expect(alt({ title: '', body: '<b>bold</b><div><i>italics</i></div>' })).toBe(' bold   italics  ');
  });

  it('cuts the body to 250 characters (f-image-6)', () => {
    const body = `${'word '.repeat(60)}THIS DOES NOT SHOW UP`;
    expect(alt({ title: '', body })).toBe(body.slice(0, 250));
  });

  it('then the filename, when the body has no text outside its tags', () => {
    expect(alt({ title: '', body: '<p', filename: 'file.jpg' })).toBe('file.jpg');
  });

  it('gives an empty alt when nothing is there (f-child-image-meta-6)', () => {
    expect(alt({ title: '', body: '', filename: '' })).toBe('');
  });
});

table('child-image-meta', [
  {
    name: 'f-child-image-meta-1: the child at the given index',
    value: { items: [{}, { title: 'child image', ...focusedImage, licensedAssetPreview: {} }] },
    options: { args: ['1'] },
    output:
      'data-licensed-asset-preview="true" data-src="/foo/bar.jpg" data-image="/foo/bar.jpg" data-image-dimensions="1000" ' +
      'data-image-focal-point="0.3,0.7" alt="child image" ',
  },
  {
    name: 'f-child-image-meta-2: alt text from the body',
    value: { items: [{}, {}, {}, { body: 'child image', originalSize: 1000, assetUrl: '/foo/bar.jpg' }] },
    options: { args: ['3'] },
    output:
      'data-src="/foo/bar.jpg" data-image="/foo/bar.jpg" data-image-dimensions="1000" data-image-focal-point="0.5,0.5" alt="child image" ',
  },
  {
    name: 'f-child-image-meta-3: alt text from the filename',
    value: { items: [{}, {}, { filename: 'child image', originalSize: 1000, assetUrl: '/foo/bar.jpg' }] },
    options: { args: ['2'] },
    output:
      'data-src="/foo/bar.jpg" data-image="/foo/bar.jpg" data-image-dimensions="1000" data-image-focal-point="0.5,0.5" alt="child image" ',
  },
  { name: 'f-child-image-meta-5: no such child prints nothing', value: { items: [] }, options: { args: ['2'] }, output: '' },
  {
    name: 'the first child by default',
    value: { items: [{ title: 'a' }] },
    output: 'data-src="" data-image="" data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="a" ',
  },
]);

table('cover-image-meta', [
  {
    name: 'f-cover-image-meta-1: the collection cover image',
    value: { coverImage: { title: 'child image', ...focusedImage, licensedAssetPreview: {} } },
    output:
      'data-licensed-asset-preview="true" data-src="/foo/bar.jpg" data-image="/foo/bar.jpg" data-image-dimensions="1000" ' +
      'data-image-focal-point="0.3,0.7" alt="child image" ',
  },
  { name: 'no cover image prints nothing', value: {}, output: '' },
]);

const imageTail = 'data-load="false" data-image-id="560c37c1a7c8465c4a71d99a" data-type="image" />';
table('image', [
  {
    name: 'f-image-1: default class, licensed preview',
    value: { id: '560c37c1a7c8465c4a71d99a', title: 'child image', ...focusedImage, licensedAssetPreview: {} },
    output:
      '<noscript><img src="/foo/bar.jpg" alt="child image" /></noscript><img class="thumb-image" ' +
      'data-licensed-asset-preview="true" data-src="/foo/bar.jpg" data-image="/foo/bar.jpg" data-image-dimensions="1000" ' +
      `data-image-focal-point="0.3,0.7" alt="child image" ${imageTail}`,
  },
  {
    name: 'f-image-2: a class of its own and an empty title',
    value: { id: '560c37c1a7c8465c4a71d99a', title: '', ...focusedImage },
    options: { args: ['foo-bar-image'] },
    output:
      '<noscript><img src="/foo/bar.jpg" alt="" /></noscript><img class="foo-bar-image" data-src="/foo/bar.jpg" ' +
      `data-image="/foo/bar.jpg" data-image-dimensions="1000" data-image-focal-point="0.3,0.7" alt="" ${imageTail}`,
  },
  {
    name: 'f-image-5: alt text from the body when there is no title',
    value: { id: '560c37c1a7c8465c4a71d99a', title: '', ...focusedImage, body: 'Lorem ipsum dolor sit amet.' },
    options: { root: { info: { something: 'else' } }, args: ['foo-bar-image'] },
    output:
      '<noscript><img src="/foo/bar.jpg" alt="Lorem ipsum dolor sit amet." /></noscript><img class="foo-bar-image" ' +
      'data-src="/foo/bar.jpg" data-image="/foo/bar.jpg" data-image-dimensions="1000" data-image-focal-point="0.3,0.7" ' +
      `alt="Lorem ipsum dolor sit amet." ${imageTail}`,
  },
  {
    name: 'f-image-7: an empty alt text typed in an image block',
    value: { id: '560c37c1a7c8465c4a71d99a', title: 'not this', ...focusedImage, altText: '' },
    options: { root: { blockType: 5 }, args: ['foo-bar-image'] },
    output:
      '<noscript><img src="/foo/bar.jpg" alt="" /></noscript><img class="foo-bar-image" data-src="/foo/bar.jpg" ' +
      `data-image="/foo/bar.jpg" data-image-dimensions="1000" data-image-focal-point="0.3,0.7" alt="" ${imageTail}`,
  },
  {
    name: 'f-image-3: alt text typed in an image block',
    value: { id: '560c37c1a7c8465c4a71d99a', title: 'not this', ...focusedImage, altText: 'baz' },
    options: { root: { blockType: 5 }, args: ['foo-bar-image'] },
    output:
      '<noscript><img src="/foo/bar.jpg" alt="baz" /></noscript><img class="foo-bar-image" data-src="/foo/bar.jpg" ' +
      `data-image="/foo/bar.jpg" data-image-dimensions="1000" data-image-focal-point="0.3,0.7" alt="baz" ${imageTail}`,
  },
  {
    name: 'f-image-4: a component key',
    value: { id: '560c37c1a7c8465c4a71d99a', title: 'no-info-alt', ...focusedImage, componentKey: 'baz' },
    options: { root: { info: { something: 'else' } }, args: ['foo-bar-image'] },
    output:
      '<noscript><img src="/foo/bar.jpg" alt="no-info-alt" /></noscript><img class="foo-bar-image" data-component-key="baz" ' +
      'data-src="/foo/bar.jpg" data-image="/foo/bar.jpg" data-image-dimensions="1000" data-image-focal-point="0.3,0.7" ' +
      `alt="no-info-alt" ${imageTail}`,
  },
  {
    name: 'the lazy image escapes its alt text once more than the noscript one',
    value: { title: 'a&b' },
    output:
      '<noscript><img src="" alt="a&amp;b" /></noscript><img class="thumb-image" data-src="" data-image="" ' +
      'data-image-dimensions="" data-image-focal-point="0.5,0.5" alt="a&amp;amp;b" data-load="false" data-image-id="" data-type="image" />',
  },
  {
    name: 'a missing image keeps the frame without loader attributes',
    value: undefined,
    options: { root: {} },
    output: '<noscript><img src="" alt="" /></noscript><img class="thumb-image" data-load="false" data-image-id="" data-type="image" />',
  },
]);

table('image-srcset', [
  {
    name: 'f-image-srcset-1: the original stands in for the next width',
    value: { assetUrl: '/foo/bar.jpg', systemDataVariants: '1500x983,100w,300w,500w,750w,1000w,1500w' },
    options: { args: ['1'] },
    output:
      ' srcset="/foo/bar.jpg?format=100w 100w,/foo/bar.jpg?format=300w 300w,/foo/bar.jpg?format=500w 500w,' +
      '/foo/bar.jpg?format=750w 750w,/foo/bar.jpg?format=1000w 1000w,/foo/bar.jpg?format=1500w 1500w,' +
      '/foo/bar.jpg?format=original 2500w"',
  },
  {
    name: 'f-image-srcset-3: no original once 2500w exists',
    value: { assetUrl: '/a', systemDataVariants: '100w,2500w' },
    output: ' srcset="/a?format=100w 100w,/a?format=2500w 2500w"',
  },
  {
    name: 'f-image-srcset-4: non-standard widths get no original',
    value: { assetUrl: '/foo/bar.jpg', systemDataVariants: '150w,350w' },
    output: ' srcset="/foo/bar.jpg?format=150w 150w,/foo/bar.jpg?format=350w 350w"',
  },
  { name: 'f-image-srcset-2: no renditions', value: { assetUrl: '/foo/bar.jpg', systemDataVariants: '' }, output: '' },
  { name: 'without renditions the value is left as it was', value: 'as is', output: 'as is' },
  { name: 'f-image-srcset-5: no image prints nothing', value: undefined, output: '' },
]);

const colorData = {
  topLeftAverage: '111',
  topRightAverage: '222',
  bottomLeftAverage: '333',
  bottomRightAverage: '444',
  centerAverage: '555',
};
table('image-color', [
  {
    name: 'f-image-color-2: every region as attributes',
    value: { colorData },
    output:
      'data-color-topLeft="#111" data-color-topRight="#222" data-color-bottomLeft="#333" data-color-bottomRight="#444" ' +
      'data-color-center="#555" ',
  },
  { name: 'f-image-color-4: one region', value: { colorData }, options: { args: ['topLeft'] }, output: '#111' },
  {
    name: 'f-image-color-1: one region as a declaration',
    value: { colorData },
    options: { args: ['topLeft', 'foo'] },
    output: 'foo: #111',
  },
  {
    name: 'f-image-color-5: an unmeasured region',
    value: { colorData: { fooBarAverage: '111' } },
    options: { args: ['topLeft'] },
    output: '"topLeft" not found.',
  },
  { name: 'f-image-color-3: no colour data prints nothing', value: { colorzzzz: {} }, output: '' },
  { name: 'inherited names are no regions', value: { colorData }, options: { args: ['constructor'] }, output: '"constructor" not found.' },
]);

describe('sizes', () => {
  it('f-width-1 and f-height-1: the sides of originalSize', () => {
    expect(formatted('width', '800x400')).toBe('800');
    expect(formatted('height', '800x400')).toBe('400');
  });

  it('leaves a size that is not two parts missing', () => {
    expect(formatted('width', '800')).toBe('');
    expect(formatted('height', 800)).toBe('');
  });

  it.each([
    ['250x175', '35', '71', '100w', '100w'],
    ['400x100', '12', '200', '300w', '100w'],
    ['800x400', '25', '100', '100w', '100w'],
  ])('f-resized-1: %s at 50 pixels', (size, height, width, thumbForHeight, thumbForWidth) => {
    const at50 = (name: string) => format(name, size, { args: ['50'] });
    expect(at50('resizedHeightForWidth')).toBe(height);
    expect(at50('resizedWidthForHeight')).toBe(width);
    expect(at50('squarespaceThumbnailForHeight')).toBe(thumbForHeight);
    expect(at50('squarespaceThumbnailForWidth')).toBe(thumbForWidth);
  });

  it.each([
    ['100', '100w'],
    ['101', '300w'],
    ['300', '300w'],
    ['301', '500w'],
    ['501', '750w'],
    ['751', '1000w'],
    ['1001', '1500w'],
    ['5000', '1500w'],
    ['abc', '100w'],
  ])('picks the rendition for a %s pixel box', (width, rendition) => {
    expect(format('squarespaceThumbnailForWidth', '800x400', { args: [width] })).toBe(rendition);
  });

  it.each(['resizedHeightForWidth', 'resizedWidthForHeight', 'squarespaceThumbnailForHeight'])(
    '%s explains a value that is not a size',
    (name) => {
      expect(format(name, 'bad', { args: ['50'] })).toBe("Invalid source parameter. Pass in 'originalSize'");
    },
  );

  it('picks a rendition for a width without reading the size', () => {
    expect(format('squarespaceThumbnailForWidth', undefined, { args: ['400'] })).toBe('500w');
  });

  it('keeps the aspect ratio within a pixel, truncating', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        (w, h, width) => {
          const height = Number(format('resizedHeightForWidth', `${w}x${h}`, { args: [String(width)] }));
          const exact = (width * h) / w;
          // Never above the exact height; at most one pixel below it, since the reference divides by
          // the ratio in floating point before truncating (3x771 at 1538 wide gives 395265, not 395266).
          expect(height).toBeLessThanOrEqual(exact);
          expect(exact - height).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('truncates as the reference does when the ratio is inexact in floating point', () => {
    expect(format('resizedHeightForWidth', '3x771', { args: ['1538'] })).toBe('395265');
  });
});

table('video', [
  {
    name: 'f-video-1: deferred, with thumbnail colours',
    value: {
      oembed: { html: '<script></script>', providerName: 'youtube' },
      ...focusedImage,
      assetUrl: '/foo/bar.mp4',
      overlay: true,
      mainImageId: '560c37c1a7c8465c4a71d99a',
      systemDataId: 'tins5sleapweistyink5',
      colorData,
    },
    options: { args: ['load-false', 'color-data'] },
    output:
      '<div class="sqs-video-wrapper"  data-load="false" data-html="&lt;script&gt;&lt;/script&gt;" data-provider-name="youtube">' +
      '<div class="sqs-video-overlay" style="opacity: 0;"><img data-load="false" data-src="/foo/bar.mp4" data-image-dimensions="1000" ' +
      'data-image-focal-point="0.3,0.7" data-color-topleft="#111" data-color-topright="#222" data-color-bottomleft="#333" ' +
      'data-color-bottomright="#444" data-color-center="#555" /><div class="sqs-video-opaque"> </div>' +
      '<div class="sqs-video-icon"></div></div></div>',
  },
  {
    name: 'f-video-2: no colours to add',
    value: {
      oembed: { html: '<script></script>', providerName: 'youtube' },
      ...focusedImage,
      assetUrl: '/foo/bar.mp4',
      overlay: true,
      mainImageId: '560c37c1a7c8465c4a71d99a',
      colorData: {},
    },
    options: { args: ['color-data'] },
    output:
      '<div class="sqs-video-wrapper" data-html="&lt;script&gt;&lt;/script&gt;" data-provider-name="youtube">' +
      '<div class="sqs-video-overlay" style="opacity: 0;"><img data-load="false" data-src="/foo/bar.mp4" data-image-dimensions="1000" ' +
      'data-image-focal-point="0.3,0.7" /><div class="sqs-video-opaque"> </div><div class="sqs-video-icon"></div></div></div>',
  },
  {
    name: 'f-video-3: an overlay without a thumbnail',
    value: { oembed: { html: '<script></script>', providerName: 'youtube' }, ...focusedImage, overlay: true, colorData: {} },
    options: { args: ['color-data'] },
    output:
      '<div class="sqs-video-wrapper" data-html="&lt;script&gt;&lt;/script&gt;" data-provider-name="youtube">' +
      '<div class="sqs-video-overlay no-thumb" style="opacity: 0;"><div class="sqs-video-opaque"> </div>' +
      '<div class="sqs-video-icon"></div></div></div>',
  },
  {
    name: 'no overlay: only the wrapper',
    value: { oembed: { html: 'x', providerName: 'vimeo' }, overlay: false, mainImageId: 'm' },
    output: '<div class="sqs-video-wrapper" data-html="x" data-provider-name="vimeo"></div>',
  },
]);

table('audio-player', [
  {
    name: 'f-audio-player-1: the player mount point',
    value: { id: '560c37c1a7c8465c4a71d99a', structuredContent: { audioAssetUrl: 'http://example.com/foo.mp3' } },
    output:
      "<script>Y.use('squarespace-audio-player-frontend');</script>\n" +
      '<div class="squarespace-audio-player" data-audio-asset-url="http://example.com/foo.mp3" ' +
      'data-item-id="560c37c1a7c8465c4a71d99a" id="audio-player-560c37c1a7c8465c4a71d99a"></div>',
  },
]);

table('humanizeDuration', [
  { name: 'f-humanize-duration-1', value: 125000, output: '2:05' },
  { name: 'under a second', value: 999, output: '0:00' },
  { name: 'an hour stays in minutes', value: 3600000, output: '60:00' },
  { name: 'a numeric string', value: '1.5e5', output: '2:30' },
  { name: 'not a number', value: 'abc', output: '0:00' },
]);

table('capitalize', [
  { name: 'f-capitalize-1', value: 'Coffee', output: 'COFFEE' },
  { name: 'full case mapping', value: 'straße', output: 'STRASSE' },
  { name: 'an object has no text', value: { a: 1 }, output: '' },
]);

table('AbsUrl', [
  {
    name: 'f-absurl-1',
    value: 'blog/new-article',
    options: { root: { 'base-url': 'https://example.com/prefix' } },
    output: 'https://example.com/prefix/blog/new-article',
  },
  { name: 'no base URL', value: 'index', options: { root: {} }, output: '/index' },
]);

table('color-weight', [
  { name: 'f-color-weight-1: #fff', value: '#fff', output: 'light' },
  { name: 'f-color-weight-1: #888', value: '#888', output: 'light' },
  { name: 'f-color-weight-1: #444', value: '#444', output: 'dark' },
  { name: 'just above half of white', value: '#800000', output: 'light' },
  { name: 'just below half of white', value: '7fffff', output: 'dark' },
  { name: 'seven digits are no colour', value: '#abcdefa', output: '' },
  { name: 'two digits are no colour', value: '#80', output: '' },
]);

table('website-color', [
  {
    name: 'f-website-color-1: with alpha',
    value: { hue: 200, saturation: 0.3, lightness: 0.5, alpha: 0.9 },
    output: 'hsla(200, 30%, 50%, 0.9)',
  },
  { name: 'f-website-color-2: without alpha', value: { hue: 110, saturation: 0.9, lightness: 1 }, output: 'hsl(110, 90%, 100%)' },
  { name: 'f-website-color-3: a missing value', value: { saturation: 0.9, lightness: 1 }, output: 'Missing an H/S/L value.' },
  {
    name: 'f-website-color-4: every bound broken',
    value: { hue: 400, saturation: -0.3, lightness: 5, alpha: 3 },
    output: 'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
  },
  {
    name: 'a saturation that is no number is out of bounds',
    value: { hue: 1, saturation: '', lightness: 0.5 },
    output: 'Saturation out of bounds. ',
  },
  {
    name: 'f-website-color-5: two decimals',
    value: { hue: 0.956, saturation: 0.9554, lightness: 0.9567, alpha: 0.555 },
    output: 'hsla(0.96, 95.54%, 95.67%, 0.56)',
  },
]);

table('item-classes', [
  {
    name: 'f-item-classes-1: every class, in a repeated section',
    value: {
      structuredContent: { productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] },
      promotedBlockType: 'block type',
      categories: ['foo', 'bar baz'],
      tags: ['foo 2', 'bar baz 2'],
      author: { displayName: 'John Doe' },
      recordTypeLabel: 'record-type',
      starred: true,
      recordType: 11,
    },
    options: { index: 1 },
    output:
      'hentry promoted promoted-block-block-type category-foo category-bar-baz tag-foo-2 tag-bar-baz-2 author-john-doe ' +
      'post-type-record-type article-index-1 featured on-sale sold-out',
  },
  {
    name: 'f-item-classes-2: product state only for store items',
    value: {
      structuredContent: { productType: 1, variants: [{ onSale: true, qtyInStock: 0 }] },
      author: { displayName: '' },
      recordTypeLabel: 'foo',
      recordType: -1,
    },
    output: 'hentry post-type-foo',
  },
  {
    name: 'f-item-classes-3: a product in stock and not on sale',
    value: { structuredContent: { productType: 1, variants: [{ onSale: false, qtyInStock: 2 }] }, recordTypeLabel: 'foo', recordType: 11 },
    output: 'hentry post-type-foo',
  },
  {
    name: 'slugs keep ASCII letters, digits and hyphens',
    value: { categories: ['A&B <c>', 'Ünï x_y'] },
    output: 'hentry category-ab-c category-n-xy post-type-',
  },
  {
    name: 'a digital product is never sold out',
    value: { recordType: 11, structuredContent: { productType: 2, onSale: true } },
    output: 'hentry post-type- on-sale',
  },
  { name: 'a product of unknown type is sold out', value: { recordType: 11, structuredContent: {} }, output: 'hentry post-type- sold-out' },
]);
