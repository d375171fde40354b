/**
 * Likes, share buttons and the follow button: mount points the front end's social scripts fill
 * in. Titles are escaped; ids and URLs are written as the platform stores them.
 */
import { asText, getChild, getPath, isTruthy, sizeOf, toOutput } from '../../values';
import { escapeAttribute } from '../html';
import type { Formatter } from '../types';

const FOLLOW_BUTTON_SCRIPT =
  "<script>Y.use('squarespace-follow-buttons', function(Y) { Y.on('domready', function() { " +
  'Y.Squarespace.FollowButtonUtils.renderAll(); }); });</script>';

/**
 * `{item|like-button}`: the like button of an item when the site has simple liking on; nothing
 * for an empty item. The item's `id` and `likeCount` are looked up from the item outwards.
 */
const likeButton: Formatter = (_args, vars, ctx) => {
  const first = vars[0];
  if (first === undefined) return;
  const item = first.value;
  if (!isTruthy(item) || !isTruthy(ctx.resolve(['websiteSettings', 'simpleLikingEnabled']))) {
    first.set('');
    return;
  }
  first.set(
    `\n  <span class="sqs-simple-like" data-item-id="${toOutput(ctx.resolve(['id']))}" ` +
      `data-like-count="${toOutput(ctx.resolve(['likeCount']))}">\n` +
      '    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n',
  );
};

/**
 * Share buttons for an item, as a block (`div.button-style`) or inline (`span.inline-style`), when
 * the site has share button options. The image is the item's own (`systemDataId`, `assetUrl`)
 * when it has one, else its main image.
 */
function shareButtons(element: 'div' | 'span', style: string): Formatter {
  return (_args, vars, ctx) => {
    const first = vars[0];
    if (first === undefined) return;
    const item = first.value;
    if (sizeOf(ctx.resolve(['website', 'shareButtonOptions'])) === 0) {
      first.set('');
      return;
    }
    const systemDataId = getChild(item, 'systemDataId');
    const assetUrl = getChild(item, 'assetUrl');
    const imageId = systemDataId === undefined ? getChild(item, 'mainImageId') : systemDataId;
    const imageUrl = assetUrl === undefined ? getPath(item, ['mainImage', 'assetUrl']) : assetUrl;
    first.set(
      `<${element} class="squarespace-social-buttons ${style}" data-system-data-id="${asText(imageId)}" ` +
        `data-asset-url="${asText(imageUrl)}" data-record-type="${asText(getChild(item, 'recordType'))}" ` +
        `data-full-url="${asText(getChild(item, 'fullUrl'))}" ` +
        `data-title="${escapeAttribute(asText(getChild(item, 'title')))}"></${element}>`,
    );
  };
}

/** The last path segment of a profile URL (`http://twitter.com/name` → `name`). */
const lastSegment = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

/** `{profile|twitter-follow-button}`: a follow button for `userName`, else the profile URL's account. */
const twitterFollowButton: Formatter = (_args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  const profile = first.value;
  const userName = asText(getChild(profile, 'userName'));
  const account = userName === '' ? lastSegment(asText(getChild(profile, 'profileUrl'))) : userName;
  first.set(`${FOLLOW_BUTTON_SCRIPT}<div class="squarespace-follow-button" data-username="${account}"></div>`);
};

export const SHARING_FORMATTERS = {
  'like-button': likeButton,
  'social-button': shareButtons('div', 'button-style'),
  'social-button-inline': shareButtons('span', 'inline-style'),
  'twitter-follow-button': twitterFollowButton,
} as const satisfies Record<string, Formatter>;
