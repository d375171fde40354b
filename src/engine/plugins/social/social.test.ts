import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, formatValue, formatterTable as table, type TagScope } from '../../../../test/engine/render';

/** What `{value|name args}` prints. */
const format = (name: string, value: unknown, scope?: TagScope) => formatValue(name, value, scope).output;

const ITEM_ID = '560c37c1a7c8465c4a71d99a';
const disqus = { websiteSettings: { disqusShortname: 'abc123' } };

table('comment-count', [
  { name: 'f-comment-count-1: many', value: { publicCommentCount: 10 }, output: '10 Comments' },
  { name: 'f-comment-count-2: one', value: { publicCommentCount: 1 }, output: '1 Comment' },
  { name: 'f-comment-count-3: none', value: { publicCommentCount: 0 }, output: 'No Comments' },
  { name: 'a count given as text', value: { publicCommentCount: '1' }, output: '1 Comment' },
  { name: 'no count', value: {}, output: 'No Comments' },
]);

table('comment-link', [
  {
    name: 'f-comment-link-1: a bare link for the comment-thread service',
    value: { id: ITEM_ID, fullUrl: 'http://example.com/bar' },
    options: { root: disqus },
    output: `\n  <a href="http://example.com/bar" class="sqs-comment-link sqs-disqus-comment-link" data-id="${ITEM_ID}"></a>\n`,
  },
  {
    name: 'f-comment-link-2: one comment',
    value: { id: ITEM_ID, fullUrl: 'http://example.com/bar', publicCommentCount: 1 },
    options: { root: {} },
    output: `\n  <a href="http://example.com/bar#comments-${ITEM_ID}" class="sqs-comment-link" data-id="${ITEM_ID}">\n  1\n  Comment\n  </a>\n`,
  },
  {
    name: 'f-comment-link-3: many comments',
    value: { id: ITEM_ID, fullUrl: 'http://example.com/bar', publicCommentCount: 20 },
    output: `\n  <a href="http://example.com/bar#comments-${ITEM_ID}" class="sqs-comment-link" data-id="${ITEM_ID}">\n  20\n  Comments\n  </a>\n`,
  },
  {
    name: 'no comments yet',
    value: { id: 'i', fullUrl: '/u', publicCommentCount: 0 },
    output: '\n  <a href="/u#comments-i" class="sqs-comment-link" data-id="i">\n  No\n  Comments\n  </a>\n',
  },
]);

const thread = { id: ITEM_ID, publicCommentCount: 0, commentState: 1 };
table('comments', [
  {
    name: 'f-comments-1: the comment-thread service mount point',
    value: { id: ITEM_ID },
    options: { root: disqus },
    output: '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n',
  },
  {
    name: "f-comments-2: an item's own comments",
    value: thread,
    options: { root: { item: thread } },
    output:
      `\n  <div class="squarespace-comments" id="comments-${ITEM_ID}" data-item-id="${ITEM_ID}" ` +
      'data-public-comment-count="0" data-comment-state="1"></div>\n',
  },
  {
    name: "f-comments-3: a collection's comments",
    value: thread,
    options: { root: { collection: thread } },
    output:
      `\n  <div class="squarespace-comments" id="comments-${ITEM_ID}" data-collection-id="${ITEM_ID}" ` +
      'data-public-comment-count="0" data-comment-state="1"></div>\n',
  },
  {
    name: 'neither an item nor a collection on the page',
    value: { id: 'c' },
    options: { root: {} },
    output: '\n  <div class="squarespace-comments" id="comments-c"></div>\n',
  },
]);

table('like-button', [
  {
    name: 'f-like-button-1: simple liking on',
    value: { id: ITEM_ID, likeCount: 123 },
    options: { root: { websiteSettings: { simpleLikingEnabled: true } } },
    output:
      `\n  <span class="sqs-simple-like" data-item-id="${ITEM_ID}" data-like-count="123">\n` +
      '    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n',
  },
  { name: 'f-like-button-2: simple liking off', value: { id: ITEM_ID, likeCount: 123 }, options: { root: {} }, output: '' },
  {
    name: 'an empty item has no button',
    value: {},
    options: { root: { websiteSettings: { simpleLikingEnabled: true } } },
    output: '',
  },
]);

const shared = {
  website: { shareButtonOptions: ['foo'] },
  mainImageId: ITEM_ID,
  mainImage: { assetUrl: 'http://foo.com/bar.jpg' },
  recordType: 1,
  title: 'foo image',
  fullUrl: 'http://full.com/url',
};
const shareAttributes =
  `data-system-data-id="${ITEM_ID}" data-asset-url="http://foo.com/bar.jpg" data-record-type="1" ` +
  'data-full-url="http://full.com/url" data-title="foo image"';

table('social-button', [
  { name: 'f-social-button-1', value: shared, output: `<div class="squarespace-social-buttons button-style" ${shareAttributes}></div>` },
  { name: 'no share options', value: { ...shared, website: { shareButtonOptions: [] } }, output: '' },
  {
    name: "the item's own image first, and an escaped title",
    value: { ...shared, systemDataId: 's', assetUrl: '/own.jpg', title: 'Tom & "Jerry"' },
    output:
      '<div class="squarespace-social-buttons button-style" data-system-data-id="s" data-asset-url="/own.jpg" ' +
      'data-record-type="1" data-full-url="http://full.com/url" data-title="Tom &amp; &quot;Jerry&quot;"></div>',
  },
]);

table('social-button-inline', [
  {
    name: 'f-social-button-inline-1',
    value: shared,
    output: `<span class="squarespace-social-buttons inline-style" ${shareAttributes}></span>`,
  },
]);

