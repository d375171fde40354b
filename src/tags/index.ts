/**
 * Tags and categories of journal posts and products: names and their limits (50 and 25
 * characters), the editor's messages, one edit at a time, merging, filtering.
 */
export {
  TAG_MAX_LENGTH,
  TAG_MESSAGES,
  checkSingleEdit,
  checkTagName,
  filterTagNames,
  mergeTagNames,
  normalizeTagName,
  sameTagName,
  tagLength,
} from './tags';
export type { TagType } from './tags';
