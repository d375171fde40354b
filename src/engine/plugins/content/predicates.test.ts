import { describe, expect, it } from 'vitest';
import { decide, type TagScope } from '../../../../test/engine/render';
import { CONTENT_PREDICATES } from './index';

type Row = readonly [node: unknown, expected: boolean | undefined, options?: TagScope];

/** One table of `{.predicate? args}` cases with the current node and the branch taken. */
function table(predicate: string, source: string, rows: readonly Row[]): void {
  describe(predicate, () => {
    const cases = rows.map(([node, expected, options]) => ({ node, expected, options }));
    it.each(cases)(`${source}: $node → $expected`, ({ node, expected, options }) => {
      expect(decide(predicate, node, options)).toBe(expected);
    });
  });
}

describe('the table', () => {
  it('holds the 81 content predicates and current-type?', () => {
    expect(Object.keys(CONTENT_PREDICATES)).toHaveLength(82);
    expect(Object.keys(CONTENT_PREDICATES).every((name) => name.endsWith('?'))).toBe(true);
  });
});

describe('record types', () => {
  const codes: Readonly<Record<string, number>> = {
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
  };
  const names = Object.keys(codes);

  it.each(Object.entries(codes))('p-record-type-1: %s (%i) and no other record type', (name, code) => {
    expect(names.filter((each) => decide(`${each}?`, { recordType: code }))).toEqual([name]);
  });

  it('reads the code as a number', () => {
    expect(decide('image?', { recordType: '2' })).toBe(true);
    expect(decide('text?', {})).toBe(false);
  });
});

table('external-video?', 'p-external-video-1', [
  [{ recordType: 3 }, false],
  [{ promotedBlockType: 'link' }, false],
  [{ recordType: 18 }, false],
  [{ promotedBlockType: 'video' }, true],
  [{ recordType: 8 }, true],
]);

table('image?', 'promoted image blocks count as images', [
  [{ promotedBlockType: 'image', recordType: 1 }, true],
  [{ promotedBlockType: 'IMAGE' }, false],
]);

describe('promoted block types', () => {
  const blockTypes = ['code', 'embed', 'form', 'foursquare', 'image', 'instagram', 'link', 'map', 'quote', 'twitter', 'video'];
  it.each(blockTypes)('p-promoted-1: %s matches only its own predicate', (blockType) => {
    const matching = blockTypes.filter((each) => decide(`promoted${each.toUpperCase()}?`, { promotedBlockType: blockType }));
    expect(matching).toEqual([blockType]);
  });
});

describe('background sources', () => {
  it.each([
    [1, 'upload'],
    [2, 'instagram'],
    [3, 'video'],
    [4, 'none'],
    [-1, 'undefined'],
  ])('p-background-source-1: %i is %s', (code, name) => {
    expect(decide(`background-source-${name}?`, { backgroundSource: code })).toBe(true);
    expect(decide(`background-source-${name}?`, { backgroundSource: 0 })).toBe(false);
  });
});

table('calendar-view?', 'p-calendar-view-1', [
  [{ calendarView: true }, true],
  [{ foo: 0 }, false],
  [{ calendarView: false }, false],
  [{ calendarView: 'true' }, true],
  [{ calendarView: '1' }, false],
]);

table('child-images?', 'p-child-images-1…4', [
  [{ items: [{ mainImageId: '560c37c1a7c8465c4a71d99a' }] }, true],
  [{ items: [{ systemDataId: '560c37c1a7c8465c4a71d99a' }] }, true],
  [{ items: [{ foo: 0 }] }, false],
  [{ items: [] }, false],
  [{ items: [{}, { mainImageId: 'second' }] }, false],
]);

table('clickable?', 'p-clickable-1', [
  [{ folderBehavior: 1 }, true],
  [{ folderBehavior: 2 }, true],
  [{ folderBehavior: -1 }, false],
  [{ foo: 0 }, true],
  [{ folderBehavior: 3 }, false],
]);

table('collection?', 'p-collection-1', [
  [{ collection: { foo: 0 } }, true],
  [{ collection: {} }, false],
]);

table('collection-page?', 'p-collection-page-1', [
  [{ collection: { type: 10 } }, true],
  [{ collection: { type: 3 } }, false],
  [{ collection: { foo: 0 } }, false],
]);

table('collection-template-page?', 'p-collection-template-page-1', [
  [{ collection: { type: 7 } }, true],
  [{ collection: { type: 6 } }, false],
  [{ collection: { foo: 0 } }, false],
  [{ type: 7 }, true],
  [{ type: 6 }, false],
  [{ foo: 0 }, false],
]);

table('collectionTypeNameEquals?', 'p-collection-type-name-equals-1', [
  [{ typeName: 'foo' }, true, { args: ['foo'] }],
  [{ typeName: 'foo' }, false, { args: ['bar'] }],
  [{ typeName: 'foo' }, false],
  [{ name: 'foo' }, false, { args: ['foo'] }],
  [{ name: 'foo' }, false],
]);

table('excerpt?', 'p-excerpt-1', [
  [{ excerpt: { html: 'foo bar baz' } }, true],
  [{ excerpt: { html: '    ' } }, false],
  [{ excerpt: 'abc def ghi' }, true],
  [{ excerpt: '   ' }, false],
  [{ excerpt: 123 }, false],
  [{ excerpt: { html: '<p> </p>\u200b' } }, false],
]);

table('external-link?', 'p-external-link-1', [
  [{ externalLink: 'http://foo.com/bar' }, true],
  [{ externalLink: '' }, false],
  [{ foo: 0 }, false],
]);