const followScript =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { " +
  'Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>';
table('twitter-follow-button', [
  {
    name: 'f-twitter-follow-button-1: the user name',
    value: { userName: 'foobar' },
    output: `${followScript}<div class="squarespace-follow-button" data-username="foobar"></div>`,
  },
  {
    name: 'f-twitter-follow-button-2: the account from the profile URL',
    value: { userName: '', profileUrl: 'http://twitter.com/foobar' },
    output: `${followScript}<div class="squarespace-follow-button" data-username="foobar"></div>`,
  },
]);

table('activate-twitter-links', [
  {
    name: 'f-activate-twitter-links-1: handles and hashtags',
    value: 'link @FooBar the #Foo to the #Bar',
    output:
      'link <a target="new" href="https://twitter.com/FooBar/">@FooBar</a> the ' +
      '<a target="new" href="https://twitter.com/hashtag/Foo?src=hash">#Foo</a> to the ' +
      '<a target="new" href="https://twitter.com/hashtag/Bar?src=hash">#Bar</a>',
  },
  {
    name: 'a URL, without its closing punctuation',
    value: 'see https://example.com/a?b=1&c=2.',
    output: 'see <a target="new" href="https://example.com/a?b=1&c=2">https://example.com/a?b=1&c=2</a>.',
  },
  { name: 'an email address is no handle', value: 'mail me@example.com', output: 'mail me@example.com' },
  { name: 'a handle after a line break stays text', value: 'x\n@y', output: 'x\n@y' },
]);

describe('activate-twitter-links', () => {
  it('leaves text with no URL, @ or # as it was', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/[@#]|:\/\//.test(text)),
        (text) => {
          expect(format('activate-twitter-links', text)).toBe(text);
        },
      ),
    );
  });
});

table('google-calendar-url', [
  {
    name: 'f-google-calendar-url-1: with a location',
    value: {
      startDate: 1384518630000,
      endDate: 1384518716400,
      location: { addressLine1: '123 Main St.', addressLine2: 'Apt 5', addressCountry: 'US' },
    },
    output:
      'http://www.google.com/calendar/event?action=TEMPLATE&text=&dates=20131115T123030Z/20131115T123156Z' +
      '&location=123%20Main%20St.%2C%20Apt%205%2C%20US',
  },
  {
    name: 'f-google-calendar-url-2: without a location',
    value: { startDate: 1384518630000, endDate: 1384518716400 },
    output: 'http://www.google.com/calendar/event?action=TEMPLATE&text=&dates=20131115T123030Z/20131115T123156Z',
  },
  {
    name: 'f-google-calendar-url-3: an empty address adds no location',
    value: { startDate: 1384518630000, endDate: 1384518716400, location: { address1: '', country: '' } },
    output: 'http://www.google.com/calendar/event?action=TEMPLATE&text=&dates=20131115T123030Z/20131115T123156Z',
  },
  {
    name: 'the title is escaped, Latin-1 as %XX',
    value: { title: 'Café & "Co"', startDate: 0, endDate: 0 },
    output:
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Caf%E9%20%26%20%22Co%22' + '&dates=19700101T000000Z/19700101T000000Z',
  },
  {
    name: 'dates before 1582 are Julian calendar dates',
    value: { startDate: Date.UTC(1500, 0, 1), endDate: Date.UTC(1582, 9, 15) },
    output: 'http://www.google.com/calendar/event?action=TEMPLATE&text=&dates=14991223T000000Z/15821015T000000Z',
  },
]);

describe('google-calendar-url', () => {
  it('prints nothing and reports a date that is not a number', () => {
    const result = formatValue('google-calendar-url', { startDate: 'abc', endDate: 0 });
    expect(result.output).toBe('');
    expect(result.errors).toEqual([
      '1:1 Unexpected RangeError error when executing VARIABLE: Expected epoch milliseconds, got a value that is not a number',
    ]);
  });

  it('agrees with the platform clock on Gregorian dates', () => {
    const gregorian = fc.integer({ min: Date.UTC(1582, 9, 15), max: Date.UTC(8652, 11, 31) });
    fc.assert(
      fc.property(gregorian, (epoch) => {
        const url = format('google-calendar-url', { startDate: epoch, endDate: epoch });
        const expected = new Date(epoch)
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, '');
        expect(url).toContain(`&dates=${expected}/${expected}`);
      }),
    );
  });
});

describe('comments?', () => {
  const shown = (item: object, root: Readonly<Record<string, unknown>> = {}) => decide('comments?', item, { root });

  it('p-comments-1: shown when comments are open or there are comments, never when the site turns them off', () => {
    expect(shown({ websiteSettings: { commentsEnabled: true }, publicCommentCount: 20, commentState: 2 })).toBe(true);
    expect(shown({ websiteSettings: { commentsEnabled: false }, publicCommentCount: 20, commentState: 2 })).toBe(false);
    expect(shown({ commentState: 0 })).toBe(false);
    expect(shown({ commentState: 1, publicCommentCount: 0 })).toBe(true);
  });

  it('reads the site settings from the page around the item', () => {
    expect(shown({ commentState: 1 }, { websiteSettings: { commentsEnabled: false } })).toBe(false);
    expect(shown({ commentState: 1 }, { websiteSettings: {} })).toBe(false);
  });
});

describe('disqus?', () => {
  it.each([
    [{ websiteSettings: { disqusShortName: 'abc' } }, true],
    [{ websiteSettings: { disqusShortName: '' } }, false],
    [{ websiteSettings: {} }, false],
  ])('p-disqus-1: %j → %s', (item, expected) => {
    expect(decide('disqus?', item)).toBe(expected);
  });
});
