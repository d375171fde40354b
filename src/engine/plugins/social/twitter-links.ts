/** `activate-twitter-links`: plain tweet text with its links, @handles and #hashtags made clickable. */
import { asText } from '../../values';
import type { Formatter } from '../types';

/** A web, FTP or file URL; it may not end in punctuation such as `.`, `,`, `!` or `?`. */
const URL = /\b(?:https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#/%=~_|]/gi;
/** A handle at the start of the text or after a space (`a@b.com` is no handle). */
const HANDLE = /(^| )@(\w+)/g;
/** A hashtag at the start of the text or after a space. */
const HASHTAG = /(^| )#(\w+)/g;

/**
 * `{tweet.text|activate-twitter-links}`: URLs link to themselves, `@name` to the account and
 * `#tag` to the hashtag search, each opening in a new window. The text is not escaped: it is the
 * tweet's HTML as the platform stores it.
 */
const activateTwitterLinks: Formatter = (_args, vars) => {
  const first = vars[0];
  if (first === undefined) return;
  first.set(
    asText(first.value)
      .replace(URL, '<a target="new" href="$&">$&</a>')
      .replace(HANDLE, '$1<a target="new" href="https://twitter.com/$2/">@$2</a>')
      .replace(HASHTAG, '$1<a target="new" href="https://twitter.com/hashtag/$2?src=hash">#$2</a>'),
  );
};

export const TWITTER_LINK_FORMATTERS = {
  'activate-twitter-links': activateTwitterLinks,
} as const satisfies Record<string, Formatter>;
