/**
 * Comments on items and collections: the count, the link to the thread, the thread's mount point,
 * and whether to show them. With a comment-thread service shortname (`disqusShortname`) configured
 * the service renders the thread, and the markup only marks where it goes.
 */
import { STRINGS } from '../../../i18n';
import { asNumber, getChild, isTruthy, toOutput } from '../../values';
import type { Formatter, Predicate, PluginContext } from '../types';

/** Comment count wording: `No Comments`, `1 Comment`, `N Comments`. */
const COMMENT_COUNT_WORDS = STRINGS.comments;

const usesThreadService = (ctx: PluginContext): boolean => isTruthy(ctx.resolve(['websiteSettings', 'disqusShortname']));

/** `{item|comment-count}`: `No Comments`, `1 Comment` or `N Comments` from `publicCommentCount`. */
const commentCount: Formatter = (_args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  const count = asNumber(getChild(first.value, 'publicCommentCount'));
  const amount = count === 0 ? COMMENT_COUNT_WORDS.none : String(count);
  first.set(`${amount} ${count === 1 ? COMMENT_COUNT_WORDS.singular : COMMENT_COUNT_WORDS.plural}`);
};

/**
 * `{item|comment-link}`: a link to the item's comments with their count, or a bare link the
 * comment-thread service fills in. The item's fields are looked up from the item outwards.
 */
const commentLink: Formatter = (_args, vars, ctx) => {
  const first = vars[0];
  if (first === undefined) return;
  // The item is the innermost scope while the tag runs, so its fields are found first.
  const url = toOutput(ctx.resolve(['fullUrl']));
  const id = toOutput(ctx.resolve(['id']));
  if (usesThreadService(ctx)) {
    first.set(`\n  <a href="${url}" class="sqs-comment-link sqs-disqus-comment-link" data-id="${id}"></a>\n`);
    return;
  }
  const count = ctx.resolve(['publicCommentCount']);
  const amount = count === 0 ? COMMENT_COUNT_WORDS.none : toOutput(count);
  const words = count === 1 ? COMMENT_COUNT_WORDS.singular : COMMENT_COUNT_WORDS.plural;
  first.set(`\n  <a href="${url}#comments-${id}" class="sqs-comment-link" data-id="${id}">\n  ${amount}\n  ${words}\n  </a>\n`);
};

/** The thread's data attributes for the page's `item`, else its `collection`, else none. */
function threadAttributes(ctx: PluginContext): string {
  for (const [key, attribute] of [
    ['item', 'data-item-id'],
    ['collection', 'data-collection-id'],
  ] as const) {
    const owner = ctx.resolve([key]);
    if (isTruthy(owner)) {
      return (
        ` ${attribute}="${toOutput(getChild(owner, 'id'))}"` +
        ` data-public-comment-count="${toOutput(getChild(owner, 'publicCommentCount'))}"` +
        ` data-comment-state="${toOutput(getChild(owner, 'commentState'))}"`
      );
    }
  }
  return '';
}

/**
 * `{item|comments}`: where the comment thread mounts, for the comment-thread service or for the
 * platform's own comments. Whether to show comments at all is `comments?`.
 */
const comments: Formatter = (_args, vars, ctx) => {
  const first = vars[0];
  if (first === undefined) return;
  if (usesThreadService(ctx)) {
    first.set('\n  <div class="squarespace-comments" id="disqus_thread"></div>\n');
    return;
  }
  const id = toOutput(ctx.resolve(['id']));
  first.set(`\n  <div class="squarespace-comments" id="comments-${id}"${threadAttributes(ctx)}></div>\n`);
};

/**
 * Comments are shown when the item's `commentState` is 1 or it has public comments, never when the
 * site's `websiteSettings` turn comments off (settings without `commentsEnabled` count as off).
 */
const commentsShown: Predicate = (_args, ctx) => {
  const settings = ctx.resolve(['websiteSettings']);
  if (settings !== undefined && !isTruthy(getChild(settings, 'commentsEnabled'))) return false;
  const item = ctx.resolve(['@']);
  return asNumber(getChild(item, 'commentState')) === 1 || asNumber(getChild(item, 'publicCommentCount')) > 0;
};

/** The site has a comment-thread service shortname, spelled `disqusShortName` here. */
const usesDisqus: Predicate = (_args, ctx) => isTruthy(ctx.resolve(['websiteSettings', 'disqusShortName']));

export const COMMENT_FORMATTERS = {
  'comment-count': commentCount,
  'comment-link': commentLink,
  comments,
} as const satisfies Record<string, Formatter>;

export const COMMENT_PREDICATES = {
  'comments?': commentsShown,
  'disqus?': usesDisqus,
} as const satisfies Record<string, Predicate>;
