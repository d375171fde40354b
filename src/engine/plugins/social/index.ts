/**
 * The social family of the template engine: comments, likes, share and follow buttons, tweet
 * links and calendar links, with the `comments?` and `disqus?` predicates.
 */
import type { FormatterTable, PredicateTable } from '../types';
import { CALENDAR_LINK_FORMATTERS } from './calendar-link';
import { COMMENT_FORMATTERS, COMMENT_PREDICATES } from './comments';
import { SHARING_FORMATTERS } from './sharing';
import { TWITTER_LINK_FORMATTERS } from './twitter-links';

export const SOCIAL_FORMATTERS: FormatterTable = {
  ...COMMENT_FORMATTERS,
  ...SHARING_FORMATTERS,
  ...TWITTER_LINK_FORMATTERS,
  ...CALENDAR_LINK_FORMATTERS,
};

export const SOCIAL_PREDICATES: PredicateTable = {
  ...COMMENT_PREDICATES,
};
