/**
 * Tags and categories of journal posts and products: names and their limits (50 and 25
 * characters), the editor's messages, one edit at a time, merging, filtering, and the editor's
 * calls on the platform.
 */
export {
  TAG_MAX_LENGTH,
  TAG_MESSAGES,
  checkSingleEdit,
  checkTagName,
  filterTagNames,
  mergeMoves,
  mergeTagNames,
  normalizeTagName,
  sameTagName,
  tagLength,
} from './tags';
export type { TagType } from './tags';
export { TAGGED_COLLECTIONS, createTerm, deleteTerm, listTaggedItems, listTerms, mergeTerms, renameTerm, setItemTerms } from './calls';
export type { TaggedCollection, TaggedItem, Term } from './calls';