table('folder?', 'p-folder-1', [
  [{ collection: { folder: true } }, true],
  [{ collection: { folder: false } }, false],
  [{ collection: { foo: 0 } }, false],
  [{ foo: 0 }, false],
]);

table('has-multiple?', 'p-has-multiple-1', [
  [[1, 2, 3], true],
  [[1], false],
  [{ a: 1, b: 2 }, true],
]);

table('index?', 'p-index-1', [
  [{ collection: { folder: true, folderBehavior: 1 } }, true],
  [{ collection: { folder: true, folderBehavior: 2 } }, false],
  [{ collection: { folder: false, folderBehavior: 1 } }, false],
  [{ collection: { folder: true, folderBehavior: 'bar' } }, false],
  [{ collection: { folder: false } }, false],
  [{ collection: { foo: 0 } }, false],
  [{ foo: 0 }, false],
]);

table('location?', 'p-location-1', [
  [{ location: { mapLat: 33.448377, mapLng: -112.074037 } }, true],
  [{ location: { mapLat: 33.448377 } }, false],
  [{ location: { foo: 0 } }, false],
  [{ foo: 0 }, false],
  [{ location: { mapLat: 0, mapLng: 0 } }, true],
]);

table('main-image?', 'p-main-image-1', [
  [{ mainImageId: '560c37c1a7c8465c4a71d99a' }, true],
  [{ systemDataId: '560c37c1a7c8465c4a71d99a' }, true],
  [{ foo: 0 }, false],
]);

table('passthrough?', 'p-passthrough-1', [
  [{ passthrough: true, sourceUrl: 'http://foo.com/bar' }, true],
  [{ passthrough: true, sourceUrl: '' }, false],
  [{ passthrough: false, sourceUrl: 'http://foo.com/bar' }, false],
  [{ passthrough: true, sourceUrl: {} }, false],
  [{ foo: 0 }, false],
]);

table('redirect?', 'p-redirect-1', [
  [{ folderBehavior: 2 }, true],
  [{ folderBehavior: 1 }, false],
  [{ foo: 0 }, false],
]);

table('same-day?', 'p-same-day-1', [
  [{ startDate: 1384518630000, endDate: 1384515030000 }, true],
  [{ startDate: 1384518630000, endDate: 1384432230000 }, false],
  [{ startDate: 1384518630000, endDate: 1384605030000 }, false],
  // Days are UTC days whatever the site's zone: 23:59 and 00:01 UTC are two days even in New York.
  [{ startDate: Date.UTC(2013, 10, 15, 23, 59), endDate: Date.UTC(2013, 10, 16, 0, 1) }, false],
  [{ startDate: 'abc', endDate: 0 }, undefined],
  [{ startDate: 1e21, endDate: 1e21 }, undefined],
]);

table('serviceNameEmail?', 'p-service-name-email-1', [
  [{ serviceName: 'email' }, true],
  [{ serviceName: 'other' }, false],
  [{ foo: '0' }, false],
]);

table('show-past-events?', 'p-show-past-events-1', [
  [{ showPastOrUpcomingEvents: 'past' }, true],
  [{ showPastOrUpcomingEvents: 'upcoming' }, false],
  [{ foo: 0 }, false],
]);

table('gallery-meta?', 'p-gallery-meta-1', [
  [{ options: { controls: true } }, true],
  [{ options: { indicators: true } }, true],
  [{ options: { controls: false } }, false],
  [{ options: { indicators: false } }, false],
  [{ options: { foo: 0 } }, false],
]);

describe('gallery options', () => {
  it.each(['grid', 'slideshow', 'slider', 'stacked'])('p-gallery-design-1: %s', (design) => {
    expect(decide(`gallery-design-${design}?`, { options: { design } })).toBe(true);
    expect(decide(`gallery-design-${design}?`, { options: {} })).toBe(false);
  });

  it.each(['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'])(
    'p-gallery-meta-position-1: %s and no other position',
    (position) => {
      const positions = ['top', 'top-left', 'top-right', 'center', 'bottom', 'bottom-left', 'bottom-right'];
      const node = { options: { 'meta-position': position } };
      expect(positions.filter((each) => decide(`gallery-meta-position-${each}?`, node))).toEqual([position]);
    },
  );

  it.each(['center', 'left', 'right'])('p-gallery-active-alignment-1: %s', (alignment) => {
    expect(decide(`gallery-active-alignment-${alignment}?`, { options: { 'active-alignment': alignment } })).toBe(true);
    expect(decide(`gallery-active-alignment-${alignment}?`, { options: {} })).toBe(false);
  });

  it.each(['autoplay', 'auto-crop', 'controls', 'lightbox', 'show-meta', 'show-meta-on-hover', 'square-thumbs', 'thumbnails'])(
    'p-gallery-boolean-1: %s is a switch',
    (name) => {
      const on = (value: unknown) => decide(`gallery-${name}?`, { options: { [name]: value } });
      expect([on(true), on(1), on(-1), on('true')]).toEqual([true, true, true, true]);
      expect([on(false), on(0), on(1.5), on('1'), on({})]).toEqual([false, false, false, false, false]);
    },
  );
});

table('current-type?', 'p-current-type', [
  [{ currentType: 5 }, true, { args: ['gallery'] }],
  [{ currentType: -1 }, false, { args: ['gallery'] }],
  [{ currentType: 19 }, true, { args: ['twitter'] }],
  [{ currentType: -1 }, true],
  [{ currentType: -1 }, false, { args: ['no-such-slice'] }],
  [{ currentType: 1.5 }, true, { args: ['heading'] }],
]);
